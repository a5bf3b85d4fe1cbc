import { getTranslations } from 'next-intl/server'

import { localeFlags, locales, type Locale } from '@/i18n/locales'
import { Flag } from '@/ui/Flag'

import { LanguageSwitcherList } from './LanguageSwitcher.client'

/** The six flags (see LanguageSwitcherList), named in the page's language. */
export async function LanguageSwitcher({ current, targets }: { current: Locale; targets?: Record<Locale, string> }) {
  const t = await getTranslations({ locale: current, namespace: 'shell' })
  const flags = Object.fromEntries(locales.map((l) => [l, <Flag key={l} code={localeFlags[l]} />])) as Record<
    Locale,
    React.ReactNode
  >
  return <LanguageSwitcherList current={current} label={t('language')} flags={flags} targets={targets} />
}
