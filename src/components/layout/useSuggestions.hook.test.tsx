// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { API_TIMEOUT_MS } from '@/features/enquiry/form/timedFetch'

import { useSuggestions, type Answer } from './useSuggestions'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

let root: Root
let answers: (Answer | null)[]
let signals: (AbortSignal | undefined)[]
const rejections: unknown[] = []
const onRejection = (reason: unknown) => rejections.push(reason)

function Probe({ query }: { query: string }) {
  answers.push(useSuggestions(query, 'de'))
  return null
}

beforeEach(() => {
  vi.useFakeTimers()
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  answers = []
  signals = []
  rejections.length = 0
  process.on('unhandledRejection', onRejection)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  // A server that took the connection and never answers.
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      signals.push(init?.signal ?? undefined)
      return new Promise<never>(() => {})
    }),
  )
  root = createRoot(document.createElement('div'))
})

afterEach(() => {
  act(() => root.unmount())
  process.off('unhandledRejection', onRejection)
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('useSuggestions', () => {
  it('gives up on suggestions that never come after 5000 ms: the request is aborted, nothing shown or logged', async () => {
    act(() => root.render(<Probe query="badewanne" />))
    await act(() => vi.advanceTimersByTimeAsync(200)) // the debounce
    expect(signals).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1))
    expect(signals[0]?.aborted).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(signals[0]?.aborted).toBe(true)
    expect(answers.at(-1)).toBeNull()
    expect(console.warn).not.toHaveBeenCalled()
    expect(rejections).toEqual([])
  })

  it('shows the suggestions of an answer in time', async () => {
    const items = [{ kind: 'category', title: 'Badewannen', href: '/de/product?category=bathtubs' }]
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ suggestions: items })),
    )
    act(() => root.render(<Probe query="badewanne" />))
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(answers.at(-1)).toEqual({ query: 'badewanne', items, respelt: null })
  })
})
