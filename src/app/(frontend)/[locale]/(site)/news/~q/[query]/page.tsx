import type { Metadata } from 'next'

import { NewsList, newsListMetadata } from '@/components/news/newsList'
import { pageLocale } from '@/lib/pageLocale'
import { pageQuery } from '@/lib/pageQuery'

type Props = { params: Promise<{ locale: string; query: string }> }

/** Every page of the list is rendered on its first request, then served from the cache. */
export function generateStaticParams(): { query: string }[] {
  return []
}

/** `/de/news?page=N`, which the proxy serves from here (`@/lib/staticQuery`). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { query } = await params
  return newsListMetadata(await pageLocale(params), await pageQuery('news', query))
}

export default async function NewsQueryPage({ params }: Props) {
  const { query } = await params
  return <NewsList locale={await pageLocale(params)} raw={await pageQuery('news', query)} />
}
