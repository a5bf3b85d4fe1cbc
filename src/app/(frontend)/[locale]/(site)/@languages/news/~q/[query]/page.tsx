import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'
import { newsListSwitchTargets } from '@/components/news/newsList'
import { pageLocale } from '@/lib/pageLocale'
import { pageQuery } from '@/lib/pageQuery'

type Props = { params: Promise<{ locale: string; query: string }> }

export function generateStaticParams(): { query: string }[] {
  return []
}

/** Page N of the news list: a language with fewer articles leads to its first page. */
export default async function NewsPageLanguages({ params }: Props) {
  const { query } = await params
  const locale = await pageLocale(params)
  return (
    <LanguageSwitcher current={locale} targets={await newsListSwitchTargets(locale, await pageQuery('news', query))} />
  )
}
