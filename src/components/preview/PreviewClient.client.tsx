'use client'

import { isDocumentEvent, ready } from '@payloadcms/live-preview'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { isLocale } from '@/i18n/locales'
import { previewHref } from '@/lib/preview'

/** The preview of a link's target when it is a page of the site (`/de/…`), else null. */
function previewTarget(link: HTMLAnchorElement): string | null {
  if (link.target && link.target !== '_self') return null
  if (link.hasAttribute('download')) return null
  const url = new URL(link.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  if (!isLocale(url.pathname.split('/')[1])) return null
  return previewHref(`${url.pathname}${url.search}${url.hash}`)
}

/**
 * The previews' one script; the public pages never load it.
 * - Live Preview: it tells the admin beside it that the page is ready, and renders the page again
 *   on the server (the drafts read afresh) each time the admin reports a save or an autosave.
 * - A link to another page of the site opens that page's preview, so an editor can walk the site
 *   as it will be (and a framed preview never tries to show a public page, which refuses frames).
 */
export function PreviewClient() {
  const router = useRouter()
  useEffect(() => {
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (isDocumentEvent(event, origin)) router.refresh()
    }
    // Capturing on the window runs before the links' own handlers (Next's <Link>), which then let it be.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      const target = link instanceof HTMLAnchorElement ? previewTarget(link) : null
      if (!target) return
      event.preventDefault()
      event.stopPropagation()
      router.push(target)
    }
    window.addEventListener('message', onMessage)
    window.addEventListener('click', onClick, true)
    ready({ serverURL: origin })
    return () => {
      window.removeEventListener('message', onMessage)
      window.removeEventListener('click', onClick, true)
    }
  }, [router])
  return null
}
