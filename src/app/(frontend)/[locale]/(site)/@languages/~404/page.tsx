import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'
import { locales, type Locale } from '@/i18n/locales'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { hrefFor } from '@/lib/paths'

/** On the not-found page each flag leads to the home page of its language. */
export default async function NotFoundLanguages({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const homes = Object.fromEntries(locales.map((l) => [l, hrefFor(l, 'home')])) as Record<Locale, string>
  return <LanguageSwitcher current={locale} targets={homes} />
}
