/**
 * The trade's view of the catalogue: one item per sellable variant, in every language, with its
 * ETIM class and values, its logistics and price, its pictures and documents. The feeds (BMEcat,
 * ETIM xChange, spreadsheet) are written from these items only; what cannot be exported (no ETIM
 * class, or no list price while prices are public) is left out with a line in the report.
 */
import { type Locale, locales } from '@/i18n/locales'
import { type ResolvedVariant, variantsOf, type Trade } from '@/lib/catalogue/variants'
import type { Media, Product } from '@/payload-types'

import { type EtimClass, type EtimValues, etimClassOf } from './etim'
import { etimValuesOf } from './etimMap'

export type TradeFile = {
  /** datasheet, manual, CAD plan (DXF), BIM model (IFC), solid (STEP), picture */
  purpose: 'picture' | 'datasheet' | 'manual' | 'dxf' | 'ifc' | 'step'
  url: string
  mime: string
  /** a document made per language; pictures serve every language */
  language?: Locale
}

export type TradeItem = {
  article: string
  gtin: string | null
  productSlug: string
  family: string | null
  /** the product's title with the variant's name, per language */
  title: Record<Locale, string>
  description: Record<Locale, string>
  /** the variant's page, per language (absolute) */
  url: Record<Locale, string>
  etim: { class: EtimClass; values: EtimValues }
  trade: Trade
  width: number | null
  depth: number | null
  height: number | null
  /** net weight, kg */
  weight: number | null
  files: TradeFile[]
  updatedAt: string
}

export type LeftOut = { article: string; productSlug: string; reason: 'noClass' | 'noPrice' }

export type TradeCatalogue = { items: TradeItem[]; leftOut: LeftOut[] }

/** A product read in one language, as the feed job reads every published one. */
export type ProductInLanguage = Product

export type FeedOptions = {
  /** the site's own address, for absolute links */
  siteUrl: string
  /** the site settings' "show list prices": then a variant needs one */
  listPrices: boolean
  /** the addresses of the documents the site makes for a variant, given with its product's variants in one language */
  documentsOf: (product: Product, variant: ResolvedVariant, variants: ResolvedVariant[], locale: Locale) => TradeFile[]
}

const mimeOf = (m: Media): string => m.mimeType ?? 'image/webp'

/** The variant's pictures as absolute URLs: its own, or the product's. */
function pictures(images: (number | Media)[], siteUrl: string): TradeFile[] {
  return images
    .filter((m): m is Media => typeof m === 'object' && m !== null && Boolean(m.url))
    .map((m) => ({ purpose: 'picture' as const, url: new URL(m.url!, siteUrl).href, mime: mimeOf(m) }))
}

/**
 * Every variant of every product as the trade's item, in six languages. `byLocale` holds the
 * published products read in each language (the same products in each).
 */
export function tradeCatalogue(
  byLocale: Readonly<Record<Locale, readonly Product[]>>,
  options: FeedOptions,
): TradeCatalogue {
  const items: TradeItem[] = []
  const leftOut: LeftOut[] = []
  const lookup = Object.fromEntries(locales.map((l) => [l, new Map(byLocale[l].map((p) => [p.id, p]))])) as Record<
    Locale,
    Map<number, Product>
  >
  for (const product of byLocale.de) {
    const inLanguage = Object.fromEntries(
      locales.map((l) => [l, variantsOf(lookup[l].get(product.id) ?? product, l)]),
    ) as Record<Locale, ReturnType<typeof variantsOf>>
    inLanguage.de.forEach((variant, index) => {
      const article = variant.articleNumber
      if (!article) return
      const c = etimClassOf(variant.trade.etimClass)
      if (!c) return void leftOut.push({ article, productSlug: product.slug, reason: 'noClass' })
      if (options.listPrices && typeof variant.trade.listPrice !== 'number')
        return void leftOut.push({ article, productSlug: product.slug, reason: 'noPrice' })
      const perLocale = <T>(pick: (v: (typeof inLanguage)['de'][number], p: Product, l: Locale) => T) =>
        Object.fromEntries(
          locales.map((l) => [l, pick(inLanguage[l][index] ?? variant, lookup[l].get(product.id) ?? product, l)]),
        ) as Record<Locale, T>
      items.push({
        article,
        gtin: variant.gtin,
        productSlug: product.slug,
        family: product.family ?? null,
        title: perLocale((v, p) => (v.name ? `${p.title} – ${v.name}` : p.title)),
        description: perLocale((_v, p) => p.description ?? ''),
        url: perLocale(
          (v, p, l) => new URL(`/${l}/product/${p.slug}${v.isDefault ? '' : `/${article}`}`, options.siteUrl).href,
        ),
        etim: { class: c, values: etimValuesOf(c, variant.specs, variant.trade.etimFeatures) },
        trade: variant.trade,
        width: variant.specs.width ?? null,
        depth: variant.specs.depth ?? null,
        height: variant.specs.height ?? null,
        weight: variant.specs.weight ?? null,
        files: [
          ...pictures(variant.images, options.siteUrl),
          ...locales.flatMap((l) => options.documentsOf(product, inLanguage[l][index] ?? variant, inLanguage[l], l)),
        ],
        updatedAt: product.updatedAt,
      })
    })
  }
  return { items, leftOut }
}
