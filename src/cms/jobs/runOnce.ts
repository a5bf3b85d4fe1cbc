import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

/**
 * Several instances on one PostgreSQL database each run the job queue and the schedule. Payload
 * 3.90 does neither atomically:
 *
 * - a queue run claims its jobs by selecting runnable ones (`processing = false`) and then
 *   updating each by id to `processing = true` (`@payloadcms/drizzle` `updateJobs`), so two
 *   instances can both claim the same job and send the same mail twice;
 * - the schedule counts the jobs already queued for a task and queues one when there are none
 *   (`defaultBeforeSchedule`), so two instances can both queue the same slot.
 *
 * Here both become one at a time across all instances with PostgreSQL advisory locks: a claim
 * takes a transaction lock in the claim's own transaction (the second instance's select then sees
 * the first one's claims), and the schedule handling of a queue runs in a transaction that holds
 * a lock for that queue (an instance finding it held skips that tick: the other one is doing it).
 * SQLite has one writer at a time and serves one instance; nothing is changed there.
 */

type Session = { db: { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }> } }
/** What this module uses of the PostgreSQL adapter beyond Payload's own adapter type: its transactions. */
type PgSessions = { sessions: Record<string, Session> }

function hasSessions(db: object): db is PgSessions {
  return 'sessions' in db && typeof db.sessions === 'object' && db.sessions !== null
}

const CLAIM_LOCK = 'payload-jobs:claim'
const SCHEDULE_LOCK = 'payload-jobs:schedule:'

export function runJobsOnce(payload: Payload) {
  const db = payload.db
  if (db.name !== 'postgres' || !hasSessions(db)) return

  const updateJobs = db.updateJobs.bind(db)
  db.updateJobs = async (args) => {
    // A claim: many jobs (no id) set to processing, in the transaction Payload's updateJobs opened.
    if (
      !('id' in args && args.id !== undefined) &&
      args.data?.processing === true &&
      args.req?.transactionID !== undefined
    ) {
      const session = db.sessions[String(await args.req.transactionID)]
      await session?.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${CLAIM_LOCK}))`)
    }
    return updateJobs(args)
  }

  const jobs = payload.jobs
  const handleSchedules = jobs.handleSchedules.bind(jobs)
  jobs.handleSchedules = async (args) => {
    if (args?.req) return handleSchedules(args)
    const { createLocalReq } = await import('payload')
    const req = await createLocalReq({}, payload)
    const transactionID = await payload.db.beginTransaction()
    if (transactionID === null) return handleSchedules(args)
    req.transactionID = transactionID
    try {
      const key = SCHEDULE_LOCK + (args?.allQueues ? '*' : (args?.queue ?? 'default'))
      const { rows } = await db.sessions[String(transactionID)]!.db.execute(
        sql`SELECT pg_try_advisory_xact_lock(hashtext(${key})) AS locked`,
      )
      const result =
        rows[0]?.locked === true ? await handleSchedules({ ...args, req }) : { errored: [], queued: [], skipped: [] }
      await payload.db.commitTransaction(transactionID)
      return result
    } catch (error) {
      await payload.db.rollbackTransaction(transactionID)
      throw error
    }
  }
}
