import { formatTags, type Locale } from '@/i18n/locales'
import type { Media, Product } from '@/payload-types'

import { formatDimensions } from './format'
import { mergeMeasures } from './measures'
import { colours, finishes, nameOf } from './specs'

type Specs = NonNullable<Product['specs']>
type VariantRow = Product['variants'][number]
export type Trade = NonNullable<Product['trade']>
type ProductOfVariants = Pick<Product, 'specs' | 'variants' | 'images' | 'downloads'> & { trade?: Product['trade'] }

/** One sellable item of a product as its page shows it: the product's data with the variant's differences. */
export type ResolvedVariant = {
  /** null only for a product saved before variants existed, which has none yet */
  articleNumber: string | null
  gtin: string | null
  /** e.g. "Schwarz" or "Steingrau · 900 × 900 × 1.950 mm"; null for a product with one variant */
  name: string | null
  /** the first variant: the product's own address shows it */
  isDefault: boolean
  specs: Specs
  images: (number | Media)[]
  downloads: Product['downloads']
  /** the trade's data: ETIM class and features, packaging, logistics, price, lifecycle */
  trade: Trade
}

const hasRows = <T>(list: T[] | null | undefined): list is T[] => Array.isArray(list) && list.length > 0

type Range = Specs['fitRange']

/** A variant's niche range: each bound it states, the product's where it states none. */
function mergeRange(base: Range, own: Range): Range {
  if (!own) return base
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(own)) if (value !== null && value !== undefined) merged[key] = value
  return merged as Range
}

/** The variant's data: what it states, the product's where it states nothing. */
function specsOf(product: Pick<Product, 'specs'>, v: VariantRow): Specs {
  const base = product.specs ?? {}
  return {
    ...base,
    width: v.width ?? base.width,
    depth: v.depth ?? base.depth,
    height: v.height ?? base.height,
    fitRange: mergeRange(base.fitRange, v.fitRange),
    finish: v.finish ?? base.finish,
    colours: v.colour ? [v.colour] : base.colours,
    measures: mergeMeasures(base.measures, v.measures) as Specs['measures'],
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v)

/**
 * The variant's trade data: what it states, the product's where it states nothing. Its ETIM
 * features add to the product's while it keeps the product's class.
 */
function tradeOf(product: { trade?: Product['trade'] }, v: VariantRow | null): Trade {
  const base: Trade = product.trade ?? {}
  const own: Partial<Trade> = v?.trade ?? {}
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(own))
    if (value !== null && value !== undefined && value !== '') merged[key] = value
  const sameClass = !own.etimClass || own.etimClass === base.etimClass
  merged.etimFeatures = {
    ...(sameClass && isObject(base.etimFeatures) ? base.etimFeatures : {}),
    ...(isObject(own.etimFeatures) ? own.etimFeatures : {}),
  }
  return merged as Trade
}

/**
 * What tells the variants apart, in one language: only what differs between them (a product in
 * three colours names its variants by colour alone), or the editors' own name where given.
 */
function namer(product: Pick<Product, 'specs' | 'variants'>, locale: Locale) {
  const all = product.variants.map((v) => specsOf(product, v))
  const differs = (pick: (s: Specs) => unknown) => new Set(all.map((s) => JSON.stringify(pick(s) ?? null))).size > 1
  const byColour = differs((s) => s.colours)
  // The finish names a variant only where the colour does not tell it apart already.
  const byFinish = all.some((a, i) =>
    all.some((b, j) => i !== j && a.finish !== b.finish && JSON.stringify(a.colours) === JSON.stringify(b.colours)),
  )
  const bySize = differs((s) => [s.width, s.depth, s.height])
  const list = new Intl.ListFormat(formatTags[locale], { style: 'short', type: 'conjunction' })
  return (v: VariantRow, specs: Specs): string | null => {
    if (v.label) return v.label
    const parts = [
      byColour && specs.colours?.length ? list.format(specs.colours.map((c) => nameOf(colours, c, locale) ?? c)) : null,
      byFinish ? nameOf(finishes, specs.finish, locale) : null,
      bySize ? formatDimensions(specs, locale) : null,
    ].filter((p): p is string => Boolean(p))
    return parts.length ? parts.join(' · ') : null
  }
}

/**
 * Every variant of a product, the default first, in one language. A product saved before
 * variants existed (a migrated database) is shown as its one variant, without an article number.
 */
export function variantsOf(product: ProductOfVariants, locale: Locale): ResolvedVariant[] {
  const rows = product.variants ?? []
  if (!rows.length) {
    const specs = product.specs ?? {}
    return [
      {
        articleNumber: null,
        gtin: null,
        name: null,
        isDefault: true,
        specs,
        images: product.images ?? [],
        downloads: product.downloads,
        trade: tradeOf(product, null),
      },
    ]
  }
  const name = namer({ ...product, variants: rows }, locale)
  return rows.map((v, i) => {
    const specs = specsOf(product, v)
    return {
      articleNumber: v.articleNumber,
      gtin: v.gtin ?? null,
      name: rows.length > 1 ? name(v, specs) : (v.label ?? null),
      isDefault: i === 0,
      specs,
      images: hasRows(v.images) ? v.images : (product.images ?? []),
      downloads: hasRows(v.downloads) ? v.downloads : product.downloads,
      trade: tradeOf(product, v),
    }
  })
}

/** The variant of an article number, or null when the product has no such variant. */
export function variantOf(product: ProductOfVariants, article: string, locale: Locale): ResolvedVariant | null {
  return variantsOf(product, locale).find((v) => v.articleNumber === article) ?? null
}
