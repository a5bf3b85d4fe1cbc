import { formatTags, type Locale } from '@/i18n/locales'

export type FactView = {
  label: string
  unit: string
  /** primary value, formatted for the language */
  value: string
  /** primary value as stored */
  raw: string
  /** formatted variant values by variant key */
  variants: Record<string, string>
}

export type FactTable = Record<string, FactView>

const TOKEN = /\{\{\s*([a-z][a-z0-9_]*)(?:\s*\|\s*([a-z0-9_-]+))?\s*\}\}/g

/**
 * Formats a stored figure for a language: digits become a localized number (36980 ->
 * 36.980 in German, 36 980 in French), millions and more in words (10000000 -> 10 Millionen,
 * 1000万, 10 million); years and other four-digit figures keep no separator; anything else
 * (2003–2020) is shown as written.
 */
export function formatFactValue(value: string, locale: Locale): string {
  const trimmed = value.trim()
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return trimmed
  const n = Number(trimmed)
  if (n >= 1_000_000)
    return new Intl.NumberFormat(formatTags[locale], { notation: 'compact', compactDisplay: 'long' }).format(n)
  return new Intl.NumberFormat(formatTags[locale], { useGrouping: n >= 10000, maximumFractionDigits: 2 }).format(n)
}

/**
 * A figure that follows the calendar: `since:<key>` is the number of whole years since the year
 * another fact holds (`since:founded` -> years since the founding), counted in the year the page
 * is rendered, so "years of experience" always agrees with the founding year.
 */
const SINCE = /^since:([a-z][a-z0-9_]*)$/

function derivedValue(value: string, raw: ReadonlyMap<string, string>, year: number): string {
  const since = SINCE.exec(value.trim())
  if (!since) return value
  const from = Number(raw.get(since[1]!))
  return Number.isInteger(from) && from > 0 && from <= year ? String(year - from) : value
}

type FactDoc = {
  key: string
  label: string
  value: string
  unit?: string | null
  variants?: { key: string; value: string }[] | null
}

/** The fact table of one language from the company-facts documents read in that language. */
export function toFactTable(docs: readonly FactDoc[], locale: Locale, year = new Date().getUTCFullYear()): FactTable {
  const raw = new Map(docs.map((doc) => [doc.key, doc.value]))
  const table: FactTable = {}
  for (const doc of docs) {
    const value = derivedValue(doc.value, raw, year)
    const variants: Record<string, string> = {}
    for (const v of doc.variants ?? []) variants[v.key] = formatFactValue(derivedValue(v.value, raw, year), locale)
    table[doc.key] = {
      label: doc.label,
      unit: doc.unit ?? '',
      value: formatFactValue(value, locale),
      raw: value,
      variants,
    }
  }
  return table
}

/**
 * Replaces `{{key}}` and `{{key|variant}}` in a CMS text with the fact's value. An unknown
 * key stays visible as written, so an editor sees the typo on the page.
 */
export function resolveFacts(text: string | null | undefined, facts: FactTable): string {
  if (!text) return ''
  return text.replace(TOKEN, (token, key: string, variant?: string) => {
    const fact = facts[key]
    if (!fact) return token
    if (variant) return fact.variants[variant] ?? token
    return fact.value
  })
}

/** Keys used by tokens in a text (for checks that every token resolves). */
export function factKeysIn(text: string): { key: string; variant?: string }[] {
  return [...text.matchAll(TOKEN)].map((m) => ({ key: m[1]!, variant: m[2] }))
}
