import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ShowroomsIndex } from '@/components/showrooms/ShowroomsView'
import { withSharing } from '@/lib/cms/metadata'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { routeAlternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'showrooms' })
  return withSharing(locale, {
    title: t('title'),
    description: metaDescription(t('intro')),
    alternates: routeAlternates(locale, 'showrooms'),
  })
}

/** `/showrooms`: the brand's showrooms and the trade's exhibitions, by country. */
export default async function Showrooms({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <ShowroomsIndex locale={locale} />
}
