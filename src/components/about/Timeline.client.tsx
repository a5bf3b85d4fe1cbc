'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { Icon } from '@/ui/Icon'

import styles from './About.module.css'

export type TimelineEntry = {
  id: number
  year: number
  content: string
  /** the text's language where it came from another language than the page's (`fallbackLang`) */
  lang?: string
}

/**
 * The company history as a horizontal rail: scrolls by touch, trackpad or the previous/next
 * buttons (one entry per step). Without JavaScript it is a plain scrollable list.
 */
export function Timeline({
  entries,
  labels,
}: {
  entries: TimelineEntry[]
  labels: { previous: string; next: string }
}) {
  const rail = useRef<HTMLOListElement>(null)
  const [edges, setEdges] = useState({ start: true, end: false })

  const measure = useCallback(() => {
    const el = rail.current
    if (!el) return
    setEdges({ start: el.scrollLeft <= 2, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2 })
  }, [])

  useEffect(() => {
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [measure])

  const step = (direction: 1 | -1) => {
    const el = rail.current
    const item = el?.querySelector('li')
    if (!el || !item) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    el.scrollBy({ left: direction * (item.getBoundingClientRect().width + 24), behavior: reduce ? 'auto' : 'smooth' })
  }

  return (
    <div className={styles.timeline}>
      <ol
        ref={rail}
        className={styles.rail}
        onScroll={measure}
        tabIndex={0}
        aria-label={`${entries[0]?.year ?? ''}–${entries.at(-1)?.year ?? ''}`}
      >
        {entries.map((e) => (
          <li key={e.id} className={styles.entry}>
            <span className={styles.year}>{e.year}</span>
            <p lang={e.lang}>{e.content}</p>
          </li>
        ))}
      </ol>
      <div className={styles.railControls}>
        <button
          type="button"
          className={styles.railButton}
          onClick={() => step(-1)}
          disabled={edges.start}
          aria-label={labels.previous}
        >
          <Icon name="prev" size={20} />
        </button>
        <button
          type="button"
          className={styles.railButton}
          onClick={() => step(1)}
          disabled={edges.end}
          aria-label={labels.next}
        >
          <Icon name="next" size={20} />
        </button>
      </div>
    </div>
  )
}
