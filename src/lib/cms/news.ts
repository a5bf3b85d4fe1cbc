import type { Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { News } from '@/payload-types'

import { cached } from './cache'
import { cacheTags } from './cacheTags'
import { payloadClient } from './payload'

const tags = [cacheTags.collection('news'), cacheTags.collection('news-categories'), cacheTags.collection('media')]

/** News is kept per language: a language's articles are those of its own category. */
const ofLanguage = (locale: Locale): Where => ({ 'category.language': { equals: locale } })

const countNews = cached('news-count', tags, async (locale: Locale): Promise<number> => {
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({ collection: 'news', locale, where: ofLanguage(locale), overrideAccess: false })
  return totalDocs
})

const readNewsPage = cached('news-list', tags, async (locale: Locale, page: number, perPage: number): Promise<News[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    locale,
    depth: 1,
    where: ofLanguage(locale),
    // Articles of the same day keep one order on every page.
    sort: ['-publishedAt', '-id'],
    limit: perPage,
    page,
    pagination: true,
    overrideAccess: false,
  })
  return docs
})

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
 * last. The count is read first, so a made-up page number never reaches the database or the
 * cache.
 */
export async function getNewsPage(locale: Locale, page: number, perPage: number): Promise<NewsPage | null> {
  const total = await countNews(locale)
  const totalPages = Math.max(1, Math.ceil(total / perPage))
  if (!Number.isInteger(page) || page < 1 || page > totalPages) return null
  const articles = total > 0 ? await readNewsPage(locale, page, perPage) : []
  return { articles, page, totalPages, total }
}
