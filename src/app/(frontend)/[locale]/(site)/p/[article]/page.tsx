import { notFound, permanentRedirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import { normalizeArticle } from '@/lib/catalogue/articles'
import { findArticle, findGtin } from '@/lib/cms/catalogue'
import { gtin14 } from '@/lib/gs1/digitalLink'
import { productHref, variantHref } from '@/lib/paths'

type Params = { params: Promise<{ locale: string; article: string }> }

/** Rendered on first request, then served from the cache until an editor changes a product. */
export function generateStaticParams(): { article: string }[] {
  return []
}

/**
 * A short link in a language (`/de/p/SH100101`, or a GTIN: `/de/p/4262025601013`): a permanent redirect to the variant's page, the
 * product's address for its default variant; an unknown number gets the 404 page of the language.
 */
export default async function ShortLink({ params }: Params) {
  const { locale, article } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const raw = decodeURIComponent(article)
  const number = normalizeArticle(raw)
  // A GTIN from a carton (any of its lengths) leads to its variant as an article number does.
  const key = number ? null : gtin14(raw)
  const found = number ? await findArticle(number) : key ? await findGtin(key) : null
  if (!found) notFound()
  permanentRedirect(found.isDefault ? productHref(locale, found.slug) : variantHref(locale, found.slug, found.article))
}
