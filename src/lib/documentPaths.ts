import type { Locale } from '@/i18n/locales'
import { productHref, variantHref } from '@/lib/paths'

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
