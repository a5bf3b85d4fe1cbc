import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'
import { newsListSwitchTargets } from '@/components/news/newsList'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

/** The first page of the news list exists in every language. */
export default async function NewsLanguages({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <LanguageSwitcher current={locale} targets={await newsListSwitchTargets(locale, {})} />
}
