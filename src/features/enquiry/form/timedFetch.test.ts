import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { API_TIMEOUT_MS, isTimeout, withTimeout } from './timedFetch'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

/** A fetch that never answers and ignores the abort, like a server that took the connection and went quiet. */
const never = () => new Promise<never>(() => {})

describe('withTimeout', () => {
  it('is 5000 ms, the spec’s API time-out', () => {
    expect(API_TIMEOUT_MS).toBe(5000)
  })

  it('gives up on a call that never answers after 5000 ms, not sooner, and aborts its request', async () => {
    let signal: AbortSignal | undefined
    const outcome = withTimeout((s) => {
      signal = s
      return never()
    }).then(
      () => 'answered',
      (error: unknown) => (isTimeout(error) ? 'timeout' : `other: ${String(error)}`),
    )
    let settled = false
    void outcome.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    expect(signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toBe('timeout')
    expect(signal?.aborted).toBe(true)
    expect(isTimeout(signal?.reason)).toBe(true)
  })

  it('passes an answer in time through and leaves no timer behind', async () => {
    const answer = withTimeout(async () => {
      await new Promise((resolve) => setTimeout(resolve, 4000))
      return 42
    })
    await vi.advanceTimersByTimeAsync(4000)
    expect(await answer).toBe(42)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('ends sooner with the caller’s abort, which is no time-out', async () => {
    const caller = new AbortController()
    const outcome = withTimeout(never, { signal: caller.signal }).catch((error: unknown) => error)
    caller.abort()
    const error = await outcome
    expect(error).toBeInstanceOf(DOMException)
    expect((error as DOMException).name).toBe('AbortError')
    expect(isTimeout(error)).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })
})
