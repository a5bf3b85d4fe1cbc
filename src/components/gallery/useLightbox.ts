'use client'

import { useCallback, useRef, useState } from 'react'

/**
 * Which picture a lightbox shows, kept in the page's own island. The dialog itself
 * (`LightboxDialog`, with its keyboard, swipe and focus handling) is a separate chunk that loads
 * on the first open: a page that is only looked at never downloads it.
 */
export function useLightbox(count: number) {
  const openerRef = useRef<HTMLElement | null>(null)
  const [index, setIndex] = useState<number | null>(null)
  // Once opened, the dialog stays mounted (closed), so a second open needs no new render of it.
  const [mounted, setMounted] = useState(false)

  const open = useCallback((i: number, opener: HTMLElement) => {
    openerRef.current = opener
    setIndex(i)
    setMounted(true)
  }, [])

  const step = useCallback((delta: number) => setIndex((i) => (i === null ? i : (i + delta + count) % count)), [count])

  /** Called by the dialog for every way of closing (Escape, close button, backdrop). */
  const closed = useCallback(() => {
    setIndex(null)
    openerRef.current?.focus()
  }, [])

  return { index, mounted, open, step, closed }
}

export type LightboxState = ReturnType<typeof useLightbox>
