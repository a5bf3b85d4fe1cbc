'use client'

import { useRowLabel, useTranslation } from '@payloadcms/ui'

const first: Record<string, string> = {
  de: 'Standard',
  zh: '默认',
  en: 'default',
  it: 'predefinita',
  fr: 'par défaut',
  es: 'predeterminada',
}

/** A variant row is named by its article number (and the first marked as the product's default). */
export function VariantRowLabel() {
  const { data, rowNumber } = useRowLabel<{ articleNumber?: string; label?: string }>()
  const { i18n } = useTranslation()
  const number = data?.articleNumber || `#${(rowNumber ?? 0) + 1}`
  const name = data?.label ? ` · ${data.label}` : ''
  const isDefault = rowNumber === 0 ? ` (${first[i18n.language] ?? first.en})` : ''
  return (
    <span>
      {number}
      {name}
      {isDefault}
    </span>
  )
}
