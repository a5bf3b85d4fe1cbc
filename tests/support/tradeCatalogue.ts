/**
 * The demo catalogue as the trade feeds read it, built from the seed without a database: every
 * product in six languages with its variants and trade data, published, with a data sheet per
 * variant and language.
 */
import { products } from '@/cms/seed/content/catalogue'
import { measures, outlineOf } from '@/cms/seed/content/measures'
import { productTrade, variantTrade } from '@/cms/seed/trade'
import { articleNumbers, gtinOf, variantSeeds } from '@/cms/seed/variants'
import { type Locale, locales } from '@/i18n/locales'
import { type FeedOptions, tradeCatalogue } from '@/lib/trade/items'
import type { Product } from '@/payload-types'

export const siteUrl = 'https://www.sanhaus.example'

const numbers = articleNumbers()

/** A seeded product as the site reads it in one language. */
export function demoProduct(index: number, locale: Locale): Product {
  const product = products[index]!
  const list = numbers.get(product.slug)!
  return {
    id: index + 1,
    slug: product.slug,
    title: product.title[locale],
    description: product.description[locale],
    family: product.family,
    specs: {
      ...product.specs,
      ...outlineOf(product),
      colours: [...product.specs.colours],
      measures: measures[product.slug] ?? {},
    },
    images: [
      { id: 1000 + index, url: `/api/media/file/product-${product.slug}-1600x1200.webp`, mimeType: 'image/webp' },
    ],
    downloads: [],
    trade: productTrade(product),
    variants: variantSeeds(product).map((v, i) => ({
      articleNumber: list[i]!,
      gtin: gtinOf(list[i]!),
      colour: v.colour ?? null,
      finish: v.finish ?? null,
      width: v.width ?? null,
      depth: v.depth ?? null,
      height: v.height ?? null,
      measures: v.measures ?? {},
      trade: variantTrade(product, v, list[i]!),
    })),
    updatedAt: '2026-11-30T12:00:00.000Z',
    createdAt: '2026-11-01T12:00:00.000Z',
  } as unknown as Product
}

export const demoOptions = (listPrices = true): FeedOptions => ({
  siteUrl,
  listPrices,
  documentsOf: (p, v, _variants, l) => [
    {
      purpose: 'datasheet',
      url: `${siteUrl}/${l}/product/${p.slug}${v.isDefault ? '' : `/${v.articleNumber}`}/datasheet.pdf`,
      mime: 'application/pdf',
      language: l,
    },
  ],
})

/** The demo products in every language. */
export const demoProducts = (): Record<Locale, Product[]> =>
  Object.fromEntries(locales.map((l) => [l, products.map((_, i) => demoProduct(i, l))])) as Record<Locale, Product[]>

/** The demo catalogue's trade items and what it leaves out. */
export const demoCatalogue = (listPrices = true) => tradeCatalogue(demoProducts(), demoOptions(listPrices))
