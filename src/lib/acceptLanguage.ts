import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

/** The site language a browser asks for first (`Accept-Language`), German when none fits. */
export function acceptedLocale(header: string | null | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { lang: tag.split('-')[0]!.toLowerCase(), q: q === undefined ? 1 : Number(q) }
    })
    .filter((c) => c.q > 0)
    .sort((a, b) => b.q - a.q)
  return ranked.map((c) => c.lang).find(isLocale) ?? defaultLocale
}
