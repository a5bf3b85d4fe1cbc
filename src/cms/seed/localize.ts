import { locales, type Locale } from '@/i18n/locales'

import type { L } from './content/types'

/** A seed value: like the document's data, but any text may be given in all six languages. */
export type Multi = unknown

export function isL(value: unknown): value is L {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return (
    keys.length === locales.length && locales.every((l) => typeof (value as Record<string, unknown>)[l] === 'string')
  )
}

/** The document's data in one language: every six-language text becomes that language's string. */
export function pick(value: Multi, locale: Locale): unknown {
  if (isL(value)) return value[locale]
  if (Array.isArray(value)) return value.map((item) => pick(item, locale))
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {}
    for (const [key, inner] of Object.entries(value)) out[key] = pick(inner, locale)
    return out
  }
  return value
}

/**
 * Copies array-row ids from the stored document into the data of a later language, so the
 * update fills the localized fields of the same rows instead of replacing the rows.
 */
export function withRowIds(data: unknown, stored: unknown): unknown {
  if (Array.isArray(data)) {
    const rows = Array.isArray(stored) ? stored : []
    return data.map((item, index) => {
      const existing = rows[index] as Record<string, unknown> | undefined
      const merged = withRowIds(item, existing)
      if (
        existing &&
        typeof existing.id === 'string' &&
        merged &&
        typeof merged === 'object' &&
        !Array.isArray(merged)
      ) {
        return { ...(merged as Record<string, unknown>), id: existing.id }
      }
      return merged
    })
  }
  if (data !== null && typeof data === 'object' && !(data instanceof Date)) {
    const source = (stored ?? {}) as Record<string, unknown>
    const out: Record<string, unknown> = {}
    for (const [key, inner] of Object.entries(data)) out[key] = withRowIds(inner, source[key])
    return out
  }
  return data
}

export const otherLocales = (first: Locale): Locale[] => locales.filter((l) => l !== first)
