import type { Payload } from 'payload'

export type HealthReport =
  | { status: 'starting' }
  | { status: 'error'; database: 'down' }
  | { status: 'error'; database: 'up'; migrations: 'pending'; pending: string[] }
  | { status: 'ok'; database: 'up'; migrations: 'current' }

/**
 * What `/api/health` reports: starting until the CMS has booted, then whether the database
 * answers and every migration this build expects is applied. `expected` is null where the
 * schema is pushed instead of migrated (development).
 */
export async function healthReport(payload: (() => Promise<Payload>) | Payload, ready: boolean, expected: string[] | null): Promise<HealthReport> {
  if (!ready) return { status: 'starting' }
  let applied: Set<string>
  try {
    const client = typeof payload === 'function' ? await payload() : payload
    const rows = await client.find({ collection: 'payload-migrations', pagination: false, depth: 0, overrideAccess: true })
    applied = new Set(rows.docs.map((row) => row.name ?? ''))
  } catch (error) {
    console.error('[health] database check failed:', error)
    return { status: 'error', database: 'down' }
  }
  const pending = (expected ?? []).filter((name) => !applied.has(name))
  if (pending.length > 0) return { status: 'error', database: 'up', migrations: 'pending', pending }
  return { status: 'ok', database: 'up', migrations: 'current' }
}
