import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { API_TIMEOUT_MS } from '@/features/enquiry/form/timedFetch'

import { fetchSuggestions } from './useSuggestions'

let signals: (AbortSignal | undefined)[]
let warn: ReturnType<typeof vi.spyOn>

function stubFetch(answer: () => Promise<Response>) {
  signals = []
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      signals.push(init?.signal ?? undefined)
      return answer()
    }),
  )
}

/** A server that took the connection and never answers (and a fetch that ignores the abort). */
const never = () => new Promise<never>(() => {})

beforeEach(() => {
  vi.useFakeTimers()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('fetchSuggestions', () => {
  it('gives up silently after 5000 ms without an answer: null, nothing logged, the request aborted', async () => {
    stubFetch(never)
    const state: { items?: unknown } = {}
    const asked = fetchSuggestions('badewanne', 'de')
    void asked.then((items) => (state.items = items))
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1)
    expect(state).toEqual({})
    await vi.advanceTimersByTimeAsync(1)
    expect(state).toEqual({ items: null })
    await expect(asked).resolves.toBeNull()
    expect(signals[0]?.aborted).toBe(true)
    expect(warn).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('passes the suggestions of an answer in time', async () => {
    const suggestions = [{ kind: 'category', title: 'Badewannen', href: '/de/product?category=bathtubs' }]
    stubFetch(async () => Response.json({ suggestions }))
    await expect(fetchSuggestions('badewanne', 'de')).resolves.toEqual({ items: suggestions, respelt: null })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('passes the corrected query the suggestions were found by', async () => {
    const suggestions = [{ kind: 'category', title: 'Badewannen', href: '/de/product?category=bathtubs' }]
    stubFetch(async () => Response.json({ suggestions, didYouMean: 'Badewanne' }))
    await expect(fetchSuggestions('badewane', 'de')).resolves.toEqual({ items: suggestions, respelt: 'Badewanne' })
  })

  it('is null and silent when a newer keystroke cancels the request', async () => {
    stubFetch(never)
    const newer = new AbortController()
    const asked = fetchSuggestions('bade', 'de', newer.signal)
    newer.abort()
    await expect(asked).resolves.toBeNull()
    expect(signals[0]?.aborted).toBe(true)
    expect(warn).not.toHaveBeenCalled()
  })

  it('is null on an error answer, without throwing', async () => {
    stubFetch(async () => new Response('{"error":{}}', { status: 503 }))
    await expect(fetchSuggestions('bade', 'de')).resolves.toBeNull()
  })
})
