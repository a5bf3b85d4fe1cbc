'use client'

import { useRowLabel } from '@payloadcms/ui'

/** A row of an enquiry's list reads as staff write it down: `SH100101 × 3 · Luna 60 – Weiß`. */
export function EnquiryItemLabel() {
  const { data, rowNumber } = useRowLabel<{ article?: string; quantity?: number; title?: string }>()
  const number = data?.article || `#${(rowNumber ?? 0) + 1}`
  return (
    <span>
      {number}
      {data?.quantity ? ` × ${data.quantity}` : ''}
      {data?.title ? ` · ${data.title}` : ''}
    </span>
  )
}
