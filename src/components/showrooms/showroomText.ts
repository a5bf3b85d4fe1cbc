import { formatTags, type Locale } from '@/i18n/locales'
import type { ShowroomEntry } from '@/lib/cms/showrooms'
import { countryName } from '@/lib/geo/countries'
import { type Weekday, weekdays } from '@/lib/vocabularies'

/** Each weekday's name in a language, Monday first. */
export function weekdayNames(locale: Locale): Record<Weekday, string> {
  const format = new Intl.DateTimeFormat(formatTags[locale], { weekday: 'long', timeZone: 'UTC' })
  // 5 January 2026 was a Monday.
  return Object.fromEntries(weekdays.map((d, i) => [d, format.format(new Date(Date.UTC(2026, 0, 5 + i)))])) as Record<
    Weekday,
    string
  >
}

/** The spans of each weekday, written `09:00–12:30, 13:30–18:00`; null on a day it is closed. */
export function hoursByDay(showroom: ShowroomEntry): Record<Weekday, string | null> {
  return Object.fromEntries(
    weekdays.map((day) => {
      const spans = showroom.hours
        .filter((h) => h.days.includes(day))
        .sort((a, b) => a.opens.localeCompare(b.opens))
        .map((h) => `${h.opens}–${h.closes}`)
      return [day, spans.length ? spans.join(', ') : null]
    }),
  ) as Record<Weekday, string | null>
}

/** The address as the post writes it in the showroom's country, in the page's language. */
export function addressLines(showroom: ShowroomEntry, locale: Locale): string[] {
  const place =
    showroom.country === 'GB'
      ? [showroom.city, showroom.postcode].filter(Boolean).join(' ')
      : [showroom.postcode, showroom.city].filter(Boolean).join(' ')
  return [showroom.street, place, ...(showroom.region ? [showroom.region] : []), countryName(showroom.country, locale)]
}
