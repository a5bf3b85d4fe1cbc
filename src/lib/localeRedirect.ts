import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { acceptedLocale } from '@/lib/acceptLanguage'
import { localizePath, SHORT_LINK_PREFIX } from '@/lib/paths'
import { routes } from '@/lib/routes'

/** First path segments of the site's routes (`/contact/recruit` -> `contact`). */
const knownFirstSegments = new Set(Object.values(routes).map((path) => path.split('/')[1]))

/** Paths below a locale that are only a way to somewhere else. */
const localAliases: Record<string, string> = {
  '': routes.home,
  '/': routes.home,
  [routes.contact]: routes.details,
  [`${routes.contact}/`]: routes.details,
}

export type Decision =
  { kind: 'next' } | { kind: 'redirect'; location: string; permanent: boolean } | { kind: 'rewrite'; path: string }

/**
 * Where a request for a page path goes:
 * - `/de/...`: served as it is (`/de` and `/de/contact` lead on to their pages);
 * - an unprefixed path of the site (`/`, `/home`, `/certifiction`, ...): to the visitor's
 *   remembered language, German when none;
 * - a short link (`/p/<article number>`, printed on cartons and manuals): to the remembered
 *   language, else the browser's (`Accept-Language`), German when neither is one of the site's;
 *   the one address where the browser's language counts, as its reader has never chosen one here;
 * - any other unprefixed path: the 404 page in that language, with status 404.
 */
export function decide(
  pathname: string,
  search: string,
  remembered: string | undefined,
  acceptLanguage?: string | null,
): Decision {
  const [, first = '', ...rest] = pathname.split('/')
  if (`/${first}` === SHORT_LINK_PREFIX && rest.length === 1 && rest[0] !== '') {
    const reader = isLocale(remembered) ? remembered : acceptedLocale(acceptLanguage)
    return { kind: 'redirect', location: `${localizePath(reader, pathname)}${search}`, permanent: false }
  }
  if (isLocale(first)) {
    const below = pathname.slice(first.length + 1)
    const alias = localAliases[below]
    if (alias) return { kind: 'redirect', location: `${localizePath(first, alias)}${search}`, permanent: true }
    return { kind: 'next' }
  }
  const locale: Locale = isLocale(remembered) ? remembered : defaultLocale
  if (first === '' && rest.length === 0)
    return { kind: 'redirect', location: localizePath(locale, routes.home), permanent: false }
  if (knownFirstSegments.has(first)) {
    const target = localAliases[pathname] ?? pathname
    return { kind: 'redirect', location: `${localizePath(locale, target)}${search}`, permanent: false }
  }
  return { kind: 'rewrite', path: localizePath(locale, pathname) }
}
