import { formatTags, type Locale } from '@/i18n/locales'
import { fallbackLang } from '@/lib/fallbackLang'
import type { SiteSetting } from '@/payload-types'

/** The service contact a page in one language shows: its office's numbers, hours and address. */
export type ServiceContact = {
  phone: string | null
  /** the hours with their time zone named in the page's language: "Mo–Fr 8–18 Uhr (Mitteleuropäische Zeit)" */
  hours: string | null
  /** the `lang` of the hours when they came from another language (fallback chain) */
  hoursLang?: string
  /** IANA name of the time zone the hours are given in */
  timeZone: string
  complaintsPhone: string | null
  email: string | null
}

type ContactSettings = Pick<
  SiteSetting,
  'onlinePhone' | 'onlineHours' | 'onlineTimeZone' | 'complaintsPhone' | 'email' | 'regionalContacts'
>

/** A time zone's name in a language ("Mitteleuropäische Zeit", "中国标准时间", "heure d’Europe centrale"). */
export function timeZoneName(timeZone: string, locale: Locale): string {
  try {
    const parts = new Intl.DateTimeFormat(formatTags[locale], { timeZone, timeZoneName: 'longGeneric' }).formatToParts(
      new Date(Date.UTC(2026, 0, 15)),
    )
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  } catch {
    return timeZone
  }
}

/** Hours and their zone: in brackets, full-width in Chinese. */
const withZone = (hours: string, zone: string, locale: Locale): string =>
  locale === 'zh' ? `${hours}（${zone}）` : `${hours} (${zone})`

/**
 * The service contact for a language: the regional contact that lists the language (the
 * European office for the European languages, say), else the site's own contact details. A claim
 * of the Chinese hotline is thus never made on a German page unless the editors say so.
 */
export function serviceContact(settings: ContactSettings, locale: Locale): ServiceContact {
  const index = (settings.regionalContacts ?? []).findIndex((row) => row.languages.includes(locale))
  const regional = index >= 0 ? settings.regionalContacts![index]! : null
  const timeZone = (regional ? regional.timeZone : settings.onlineTimeZone) ?? 'Asia/Shanghai'
  const hours = regional ? regional.hours : settings.onlineHours
  const hoursPath = regional ? `regionalContacts.${index}.hours` : 'onlineHours'
  return {
    phone: (regional ? regional.phone : settings.onlinePhone) || null,
    hours: hours ? withZone(hours, timeZoneName(timeZone, locale), locale) : null,
    hoursLang: fallbackLang(settings, hoursPath),
    timeZone,
    complaintsPhone: (regional ? regional.complaintsPhone : settings.complaintsPhone) || null,
    email: (regional ? regional.email : settings.email) || null,
  }
}
