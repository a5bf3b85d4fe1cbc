/**
 * The single list of site languages, in the spec's index order
 * (0 German, 1 Chinese, 2 English, 3 Italian, 4 French, 5 Spanish).
 * Payload localization, routing, the flag switcher, sitemaps and hreflang all read it.
 */
export const locales = ['de', 'zh', 'en', 'it', 'fr', 'es'] as const

export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'de'

/** Each language's own name, as shown in the switcher and the admin. */
export const localeNames: Readonly<Record<Locale, string>> = {
  de: 'Deutsch',
  zh: '中文',
  en: 'English',
  it: 'Italiano',
  fr: 'Français',
  es: 'Español',
}

/**
 * Where a page looks, in order, for a text its language lacks: Italian, French, Spanish and
 * Chinese readers get English first, then German (the source); English readers get German.
 * The element then carries the `lang` of the text it shows (README: Translations).
 */
export const fallbackChain: Readonly<Record<Locale, readonly Locale[]>> = {
  de: [],
  zh: ['en', 'de'],
  en: ['de'],
  it: ['en', 'de'],
  fr: ['en', 'de'],
  es: ['en', 'de'],
}

/** A BCP 47 tag's language subtag, lower case (`it-IT` → `it`, `zh-Hans-CN` → `zh`); '' for none. */
export const languageOfTag = (tag: string | null | undefined): string => tag?.toLowerCase().split(/[-_]/)[0] ?? ''

/** BCP 47 tags for `<html lang>`, hreflang, the sitemap and the `lang` of a text. */
export const localeTags: Readonly<Record<Locale, string>> = {
  de: 'de-DE',
  zh: 'zh-CN',
  en: 'en',
  it: 'it-IT',
  fr: 'fr-FR',
  es: 'es-ES',
}

/**
 * BCP 47 tags for `Intl` formatting (dates, numbers, lists, collation, time-zone and region
 * names). The English pages speak to readers in Europe and write dates and numbers the British
 * way ("29 November 2026", not "November 29, 2026"); the page itself stays `en` (`localeTags`).
 */
export const formatTags: Readonly<Record<Locale, string>> = { ...localeTags, en: 'en-GB' }

/** Flag shown for each language (ISO 3166 country code of the flag drawn). */
export const localeFlags: Readonly<Record<Locale, 'de' | 'cn' | 'gb' | 'it' | 'fr' | 'es'>> = {
  de: 'de',
  zh: 'cn',
  en: 'gb',
  it: 'it',
  fr: 'fr',
  es: 'es',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The spec's language index (0-5) of a locale. */
export function localeIndex(locale: Locale): number {
  return locales.indexOf(locale)
}

/**
 * Reads a language given as the spec's index (`0`-`5`) or as a code (`de`, `zh`, ...).
 * Returns null for anything else, so callers can answer with a clear error.
 */
export function parseLocale(value: string | null | undefined): Locale | null {
  if (value == null) return null
  const v = value.trim().toLowerCase()
  if (/^[0-5]$/.test(v)) return locales[Number(v)] ?? null
  return isLocale(v) ? v : null
}
