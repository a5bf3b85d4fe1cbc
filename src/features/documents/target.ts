import { permanentRedirect } from 'next/navigation'

import { isLocale, type Locale } from '@/i18n/locales'
import { normalizeArticle } from '@/lib/catalogue/articles'

/** A document's address beside a variant's page, as Next hands it over. */
export type DocumentParams = { locale: string; slug: string; article?: string }

/**
 * What a document beside a variant's page is of: its language, the product's slug and the
 * article number (null: the default variant, at the product's own address). Null where the page
 * would be a 404; a number in lower case leads to the document's one address, as for pages.
 */
export function documentTarget(
  params: DocumentParams,
  href: (locale: Locale, slug: string, article: string) => string,
): { locale: Locale; slug: string; article: string | null } | null {
  const { locale } = params
  if (!isLocale(locale)) return null
  const slug = decodeURIComponent(params.slug)
  if (params.article === undefined) return { locale, slug, article: null }
  const given = decodeURIComponent(params.article)
  const article = normalizeArticle(given)
  if (!article) return null
  if (article !== given) permanentRedirect(href(locale, slug, article))
  return { locale, slug, article }
}
