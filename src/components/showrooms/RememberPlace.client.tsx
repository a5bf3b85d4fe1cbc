'use client'

import { useEffect } from 'react'

import { rememberPlace, type RememberedPlace } from '@/lib/showrooms/place'

/** Keeps the place this search started from on the device, for "on display near you". Renders nothing. */
export function RememberPlace({ place }: { place: RememberedPlace }) {
  const { lat, lng, name, q, city } = place
  useEffect(
    () => rememberPlace({ lat, lng, name, ...(q ? { q } : {}), ...(city ? { city } : {}) }),
    [lat, lng, name, q, city],
  )
  return null
}
