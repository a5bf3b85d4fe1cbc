import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { SearchParams } from '@/components/catalogue/catalogueState'
import { searchParamsOf } from '@/components/catalogue/finder'
import { ListView } from '@/components/list/ListView'
import { resolveList } from '@/lib/cms/list'
import { withSharing } from '@/lib/cms/metadata'
import { parseShared } from '@/lib/list/items'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { hrefFor } from '@/lib/paths'
import { alternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'

/** A Merkliste is the visitor's own: rendered per request from its address, stored by no cache (the proxy tells nginx). */
export const dynamic = 'force-dynamic'

type Props = LocaleParams & { searchParams: Promise<SearchParams> }

/** Not indexed, its links followed; every language's list page is an alternate. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'list' })
  return withSharing(locale, {
    title: t('title'),
    description: metaDescription(t('intro')),
    robots: { index: false, follow: true },
    alternates: alternates(locale, (l) => hrefFor(l, 'list')),
  })
}

export default async function ListPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const { items, invalid, dropped } = parseShared(searchParamsOf(await searchParams).get('items'))
  const rows = await resolveList(items, locale)
  return <ListView locale={locale} shared={items} rows={rows} invalid={invalid} dropped={dropped} />
}
