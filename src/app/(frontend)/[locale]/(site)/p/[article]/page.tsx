import { notFound, permanentRedirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import { normalizeArticle } from '@/lib/catalogue/articles'
import { findArticle } from '@/lib/cms/catalogue'
import { productHref, variantHref } from '@/lib/paths'

type Params = { params: Promise<{ locale: string; article: string }> }

/** Rendered on first request, then served from the cache until an editor changes a product. */
export function generateStaticParams(): { article: string }[] {
  return []
}

/**
 * A short link in a language (`/de/p/SH100101`): a permanent redirect to the variant's page, the
 * product's address for its default variant; an unknown number gets the 404 page of the language.
 */
export default async function ShortLink({ params }: Params) {
  const { locale, article } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const number = normalizeArticle(decodeURIComponent(article))
  const found = number ? await findArticle(number) : null
  if (!found) notFound()
  permanentRedirect(found.isDefault ? productHref(locale, found.slug) : variantHref(locale, found.slug, found.article))
}
