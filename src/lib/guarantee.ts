import type { Locale } from '@/i18n/locales'
import { marketOf, type MarketRow } from '@/lib/enquiry/markets'
import { hrefFor, hrefForSlug } from '@/lib/paths'

/**
 * The country a language's pages speak to first, to name the guarantee their claims refer to:
 * a German page's "3 Jahre Garantie" is the guarantee of the market Germany belongs to, a
 * Chinese page's that of China. (A buyer elsewhere finds every market's terms on `/guarantee`.)
 */
export const homeCountry: Readonly<Record<Locale, string>> = {
  de: 'DE',
  zh: 'CN',
  en: 'GB',
  it: 'IT',
  fr: 'FR',
  es: 'ES',
}

/** The key of the market whose guarantee a language's pages refer to; null without markets. */
export function marketOfLanguage(locale: Locale, markets: readonly MarketRow[] | null | undefined): string | null {
  return marketOf(homeCountry[locale], markets)?.key ?? null
}

/**
 * Where a claim of the guarantee on a page of `locale` links: the guarantee of the language's
 * market where one is published, else the page of all markets' guarantees.
 */
export function guaranteeHref(
  locale: Locale,
  markets: readonly MarketRow[] | null | undefined,
  published: readonly { market: string }[],
): string {
  const market = marketOfLanguage(locale, markets)
  return market && published.some((g) => g.market === market)
    ? hrefForSlug(locale, 'guarantee', market)
    : hrefFor(locale, 'guarantee')
}
