import type { Locale } from '@/i18n/locales'
import { formatFactValue, type FactTable } from '@/lib/facts'

import { cached } from './cache'
import { cacheTags } from './cacheTags'
import { payloadClient } from './payload'

/** All company facts for one language, by key (primary value and variants). */
export const getFacts = cached(
  'company-facts',
  [cacheTags.collection('company-facts')],
  async (locale: Locale): Promise<FactTable> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'company-facts', locale, depth: 0, limit: 200, pagination: false, overrideAccess: false })
    const table: FactTable = {}
    for (const doc of docs) {
      const variants: Record<string, string> = {}
      for (const v of doc.variants ?? []) variants[v.key] = formatFactValue(v.value, locale)
      table[doc.key] = { label: doc.label, unit: doc.unit ?? '', value: formatFactValue(doc.value, locale), raw: doc.value, variants }
    }
    return table
  },
)
