import type { DefaultServerCellComponentProps } from 'payload'
import { cache } from 'react'

import { marketNames } from '@/cms/collections/enquiries/markets'

/** The markets' names, per language: read once for all rows of a list. */
const namesOnce = cache(marketNames)

/** The inbox's market column: the market's name in the admin's language (the enquiry stores its key). */
export async function MarketCell({ cellData, payload, i18n }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'string' || !cellData) return null
  const name = (await namesOnce(payload, i18n.language)).get(cellData)
  return <span data-market={cellData}>{name ?? cellData}</span>
}
