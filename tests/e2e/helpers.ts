import { locales, localeTags, type Locale } from '../../src/i18n/locales'

export { locales, localeTags, type Locale }

/** Every page route of the spec's table (section 2), below the locale prefix. */
export const specRoutes = [
  '/home',
  '/about',
  '/product',
  '/products',
  '/products/tailorism',
  '/products/slideshow',
  '/craft',
  '/case',
  '/certifiction',
  '/contact/teamwork',
  '/contact/recruit',
  '/contact/details',
  '/shop',
] as const

/** Further pages of the site: service, news, search and the legal pages. */
export const moreRoutes = ['/service', '/news', '/search', '/impressum', '/privacy', '/accessibility'] as const
