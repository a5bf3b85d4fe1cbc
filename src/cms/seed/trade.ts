/**
 * The demo products' trade data as stored (src/cms/seed/content/trade.ts): A values by their
 * EV code, the packed size and gross weight from the product's own, a size variant's price and
 * carton from its size. A feature or value ETIM does not have stops the seed.
 */
import { type EtimValue, etimClassOf, etimFeatureOf, etimValueCode } from '@/lib/trade/etim'

import { classFeatures, discontinued, logistics, type SeedFeatureValue, tariffOf, trade } from './content/trade'
import type { ProductSeed, VariantSeed } from './content/types'

const round1 = (n: number) => Math.round(n * 10) / 10

/** The features a product states, as stored: EV codes for A values. */
export function seedFeatures(slug: string): Record<string, EtimValue> | null {
  const own = trade[slug]
  if (!own) throw new Error(`Seed product ${slug}: no trade data`)
  const c = etimClassOf(own.etimClass)
  if (!c) return null
  const out: Record<string, EtimValue> = {}
  const stated: Record<string, SeedFeatureValue> = { ...classFeatures[c.id], ...own.features }
  for (const [id, value] of Object.entries(stated)) {
    const feature = etimFeatureOf(c, id)
    if (!feature) throw new Error(`Seed product ${slug}: ${c.id} has no feature ${id}`)
    if (feature.type === 'A') {
      const code = typeof value === 'string' ? (/^EV\w+$/.test(value) ? value : etimValueCode(feature, value)) : null
      if (!code) throw new Error(`Seed product ${slug}: ${id} ${feature.name} has no value ${String(value)}`)
      out[id] = code
    } else out[id] = Array.isArray(value) ? ([value[0], value[1]] as [number, number]) : (value as EtimValue)
  }
  return out
}

const packed = (product: ProductSeed, size: { width?: number; depth?: number; height?: number }) => {
  const { margin } = logistics[product.family]
  const s = { ...product.specs, ...size }
  return {
    packedWidth: s.width ? s.width + margin : null,
    packedDepth: s.depth ? s.depth + margin : null,
    packedHeight: s.height ? s.height + margin : null,
  }
}

/** The product's trade group. */
export function productTrade(product: ProductSeed): Record<string, unknown> {
  const own = trade[product.slug]!
  const kind = logistics[product.family]
  return {
    etimClass: own.etimClass,
    etimFeatures: seedFeatures(product.slug),
    orderUnit: kind.unit,
    contentAmount: 1,
    deliveryDays: kind.deliveryDays,
    grossWeight: product.specs.weight ? round1(product.specs.weight * 1.1 + kind.packing) : null,
    ...packed(product, {}),
    customsTariff: tariffOf[product.slug] ?? kind.tariff,
    countryOfOrigin: 'CN',
    listPrice: own.listPrice,
    lifecycle: 'active',
  }
}

/** What a variant's trade data states beyond the product's: a size of its own, a discontinued one. */
export function variantTrade(product: ProductSeed, v: VariantSeed, article: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const sized = v.width !== undefined || v.depth !== undefined || v.height !== undefined
  if (sized) {
    const base = product.specs.width * product.specs.depth
    const own = (v.width ?? product.specs.width) * (v.depth ?? product.specs.depth)
    // A size of its own is priced by its area, in tens of euros less one.
    out.listPrice = Math.round((trade[product.slug]!.listPrice * own) / base / 10) * 10 - 1
    Object.assign(out, packed(product, v))
  }
  const end = discontinued[article]
  if (end) Object.assign(out, { lifecycle: 'discontinued', discontinuedSince: end.since, successor: end.successor })
  return out
}
