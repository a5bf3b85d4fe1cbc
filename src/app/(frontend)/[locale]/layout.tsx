import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import type React from 'react'

import { ChunkErrorNotice, ChunkErrorScript } from '@/components/layout/ChunkErrorGuard'
import { LegacyHashLinks } from '@/components/layout/LegacyHashLinks'
import { env } from '@/env'
import { isLocale, localeTags } from '@/i18n/locales'
import { getSiteSettings } from '@/lib/cms/site'
import { brandFont } from '@/styles/fonts'
import '@/styles/globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/** No page is rendered at build time (the build needs no database); each renders once on its first request. */
export function generateStaticParams(): { locale: string }[] {
  return []
}

export const viewport: Viewport = { themeColor: '#fbfaf8', width: 'device-width', initialScale: 1 }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const settings = await getSiteSettings(locale)
  const brand = settings.brandName || 'SANHAUS'
  return {
    metadataBase: new URL(env.siteUrl),
    title: { default: brand, template: `%s · ${brand}` },
    description: settings.tagline ?? undefined,
    icons: { icon: '/icon.svg' },
  }
}

/** The document of every public page: its language, fonts and the guard against failed chunks. */
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return (
    <html lang={localeTags[locale]} className={brandFont.variable}>
      <head>
        <ChunkErrorScript />
        <LegacyHashLinks />
      </head>
      <body>
        <ChunkErrorNotice locale={locale} />
        {children}
      </body>
    </html>
  )
}
