import type { Metadata } from 'next'

import { HomeView } from '@/components/pages/HomeView'
import { getSiteSettings } from '@/lib/cms/site'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const settings = await getSiteSettings(locale)
  return { title: { absolute: `${settings.brandName} · ${settings.tagline ?? ''}`.replace(/ · $/, '') } }
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <HomeView locale={locale} />
}
