import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { News } from '@/payload-types'

import { docsInChain } from './fallback'
import { readScope } from './preview'

/** News is kept per language: a language's articles are those of its own category. */
const ofLanguage = (locale: Locale): Where => ({ 'category.language': { equals: locale } })

/**
 * The queries behind the cached news readers (`news.ts`), as a visitor may see the data
 * (access rules applied, so drafts never count); taking the Payload instance lets the
 * integration tests run them against a real database.
 */
export async function countPublishedNews(payload: Payload, locale: Locale): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'news',
    locale,
    where: ofLanguage(locale),
    ...readScope(),
  })
  return totalDocs
}

/** One page of a language's published articles, newest first. */
export async function findPublishedNews(
  payload: Payload,
  locale: Locale,
  page: number,
  perPage: number,
): Promise<News[]> {
  const read = async (l: Locale) =>
    (
      await payload.find({
        collection: 'news',
        locale: l,
        // Texts missing in this language come from its fallback chain, marked (`docsInChain`).
        fallbackLocale: false,
        depth: 1,
        where: ofLanguage(locale),
        // Articles of the same day keep one order on every page.
        sort: ['-publishedAt', '-id'],
        limit: perPage,
        page,
        pagination: true,
        ...readScope(),
      })
    ).docs
  return docsInChain(payload, 'news', locale, read)
}

/**
 * Where a requested page lies in a list of `total` articles: null beyond the last page. A
 * language without articles has one page, which shows that there is no news yet.
 */
export function newsPagination(
  total: number,
  page: number,
  perPage: number,
): { page: number; totalPages: number } | null {
  const totalPages = Math.max(1, Math.ceil(total / perPage))
  if (!Number.isInteger(page) || page < 1 || page > totalPages) return null
  return { page, totalPages }
}
