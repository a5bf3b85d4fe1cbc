/**
 * Telephone numbers of enquiries. China's form keeps the spec's rule (exactly 11 digits, what a
 * mainland mobile number has); Hong Kong, Macao and Taiwan, which it lists as provinces, and every
 * other country are checked with libphonenumber-js and its small metadata (lengths and leading
 * digits per country). This module is part of the form's rules, which load on the first touch of
 * the form, never with the page.
 */
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'

import { CHINA } from '@/lib/geo/countries'

/** The spec's mainland number: exactly 11 digits (section 5). */
export const MAINLAND = /^\d{11}$/

/** The provinces of China's form that have numbering plans of their own, and their regions. */
export const provinceRegions: Readonly<Record<string, CountryCode>> = { 香港: 'HK', 澳门: 'MO', 台湾: 'TW' }

export type Phone = {
  /** the number in E.164 (`+49891234567`), as stored beside what was typed */
  e164: string
  /** the number written internationally (`+49 89 1234567`), as staff read it */
  international: string
}

/**
 * The region whose numbering rule a number follows: China's own (`null`, the spec's 11 digits)
 * for a mainland province or none chosen yet, Hong Kong/Macao/Taiwan for those provinces, the
 * country itself for any other.
 */
export function phoneRegion(country: string, province?: string): CountryCode | null {
  if (country === CHINA) return (province && provinceRegions[province]) || null
  return country as CountryCode
}

/**
 * Reads a number for its region: as written there (`089 1234567` in Germany) or with any
 * country code (`+41 …`, a Swiss mobile of a visitor in Germany). Null when it is no valid number.
 */
export function readPhone(tel: string, region: CountryCode | null): Phone | null {
  const text = tel.trim()
  if (region === null) {
    if (!MAINLAND.test(text)) return null
    const parsed = parsePhoneNumberFromString(`+86${text}`)
    return { e164: `+86${text}`, international: parsed?.formatInternational() ?? `+86 ${text}` }
  }
  if (!/^[+(]?\d[\d\s().\-/]{3,28}$/.test(text)) return null
  const parsed = isSupportedCountry(region)
    ? parsePhoneNumberFromString(text, { defaultCountry: region, extract: false })
    : // A territory without a numbering plan of its own in the metadata: international form only.
      parsePhoneNumberFromString(text, { extract: false })
  if (!parsed || !parsed.isValid()) return null
  return { e164: parsed.number, international: parsed.formatInternational() }
}
