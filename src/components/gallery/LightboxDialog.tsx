'use client'

import { useCallback, useEffect, useRef } from 'react'
import type React from 'react'

import type { ImageData } from '@/lib/media'
import { Img } from '@/ui/CmsImage'
import { Icon } from '@/ui/Icon'

import styles from './Gallery.module.css'
import type { GalleryLabels, GalleryShape } from './types'
import type { LightboxState } from './useLightbox'

type Props = {
  box: LightboxState
  count: number
  labels: GalleryLabels
  shape: GalleryShape
  /** the picture shown and its text, or null while closed */
  current: { id: string; image: ImageData; text: React.ReactNode } | null
}

/** Keeps the page behind a modal from scrolling, without the layout jumping where the scrollbar was. */
function lockScroll(lock: boolean) {
  const root = document.documentElement
  if (lock) {
    const gap = window.innerWidth - root.clientWidth
    root.style.overflow = 'hidden'
    if (gap > 0) root.style.paddingRight = `${gap}px`
  } else {
    root.style.overflow = ''
    root.style.paddingRight = ''
  }
}

const SWIPE_PX = 48

/**
 * The modal of a lightbox on a native <dialog>: close, previous and next controls, the enlarged
 * picture, counter and text. Steps loop, with arrow keys and swipes too; Tab stays inside;
 * backdrop click and Escape close; focus goes back to the thumbnail that opened it.
 */
export function LightboxDialog({ box, count, labels, shape, current }: Props) {
  const { index, step, closed } = box
  const dialogRef = useRef<HTMLDialogElement>(null)
  const swipeRef = useRef<{ x: number; y: number } | null>(null)
  const swipedRef = useRef(false)

  // Opening is a state change in the page's island; the dialog follows it.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog || index === null || dialog.open) return
    dialog.showModal()
    lockScroll(true)
  }, [index])

  useEffect(() => () => lockScroll(false), [])

  const close = useCallback(() => dialogRef.current?.close(), [])

  const onClose = useCallback(() => {
    lockScroll(false)
    closed()
  }, [closed])

  const onKeyDown = useCallback(
    (e: React.KeyboardEvent<HTMLDialogElement>) => {
      if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
        e.preventDefault()
        step(e.key === 'ArrowRight' ? 1 : -1)
      } else if (e.key === 'Tab') {
        // A modal dialog would let Tab leave for the browser's own controls; keep it in the dialog.
        const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled])')]
        const first = focusable[0]
        const last = focusable[focusable.length - 1]
        if (!first || !last) return
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault()
          last.focus()
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault()
          first.focus()
        }
      }
    },
    [step],
  )

  /** A click on the dialog itself or its empty stage (not the picture or a button) is a backdrop click. */
  const onClick = useCallback(
    (e: React.MouseEvent<HTMLDialogElement>) => {
      const target = e.target as HTMLElement
      // The end of a swipe is no backdrop click.
      if (swipedRef.current) {
        swipedRef.current = false
        return
      }
      if (target === e.currentTarget || target.dataset.backdrop !== undefined) close()
    },
    [close],
  )

  const onPointerDown = useCallback((e: React.PointerEvent) => {
    swipeRef.current = e.pointerType === 'touch' ? { x: e.clientX, y: e.clientY } : null
  }, [])

  const onPointerUp = useCallback(
    (e: React.PointerEvent) => {
      const start = swipeRef.current
      swipeRef.current = null
      if (!start) return
      const dx = e.clientX - start.x
      if (Math.abs(dx) <= SWIPE_PX || Math.abs(dx) <= Math.abs(e.clientY - start.y)) return
      swipedRef.current = true
      window.setTimeout(() => (swipedRef.current = false), 400)
      step(dx < 0 ? 1 : -1)
    },
    [step],
  )

  return (
    <dialog
      ref={dialogRef}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={onClick}
      className={`${styles.dialog} ${styles[shape] ?? ''}`}
      aria-label={labels.dialog}
    >
      <button type="button" className={`${styles.control} ${styles.close}`} onClick={close} aria-label={labels.close}>
        <Icon name="close" size={22} />
      </button>
      <button
        type="button"
        className={`${styles.control} ${styles.previous}`}
        onClick={() => step(-1)}
        aria-label={labels.previous}
      >
        <Icon name="arrow" size={22} />
      </button>
      <button
        type="button"
        className={`${styles.control} ${styles.next}`}
        onClick={() => step(1)}
        aria-label={labels.next}
      >
        <Icon name="arrow" size={22} />
      </button>
      {current && index !== null && (
        <figure className={styles.stage} data-backdrop onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
          <div className={styles.picture} data-backdrop>
            <Img
              key={current.id}
              image={current.image}
              sizes="(max-width: 900px) 100vw, 80vw"
              priority
              className={styles.large}
            />
          </div>
          <figcaption className={styles.figcaption} aria-live="polite">
            <span className={styles.counter}>
              {labels.counter.replace('{current}', String(index + 1)).replace('{total}', String(count))}
            </span>
            {current.text}
          </figcaption>
        </figure>
      )}
    </dialog>
  )
}
