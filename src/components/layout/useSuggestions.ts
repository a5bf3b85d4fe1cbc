'use client'

import { useEffect, useState } from 'react'

export type Suggestion = { kind: 'product' | 'category' | 'case' | 'news' | 'page'; title: string; href: string }

/** Wait this long after the last keystroke before asking, so typing a word costs one request. */
const DEBOUNCE_MS = 200

const CJK = /[\u3040-\u30ff\u3400-\u9fff]/

/** Two letters say little in Latin script; one Chinese character already names a thing. */
const worthAsking = (query: string): boolean => query.length >= 2 || CJK.test(query)

export type Answer = { query: string; items: Suggestion[] }

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
      try {
        const response = await fetch(`/api/search?${new URLSearchParams({ q, locale })}`, { signal: controller.signal })
        if (!response.ok) return
        const body = (await response.json()) as { suggestions?: Suggestion[] }
        setAnswer({ query: q, items: body.suggestions ?? [] })
      } catch (error) {
        // A newer keystroke cancelled this request; anything else only costs the suggestions.
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          console.warn('[search] suggestions failed', error)
      }
    }, DEBOUNCE_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [q, locale])

  return worthAsking(q) ? answer : null
}
