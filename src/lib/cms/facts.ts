import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { toFactTable, type FactTable } from '@/lib/facts'

import { cached } from './cache'
import { payloadClient } from './payload'
import { readScope } from './preview'

/** All company facts for one language, by key (primary value and variants). */
export const getFacts = cached(
  'company-facts',
  [cacheTags.collection('company-facts')],
  async (locale: Locale): Promise<FactTable> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'company-facts',
      locale,
      depth: 0,
      limit: 200,
      pagination: false,
      ...readScope(),
    })
    return toFactTable(docs, locale)
  },
)
