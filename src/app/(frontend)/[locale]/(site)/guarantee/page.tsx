import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { GuaranteeIndex } from '@/components/guarantee/GuaranteeView'
import { withSharing } from '@/lib/cms/metadata'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { routeAlternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'guarantee' })
  return withSharing(locale, {
    title: t('title'),
    description: metaDescription(t('intro')),
    alternates: routeAlternates(locale, 'guarantee'),
  })
}

/** `/guarantee`: which guarantee applies in which market, each linking its terms. */
export default async function Guarantees({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <GuaranteeIndex locale={locale} />
}
