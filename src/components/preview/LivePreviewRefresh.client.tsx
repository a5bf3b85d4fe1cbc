'use client'

import { isDocumentEvent, ready } from '@payloadcms/live-preview'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * The preview's side of Payload's Live Preview: it tells the admin beside it that the page is
 * ready, and renders the page again on the server (the drafts read afresh) each time the admin
 * reports a save or an autosave. Only previews load it; the public pages never do.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (isDocumentEvent(event, origin)) router.refresh()
    }
    window.addEventListener('message', onMessage)
    ready({ serverURL: origin })
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
