import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { SeriesIndexView } from '@/components/series/SeriesIndexView'
import { withSharing } from '@/lib/cms/metadata'
import { getSeriesList } from '@/lib/cms/series'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { routeAlternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'series' })
  return withSharing(locale, {
    title: t('indexTitle'),
    description: metaDescription(t('indexIntro')),
    alternates: routeAlternates(locale, 'series'),
  })
}

/** Every series with its picture, idea and number of products. */
export default async function SeriesIndexPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <SeriesIndexView locale={locale} list={await getSeriesList(locale)} />
}
