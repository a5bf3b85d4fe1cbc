import type { Metadata } from 'next'

import { HomeView } from '@/components/home/HomeView'
import { getPageGlobal } from '@/lib/cms/content'
import { withSharing, type SeoOverride } from '@/lib/cms/metadata'
import { getSiteSettings } from '@/lib/cms/site'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { routeAlternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const [settings, page] = await Promise.all([getSiteSettings(locale), getPageGlobal('home-page', locale)])
  const seo: SeoOverride = page.seo
  const meta = {
    title: seo?.title?.trim()
      ? seo.title.trim()
      : { absolute: `${settings.brandName} · ${settings.tagline ?? ''}`.replace(/ · $/, '') },
    description: metaDescription(settings.tagline),
    // /shop shows the home page too: both name the home page as the canonical one.
    alternates: routeAlternates(locale, 'home'),
  }
  return withSharing(locale, meta, { seo: seo ? { ...seo, title: null } : null })
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <HomeView locale={locale} />
}
