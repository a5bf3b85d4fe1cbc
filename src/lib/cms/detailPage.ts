import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale, type Locale } from '@/i18n/locales'
import { hrefForSlug } from '@/lib/paths'

import { getProductSlugs } from './catalogue'
import { getList } from './content'
import { getNewsSlugs } from './news'
import { followRedirect } from './redirects'
import { getSeriesSlugs } from './series'

export type DetailParams = { params: Promise<{ locale: string; slug: string }> }

type DetailRoute = 'product' | 'news' | 'recruit' | 'series'

/**
 * The slugs each kind of detail page has, from one cached list per kind (and language, where a
 * kind is kept per language): a slug made up by anyone is answered without a read of its own, so
 * it never gets a data-cache entry (a `null` stored under its name) in memory or Redis.
 */
const knownSlugs: Record<DetailRoute, (locale: Locale) => Promise<readonly { slug: string }[]>> = {
  product: () => getProductSlugs(),
  series: () => getSeriesSlugs(),
  news: (locale) => getNewsSlugs(locale),
  recruit: (locale) => getList('job-openings', locale),
}

/**
 * The language and document of a detail page (`/<locale>/…/<slug>`): a 404 for an unknown
 * language or a slug without a published document in that language.
 */
export async function detailPage<T>(
  params: DetailParams['params'],
  find: (slug: string, locale: Locale) => Promise<T | null>,
  route: DetailRoute,
): Promise<{ locale: Locale; doc: T }> {
  const { locale, slug: raw } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const slug = decodeURIComponent(raw)
  const known = (await knownSlugs[route](locale)).some((doc) => doc.slug === slug)
  const doc = known ? await find(slug, locale) : null
  if (!doc) {
    // A renamed product or article: the editors may have redirected its old address.
    await followRedirect(hrefForSlug(locale, route, slug))
    notFound()
  }
  return { locale, doc }
}
