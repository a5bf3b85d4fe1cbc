import type { Payload } from 'payload'

import { invalid } from '@/cms/labels'
import { Refused } from '@/cms/refused'

/** Payload's task that publishes or unpublishes at a time an editor set (versions with `schedulePublish`). */
export const SCHEDULE_PUBLISH_TASK = 'schedulePublish'
/** The queue on which Payload puts the publishes and unpublishes editors schedule. */
export const SCHEDULED_PUBLISH_QUEUE = 'default'

type ScheduleInput = { type?: unknown; global?: unknown }

/**
 * The admin's schedule drawer offers "unpublish" for globals too, but a global is never offline
 * (`keepGlobalOnline`). Such a schedule is refused when it is set, so the editor sees an error at
 * once, instead of a job that fails when it comes due.
 */
export function refuseGlobalUnpublishSchedules(payload: Payload): void {
  const jobs = payload.jobs
  const queue = jobs.queue.bind(jobs)
  jobs.queue = (async (args: Parameters<typeof queue>[0]) => {
    const input = ('task' in args && args.task === SCHEDULE_PUBLISH_TASK ? args.input : undefined) as
      ScheduleInput | undefined
    // The admin's handler logs this and shows the editor that the schedule was not set.
    if (input?.global && input.type === 'unpublish')
      throw new Refused(invalid.unpublishGlobal.en, 400, 'unpublishGlobal')
    return queue(args)
  }) as typeof jobs.queue
}
