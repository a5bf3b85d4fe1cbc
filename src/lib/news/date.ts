import { formatTags, type Locale } from '@/i18n/locales'

const formats = new Map<Locale, Intl.DateTimeFormat>()

/**
 * An article's date as the language writes it (10. Februar 2026, 2026年2月10日). Dates are
 * days: read in UTC, so a server in any time zone shows the day the editor picked.
 */
export function formatNewsDate(iso: string, locale: Locale): string {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(formatTags[locale], { dateStyle: 'long', timeZone: 'UTC' })
    formats.set(locale, format)
  }
  return format.format(new Date(iso))
}

/** The machine-readable day of an article's date, for `<time dateTime>`. */
export const isoDay = (iso: string): string => new Date(iso).toISOString().slice(0, 10)
