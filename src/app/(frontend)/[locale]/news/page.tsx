import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { NewsListView } from '@/components/news/NewsListView'
import { getPageGlobal } from '@/lib/cms/content'
import { getFacts } from '@/lib/cms/facts'
import { resolveFacts } from '@/lib/facts'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { parsePageParam } from '@/lib/pagination'
import { newsListHref } from '@/lib/paths'

type Props = LocaleParams & { searchParams: Promise<{ page?: string | string[] }> }

/**
 * The page number comes from the query string, so the list renders per request (a static
 * render cannot read `?page=`); its data still comes from the tagged cache, not the database.
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const page = parsePageParam((await searchParams).page) ?? 1
  const [texts, facts, t] = await Promise.all([getPageGlobal('news-page', locale), getFacts(locale), getTranslations({ locale, namespace: 'news' })])
  const heading = resolveFacts(texts.heading, facts)
  return {
    title: page > 1 ? t('pageTitle', { heading, page }) : heading,
    description: resolveFacts(texts.text ?? '', facts).slice(0, 160) || undefined,
    alternates: { canonical: newsListHref(locale, page) },
  }
}

/** The news list; `?page=N` picks a page, and a page that does not exist is a 404. */
export default async function NewsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const page = parsePageParam((await searchParams).page)
  if (page === null) notFound()
  return <NewsListView locale={locale} page={page} />
}
