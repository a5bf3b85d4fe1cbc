'use client'

import { useCallback, useEffect, useState } from 'react'

import type { ImageData } from '@/lib/media'
import { Img } from '@/ui/CmsImage'
import { Icon } from '@/ui/Icon'
import { useReducedMotion } from '@/ui/useReducedMotion'

import styles from './BannerCarousel.module.css'

export type BannerSlide = {
  id: number
  title: string
  description?: string | null
  image: ImageData | null
  /** The language of a text taken from another language than the page's (`fallbackLang`). */
  lang?: { title?: string; description?: string }
}

export type CarouselLabels = {
  label: string
  previous: string
  next: string
  pause: string
  play: string
  slide: string
}

/** Interval of the automatic rotation (spec: banner autoplay 2000 ms). */
export const AUTOPLAY_MS = 2000

/**
 * The home banners: fading, looping, advancing every 2 s. The arrows move one slide and the
 * rotation goes on (spec); the pause button stops it (WCAG 2.2.2), and with reduced motion it
 * never starts by itself.
 */
export function BannerCarousel({ slides, labels }: { slides: BannerSlide[]; labels: CarouselLabels }) {
  const [index, setIndex] = useState(0)
  // 'auto' plays unless the visitor prefers reduced motion; the button sets an explicit choice.
  const [mode, setMode] = useState<'auto' | 'paused' | 'playing'>('auto')
  const reducedMotion = useReducedMotion()
  const count = slides.length
  const playing = mode === 'playing' || (mode === 'auto' && !reducedMotion)

  // The other slides' pictures are fetched once the page has loaded (or when a slide is asked
  // for first): until then they would share the line with the first slide's, the page's largest
  // paint, and with the page's scripts. Each keeps its box meanwhile, so nothing moves.
  const [restWanted, setRestWanted] = useState(false)
  useEffect(() => {
    const want = () => setRestWanted(true)
    if (document.readyState === 'complete') want()
    else window.addEventListener('load', want, { once: true })
    return () => window.removeEventListener('load', want)
  }, [])

  const go = useCallback(
    (step: number) => {
      setRestWanted(true)
      setIndex((i) => (i + step + count) % count)
    },
    [count],
  )

  // Every change of slide (automatic or by an arrow) starts a fresh 2 s interval.
  useEffect(() => {
    if (!playing) return
    const timer = window.setTimeout(() => go(1), AUTOPLAY_MS)
    return () => window.clearTimeout(timer)
  }, [playing, index, go])

  const slideLabel = (i: number) => labels.slide.replace('{current}', String(i + 1)).replace('{total}', String(count))

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={labels.label}
      data-playing={playing ? 'true' : 'false'}
    >
      <div className={styles.slides} aria-live={playing ? 'off' : 'polite'} aria-atomic="false">
        {slides.map((slide, i) => {
          const active = i === index
          const Title = i === 0 ? 'h1' : 'h2'
          return (
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i)}
              aria-hidden={!active}
              inert={!active}
              data-active={active ? 'true' : undefined}
            >
              {i === 0 || restWanted ? (
                <Img image={slide.image} sizes="100vw" priority={i === 0} className={styles.image} />
              ) : (
                <span className={`${styles.image} ${styles.pending}`} />
              )}
              <div className={`container ${styles.text}`}>
                <Title className={styles.title} lang={slide.lang?.title}>
                  {slide.title}
                </Title>
                {slide.description && <p lang={slide.lang?.description}>{slide.description}</p>}
              </div>
            </div>
          )
        })}
      </div>
      <div className={`container ${styles.controls}`}>
        <button type="button" className={styles.control} onClick={() => go(-1)} aria-label={labels.previous}>
          <Icon name="prev" size={20} />
        </button>
        <span className={styles.counter} aria-hidden="true">
          {String(index + 1).padStart(2, '0')}
          <span className={styles.track}>
            <span className={styles.progress} key={`${index}-${playing}`} />
          </span>
          {String(count).padStart(2, '0')}
        </span>
        <button type="button" className={styles.control} onClick={() => go(1)} aria-label={labels.next}>
          <Icon name="next" size={20} />
        </button>
        <button
          type="button"
          className={`${styles.control} ${styles.pause}`}
          onClick={() => setMode(playing ? 'paused' : 'playing')}
          aria-label={playing ? labels.pause : labels.play}
          data-testid="carousel-toggle"
        >
          <Icon name={playing ? 'pause' : 'play'} size={18} />
        </button>
      </div>
    </section>
  )
}
