import type { Locale } from '@/i18n/locales'
import { getNewsArticle } from '@/lib/cms/content'
import { detailPage, type DetailParams } from '@/lib/cms/detailPage'
import { hrefForSlug, newsListHref } from '@/lib/paths'
import { alternates, switchTargets, type Alternates } from '@/lib/seo/alternates'
import type { News } from '@/payload-types'

/** The article in the page's language; a slug of another language's article is a 404 there. */
export async function loadArticle(params: DetailParams['params']): Promise<{ locale: Locale; article: News }> {
  const { locale, doc } = await detailPage(params, getNewsArticle, 'news')
  return { locale, article: doc }
}

/** News is kept per language: an article exists in its own language only. */
export function articleAlternates(locale: Locale, article: Pick<News, 'slug'>): Alternates {
  return alternates(locale, (l) => hrefForSlug(l, 'news', article.slug), [locale])
}

/** The language switcher of an article: the other languages lead to their news list. */
export function articleSwitchTargets(locale: Locale, article: Pick<News, 'slug'>): Record<Locale, string> {
  return switchTargets(articleAlternates(locale, article), (l) => newsListHref(l))
}
