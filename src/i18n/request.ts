import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { defaultLocale, locales } from '@/i18n/locales'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(locales, requested) ? requested : defaultLocale
  const messages = (await import(`../../messages/${locale}.json`)) as { default: Record<string, unknown> }
  return { locale, messages: messages.default }
})
