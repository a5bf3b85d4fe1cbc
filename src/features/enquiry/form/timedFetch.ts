/**
 * How long the browser waits for an answer of the site's API (spec section 9), for every call the
 * site's own browser code makes: the enquiry form's challenge and POST, the header's suggestions.
 */
export const API_TIMEOUT_MS = 5000

/** Whether `error` is the time limit of `withTimeout` running out (a DOMException named `TimeoutError`). */
export const isTimeout = (error: unknown): boolean => error instanceof DOMException && error.name === 'TimeoutError'

/**
 * Runs one API call, `work` (its fetch with the signal given, and the reading of the answer), within
 * the time limit: after `ms` the request is aborted and the promise rejects with a `TimeoutError`,
 * also when the fetch does not end on the abort. Reading the body inside `work` puts it under the
 * limit too, so a server that sends its headers and then stalls is given up as well. The caller's
 * own `signal` (a newer request replacing this one) ends it sooner, rejecting with its reason.
 */
export function withTimeout<T>(
  work: (signal: AbortSignal) => Promise<T>,
  { ms = API_TIMEOUT_MS, signal }: { ms?: number; signal?: AbortSignal } = {},
): Promise<T> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  let cancel = () => {}
  const ended = new Promise<never>((_, reject) => {
    const end = (reason: unknown) => {
      reject(reason)
      controller.abort(reason)
    }
    timer = setTimeout(() => end(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms)
    if (signal) {
      cancel = () => end(signal.reason)
      if (signal.aborted) cancel()
      else signal.addEventListener('abort', cancel, { once: true })
    }
  })
  const answer = new Promise<T>((resolve) => resolve(work(controller.signal)))
  return Promise.race([answer, ended]).finally(() => {
    clearTimeout(timer)
    signal?.removeEventListener('abort', cancel)
  })
}
