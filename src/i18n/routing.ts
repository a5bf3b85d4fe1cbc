import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from '@/i18n/locales'

export const LOCALE_COOKIE = 'NEXT_LOCALE'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  // The proxy decides redirects itself (remembered choice, else German); no Accept-Language guessing.
  localeDetection: false,
  // Pages build their own hreflang alternates in <head>; no Link header from the middleware.
  alternateLinks: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
})
