'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'

/** Payload's id of a field's wrapper: `field-` and the path with `__` for its dots. */
export const fieldElementId = (path: string) => `field-${path.replaceAll('.', '__')}`

/**
 * Marks the field named in `?field=` (a link from the translation status): once the form shows
 * it, it is scrolled into view, outlined and focused, so the translator sees what to work on.
 */
export function FieldMark({ children }: { children?: ReactNode }) {
  const params = useSearchParams()
  const path = params?.get('field')
  useEffect(() => {
    if (!path) return
    const id = fieldElementId(path)
    let marked: HTMLElement | null = null
    const mark = () => {
      const input =
        document.getElementById(id) ?? document.querySelector<HTMLElement>(`[data-field-path="${CSS.escape(path)}"]`)
      if (!input) return false
      marked = (input.closest('.field-type') as HTMLElement | null) ?? input
      marked.dataset.translationMark = 'true'
      marked.style.outline = '3px solid #c77c02'
      marked.style.outlineOffset = '6px'
      marked.scrollIntoView({ block: 'center' })
      if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)
        input.focus({ preventScroll: true })
      return true
    }
    if (mark()) return
    const observer = new MutationObserver(() => {
      if (mark()) observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      if (marked) {
        marked.style.outline = ''
        delete marked.dataset.translationMark
      }
    }
  }, [path])
  return <>{children}</>
}
