'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import styles from './ProgressBar.module.css'

declare global {
  interface Window {
    __appReady?: boolean
  }
}

/** A same-site link to another path, opened in this tab by a plain click. */
function isPageLink(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false
  const anchor = (event.target as Element | null)?.closest?.('a')
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return false
  // Only a new path ends the bar (usePathname changes); a query-only change is instant anyway.
  return url.pathname !== window.location.pathname
}

/** Thin bar at the top of the window while a route change loads. */
export function ProgressBar() {
  const pathname = usePathname()
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle')
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    if (state === 'loading') setState('done')
  }

  useEffect(() => {
    window.__appReady = true
    const start = () => setState('loading')
    const onClick = (event: MouseEvent) => {
      if (isPageLink(event)) start()
    }
    // Capture phase: Next's <Link> cancels the click's default action in its own handler.
    document.addEventListener('click', onClick, true)
    window.addEventListener('route-progress:start', start)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('route-progress:start', start)
    }
  }, [])

  useEffect(() => {
    if (state !== 'done') return
    const timer = window.setTimeout(() => setState('idle'), 400)
    return () => window.clearTimeout(timer)
  }, [state])

  return <div className={styles.bar} data-state={state} aria-hidden="true" />
}
