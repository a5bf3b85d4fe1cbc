import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    // Rendered pages and data live in memory (or, with several instances, a shared cache):
    // a restart against another database never serves pages rendered from the previous one.
    isrFlushToDisk: false,
    globalNotFound: true,
  },
  cacheMaxMemorySize: 256 * 1024 * 1024,
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
 */
const adminOnlyHints: NextConfig['headers'] = async () => {
  const rules = (await withCms.headers?.()) ?? []
  return rules.map((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )
}

export default withNextIntl({ ...withCms, headers: adminOnlyHints })
