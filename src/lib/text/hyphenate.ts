import { hyphenateSync as de } from 'hyphen/de'
import { hyphenateSync as en } from 'hyphen/en'
import { hyphenateSync as es } from 'hyphen/es'
import { hyphenateSync as fr } from 'hyphen/fr'
import { hyphenateSync as it } from 'hyphen/it'

import type { Locale } from '@/i18n/locales'

/** Words shorter than this stay whole: they fit any column. */
export const HYPHENATE_FROM = 8

const patterns: Partial<Record<Locale, typeof de>> = { de, en, it, fr, es }

/** Words of the catalogue the patterns break badly (`Duschab-trennung`), as they should break. */
const exceptions: Partial<Record<Locale, string[]>> = {
  de: ['Dusch-ab-tren-nung', 'Dusch-ab-tren-nun-gen'],
}

/**
 * A text with soft hyphens (U+00AD) where its language may break its longer words (TeX's
 * patterns), so a narrow column (a phone, a printed comparison) breaks `Duschabtren-nungen`, not
 * `Duschabtrennu-ngen`, in every browser, dictionary or not. Chinese breaks between any two
 * characters and is left as it is.
 */
export function hyphenate(text: string, locale: Locale): string {
  const words = patterns[locale]
  return words ? words(text, { minWordLength: HYPHENATE_FROM, exceptions: exceptions[locale] ?? [] }) : text
}
