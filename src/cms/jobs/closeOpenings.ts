import type { CollectionAfterChangeHook, Payload, PayloadRequest, TaskConfig } from 'payload'

import { MAINTENANCE_QUEUE } from '@/cms/collections/enquiries/tasks'
import { expireTags } from '@/cms/hooks/revalidate'
import { reindex } from '@/cms/search/indexer'
import { jobOpenings } from '@/cms/search/sources'
import { cacheTags } from '@/lib/cacheTags'
import { closesAt, dayInClosingZone } from '@/lib/jobs'

export const CLOSE_OPENING_TASK = 'closeOpening'

type Opening = { id: number; validThrough?: string | null; _status?: string | null }

/**
 * When a job opening's closing day has passed (24:00 Europe/Berlin, `@/lib/jobs`): the pages
 * that list or show it (recruitment page, its own page, the form's job list, the sitemap) are
 * expired, and its search entries renewed, so it disappears everywhere without an editor's save.
 * Queued for that moment whenever the opening is published, and for every open one at start-up;
 * a newer job for the same opening replaces one still waiting (a changed closing date).
 */
export const closeOpeningTask: TaskConfig<'closeOpening'> = {
  slug: CLOSE_OPENING_TASK,
  inputSchema: [{ name: 'opening', type: 'number', required: true }],
  concurrency: { key: ({ input }) => `${CLOSE_OPENING_TASK}:${input.opening}`, supersedes: true },
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    await reindex(req.payload, [{ source: jobOpenings, ids: [input.opening] }], req)
    await expireTags([cacheTags.collection('job-openings')])
    return { output: {} }
  },
}

/** Queues the closing of one published opening, unless its closing moment has already passed. */
export async function scheduleClosing(payload: Payload, opening: Opening, req?: PayloadRequest): Promise<boolean> {
  if (!opening.validThrough) return false
  const at = closesAt(opening.validThrough)
  if (at.getTime() <= Date.now()) return false
  await payload.jobs.queue({
    task: CLOSE_OPENING_TASK,
    input: { opening: opening.id },
    queue: MAINTENANCE_QUEUE,
    waitUntil: at,
    req,
  })
  return true
}

/** On publish (and on every save of a published opening) its closing is queued anew. */
export const scheduleClosingOnPublish: CollectionAfterChangeHook<Opening> = async ({ doc, req }) => {
  if (doc._status === 'published') await scheduleClosing(req.payload, doc, req)
  return doc
}

/**
 * At start-up: every published opening still open gets its closing queued (a database from
 * before these jobs existed, or restored from a backup). Queuing again replaces a waiting job.
 */
export async function scheduleAllClosings(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'job-openings',
    where: {
      and: [
        { _status: { equals: 'published' } },
        { validThrough: { greater_than_equal: `${dayInClosingZone(new Date())}T00:00:00.000Z` } },
      ],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { validThrough: true, _status: true },
  })
  let queued = 0
  for (const doc of docs) if (await scheduleClosing(payload, doc)) queued++
  return queued
}
