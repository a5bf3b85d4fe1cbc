import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import type { News, NewsCategory } from '@/payload-types'

import { cached } from './cache'
import { published } from './content'
import { finishTexts } from './finish'
import { countPublishedNews, findPublishedNews, newsPagination } from './newsQueries'
import { payloadClient } from './payload'
import { readScope } from './preview'

const tags = [cacheTags.collection('news'), cacheTags.collection('news-categories'), cacheTags.collection('media')]

/** How many published articles a language has. */
export const countNews = cached('news-count', tags, async (locale: Locale): Promise<number> =>
  countPublishedNews(await payloadClient(), locale),
)

const readNewsPage = cached('news-list', tags, async (locale: Locale, page: number, perPage: number): Promise<News[]> =>
  findPublishedNews(await payloadClient(), locale, page, perPage),
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

/** The article categories, one per language, with the original site's ids (`legacyId`). */
export const getNewsCategories = cached(
  'news-categories',
  [cacheTags.collection('news-categories')],
  (): Promise<NewsCategory[]> => published('news-categories', undefined, { depth: 0, limit: 50 }),
)

/** One published article by its id, whatever its language, or null. */
export const getNewsArticleById = cached('news-article-by-id', tags, async (id: number): Promise<News | null> => {
  const [article] = await published('news', undefined, { where: { id: { equals: id } }, limit: 1 })
  if (!article) return null
  // Its texts as its own language's pages show them (product names, typography).
  const language = typeof article.category === 'object' ? article.category?.language : undefined
  if (!language) return article
  const payload = await payloadClient()
  const [shown] = await finishTexts(payload, payload.collections.news.config.fields, [article], language, 'news')
  return shown ?? article
})

/** Slug and last change of every published article of a language, for the sitemap. */
export const getNewsSlugs = cached(
  'news-slugs',
  tags,
  async (locale: Locale): Promise<{ slug: string; updatedAt: string }[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'news',
      locale,
      depth: 0,
      where: { 'category.language': { equals: locale } },
      sort: ['-publishedAt', '-id'],
      limit: 0,
      pagination: false,
      ...readScope(),
      select: { slug: true, updatedAt: true },
    })
    return docs.map((d) => ({ slug: d.slug, updatedAt: d.updatedAt }))
  },
)

/**
 * The ids of every published article, whatever its language: the public API asks it before it
 * reads one, so an id made up by anyone gets no data-cache entry of its own.
 */
export const getNewsIds = cached('news-ids', tags, async (): Promise<number[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'news',
    depth: 0,
    limit: 0,
    pagination: false,
    ...readScope(),
    select: { publishedAt: true },
  })
  return docs.map((d) => d.id)
})
