/**
 * Whether a sellable item is still made. A discontinued variant keeps its page (cartons, manuals
 * and enquiries point at it) and names its successor; the finder and the search's first results
 * leave it out.
 */
import type { Locale } from '@/i18n/locales'
import { formatNewsDate } from '@/lib/news/date'

type WithTrade = { trade?: { lifecycle?: string | null } | null }

export const isDiscontinued = (v: WithTrade): boolean => v.trade?.lifecycle === 'discontinued'

/** Every variant discontinued: the product as a whole is no longer made. */
export const allDiscontinued = (variants: readonly WithTrade[]): boolean =>
  variants.length > 0 && variants.every(isDiscontinued)

/** The date a variant was discontinued, in the page's language: „31. März 2026“, "2026年3月31日". */
export function formatSince(date: string | null | undefined, locale: Locale): string | null {
  if (!date) return null
  return Number.isNaN(new Date(date).getTime()) ? null : formatNewsDate(date, locale)
}
