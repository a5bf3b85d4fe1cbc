/**
 * Side-by-side comparison of products and variants (`/de/compare?p=SH100101&p=SH100202`): which
 * items a query asks for, and the rows of the table with the rows whose values differ marked.
 * Pure: the page hands it the resolved items.
 */
import { formatTags, type Locale } from '@/i18n/locales'
import type { Product } from '@/payload-types'

import { normalizeArticle } from './articles'
import { formatFitRange, formatMeasure, formatOutline, measureKeys, measureRows, type SpecKey } from './format'
import { colours, finishes, installations, materials, nameOf, openings } from './specs'

/** The most items compared side by side: four columns still read on an A4 page and a tablet. */
export const MAX_COMPARE = 4

/** More values than this in one query are not read at all (a bounded answer for any query). */
const MAX_READ = 24

/** The most items looked up in the catalogue: twice the columns, so unknown numbers do not take a column. */
export const MAX_LOOKUP = 2 * MAX_COMPARE

/** A product saved before variants existed has no article number: it is named by its slug. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** One item of a comparison: a variant by its article number, or a product without one by its slug. */
export type CompareKey = { kind: 'article'; value: string } | { kind: 'slug'; value: string }

export type CompareRequest = {
  /** at most MAX_LOOKUP, in the order asked, each once (the first MAX_COMPARE found are shown) */
  keys: CompareKey[]
  /** asked for beyond the first MAX_LOOKUP */
  dropped: string[]
  /** values that are neither an article number nor a slug */
  invalid: string[]
}

/**
 * The items of `?p=` (repeated, as a form sends them, or comma-separated, as a shared link may
 * have them). Article numbers in any case; each item once.
 */
export function readCompare(values: readonly string[]): CompareRequest {
  const parts = values
    .flatMap((v) => v.split(/[\s,;]+/))
    .map((v) => v.trim())
    .filter(Boolean)
    .slice(0, MAX_READ)
  const keys: CompareKey[] = []
  const dropped: string[] = []
  const invalid: string[] = []
  const seen = new Set<string>()
  for (const part of parts) {
    const article = normalizeArticle(part)
    const key: CompareKey | null = article
      ? { kind: 'article', value: article }
      : part.length <= 80 && SLUG.test(part)
        ? { kind: 'slug', value: part }
        : null
    if (!key) {
      invalid.push(part.slice(0, 40))
      continue
    }
    if (seen.has(key.value)) continue
    seen.add(key.value)
    if (keys.length < MAX_LOOKUP) keys.push(key)
    else dropped.push(key.value)
  }
  return { keys, dropped, invalid }
}

type Specs = NonNullable<Product['specs']>

/** One column of the table: a product or variant as resolved from the catalogue. */
export type CompareItem = {
  key: string
  title: string
  /** the variant's name where the product has several */
  variantName: string | null
  articleNumber: string | null
  gtin: string | null
  series: string | null
  category: string | null
  /** how many variants the product has */
  variantCount: number
  specs: Specs
}

/** The rows: what identifies an item, its measures one by one, the rest of its data table. */
export type CompareRowKey =
  | 'articleNumber'
  | 'gtin'
  | 'series'
  | 'category'
  | 'variants'
  | 'width'
  | 'depth'
  | 'height'
  | Exclude<SpecKey, 'dimensions'>

export type CompareRow = {
  key: CompareRowKey
  /** one per item, null where the item states nothing */
  values: (string | null)[]
  /** the items do not all say the same (an item that states nothing differs from one that does) */
  differs: boolean
}

/** The rows that identify an item; the others are its technical data. */
export const identityRows: readonly CompareRowKey[] = ['articleNumber', 'gtin', 'series', 'category', 'variants']

/**
 * The table's rows in one language: every field any item states, in a fixed order; a row no
 * item states is left out. A row differs when its values are not all the same; the article
 * numbers and EANs, which always differ, are not marked.
 */
export function compareRows(items: readonly CompareItem[], locale: Locale): CompareRow[] {
  const plain = new Intl.NumberFormat(formatTags[locale], { maximumFractionDigits: 0 })
  const list = new Intl.ListFormat(formatTags[locale], { style: 'short', type: 'conjunction' })
  const mm = (n: number | null | undefined) => (n ? formatMeasure(n, 'millimeter', locale) : null)
  const measured = new Map(
    items.map((item) => [item, new Map(measureRows(item.specs, locale).filter(([, value]) => value !== null))]),
  )
  const fields: [CompareRowKey, (item: CompareItem) => string | null][] = [
    ['articleNumber', (i) => i.articleNumber],
    ['gtin', (i) => i.gtin],
    ['series', (i) => i.series],
    ['category', (i) => i.category],
    // How many variants each has, once any has more than one.
    ['variants', (i) => (items.some((o) => o.variantCount > 1) ? plain.format(i.variantCount) : null)],
    ['width', (i) => mm(i.specs.width)],
    ['depth', (i) => mm(i.specs.depth)],
    ['height', (i) => mm(i.specs.height)],
    ['outline', (i) => formatOutline(i.specs, locale)],
    ['material', (i) => nameOf(materials, i.specs.material, locale)],
    ['finish', (i) => nameOf(finishes, i.specs.finish, locale)],
    [
      'colours',
      (i) =>
        i.specs.colours?.length ? list.format(i.specs.colours.map((c) => nameOf(colours, c, locale) ?? c)) : null,
    ],
    ['installation', (i) => nameOf(installations, i.specs.installation, locale)],
    ['opening', (i) => nameOf(openings, i.specs.opening, locale)],
    ['fitRange', (i) => formatFitRange(i.specs, locale)],
    ['capacity', (i) => (i.specs.capacity ? formatMeasure(i.specs.capacity, 'liter', locale) : null)],
    ['weight', (i) => (i.specs.weight ? formatMeasure(i.specs.weight, 'kilogram', locale) : null)],
    ['glass', (i) => mm(i.specs.glass)],
    // the installer's measures, as the data table writes them
    ...measureKeys.map((key): [CompareRowKey, (item: CompareItem) => string | null] => [
      key,
      (i) => measured.get(i)?.get(key) ?? null,
    ]),
  ]
  const unmarked = new Set<CompareRowKey>(['articleNumber', 'gtin'])
  return fields.flatMap(([key, read]) => {
    const values = items.map(read)
    if (values.every((v) => v === null)) return []
    const differs = items.length > 1 && !unmarked.has(key) && new Set(values).size > 1
    return [{ key, values, differs }]
  })
}
