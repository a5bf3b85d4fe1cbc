import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale, type Locale } from '@/i18n/locales'

export type LocaleParams = { params: Promise<{ locale: string }> }

/** The page's language from its URL; an unknown language is a 404. Enables static rendering. */
export async function pageLocale(params: LocaleParams['params']): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}
