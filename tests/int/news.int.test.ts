import { beforeAll, describe, expect, it } from 'vitest'

import { news } from '@/cms/seed/content/news'
import type { SeedContext } from '@/cms/seed/context'
import { locales } from '@/i18n/locales'
import type * as Queries from '@/lib/cms/newsQueries'

import { dbKind, cmsOfFile } from './harness'

const PER_PAGE = 9

const cms = cmsOfFile()
let q: typeof Queries

/** The seed's articles of one language as the list shows them: newest first. */
const newest = (locale: (typeof locales)[number]) =>
  [...news[locale]].sort((a, b) => b.date.localeCompare(a.date)).map((a) => a.slug)

beforeAll(async () => {
  // Only the news (and their pictures) are needed here; the full seed runs in content.int.test.ts.
  const { seedNews } = await import('@/cms/seed/company')
  const ctx: SeedContext = {
    payload: cms.payload,
    stats: { created: {}, skipped: {}, ms: 0 },
    log: () => {},
    media: new Map(),
  }
  await seedNews(ctx)
  q = await import('@/lib/cms/newsQueries')
})

describe(`news list data (${dbKind()})`, () => {
  it('lists each language its own articles, newest first', async () => {
    for (const locale of locales) {
      expect(await q.countPublishedNews(cms.payload, locale), locale).toBe(news[locale].length)
      const firstPage = await q.findPublishedNews(cms.payload, locale, 1, PER_PAGE)
      expect(
        firstPage.map((a) => a.slug),
        locale,
      ).toEqual(newest(locale).slice(0, PER_PAGE))
    }
  })

  it('has enough German articles for a second page, which holds the oldest ones', async () => {
    const total = await q.countPublishedNews(cms.payload, 'de')
    expect(q.newsPagination(total, 2, PER_PAGE)).toEqual({ page: 2, totalPages: 2 })
    const second = await q.findPublishedNews(cms.payload, 'de', 2, PER_PAGE)
    expect(second.map((a) => a.slug)).toEqual(newest('de').slice(PER_PAGE))
    expect(q.newsPagination(total, 3, PER_PAGE)).toBeNull()
  })

  it('gives a language whose articles are all unpublished an empty list, and leaves the others alone', async () => {
    const { docs: italian } = await cms.payload.find({
      collection: 'news',
      where: { 'category.language': { equals: 'it' } },
      depth: 0,
      pagination: false,
    })
    expect(italian.length).toBeGreaterThan(0)
    for (const doc of italian) {
      await cms.payload.update({
        collection: 'news',
        id: doc.id,
        data: { _status: 'draft' },
        context: { disableRevalidate: true },
      })
    }
    const total = await q.countPublishedNews(cms.payload, 'it')
    expect(total).toBe(0)
    expect(await q.findPublishedNews(cms.payload, 'it', 1, PER_PAGE)).toEqual([])
    // Page 1 still exists and shows the empty state; there is no page 2.
    expect(q.newsPagination(total, 1, PER_PAGE)).toEqual({ page: 1, totalPages: 1 })
    expect(q.newsPagination(total, 2, PER_PAGE)).toBeNull()
    expect(await q.countPublishedNews(cms.payload, 'fr')).toBe(news.fr.length)
  })
})
