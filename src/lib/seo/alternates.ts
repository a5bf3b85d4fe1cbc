import type { Metadata } from 'next'

import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { hrefFor } from '@/lib/paths'
import type { RouteKey } from '@/lib/routes'

export type Alternates = NonNullable<Metadata['alternates']>

/**
 * Canonical URL and hreflang alternates of one page: `path(l)` is the page in language `l`,
 * `existsIn` the languages it exists in (all, unless its content is kept per language).
 * `x-default` points at the German page, or at the first language the page has.
 */
export function alternates(
  locale: Locale,
  path: (l: Locale) => string,
  existsIn: readonly Locale[] = locales,
): Alternates {
  const languages: Record<string, string> = {}
  for (const l of locales) if (existsIn.includes(l)) languages[l] = path(l)
  const fallback = existsIn.includes(defaultLocale) ? defaultLocale : (existsIn[0] ?? locale)
  languages['x-default'] = path(fallback)
  return { canonical: path(locale), languages }
}

/** Alternates of a page of the route table, the same in every language. */
export function routeAlternates(locale: Locale, route: RouteKey): Alternates {
  return alternates(locale, (l) => hrefFor(l, route))
}

/**
 * Where each flag of the language switcher leads from a page with `alternates`: the page itself
 * in every language it exists in (its hreflang links), and `nearest(l)` in the others.
 */
export function switchTargets(page: Alternates, nearest: (l: Locale) => string): Record<Locale, string> {
  const languages = (page.languages ?? {}) as Record<string, string | undefined>
  return Object.fromEntries(locales.map((l) => [l, languages[l] ?? nearest(l)])) as Record<Locale, string>
}
