'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type React from 'react'

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
 * State and behaviour of a lightbox on a native modal <dialog>: open from a thumbnail, step with
 * looping, arrow keys, swipe, Tab kept inside, backdrop click and Escape close, focus back on the
 * thumbnail that opened it.
 */
export function useLightbox(count: number) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const swipeRef = useRef<{ x: number; y: number } | null>(null)
  const swipedRef = useRef(false)
  const [index, setIndex] = useState<number | null>(null)

  const open = useCallback((i: number, opener: HTMLElement) => {
    const dialog = dialogRef.current
    if (!dialog) return
    openerRef.current = opener
    setIndex(i)
    if (!dialog.open) {
      dialog.showModal()
      lockScroll(true)
    }
  }, [])

  const close = useCallback(() => dialogRef.current?.close(), [])

  const step = useCallback(
    (delta: number) => setIndex((i) => (i === null ? i : (i + delta + count) % count)),
    [count],
  )

  // Runs for every way of closing (Escape, close button, backdrop).
  const onClose = useCallback(() => {
    setIndex(null)
    lockScroll(false)
    openerRef.current?.focus()
  }, [])

  useEffect(() => () => lockScroll(false), [])

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

  return {
    index,
    open,
    close,
    step,
    dialogProps: { ref: dialogRef, onClose, onKeyDown, onClick },
    swipeProps: { onPointerDown, onPointerUp },
  }
}
