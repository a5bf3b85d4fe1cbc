import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { defaultLocale, locales } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(locales, requested) ? requested : defaultLocale
  // Typeset as the language's pages show text (French spacing and apostrophes).
  return { locale, messages: await loadMessages(locale) }
})
