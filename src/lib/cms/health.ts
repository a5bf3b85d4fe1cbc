import type { Payload } from 'payload'

import { payloadClient } from './payload'

type DatabaseReport =
  | { status: 'error'; database: 'down' }
  | { status: 'error'; database: 'up'; migrations: 'pending'; pending: string[] }
  | { status: 'ok'; database: 'up'; migrations: 'current' }
  | { status: 'error'; database: 'up'; migrations: 'current' }

/**
 * The media bucket's state, added to the report when media are stored in S3 (an error with all else
 * current means it is down).
 */
export type StorageState = { storage?: 'up' | 'down' }

/** `redis` is reported only where REDIS_URL is set; an instance without its Redis is unhealthy. */
export type HealthReport =
  | { status: 'starting' }
  | ((DatabaseReport | (Omit<DatabaseReport, 'status'> & { status: 'error' })) & { redis?: 'up' | 'down' })

/** Other services this instance depends on: each answers whether it is reachable. */
export type DependencyChecks = { redis?: () => Promise<boolean> }

/** Redis answers PING (the runner gives up after its short timeout). */
export async function redisAnswers(redis: {
  run<T>(command: (client: { ping(): Promise<string> }) => Promise<T>): Promise<T>
  warn(error: unknown): void
}): Promise<boolean> {
  try {
    return (await redis.run((c) => c.ping())) === 'PONG'
  } catch (error) {
    // Logged once per outage: a balancer asks every few seconds.
    redis.warn(error)
    return false
  }
}

/** The migrations of this build for the configured database (`prodMigrations` of payload.config). */
export function expectedMigrations(payload: Payload): string[] {
  return ((payload.db as { prodMigrations?: { name: string }[] }).prodMigrations ?? []).map((m) => m.name)
}

/**
 * What `/api/health` reports: starting until the CMS has booted, then whether the database
 * answers and every migration this build expects is applied. `migrated` is false where the
 * schema is pushed instead of migrated (development).
 */
export async function healthReport(
  payload: (() => Promise<Payload>) | Payload,
  ready: boolean,
  migrated: boolean,
  checks: DependencyChecks = {},
): Promise<HealthReport> {
  if (!ready) return { status: 'starting' }
  const [database, redisUp] = await Promise.all([databaseReport(payload, migrated), checks.redis?.()])
  if (redisUp === undefined) return database
  if (redisUp) return { ...database, redis: 'up' }
  return { ...database, status: 'error', redis: 'down' }
}

/** The health of this server: its Payload (started at boot), database, migrations and dependencies. */
export function siteHealth(ready: boolean, migrated: boolean, checks: DependencyChecks = {}): Promise<HealthReport> {
  return healthReport(payloadClient, ready, migrated, checks)
}

let databaseDown = false

/** The error and its cause in one line (a failed query's own message names only the query). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error.message.split('\n')[0]}${cause}`
}

async function databaseReport(payload: (() => Promise<Payload>) | Payload, migrated: boolean): Promise<DatabaseReport> {
  let applied: Set<string>
  let expected: string[]
  try {
    const client = typeof payload === 'function' ? await payload() : payload
    expected = migrated ? expectedMigrations(client) : []
    const rows = await client.find({
      collection: 'payload-migrations',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    applied = new Set(rows.docs.map((row) => row.name ?? ''))
  } catch (error) {
    // A balancer asks every few seconds: one line when the database stops answering, not one per check.
    if (!databaseDown) console.error('[health] the database does not answer:', describe(error))
    databaseDown = true
    return { status: 'error', database: 'down' }
  }
  if (databaseDown) console.log('[health] the database answers again')
  databaseDown = false
  const pending = expected.filter((name) => !applied.has(name))
  if (pending.length > 0) return { status: 'error', database: 'up', migrations: 'pending', pending }
  return { status: 'ok', database: 'up', migrations: 'current' }
}

/**
 * The report with the media bucket's state when media are stored in S3 (`bucketAnswers` is then
 * given): every upload and every picture of the site goes through it, so a bucket that does not
 * answer makes the report an error like a database that does not.
 */
export async function withStorage(
  report: HealthReport,
  bucketAnswers?: () => Promise<boolean>,
): Promise<HealthReport & StorageState> {
  if (!bucketAnswers || report.status === 'starting') return report
  if (await bucketAnswers()) return { ...report, storage: 'up' }
  return report.status === 'ok' ? { ...report, status: 'error', storage: 'down' } : { ...report, storage: 'down' }
}
