import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { switchTargets } from '@/lib/paths'
import { readSearchPageParams } from '@/lib/search/request'

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The search: each flag searches the same words in its language. */
export default async function SearchLanguages({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const { q, tooLong } = readSearchPageParams(await searchParams)
  return <LanguageSwitcher current={locale} targets={switchTargets('search', { q: q && !tooLong ? q : undefined })} />
}
