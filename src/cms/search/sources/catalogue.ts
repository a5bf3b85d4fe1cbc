import { locales, type Locale } from '@/i18n/locales'
import { allDiscontinued } from '@/lib/catalogue/lifecycle'
import { colours, finishes, installations, materials, nameOf } from '@/lib/catalogue/specs'
import { variantsOf } from '@/lib/catalogue/variants'
import { catalogueHref, productHref, seriesHref } from '@/lib/paths'
import type { Product, ProductCategory, Series } from '@/payload-types'

import { publishedDocs, type IndexContext, type Source } from '../context'
import { idOf, refOf, type EntryInput } from '../entries'

type Id = number | string

/** Root categories first in their order, each followed by its sub-categories. */
const categoryRank = (order: number | null | undefined, parentOrder?: number | null) =>
  parentOrder === undefined ? (order ?? 0) * 100 : (parentOrder ?? 0) * 100 + (order ?? 0) + 1

async function categoriesIn(ctx: IndexContext, locale: Locale): Promise<Map<Id, ProductCategory>> {
  const docs = await publishedDocs(ctx, 'product-categories', locale)
  return new Map(docs.map((c) => [c.id, c]))
}

/** The names of a product's technical data (material, finish, colours, installation) in one language. */
export function specNames(specs: Product['specs'], locale: Locale): string[] {
  if (!specs) return []
  return [
    nameOf(materials, specs.material, locale),
    nameOf(finishes, specs.finish, locale),
    ...(specs.colours ?? []).map((c) => nameOf(colours, c, locale)),
    nameOf(installations, specs.installation, locale),
  ].filter((n): n is string => Boolean(n))
}

/** A product's article numbers and GTINs: a search by number finds the product too. */
const numbersOf = (product: Product): string[] =>
  (product.variants ?? []).flatMap((v) => [v.articleNumber, v.gtin ?? null]).filter((n): n is string => Boolean(n))

/** Added to the rank of a product no longer made: the search lists it after the others. */
const DISCONTINUED_RANK = 100_000

export function productEntry(
  locale: Locale,
  product: Product,
  categories: ReadonlyMap<Id, ProductCategory>,
  series: ReadonlyMap<Id, Series> = new Map(),
): EntryInput {
  const category = categories.get(idOf(product.category) ?? '')
  const sub = categories.get(idOf(product.subCategory) ?? '')
  const line = series.get(idOf(product.series) ?? '')
  return {
    ref: refOf('products', product.id),
    lang: locale,
    kind: 'product',
    path: productHref(locale, product.slug),
    title: product.title,
    snippet: product.description,
    body: [category?.title, sub?.title, line?.title, ...specNames(product.specs, locale), ...numbersOf(product)],
    // A product no longer made stays findable, after every product still made.
    rank: (product.order ?? 0) + (allDiscontinued(variantsOf(product, locale)) ? DISCONTINUED_RANK : 0),
    image: idOf(product.images?.[0]),
  }
}

async function seriesIn(ctx: IndexContext, locale: Locale): Promise<Map<Id, Series>> {
  const docs = await publishedDocs(ctx, 'series', locale)
  return new Map(docs.map((s) => [s.id, s]))
}

export const products: Source = {
  name: 'products',
  async build(ctx, ids) {
    if (ids?.length === 0) return []
    const entries: EntryInput[] = []
    for (const locale of locales) {
      const [docs, categories, lines] = await Promise.all([
        publishedDocs(ctx, 'products', locale, { ids }),
        categoriesIn(ctx, locale),
        seriesIn(ctx, locale),
      ])
      for (const product of docs) entries.push(productEntry(locale, product, categories, lines))
    }
    return entries
  },
}

export function categoryEntry(
  locale: Locale,
  category: ProductCategory,
  categories: ReadonlyMap<Id, ProductCategory>,
): EntryInput | null {
  const parentId = idOf(category.parent)
  const parent = parentId === null ? null : categories.get(parentId)
  // A sub-category below an unpublished root has no page to open.
  if (parentId !== null && !parent) return null
  const children = parent ? [] : [...categories.values()].filter((c) => idOf(c.parent) === category.id)
  return {
    ref: refOf('product-categories', category.id),
    lang: locale,
    kind: 'category',
    path: parent
      ? catalogueHref(locale, { category: parent.slug, sub: category.slug })
      : catalogueHref(locale, { category: category.slug }),
    title: category.title,
    snippet: category.description ?? parent?.description,
    body: [parent?.title, ...children.map((c) => c.title)],
    rank: parent ? categoryRank(category.order, parent.order) : categoryRank(category.order),
    image: idOf(category.image) ?? idOf(parent?.image),
  }
}

/** Categories are few and name each other (a root lists its subs), so they are always built together. */
export const categories: Source = {
  name: 'product-categories',
  async build(ctx) {
    const entries: EntryInput[] = []
    for (const locale of locales) {
      const all = await categoriesIn(ctx, locale)
      for (const category of all.values()) {
        const entry = categoryEntry(locale, category, all)
        if (entry) entries.push(entry)
      }
    }
    return entries
  },
}

/**
 * A series: found by its name and its idea (not by its products' names: a search for a product
 * lists the product, and its page leads to the series).
 */
export const seriesSource: Source = {
  name: 'series',
  async build(ctx, ids) {
    if (ids?.length === 0) return []
    const entries: EntryInput[] = []
    for (const locale of locales) {
      const docs = await publishedDocs(ctx, 'series', locale, { ids })
      if (docs.length === 0) continue
      // The picture of a series without its own: its first product's.
      const members = await publishedDocs(ctx, 'products', locale, { where: { series: { in: docs.map((d) => d.id) } } })
      for (const line of docs) {
        const first = members.find((p) => idOf(p.series) === line.id)
        entries.push({
          ref: refOf('series', line.id),
          lang: locale,
          kind: 'series',
          path: seriesHref(locale, line.slug),
          title: line.title,
          snippet: line.story,
          rank: line.order ?? 0,
          image: idOf(line.images?.[0]) ?? idOf(first?.images?.[0]),
        })
      }
    }
    return entries
  },
}
