import { env } from '@/env'

export const dynamic = 'force-dynamic'

/**
 * `/robots.txt`: everything public may be crawled except the admin, the previews of drafts and
 * the API (uploaded images and documents stay findable); the sitemap index is named.
 */
export function GET(): Response {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /preview/',
    'Disallow: /api/',
    'Allow: /api/media/file/',
    '',
    `Sitemap: ${env.siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
