import { NEWS_PER_PAGE } from '@/components/news/NewsListView'
import { PER_PAGE } from '@/components/pages/CatalogueView'
import { locales, type Locale } from '@/i18n/locales'
import { getCategoryTree, getProductSlugs } from '@/lib/cms/catalogue'
import { getList } from '@/lib/cms/content'
import { countNews, getNewsSlugs } from '@/lib/cms/news'
import { getSiteSettings } from '@/lib/cms/site'
import { catalogueHref, hrefFor, hrefForSlug, newsListHref, productHref } from '@/lib/paths'
import type { RouteKey } from '@/lib/routes'

import { alternates, type Alternates } from './alternates'

/** One page of the sitemap of a language, with the same alternates its `<head>` carries. */
export type SitemapEntry = { path: string; languages: Record<string, string>; lastModified?: string }

/** Pages of the route table that search engines should index (search results are noindex; /contact redirects). */
export const indexedRoutes: RouteKey[] = [
  'home',
  'about',
  'product',
  'products',
  'tailorism',
  'slideshow',
  'craft',
  'case',
  'certifiction',
  'details',
  'teamwork',
  'recruit',
  'service',
  'news',
  'impressum',
  'privacy',
  'accessibility',
]

const entry = (a: Alternates, lastModified?: string): SitemapEntry => ({
  path: String(a.canonical),
  languages: a.languages as Record<string, string>,
  lastModified,
})

/** Every indexable page of one language: routes, categories, products, news, jobs and shop pages. */
export async function sitemapEntries(locale: Locale): Promise<SitemapEntry[]> {
  const [tree, products, articles, counts, jobs, settings] = await Promise.all([
    getCategoryTree(locale),
    getProductSlugs(),
    getNewsSlugs(locale),
    Promise.all(locales.map((l) => countNews(l))),
    getList('job-openings', locale),
    getSiteSettings(locale),
  ])
  const entries = indexedRoutes.map((route) => entry(alternates(locale, (l) => hrefFor(l, route))))
  // Every page of every category and sub-category (the catalogue is the same in every language).
  const listPages = (count: number) => Array.from({ length: Math.max(1, Math.ceil(count / PER_PAGE)) }, (_, i) => i + 1)
  for (const root of tree) {
    for (const page of listPages(root.count))
      entries.push(entry(alternates(locale, (l) => catalogueHref(l, { category: root.slug, page }))))
    for (const sub of root.children) {
      for (const page of listPages(sub.count))
        entries.push(entry(alternates(locale, (l) => catalogueHref(l, { category: root.slug, sub: sub.slug, page }))))
    }
  }
  for (const p of products)
    entries.push(
      entry(
        alternates(locale, (l) => productHref(l, p.slug)),
        p.updatedAt,
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
  for (const shop of settings.shops ?? [])
    entries.push(entry(alternates(locale, (l) => hrefForSlug(l, 'shop', shop.slug))))
  return entries
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** A `<urlset>` with `xhtml:link` alternates (Google's format for hreflang in sitemaps). */
export function urlsetXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const links = Object.entries(e.languages)
      .map(([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escape(siteUrl + path)}"/>`)
      .join('')
    const lastmod = e.lastModified ? `<lastmod>${e.lastModified}</lastmod>` : ''
    return `<url><loc>${escape(siteUrl + e.path)}</loc>${lastmod}${links}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** The sitemap index: one sitemap per language. */
export function sitemapIndexXml(siteUrl: string): string {
  const maps = locales.map((l) => `<sitemap><loc>${escape(`${siteUrl}/sitemaps/${l}.xml`)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join('\n')}\n</sitemapindex>\n`
}
