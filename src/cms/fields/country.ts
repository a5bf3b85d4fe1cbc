import type { Option } from 'payload'

import { locales } from '@/i18n/locales'
import { countryCodes, countryName } from '@/lib/geo/countries'

/**
 * The countries of ISO 3166-1 as select options, each named in the admin's six languages and
 * listed by its German name; the stored value is the alpha-2 code (`DE`).
 */
export function countrySelectOptions(): Option[] {
  const collator = new Intl.Collator('de')
  return countryCodes
    .map((value) => ({
      value,
      label: Object.fromEntries(locales.map((l) => [l, `${countryName(value, l)} (${value})`])),
    }))
    .sort((a, b) => collator.compare(a.label.de!, b.label.de!))
}
