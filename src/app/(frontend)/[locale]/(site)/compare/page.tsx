import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CompareView } from '@/components/compare/CompareView'
import type { Locale } from '@/i18n/locales'
import { localeTags } from '@/i18n/locales'
import { readCompare } from '@/lib/catalogue/compare'
import { comparisonOptions, loadComparison } from '@/lib/cms/compare'
import { withSharing } from '@/lib/cms/metadata'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { catalogueHref } from '@/lib/paths'
import { alternates } from '@/lib/seo/alternates'

/** A comparison is the visitor's own: rendered per request, stored by no cache (the proxy tells nginx). */
export const dynamic = 'force-dynamic'

type SearchParams = Record<string, string | string[] | undefined>
type Props = LocaleParams & { searchParams: Promise<SearchParams> }

const valuesOf = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

async function comparison(locale: Locale, raw: SearchParams) {
  const request = readCompare(valuesOf(raw.p))
  const { columns, missing, dropped } = await loadComparison(request.keys, locale)
  return { request: { ...request, dropped: [...dropped, ...request.dropped] }, columns, missing }
}

/** Not indexed, its links followed, canonical to the product centre (like the finder's answers). */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'compare' })
  const { columns } = await comparison(locale, await searchParams)
  const names = new Intl.ListFormat(localeTags[locale], { style: 'short', type: 'conjunction' }).format(
    columns.map((c) => c.title),
  )
  return withSharing(locale, {
    title: columns.length ? t('metaTitle', { names }) : t('title'),
    description: t('intro'),
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
      onlyDifferences={valuesOf(raw.diff)[0] === '1'}
    />
  )
}
