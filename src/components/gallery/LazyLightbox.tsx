'use client'

import dynamic from 'next/dynamic'

/** The lightbox dialog as its own chunk, fetched when a visitor first enlarges a picture. */
export const LazyLightboxDialog = dynamic(() => import('./LightboxDialog').then((m) => m.LightboxDialog), {
  ssr: false,
})
