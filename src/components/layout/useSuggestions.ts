'use client'

import { useEffect, useState } from 'react'

import { isTimeout, withTimeout } from '@/features/enquiry/form/timedFetch'
import type { SearchKind } from '@/lib/vocabularies'

export type Suggestion = { kind: SearchKind; title: string; href: string; number?: string }

/** Wait this long after the last keystroke before asking, so typing a word costs one request. */
const DEBOUNCE_MS = 200

const CJK = /[\u3040-\u30ff\u3400-\u9fff]/

/** Two letters say little in Latin script; one Chinese character already names a thing. */
const worthAsking = (query: string): boolean => query.length >= 2 || CJK.test(query)

/** The suggestions of a query, and the query corrected when a word was misspelt ("did you mean"). */
export type Found = { items: Suggestion[]; respelt: string | null }

export type Answer = { query: string } & Found

/**
 * Asks the server for the suggestions of `q`, within the API's time limit. Never rejects:
 * suggestions only help, so a server that does not answer in time, an error or a newer query
 * (`signal`) gives null, and the visitor is shown nothing about it (spec section 8).
 */
export async function fetchSuggestions(q: string, locale: string, signal?: AbortSignal): Promise<Found | null> {
  try {
    return await withTimeout(
      async (timed) => {
        const response = await fetch(`/api/search?${new URLSearchParams({ q, locale })}`, { signal: timed })
        if (!response.ok) return null
        const body = (await response.json()) as { suggestions?: Suggestion[]; didYouMean?: string | null }
        return { items: body.suggestions ?? [], respelt: body.didYouMean ?? null }
      },
      { signal },
    )
  } catch (error) {
    // Cancelled by a newer keystroke, or no answer in time: nothing to report. Anything else only
    // costs the suggestions.
    if (!signal?.aborted && !isTimeout(error)) console.warn('[search] suggestions failed', error)
    return null
  }
}

/**
 * Suggestions for what is typed: debounced, a request dropped when a newer query is on its way.
 * The last answer stays until the next arrives (the list does not flicker while typing); null
 * while the query is too short to ask.
 */
export function useSuggestions(query: string, locale: string): Answer | null {
  const [answer, setAnswer] = useState<Answer | null>(null)
  const q = query.trim()

  useEffect(() => {
    if (!worthAsking(q)) return
    const controller = new AbortController()
    const timer = window.setTimeout(async () => {
      const found = await fetchSuggestions(q, locale, controller.signal)
      if (found && !controller.signal.aborted) setAnswer({ query: q, ...found })
    }, DEBOUNCE_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [q, locale])

  return worthAsking(q) ? answer : null
}
