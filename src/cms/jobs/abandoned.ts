import type { Payload } from 'payload'

/**
 * How long a claimed job may stay unfinished before it counts as abandoned: far longer than any
 * job here takes (a notification gives up within the mail transport's timeouts of a few minutes,
 * the retention clean-up is one delete).
 */
export const CLAIM_LEASE_MS = 30 * 60_000
/** How often each instance working the queue looks for abandoned claims. */
export const RELEASE_INTERVAL_MS = 60_000

/**
 * A job stays `processing` for good when the instance that claimed it ends before finishing it
 * (killed, out of memory, a power cut): Payload 3.90 never takes a claim back, so that enquiry's
 * notification would never go out, and the retention clean-up would never be scheduled again (a
 * schedule waits for its unfinished job). Claims older than the lease are released, so another
 * instance, or the restarted one, runs the job again: at least once rather than never.
 * Resolves with the number of jobs released.
 */
export async function releaseAbandonedJobs(payload: Payload, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - CLAIM_LEASE_MS).toISOString()
  const { docs, errors } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [{ processing: { equals: true } }, { completedAt: { exists: false } }, { updatedAt: { less_than: cutoff } }],
    },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
  if (errors.length) throw new Error(`jobs: ${errors.length} abandoned claims could not be released`)
  if (docs.length) {
    payload.logger.warn(
      `[jobs] released ${docs.length} jobs claimed more than ${CLAIM_LEASE_MS / 60_000} minutes ago and never finished (${docs.map((d) => `${d.taskSlug} ${d.id}`).join(', ')}): they run again`,
    )
  }
  return docs.length
}

/** Every minute, in a server that works the job queue. */
export function releaseAbandonedJobsRegularly(payload: Payload): void {
  const release = () =>
    releaseAbandonedJobs(payload).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: '[jobs] releasing abandoned claims failed' }),
    )
  void release()
  setInterval(release, RELEASE_INTERVAL_MS).unref()
}
