import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { TradeView } from '@/components/trade/TradeView'
import { withSharing } from '@/lib/cms/metadata'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { routeAlternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'trade' })
  return withSharing(locale, {
    title: t('heading'),
    description: metaDescription(t('intro')),
    alternates: routeAlternates(locale, 'trade'),
  })
}

/** `/<locale>/trade`: product data for wholesalers and planners. */
export default async function Trade({ params }: LocaleParams) {
  return <TradeView locale={await pageLocale(params)} />
}
