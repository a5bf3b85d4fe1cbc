import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { DopIndex } from '@/components/dop/DopIndex'
import { withSharing } from '@/lib/cms/metadata'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { routeAlternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'dopIndex' })
  return withSharing(locale, {
    title: t('heading'),
    description: metaDescription(t('intro')),
    alternates: routeAlternates(locale, 'dop'),
  })
}

/** `/<locale>/dop`: the declarations of performance, by number and by article number. */
export default async function Declarations({ params }: LocaleParams) {
  return <DopIndex locale={await pageLocale(params)} />
}
