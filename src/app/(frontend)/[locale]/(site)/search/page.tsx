import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { SearchView } from '@/components/search/SearchView'
import { withSharing } from '@/lib/cms/metadata'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { readSearchPageParams } from '@/lib/search/request'
import { routeAlternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'

// Results depend on the query, so this page renders per request.
export const dynamic = 'force-dynamic'

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'search' })
  const { q, tooLong } = readSearchPageParams(await searchParams)
  // Result pages are for visitors, not for search engines.
  return withSharing(locale, {
    title: q && !tooLong ? t('metaTitle', { query: q }) : t('title'),
    description: metaDescription(t('description')),
    robots: { index: false, follow: true },
    alternates: routeAlternates(locale, 'search'),
  })
}

export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  return <SearchView locale={locale} params={readSearchPageParams(await searchParams)} />
}
