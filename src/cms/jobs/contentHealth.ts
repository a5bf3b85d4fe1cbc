import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { renewHealthReport, type HealthTrigger } from '@/cms/health/report'
import { env } from '@/env'

export const HEALTH_TASK = 'renewContentHealth'
/** The health board's own queue: renewed within seconds of a publish, one renewal at a time. */
export const HEALTH_QUEUE = 'health'

/**
 * Checks the published content and stores the content health board's report: after each change
 * visitors can see (a newer request replaces one still waiting, so a burst of publishes checks
 * once) and nightly with the maintenance (ENQUIRY_RETENTION_SCHEDULE).
 */
export const contentHealthTask: TaskConfig<'renewContentHealth'> = {
  slug: HEALTH_TASK,
  inputSchema: [{ name: 'trigger', type: 'text' }],
  schedule: [{ cron: env.enquiry.retentionSchedule, queue: HEALTH_QUEUE }],
  // One key per occasion: a publish's request replaces the one still waiting, never the nightly
  // run the scheduler queued (whose waiting job would otherwise replace the publish's).
  concurrency: {
    key: ({ input }) => `${HEALTH_TASK}:${input?.trigger === 'publish' ? 'publish' : 'nightly'}`,
    supersedes: true,
  },
  retries: { attempts: 2, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    const trigger: HealthTrigger = input?.trigger === 'publish' ? 'publish' : 'nightly'
    const report = await renewHealthReport(req.payload, trigger)
    req.payload.logger.info(
      `[health] content checked (${trigger}): ${report.linksChecked} links, ${report.broken.length} broken, ${report.pagesWithoutText.length} page texts missing, ${report.tookMs} ms`,
    )
    return { output: {} }
  },
}

/** Asks for a renewal of the board after a change visitors can see (never while the demo content is written). */
export async function queueContentHealth(payload: Payload, req?: PayloadRequest): Promise<void> {
  if (req?.context.disableRevalidate) return
  await payload.jobs.queue({ task: HEALTH_TASK, input: { trigger: 'publish' }, queue: HEALTH_QUEUE, req })
}
