import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ShowroomSearch } from '@/components/showrooms/ShowroomSearch'
import { withSharing } from '@/lib/cms/metadata'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { routeAlternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'
import { readLocatorParams } from '@/lib/showrooms/locator'

// The results depend on the query and on the time (open now), so this page renders per request.
export const dynamic = 'force-dynamic'

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'showrooms' })
  // Result pages are for visitors, not for search engines.
  return withSharing(locale, {
    title: t('findTitle'),
    description: metaDescription(t('intro')),
    robots: { index: false, follow: true },
    alternates: routeAlternates(locale, 'showrooms'),
  })
}

/** `/showrooms/search`: the showroom locator's results. */
export default async function ShowroomSearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  return <ShowroomSearch locale={locale} params={readLocatorParams(await searchParams)} />
}
