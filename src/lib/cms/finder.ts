import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { FinderProduct } from '@/lib/catalogue/facets'
import { isDiscontinued } from '@/lib/catalogue/lifecycle'
import { variantsOf } from '@/lib/catalogue/variants'
import { families, type Family } from '@/lib/vocabularies'
import type { Product } from '@/payload-types'

import { cached } from './cache'
import { catalogueTags, tile, type ProductTile } from './catalogue'
import { finishTexts } from './finish'
import { payloadClient } from './payload'
import { readScope } from './preview'

export type FinderEntry = { finder: FinderProduct; tile: ProductTile }

const isFamily = (value: unknown): value is Family => families.some((f) => f === value)

/**
 * What the finder narrows by, of one product: what it has as a whole, and each variant still made
 * with its size, niche range, colours and finish. Null for a product no longer made at all (its
 * page stays; the finder leaves it out).
 */
export function finderProduct(p: Product): FinderProduct | null {
  const series = p.series && typeof p.series === 'object' ? p.series.slug : null
  const specs = p.specs ?? {}
  const made = variantsOf(p, 'en').filter((v) => !isDiscontinued(v))
  if (!made.length) return null
  return {
    id: p.id,
    family: isFamily(p.family) ? p.family : null,
    series,
    specs: { material: specs.material, installation: specs.installation, opening: specs.opening },
    variants: made.map(({ articleNumber, specs: s }) => ({
      article: articleNumber,
      width: s.width,
      depth: s.depth,
      height: s.height,
      range: s.fitRange ?? undefined,
      colours: s.colours ?? [],
      finish: s.finish,
    })),
  }
}

/**
 * Every published product of a category (or sub-category, or the whole catalogue) with what the
 * finder narrows by and its tile, in the editors' order, read from the database (`getFinderProducts`
 * keeps it; `npm run bench:search` measures it).
 */
export async function readFinderProducts(
  payload: Payload,
  locale: Locale,
  categoryId: number | null,
  subId: number | null,
): Promise<FinderEntry[]> {
  const where: Where =
    subId !== null
      ? { subCategory: { equals: subId } }
      : categoryId !== null
        ? { category: { equals: categoryId } }
        : {}
  const { docs } = await payload.find({
    collection: 'products',
    locale,
    depth: 1,
    where,
    sort: 'order',
    limit: 0,
    pagination: false,
    ...readScope(),
    populate: { 'product-categories': { slug: true }, series: { slug: true, title: true } },
  })
  await finishTexts(payload, payload.collections.products.config.fields, docs, locale, 'products')
  return docs.flatMap((p) => {
    const finder = finderProduct(p)
    return finder ? [{ finder, tile: tile(p, locale) }] : []
  })
}

/**
 * The products of a place as `readFinderProducts` reads them: one cached list per place and
 * language (a bounded number), which each finder request filters in memory.
 */
export const getFinderProducts = cached(
  'finder-products',
  catalogueTags,
  async (locale: Locale, categoryId: number | null, subId: number | null): Promise<FinderEntry[]> =>
    readFinderProducts(await payloadClient(), locale, categoryId, subId),
)

/** The published series, slug and title, for the finder's series facet, read from the database. */
export async function readSeriesNames(payload: Payload, locale: Locale): Promise<{ slug: string; title: string }[]> {
  const { docs } = await payload.find({
    collection: 'series',
    locale,
    depth: 0,
    limit: 0,
    pagination: false,
    sort: 'order',
    ...readScope(),
    select: { slug: true, title: true },
  })
  await finishTexts(payload, payload.collections.series.config.fields, docs, locale, 'series')
  return docs.map((d) => ({ slug: d.slug, title: d.title }))
}

/** `readSeriesNames`, cached per language. */
export const getSeriesNames = cached('series-names', catalogueTags, async (locale: Locale) =>
  readSeriesNames(await payloadClient(), locale),
)
