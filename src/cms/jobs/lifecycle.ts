import type { Payload } from 'payload'

/** Stops the job queue's timers: nothing new is claimed; what runs now may finish. */
export function stopJobQueue(payload: Payload): number {
  const crons = payload.crons.splice(0, payload.crons.length)
  for (const cron of crons) cron.stop()
  return crons.length
}

/**
 * On SIGTERM or SIGINT the queue stops taking work while Next finishes the requests in flight (it
 * closes the listening socket first, then exits). A job cut off anyway is released after its
 * lease (`abandoned.ts`).
 */
export function stopJobQueueOnSignal(payload: Payload): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      const stopped = stopJobQueue(payload)
      console.log(
        `[shutdown] ${signal}: finishing the requests in flight; the job queue takes no new work (${stopped} timer(s) stopped).`,
      )
    })
  }
}
