'use client'

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'

import type { ImageData } from '@/lib/media'
import { Img } from '@/ui/CmsImage'
import { Icon } from '@/ui/Icon'
import { useReducedMotion } from '@/ui/useReducedMotion'

import styles from './Showcase.module.css'

export type Slide = { id: number; title: string; category: string; image: ImageData | null; thumb: ImageData | null }

type Labels = {
  label: string
  previous: string
  next: string
  play: string
  pause: string
  fullscreen: string
  exitFullscreen: string
  keys: string
  counter: string
}

const INTERVAL_MS = 5000

/**
 * Product pictures one at a time, as large as the window allows. Arrow keys browse, Space plays
 * or pauses, F toggles full screen (Escape leaves it); thumbnails jump. Plays only on request
 * when the visitor prefers reduced motion.
 */
export function Slideshow({ slides, labels, children }: { slides: Slide[]; labels: Labels; children?: ReactNode }) {
  const root = useRef<HTMLElement>(null)
  const [index, setIndex] = useState(0)
  const [mode, setMode] = useState<'auto' | 'paused' | 'playing'>('auto')
  const [fullscreen, setFullscreen] = useState(false)
  const reducedMotion = useReducedMotion()
  const count = slides.length
  const playing = count > 1 && (mode === 'playing' || (mode === 'auto' && !reducedMotion))

  const go = useCallback((step: number) => setIndex((i) => (i + step + count) % count), [count])
  const togglePlay = useCallback(() => setMode(playing ? 'paused' : 'playing'), [playing])
  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen()
    else void root.current?.requestFullscreen?.()
  }, [])

  useEffect(() => {
    if (!playing) return
    const timer = window.setTimeout(() => go(1), INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [playing, index, go])

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === root.current)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return
      const target = e.target as HTMLElement | null
      if (target?.closest('input, textarea, select, [contenteditable="true"], dialog')) return
      // Space on a focused button presses that button; elsewhere it plays or pauses.
      if (e.key === ' ' && target?.closest('button, a')) return
      if (e.key === 'ArrowRight') go(1)
      else if (e.key === 'ArrowLeft') go(-1)
      else if (e.key === ' ') togglePlay()
      else if (e.key === 'f' || e.key === 'F') toggleFullscreen()
      else if (e.key === 'Home') setIndex(0)
      else if (e.key === 'End') setIndex(count - 1)
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [go, togglePlay, toggleFullscreen, count])

  // Swipe on touch screens.
  const touchX = useRef<number | null>(null)

  if (count === 0) return null
  const current = slides[index]!
  const counter = labels.counter.replace('{current}', String(index + 1)).replace('{total}', String(count))

  return (
    <section
      ref={root}
      className={styles.show}
      aria-roledescription="carousel"
      aria-label={labels.label}
      data-fullscreen={fullscreen ? '' : undefined}
      onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        const start = touchX.current
        const end = e.changedTouches[0]?.clientX
        touchX.current = null
        if (start !== null && end !== undefined && Math.abs(end - start) > 40) go(end < start ? 1 : -1)
      }}
    >
      <div className={styles.head}>{children}</div>
      <div className={styles.stage}>
        {slides.map((slide, i) => {
          // Only the current picture and its neighbours are in the page: the rest load on the way.
          const near = i === index || i === (index + 1) % count || i === (index - 1 + count) % count
          if (!near) return null
          return (
            <figure
              key={slide.id}
              className={styles.frame}
              data-active={i === index ? '' : undefined}
              aria-hidden={i !== index}
            >
              <Img image={slide.image} sizes="100vw" priority={i === 0} className={styles.picture} />
            </figure>
          )
        })}
      </div>
      <div className={styles.bar}>
        <p className={styles.caption} aria-live={playing ? 'off' : 'polite'}>
          <span className={styles.counterText}>{counter}</span>
          <span className={styles.captionTitle}>{current.title}</span>
          {current.category && <span className={styles.captionCategory}>{current.category}</span>}
        </p>
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.control}
            onClick={() => go(-1)}
            aria-label={labels.previous}
            aria-keyshortcuts="ArrowLeft"
          >
            <Icon name="prev" size={20} />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={togglePlay}
            aria-label={playing ? labels.pause : labels.play}
            aria-keyshortcuts="Space"
            data-testid="slideshow-toggle"
          >
            <Icon name={playing ? 'pause' : 'play'} size={18} />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => go(1)}
            aria-label={labels.next}
            aria-keyshortcuts="ArrowRight"
          >
            <Icon name="next" size={20} />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={toggleFullscreen}
            aria-label={fullscreen ? labels.exitFullscreen : labels.fullscreen}
            aria-keyshortcuts="F"
          >
            <Icon name="fullscreen" size={18} />
          </button>
        </div>
      </div>
      <p className={styles.keys}>{labels.keys}</p>
      <ol className={styles.thumbs}>
        {slides.map((slide, i) => (
          <li key={slide.id}>
            <button
              type="button"
              onClick={() => setIndex(i)}
              aria-current={i === index ? 'true' : undefined}
              aria-label={slide.title}
            >
              <Img image={slide.thumb} sizes="96px" decorative />
            </button>
          </li>
        ))}
      </ol>
    </section>
  )
}
