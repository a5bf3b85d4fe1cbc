'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Page elements marked `data-reveal` fade and slide up as they scroll into view, staggered by
 * their `--reveal-index`. Without JavaScript, or with reduced motion, everything is simply shown:
 * the hidden start state only applies once this script has marked the document.
 */
export function Reveal() {
  const pathname = usePathname()
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return
    const root = document.documentElement
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          entry.target.setAttribute('data-revealed', '')
          observer.unobserve(entry.target)
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    )
    const viewportBottom = window.innerHeight
    for (const el of document.querySelectorAll<HTMLElement>('[data-reveal]:not([data-revealed])')) {
      // Whatever is already on screen stays as it is: no flash of content that was visible.
      if (el.getBoundingClientRect().top < viewportBottom) el.setAttribute('data-revealed', '')
      else observer.observe(el)
    }
    root.setAttribute('data-reveal-ready', '')
    return () => observer.disconnect()
  }, [pathname])
  return null
}
