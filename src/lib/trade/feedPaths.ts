/** The public address of a trade feed file (`/api/trade/bmecat-de.xml`). */
export const feedPath = (file: string): string => `/api/trade/${file}`

export type ListExportFormat = 'xlsx' | 'csv' | 'bmecat' | 'xchange'

/** The Merkliste's exports' addresses after `/<locale>/list` (`/de/list.xlsx?items=…`). */
export const listExportSuffix: Readonly<Record<ListExportFormat, string>> = {
  xlsx: '.xlsx',
  csv: '.csv',
  bmecat: '.bmecat.xml',
  xchange: '.xchange.json',
}

/** What the Merkliste calls its exports: the formats' own names, the same in every language. */
export const listExportLabels: readonly (readonly [ListExportFormat, string])[] = [
  ['xlsx', 'Excel'],
  ['csv', 'CSV'],
  ['bmecat', 'BMEcat'],
  ['xchange', 'ETIM xChange'],
]
