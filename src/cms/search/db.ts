import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'

export { sql, type SQL }

/** What this module uses of Payload's SQL adapters (SQLite and PostgreSQL expose the same). */
type SqlAdapter = {
  drizzle: unknown
  sessions?: Record<string, { db: unknown } | undefined>
  execute: (args: { drizzle?: unknown; db?: unknown; sql: SQL }) => Promise<{ rows?: Record<string, unknown>[] }>
}

function isSqlAdapter(db: object): db is SqlAdapter {
  return 'drizzle' in db && 'execute' in db && typeof db.execute === 'function'
}

function adapter(payload: Payload): SqlAdapter {
  const db = payload.db
  if (!isSqlAdapter(db)) throw new Error(`the search index needs an SQL database adapter, not ${db.name}`)
  return db
}

/**
 * Runs a parameterised statement on the connection of `req`'s transaction when there is one
 * (as Payload's own writes do, so a hook never waits on its own transaction), else on the pool.
 * Values only ever enter as parameters of the `sql` template: nothing is spliced into the text.
 */
export async function execute(
  payload: Payload,
  statement: SQL,
  req?: Partial<PayloadRequest>,
): Promise<Record<string, unknown>[]> {
  const db = adapter(payload)
  const id = req?.transactionID ? await req.transactionID : undefined
  const session = id !== undefined ? db.sessions?.[String(id)]?.db : undefined
  const result = session
    ? await db.execute({ db: session, sql: statement })
    : await db.execute({ drizzle: db.drizzle, sql: statement })
  return result.rows ?? []
}

/**
 * Refreshes the database's statistics before reading a whole catalogue. Without them SQLite
 * reads each product's languages by scanning every product's (Payload indexes the language
 * tables by language first): 250 of 5,000 products took 4.5 s instead of 70 ms. Cheap (well
 * under a second), and PostgreSQL's planner profits from fresh statistics after a bulk load too.
 */
export async function analyze(payload: Payload): Promise<void> {
  await execute(payload, sql`ANALYZE`)
}
