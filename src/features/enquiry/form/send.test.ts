import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { EnquirySender, type Outcome } from './send'
import { API_TIMEOUT_MS } from './timedFetch'

const KEY = 'key-aaaaaaaaaaaaaaaa'
const values = { type: 'brand', name: 'Wang Lei' }

type Call = { url: string; signal: AbortSignal | undefined }

/** A stand-in for `fetch`: each path answers with `answer` (a promise that may never settle). */
function stubFetch(answer: (url: string) => Promise<Response>): Call[] {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push({ url, signal: init?.signal ?? undefined })
      return answer(url)
    }),
  )
  return calls
}

const never = () => new Promise<never>(() => {})

const challenge = () =>
  Response.json({
    data: { challenge: 'c', bits: 0, minFillMs: 0, expiresAt: new Date(Date.now() + 600_000).toISOString() },
  })

/** Resolves to the outcome, noting whether it has arrived yet. */
function watch(promise: Promise<Outcome>) {
  const state: { outcome?: Outcome } = {}
  void promise.then((outcome) => (state.outcome = outcome))
  return state
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('EnquirySender', () => {
  it('answers `timeout` 5000 ms after asking for a challenge that never comes, and aborts that request', async () => {
    const calls = stubFetch(never)
    const sent = watch(new EnquirySender().send(values, KEY, 'de'))
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1)
    expect(sent.outcome).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(sent.outcome).toEqual({ kind: 'timeout' })
    expect(calls.map((c) => c.url)).toEqual(['/api/join/challenge'])
    expect(calls[0]!.signal?.aborted).toBe(true)
  })

  it('waits for a challenge already asked for when the form was touched, not 5 s more', async () => {
    const calls = stubFetch(never)
    const sender = new EnquirySender()
    void sender.prepare(KEY) // the visitor's first touch
    await vi.advanceTimersByTimeAsync(3000)
    const sent = watch(sender.send(values, KEY, 'de'))
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 3000)
    expect(sent.outcome).toEqual({ kind: 'timeout' })
    expect(calls).toHaveLength(1)
  })

  it('asks again on the next send after a time-out, and then sends the enquiry', async () => {
    let answering = false
    const calls = stubFetch(async (url) => {
      if (!answering) return never()
      return url === '/api/join/challenge'
        ? challenge()
        : Response.json({ data: { reference: 'SH-000042', receivedAt: new Date().toISOString() } }, { status: 201 })
    })
    const sender = new EnquirySender()
    const first = watch(sender.send(values, KEY, 'de'))
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS)
    expect(first.outcome).toEqual({ kind: 'timeout' })
    answering = true
    expect(await sender.send(values, KEY, 'de')).toEqual({ kind: 'accepted', reference: 'SH-000042' })
    expect(calls.map((c) => c.url)).toEqual(['/api/join/challenge', '/api/join/challenge', '/api/join?lang=de'])
  })

  it('answers `timeout` 5000 ms after posting an enquiry that is never answered, and aborts the post', async () => {
    const calls = stubFetch((url) => (url === '/api/join/challenge' ? Promise.resolve(challenge()) : never()))
    const sender = new EnquirySender()
    expect((await sender.prepare(KEY)).ok).toBe(true)
    const sent = watch(sender.send(values, KEY, 'zh'))
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1)
    expect(sent.outcome).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(sent.outcome).toEqual({ kind: 'timeout' })
    expect(calls.map((c) => c.url)).toEqual(['/api/join/challenge', '/api/join?lang=zh'])
    expect(calls[1]!.signal?.aborted).toBe(true)
  })

  it('still tells a refused challenge (not a time-out) as unavailable', async () => {
    stubFetch(async () => new Response('', { status: 503 }))
    expect(await new EnquirySender().send(values, KEY, 'de')).toEqual({ kind: 'unavailable' })
  })
})
