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

export default withNextIntl(withPayload(nextConfig, { devBundleServerPackages: false }))
