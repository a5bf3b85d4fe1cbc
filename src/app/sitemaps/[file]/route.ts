import { env } from '@/env'
import { isLocale } from '@/i18n/locales'
import { sitemapEntries } from '@/lib/cms/sitemap'
import { urlsetXml } from '@/lib/seo/sitemap'

export const dynamic = 'force-dynamic'

/**
 * `/sitemaps/<locale>.xml`: every indexable page of one language with its hreflang alternates.
 * Built from the tagged content cache, so it follows every publish.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const locale = (await params).file.replace(/\.xml$/, '')
  if (!isLocale(locale) || !(await params).file.endsWith('.xml'))
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const xml = urlsetXml(env.siteUrl, await sitemapEntries(locale))
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
