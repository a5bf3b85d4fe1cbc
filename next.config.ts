import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import path from 'node:path'

import { pageCacheBytes } from './scripts/memory-bounds.mjs'
import { nodeVersionProblem } from './scripts/node-version.mjs'
import { ADMIN_CSP, COMMON_HEADERS, FILE_CSP, PDF_CSP, PREVIEW_HEADERS } from './src/lib/security/headers'

// `next build`, `next start` and `next dev` load this file first: none of them runs on an old Node.js.
const nodeProblem = nodeVersionProblem()
if (nodeProblem) throw new Error(nodeProblem)

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

/**
 * `next start` loads this file again (production server phase), so REDIS_URL is read when the
 * server starts, not when it is built: one build runs with or without Redis. With it, pages and
 * `unstable_cache` data live in Redis, shared by every instance, and a tag revalidated by one
 * instance is stale for all (src/lib/cache/redis-cache-handler.mjs); without it, in this
 * process's memory (src/lib/cache/local-cache-handler.mjs). Either keeps no answer but a 200, so
 * an address anyone can make up that answers not-found or a redirect gets no entry
 * (src/lib/cache/storable.mjs). The handlers are plain JavaScript, imported by Next from these
 * paths at start, outside the bundle.
 */
const cacheHandler: Pick<NextConfig, 'cacheHandler'> = {
  cacheHandler: path.resolve(
    process.cwd(),
    process.env.REDIS_URL ? 'src/lib/cache/redis-cache-handler.mjs' : 'src/lib/cache/local-cache-handler.mjs',
  ),
}

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    // Rendered pages and data live in memory (or, with several instances, a shared cache):
    // a restart against another database never serves pages rendered from the previous one.
    isrFlushToDisk: false,
    globalNotFound: true,
  },
  // The page cache of this process (read at start): PAGE_CACHE_MB, 64 MB unless set
  // (scripts/memory-bounds.mjs). Without Redis every rendered page and data entry lives here.
  cacheMaxMemorySize: pageCacheBytes(),
  // pdfkit reads its own data files (and the documents' font, src/lib/pdf/fonts.ts) from
  // node_modules at run time: loaded by Node, not bundled.
  serverExternalPackages: ['pdfkit'],
  ...cacheHandler,
  // Types are checked by `npm test` (tsc); the build does not check them twice.
  typescript: { ignoreBuildErrors: true },
  images: {
    // CMS images are resized once at upload; the site never resizes per request.
    unoptimized: true,
  },
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every browser for its colour scheme with `Accept-CH` and `Critical-CH` on every
 * path, for the admin's theme. `Critical-CH` makes Chrome send each first request of a visit
 * twice (Lighthouse counts the restart as a 650 ms redirect on a phone): only the admin asks.
 *
 * Security headers reach every path from here (the locale proxy never sees /api, /admin or
 * files). The public pages' Content-Security-Policy names the map tile server of the running
 * deployment, so the proxy sets it (src/lib/security/headers.ts explains the policy).
 */
const headers: NextConfig['headers'] = async () => {
  const rules = (await withCms.headers?.()) ?? []
  const payloadRules = rules.map((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )
  const csp = (value: string) => [{ key: 'Content-Security-Policy', value }]
  return [
    ...payloadRules,
    { source: '/:path*', headers: COMMON_HEADERS },
    // Previews of drafts: framed by the admin (Live Preview) and stored nowhere (src/proxy.ts too).
    { source: '/preview/:path*', headers: PREVIEW_HEADERS },
    { source: '/admin', headers: csp(ADMIN_CSP) },
    { source: '/admin/:path*', headers: csp(ADMIN_CSP) },
    { source: '/api/:path((?!.*\\.pdf$).*)', headers: csp(FILE_CSP) },
    { source: '/api/:path(.*\\.pdf)', headers: csp(PDF_CSP) },
    // Files of the site itself (robots.txt, sitemaps, the icon).
    { source: '/:file(.*\\.(?:txt|xml|svg|ico|png|webmanifest))', headers: csp(FILE_CSP) },
  ]
}

export default withNextIntl({ ...withCms, headers })
