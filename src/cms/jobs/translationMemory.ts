import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { HEALTH_QUEUE } from '@/cms/jobs/contentHealth'
import { renewTranslationMemory } from '@/cms/translation/memory/store'
import { env } from '@/env'

export const MEMORY_TASK = 'renewTranslationMemory'

/**
 * Stores the sentences of every published translation the board counts as current in the
 * translation memory: after each change visitors can see (on the content health board's queue,
 * a newer request replacing one still waiting) and nightly with the maintenance.
 */
export const translationMemoryTask: TaskConfig<'renewTranslationMemory'> = {
  slug: MEMORY_TASK,
  inputSchema: [{ name: 'trigger', type: 'text' }],
  schedule: [{ cron: env.enquiry.retentionSchedule, queue: HEALTH_QUEUE }],
  concurrency: {
    key: ({ input }) => `${MEMORY_TASK}:${input?.trigger === 'publish' ? 'publish' : 'nightly'}`,
    supersedes: true,
  },
  retries: { attempts: 2, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ req }) => {
    const result = await renewTranslationMemory(req.payload)
    req.payload.logger.info(
      `[memory] ${result.pairs} sentence pairs of published translations: ${result.added} new, ${result.changed} changed, ${result.tookMs} ms`,
    )
    return { output: {} }
  },
}

/** Asks for a renewal of the memory after a change visitors can see (never while the demo content is written). */
export async function queueTranslationMemory(payload: Payload, req?: PayloadRequest): Promise<void> {
  if (req?.context.disableRevalidate) return
  await payload.jobs.queue({ task: MEMORY_TASK, input: { trigger: 'publish' }, queue: HEALTH_QUEUE, req })
}
