'use client'

import { lazy, Suspense, useState, type ReactNode } from 'react'

import type { ConsentLabels } from './types'

// The dialog is its own chunk, fetched on the first click.
const LazyConsentDialog = lazy(() => import('./ConsentDialog').then((m) => ({ default: m.ConsentDialog })))

type Props = { href: string; labels: ConsentLabels; children: ReactNode }

/**
 * The footer's "privacy settings": opens the settings dialog in place. Without JavaScript (when no
 * third-party content can load anyway) it is a link to the settings on the privacy page.
 */
export function ConsentSettingsLink({ href, labels, children }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <a
        href={href}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
          event.preventDefault()
          setOpen(true)
        }}
      >
        {children}
      </a>
      {open && (
        <Suspense fallback={null}>
          <LazyConsentDialog labels={labels} onClosed={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
