import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CLAIM_LEASE_MS, releaseAbandonedJobs } from '@/cms/jobs/abandoned'

import { startCms, type Cms } from './harness'

/**
 * An instance killed while it holds claimed jobs leaves them `processing`: without release, the
 * notification is never sent and the scheduled clean-up never queued again.
 */
let cms: Cms

beforeAll(async () => {
  cms = await startCms()
})

afterAll(async () => {
  await cms?.close()
})

/** Queues the retention clean-up and marks it claimed `ago` ms back by an instance that is gone. */
async function claimedJob(ago: number): Promise<number | string> {
  const job = await cms.payload.jobs.queue({ task: 'enquiryRetention', queue: 'maintenance', input: {} })
  await cms.payload.db.updateOne({ collection: 'payload-jobs', id: job.id, data: { processing: true, updatedAt: new Date(Date.now() - ago).toISOString() } })
  return job.id
}

const retentionJobs = async () =>
  (await cms.payload.find({ collection: 'payload-jobs', overrideAccess: true, depth: 0, where: { taskSlug: { equals: 'enquiryRetention' } } })).docs.map((d) => d.id)

describe('jobs claimed by an instance that ended before finishing them', () => {
  it('are run again once their claim is older than the lease, and not before', async () => {
    const abandoned = await claimedJob(CLAIM_LEASE_MS + 60_000)
    const running = await claimedJob(5 * 60_000)
    // Claimed jobs are never run by anyone else…
    await cms.payload.jobs.run({ queue: 'maintenance' })
    expect((await retentionJobs()).sort()).toEqual([abandoned, running].sort())

    // …until the lease of one has passed: it is released and runs (and is deleted on completion).
    expect(await releaseAbandonedJobs(cms.payload)).toBe(1)
    await cms.payload.jobs.run({ queue: 'maintenance' })
    expect(await retentionJobs()).toEqual([running])

    // A claim within its lease stays, however often the release runs.
    expect(await releaseAbandonedJobs(cms.payload)).toBe(0)
    expect(await releaseAbandonedJobs(cms.payload, Date.now() + CLAIM_LEASE_MS - 6 * 60_000)).toBe(0)
    expect(await releaseAbandonedJobs(cms.payload, Date.now() + CLAIM_LEASE_MS)).toBe(1)
  })
})
