'use client'

import { type ComponentProps, lazy, Suspense } from 'react'

import type { LightboxDialog } from './LightboxDialog'

const Dialog = lazy(() => import('./LightboxDialog').then((m) => ({ default: m.LightboxDialog })))

/**
 * The lightbox dialog as its own chunk, fetched when a visitor first enlarges a picture (the
 * galleries render it only from then on, never on the server).
 */
export function LazyLightboxDialog(props: ComponentProps<typeof LightboxDialog>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  )
}
