import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { cache } from 'react'

import type { SearchParams } from '@/components/catalogue/catalogueState'
import { searchParamsOf } from '@/components/catalogue/finder'
import { CompareView } from '@/components/compare/CompareView'
import type { Locale } from '@/i18n/locales'
import { formatTags } from '@/i18n/locales'
import { readCompare } from '@/lib/catalogue/compare'
import { comparisonOptions, loadComparison } from '@/lib/cms/compare'
import { withSharing } from '@/lib/cms/metadata'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { catalogueHref } from '@/lib/paths'
import { alternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'

/** A comparison is the visitor's own: rendered per request, stored by no cache (the proxy tells nginx). */
export const dynamic = 'force-dynamic'

type Props = LocaleParams & { searchParams: Promise<SearchParams> }

/** The items asked for, resolved once per request (the metadata and the page both need them). */
const comparisonOf = cache(async (locale: Locale, items: string) => {
  const request = readCompare(items === '' ? [] : items.split(','))
  const { columns, missing, dropped } = await loadComparison(request.keys, locale)
  return { request: { ...request, dropped: [...dropped, ...request.dropped] }, columns, missing }
})

const comparison = (locale: Locale, raw: SearchParams) =>
  comparisonOf(locale, searchParamsOf(raw).getAll('p').join(','))

/** Not indexed, its links followed, canonical to the product centre (like the finder's answers). */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'compare' })
  const { columns } = await comparison(locale, await searchParams)
  const names = new Intl.ListFormat(formatTags[locale], { style: 'short', type: 'conjunction' }).format(
    columns.map((c) => c.title),
  )
  return withSharing(locale, {
    title: columns.length ? t('metaTitle', { names }) : t('title'),
    description: metaDescription(t('intro')),
    robots: { index: false, follow: true },
    alternates: alternates(locale, (l) => catalogueHref(l)),
  })
}

export default async function ComparePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const raw = await searchParams
  const [{ request, columns, missing }, groups] = await Promise.all([
    comparison(locale, raw),
    comparisonOptions(locale),
  ])
  return (
    <CompareView
      locale={locale}
      request={request}
      columns={columns}
      missing={missing}
      groups={groups}
      onlyDifferences={searchParamsOf(raw).get('diff') === '1'}
    />
  )
}
