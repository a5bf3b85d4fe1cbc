'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

/** Adds the browser's time zone to the address (`?tz=`) where it is missing, so times read as local. */
export function ZoneParam() {
  const router = useRouter()
  const pathname = usePathname()
  const params = useSearchParams()
  useEffect(() => {
    if (params.get('tz')) return
    const next = new URLSearchParams(params)
    next.set('tz', Intl.DateTimeFormat().resolvedOptions().timeZone)
    router.replace(`${pathname}?${next}`)
  }, [params, pathname, router])
  return null
}
