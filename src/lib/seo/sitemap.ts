import { locales } from '@/i18n/locales'
import type { RouteKey } from '@/lib/routes'

/** One page of the sitemap of a language, with the same alternates its `<head>` carries. */
export type SitemapEntry = { path: string; languages: Record<string, string>; lastModified?: string }

/** Pages of the route table that search engines should index (search results are noindex; /contact redirects). */
export const indexedRoutes: RouteKey[] = [
  'home',
  'about',
  'product',
  'series',
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
  'guarantee',
  'trade',
  'dop',
  'showrooms',
]

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
