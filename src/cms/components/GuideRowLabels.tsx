'use client'

import { useRowLabel } from '@payloadcms/ui'

/** A part reads as its number, quantity and name: `ET100001 · 2 × Stockschraube M10`. */
export function PartRowLabel() {
  const { data, rowNumber } = useRowLabel<{ article?: string; name?: string; quantity?: number }>()
  const parts = [data?.article, data?.name ? `${data.quantity ?? 1} × ${data.name}` : null].filter(Boolean)
  return <span>{parts.length ? parts.join(' · ') : `#${(rowNumber ?? 0) + 1}`}</span>
}

/** A step reads as its number and title: `3. Bohrlöcher setzen`. */
export function StepRowLabel() {
  const { data, rowNumber } = useRowLabel<{ title?: string }>()
  return <span>{`${(rowNumber ?? 0) + 1}. ${data?.title ?? ''}`.trim()}</span>
}

/** A tool reads as its name, a drill size as its diameter and use: `Ø 12 mm · Dübellöcher`. */
export function ToolRowLabel() {
  const { data, rowNumber } = useRowLabel<{ name?: string }>()
  return <span>{data?.name || `#${(rowNumber ?? 0) + 1}`}</span>
}

export function DrillRowLabel() {
  const { data, rowNumber } = useRowLabel<{ diameter?: number; use?: string }>()
  if (!data?.diameter) return <span>{`#${(rowNumber ?? 0) + 1}`}</span>
  return <span>{[`Ø ${data.diameter} mm`, data.use].filter(Boolean).join(' · ')}</span>
}
