'use client'

import { useRowLabel } from '@payloadcms/ui'

/** A market reads as its key and how many countries it takes: `europe · 30`, `international · *`. */
export function MarketRowLabel() {
  const { data, rowNumber } = useRowLabel<{ key?: string; countries?: string[]; others?: boolean }>()
  const key = data?.key || `#${(rowNumber ?? 0) + 1}`
  const countries = data?.countries?.length ?? 0
  return (
    <span>
      {key}
      {countries > 0 ? ` · ${countries}` : ''}
      {data?.others ? ' · *' : ''}
    </span>
  )
}
