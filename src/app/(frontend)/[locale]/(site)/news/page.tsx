import type { Metadata } from 'next'

import { NewsList, newsListMetadata } from '@/components/news/newsList'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

/** The first page of the news list; `?page=N` is served by `~q/[query]`. */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return newsListMetadata(await pageLocale(params), {})
}

export default async function NewsPage({ params }: LocaleParams) {
  return <NewsList locale={await pageLocale(params)} raw={{}} />
}
