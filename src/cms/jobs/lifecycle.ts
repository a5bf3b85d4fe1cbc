import type { Payload } from 'payload'

/**
 * A job claimed (`processing`) longer ago than this belongs to a run that never finished: the
 * server was killed or crashed mid-run. A mail job takes seconds; half an hour leaves room for a
 * slow mail server without ever taking a job from a run that is still going.
 */
export const STALE_CLAIM_MS = 30 * 60 * 1000
const SWEEP_EVERY_MS = 5 * 60 * 1000

/**
 * Gives stale claims back to the queue, so their notification is sent after all (at worst a
 * second time, never not at all). Idempotent: every instance may run it.
 */
export async function releaseStaleClaims(payload: Payload, now = Date.now()): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ processing: { equals: true } }, { updatedAt: { less_than: new Date(now - STALE_CLAIM_MS).toISOString() } }] },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
  if (docs.length > 0) console.warn(`[jobs] ${docs.length} job(s) left unfinished by an earlier run are queued again.`)
  return docs.length
}

/** Stops the job queue's timers: nothing new is claimed; what runs now may finish. */
export function stopJobQueue(payload: Payload): number {
  const crons = payload.crons.splice(0, payload.crons.length)
  for (const cron of crons) cron.stop()
  return crons.length
}

/**
 * The server's part of the job queue's life: stale claims are released at start and every five
 * minutes, and on SIGTERM or SIGINT the queue stops taking work while Next finishes the requests
 * in flight (it closes the listening socket first, then exits).
 */
export function manageJobQueue(payload: Payload): void {
  const sweep = () =>
    releaseStaleClaims(payload).catch((error: unknown) => console.error('[jobs] releasing stale claims failed:', error instanceof Error ? error.message : error))
  void sweep()
  setInterval(sweep, SWEEP_EVERY_MS).unref()
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      const stopped = stopJobQueue(payload)
      console.log(`[shutdown] ${signal}: finishing the requests in flight; the job queue takes no new work (${stopped} timer(s) stopped).`)
    })
  }
}
