import type { Locale } from '@/i18n/locales'
import type { News } from '@/payload-types'

import { cached } from './cache'
import { cacheTags } from './cacheTags'
import { countPublishedNews, findPublishedNews, newsPagination } from './newsQueries'
import { payloadClient } from './payload'

const tags = [cacheTags.collection('news'), cacheTags.collection('news-categories'), cacheTags.collection('media')]

const countNews = cached('news-count', tags, async (locale: Locale): Promise<number> => countPublishedNews(await payloadClient(), locale))

const readNewsPage = cached(
  'news-list',
  tags,
  async (locale: Locale, page: number, perPage: number): Promise<News[]> => findPublishedNews(await payloadClient(), locale, page, perPage),
)

export type NewsPage = {
  articles: News[]
  /** 1-based */
  page: number
  /** at least 1: a language without articles has one (empty) page */
  totalPages: number
  total: number
}

/**
 * One page of a language's published articles, newest first, or null for a page beyond the
 * last. The count is read first, so a made-up page number never reaches the database or
 * fills the cache.
 */
export async function getNewsPage(locale: Locale, page: number, perPage: number): Promise<NewsPage | null> {
  const total = await countNews(locale)
  const place = newsPagination(total, page, perPage)
  if (!place) return null
  const articles = total > 0 ? await readNewsPage(locale, page, perPage) : []
  return { articles, total, ...place }
}
