import { env } from '@/env'
import { sitemapIndexXml } from '@/lib/seo/sitemap'

export const dynamic = 'force-dynamic'

/** `/sitemap.xml`: the index of the per-language sitemaps. */
export function GET(): Response {
  return new Response(sitemapIndexXml(env.siteUrl), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
