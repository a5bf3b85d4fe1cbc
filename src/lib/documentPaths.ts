import type { Locale } from '@/i18n/locales'
import { productHref, seriesHref, variantHref } from '@/lib/paths'

/**
 * A variant's data sheet, beside its page: `/de/product/<slug>/<article>/datasheet.pdf`, the
 * default variant's at `/de/product/<slug>/datasheet.pdf` (article null), as its page.
 */
export function datasheetHref(locale: Locale, slug: string, article: string | null): string {
  return `${article === null ? productHref(locale, slug) : variantHref(locale, slug, article)}/datasheet.pdf`
}

/** The manual's address beside the variant's page: `/de/product/<slug>[/<article>]/manual.pdf`. */
export function manualHref(locale: Locale, slug: string, article: string | null): string {
  return `${article === null ? productHref(locale, slug) : variantHref(locale, slug, article)}/manual.pdf`
}

/** The tender text's formats: GAEB DA XML X81, plain text, Word. */
export type TenderFormat = 'x81' | 'txt' | 'docx'
export const tenderFormats: readonly TenderFormat[] = ['x81', 'txt', 'docx']

/** A variant's tender text beside its page: `/de/product/<slug>[/<article>]/tender.x81` (`.txt`, `.docx`). */
export function tenderHref(locale: Locale, slug: string, article: string | null, format: TenderFormat): string {
  return `${article === null ? productHref(locale, slug) : variantHref(locale, slug, article)}/tender.${format}`
}

/** The tender texts of every article of a series beside its page: `/de/series/<slug>/tender.x81`. */
export function seriesTenderHref(locale: Locale, slug: string, format: TenderFormat): string {
  return `${seriesHref(locale, slug)}/tender.${format}`
}
