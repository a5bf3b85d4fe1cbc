import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale, type Locale } from '@/i18n/locales'
import { hrefForSlug } from '@/lib/paths'

import { followRedirect } from './redirects'

export type DetailParams = { params: Promise<{ locale: string; slug: string }> }

/**
 * The language and document of a detail page (`/<locale>/…/<slug>`): a 404 for an unknown
 * language or a slug without a published document in that language.
 */
export async function detailPage<T>(
  params: DetailParams['params'],
  find: (slug: string, locale: Locale) => Promise<T | null>,
  route: 'product' | 'news' | 'recruit' | 'shop' | 'series',
): Promise<{ locale: Locale; doc: T }> {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const doc = await find(decodeURIComponent(slug), locale)
  if (!doc) {
    // A renamed product or article: the editors may have redirected its old address.
    await followRedirect(hrefForSlug(locale, route, decodeURIComponent(slug)))
    notFound()
  }
  return { locale, doc }
}
