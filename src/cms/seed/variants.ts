/**
 * Series, variants and article numbers of the demo catalogue. Article numbers follow one scheme:
 * `SH`, the category's two digits, the product's place in its category (two digits) and the
 * variant's (two digits): `SH100101` is the first variant of the first basin. The GTIN (EAN-13)
 * is built from the same digits behind a company prefix, with its check digit.
 */
import { gtinCheckDigit } from '@/lib/catalogue/articles'
import type { Colour } from '@/lib/catalogue/specs'

import { products } from './content/catalogue'
import { series, variants } from './content/series'
import type { ProductSeed, VariantSeed } from './content/types'
import { ensureDoc, type SeedContext } from './context'

type Id = number | string
const published = { _status: 'published' } as const

const categoryCodes: Readonly<Record<string, string>> = {
  basins: '10',
  furniture: '20',
  enclosures: '30',
  bathtubs: '40',
  hardware: '50',
  trays: '60',
  toilets: '70',
}

/** A company prefix of the demo numbers (GS1 Germany range). */
const GTIN_PREFIX = '4262025'

const two = (n: number) => String(n).padStart(2, '0')

/** The article numbers of every product's variants, by product slug, the default first. */
export function articleNumbers(): Map<string, string[]> {
  const places = new Map<string, number>()
  const out = new Map<string, string[]>()
  for (const product of products) {
    const code = categoryCodes[product.category]
    if (!code) throw new Error(`Seed product ${product.slug}: no article number range for ${product.category}`)
    const place = (places.get(product.category) ?? 0) + 1
    places.set(product.category, place)
    const count = Math.max(1, variants[product.slug]?.length ?? 1)
    out.set(
      product.slug,
      Array.from({ length: count }, (_, i) => `SH${code}${two(place)}${two(i + 1)}`),
    )
  }
  return out
}

/** The EAN-13 of an article number: company prefix (7 digits), five digits of the number, check digit. */
export function gtinOf(article: string): string {
  // The category's first digit, the product's place and the variant's: unique within the scheme.
  const body = `${GTIN_PREFIX}${article.slice(2, 3)}${article.slice(4)}`
  return `${body}${gtinCheckDigit(body)}`
}

/** The variants of a seeded product (a product without any in the list is its own single variant). */
export function variantSeeds(product: ProductSeed): readonly VariantSeed[] {
  const list = variants[product.slug]
  return list && list.length > 0 ? list : [{}]
}

/** The colour a product is first sold in: its default variant's, else its own first. */
export const defaultColour = (product: ProductSeed): Colour | undefined =>
  variantSeeds(product)[0]?.colour ?? product.specs.colours[0]

/** Whether a variant looks different from the product: its own pictures. */
export const looksDifferent = (product: ProductSeed, v: VariantSeed, index: number): boolean =>
  index > 0 && v.colour !== undefined && v.colour !== defaultColour(product)

/** The series, each with its products' slugs; returns the series id of every product. */
export async function seedSeries(ctx: SeedContext): Promise<Map<string, Id>> {
  const byProduct = new Map<string, Id>()
  for (const [index, s] of series.entries()) {
    const id = await ensureDoc(ctx, 'series', { slug: { equals: s.slug } }, (locale) => ({
      ...published,
      title: s.title[locale],
      slug: s.slug,
      story: s.story[locale],
      order: index + 1,
    }))
    for (const slug of s.products) byProduct.set(slug, id)
  }
  return byProduct
}
