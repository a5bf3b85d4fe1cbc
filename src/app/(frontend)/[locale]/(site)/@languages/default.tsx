import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

/** Pages that exist in every language: each flag leads to the same address in its language. */
export default async function Languages({ params }: LocaleParams) {
  return <LanguageSwitcher current={await pageLocale(params)} />
}
