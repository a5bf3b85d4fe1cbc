import { locales, type Locale } from '@/i18n/locales'
import { NEWS_PER_PAGE, pageCount, PRODUCTS_PER_PAGE } from '@/lib/pagination'
import { catalogueHref, hrefFor, hrefForSlug, newsListHref, productHref, seriesHref, variantHref } from '@/lib/paths'
import { alternates, type Alternates } from '@/lib/seo/alternates'
import { indexedRoutes, type SitemapEntry } from '@/lib/seo/sitemap'

import { getCategoryTree, getProductSlugs } from './catalogue'
import { getOpenJobOpenings, guaranteesOf } from './content'
import { countNews, getNewsSlugs } from './news'
import { getSeriesSlugs } from './series'
import { getShowrooms } from './showrooms'
import { getSiteSettings } from './site'

const entry = (a: Alternates, lastModified?: string): SitemapEntry => ({
  path: String(a.canonical),
  languages: a.languages as Record<string, string>,
  lastModified,
})

/** Every indexable page of one language: routes, categories, products and their variants, series, news, jobs, guarantees and shop pages. */
export async function sitemapEntries(locale: Locale): Promise<SitemapEntry[]> {
  const [tree, products, series, articles, counts, jobs, settings, guarantees, showrooms] = await Promise.all([
    getCategoryTree(locale),
    getProductSlugs(),
    getSeriesSlugs(),
    getNewsSlugs(locale),
    Promise.all(locales.map((l) => countNews(l))),
    getOpenJobOpenings(locale),
    getSiteSettings(locale),
    guaranteesOf(locale),
    getShowrooms(locale),
  ])
  const entries = indexedRoutes.map((route) => entry(alternates(locale, (l) => hrefFor(l, route))))
  // Every page of every category and sub-category (the catalogue is the same in every language).
  const listPages = (count: number) => Array.from({ length: pageCount(count, PRODUCTS_PER_PAGE) }, (_, i) => i + 1)
  for (const root of tree) {
    for (const page of listPages(root.count))
      entries.push(entry(alternates(locale, (l) => catalogueHref(l, { category: root.slug, page }))))
    for (const sub of root.children) {
      for (const page of listPages(sub.count))
        entries.push(entry(alternates(locale, (l) => catalogueHref(l, { category: root.slug, sub: sub.slug, page }))))
    }
  }
  for (const p of products) {
    entries.push(
      entry(
        alternates(locale, (l) => productHref(l, p.slug)),
        p.updatedAt,
      ),
    )
    // Each further variant has its own page, canonical to itself; the first is the product's address.
    for (const article of p.articles.slice(1))
      entries.push(
        entry(
          alternates(locale, (l) => variantHref(l, p.slug, article)),
          p.updatedAt,
        ),
      )
  }
  for (const room of showrooms)
    entries.push(
      entry(
        alternates(locale, (l) => hrefForSlug(l, 'showrooms', room.slug)),
        room.updatedAt,
      ),
    )
  for (const s of series)
    entries.push(
      entry(
        alternates(locale, (l) => seriesHref(l, s.slug)),
        s.updatedAt,
      ),
    )
  const own = locales.indexOf(locale)
  for (let page = 2; (page - 1) * NEWS_PER_PAGE < (counts[own] ?? 0); page++) {
    const existsIn = locales.filter((_, i) => (counts[i] ?? 0) > (page - 1) * NEWS_PER_PAGE)
    entries.push(entry(alternates(locale, (l) => newsListHref(l, page), existsIn)))
  }
  for (const a of articles)
    entries.push(
      entry(
        alternates(locale, (l) => hrefForSlug(l, 'news', a.slug), [locale]),
        a.updatedAt,
      ),
    )
  for (const job of jobs)
    entries.push(
      entry(
        alternates(locale, (l) => hrefForSlug(l, 'recruit', job.slug)),
        job.updatedAt,
      ),
    )
  // Each market's guarantee (of a market still listed in the site settings).
  for (const { guarantee, market } of guarantees)
    entries.push(
      entry(
        alternates(locale, (l) => hrefForSlug(l, 'guarantee', market.key)),
        guarantee.updatedAt,
      ),
    )
  for (const shop of settings.shops ?? [])
    entries.push(entry(alternates(locale, (l) => hrefForSlug(l, 'shop', shop.slug))))
  return entries
}
