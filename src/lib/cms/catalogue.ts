import type { Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { variantsOf } from '@/lib/catalogue/variants'
import { fallbackLang } from '@/lib/fallbackLang'
import { pageCount, takesLoneItem } from '@/lib/pagination'
import type { Media, Product, ProductCategory } from '@/payload-types'

import { cached } from './cache'
import { published } from './content'
import { fillFromChain } from './fallback'
import { payloadClient } from './payload'
import { readScope } from './preview'

export const catalogueTags = [
  cacheTags.collection('products'),
  cacheTags.collection('product-categories'),
  cacheTags.collection('series'),
  cacheTags.collection('media'),
]
const tags = catalogueTags

/** A category of the tree with its sub-categories and how many published products each holds. */
export type CategoryNode = {
  id: number
  slug: string
  /** the spec's Chinese key; the home boxes' `title` parameter may name it */
  value: string
  title: string
  description: string | null
  /** The `lang` of a title or description that came from another language (`fallbackLang`). */
  lang: { title?: string; description?: string }
  icon: Media | null
  count: number
  children: CategoryNode[]
}

/** A product as a tile or list row shows it. */
export type ProductTile = {
  id: number
  slug: string
  title: string
  description: string | null
  image: Media | null
  specs: Product['specs'] | null
  /** the article number of the default variant */
  articleNumber: string | null
  /** its variants, the default first, named in the tile's language, each with its first picture */
  variants: {
    articleNumber: string
    gtin: string | null
    name: string | null
    isDefault: boolean
    image: Media | null
  }[]
  series: { slug: string; title: string } | null
  /** The `lang` of a title or description that came from another language (`fallbackLang`). */
  lang: { title?: string; description?: string }
  /** the files editors uploaded, where the read populated them (the public API lists them) */
  downloads: TileDownload[]
  updatedAt: string
}

export type TileDownload = {
  kind: NonNullable<Product['downloads']>[number]['kind']
  language: Locale | null
  label: string
  url: string
  mimeType: string | null
  size: number | null
}

function tileDownloads(product: Product): TileDownload[] {
  return (product.downloads ?? []).flatMap((d) =>
    d.file && typeof d.file === 'object' && d.file.url
      ? [
          {
            kind: d.kind,
            language: d.language ?? null,
            label: d.label,
            url: d.file.url,
            mimeType: d.file.mimeType ?? null,
            size: d.file.filesize ?? null,
          },
        ]
      : [],
  )
}

const idOf = (ref: number | { id: number } | null | undefined): number | null =>
  ref === null || ref === undefined ? null : typeof ref === 'object' ? ref.id : ref

export function tile(product: Product, locale: Locale): ProductTile {
  const first = product.images?.[0]
  const series = product.series && typeof product.series === 'object' ? product.series : null
  return {
    id: product.id,
    slug: product.slug,
    title: product.title,
    description: product.description ?? null,
    lang: { title: fallbackLang(product, 'title'), description: fallbackLang(product, 'description') },
    image: first && typeof first === 'object' ? first : null,
    specs: product.specs ?? null,
    articleNumber: product.variants?.[0]?.articleNumber ?? null,
    variants: variantsOf(product, locale).flatMap((v) =>
      v.articleNumber
        ? [
            {
              articleNumber: v.articleNumber,
              gtin: v.gtin,
              name: v.name,
              isDefault: v.isDefault,
              image: v.images[0] && typeof v.images[0] === 'object' ? v.images[0] : null,
            },
          ]
        : [],
    ),
    series: series ? { slug: series.slug, title: series.title } : null,
    downloads: tileDownloads(product),
    updatedAt: product.updatedAt,
  }
}

/**
 * The tile of one variant: its article number (what "compare" and "Merken" take), its picture and
 * its page. The product's tile where the article is not one of its variants.
 */
export function variantTile(product: ProductTile, article: string | null): ProductTile {
  const variant = product.variants.find((v) => v.articleNumber === article)
  return variant ? { ...product, articleNumber: variant.articleNumber, image: variant.image ?? product.image } : product
}

/** The whole category tree in one language, in the editors' order, with product counts. */
export const getCategoryTree = cached('category-tree', tags, async (locale: Locale): Promise<CategoryNode[]> => {
  const payload = await payloadClient()
  const [categories, { docs: products }] = await Promise.all([
    published('product-categories', locale, { depth: 1, limit: 1000 }),
    // Only the two relations are needed to count; a large catalogue stays cheap.
    payload.find({
      collection: 'products',
      locale,
      depth: 0,
      limit: 0,
      ...readScope(),
      select: { category: true, subCategory: true },
    }),
  ])
  const counts = new Map<number, number>()
  for (const p of products) {
    for (const id of new Set([idOf(p.category), idOf(p.subCategory)])) {
      if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1)
    }
  }
  const node = (c: ProductCategory): CategoryNode => ({
    id: c.id,
    slug: c.slug,
    value: c.value,
    title: c.title,
    description: c.description ?? null,
    lang: { title: fallbackLang(c, 'title'), description: fallbackLang(c, 'description') },
    icon: c.icon && typeof c.icon === 'object' ? c.icon : null,
    count: counts.get(c.id) ?? 0,
    children: [],
  })
  const roots = categories.filter((c) => !c.parent).map(node)
  for (const c of categories) {
    const parent = roots.find((r) => r.id === idOf(c.parent))
    if (parent) parent.children.push(node(c))
  }
  return roots
})

export type ProductPage = { tiles: ProductTile[]; total: number; page: number; pages: number }

/** One page of the products of a category (or of a sub-category), in the editors' order. */
export const getCategoryProducts = cached(
  'category-products',
  tags,
  async (
    locale: Locale,
    categoryId: number,
    subId: number | null,
    page: number,
    perPage: number,
  ): Promise<ProductPage> => {
    const payload = await payloadClient()
    const where: Where = subId === null ? { category: { equals: categoryId } } : { subCategory: { equals: subId } }
    const read = (l: Locale, at = page, limit = perPage) =>
      payload.find({
        collection: 'products',
        locale: l,
        fallbackLocale: false,
        depth: 1,
        where,
        sort: 'order',
        page: at,
        limit,
        ...readScope(),
        populate: { 'product-categories': { slug: true }, series: { slug: true, title: true } },
      })
    const result = await read(locale)
    const total = result.totalDocs
    const fill = (docs: Product[], at: number, limit: number) =>
      fillFromChain(
        payload,
        payload.collections.products.config.fields,
        docs,
        locale,
        async (l) => (await read(l, at, limit)).docs,
      )
    const docs = await fill(result.docs, page, perPage)
    // The last page takes the product that would stand alone on a page of its own.
    if (takesLoneItem(page, total, perPage)) {
      const lone = await read(locale, total, 1)
      docs.push(...(await fill(lone.docs, total, 1)))
    }
    return {
      tiles: docs.map((d) => tile(d, locale)),
      total,
      page: result.page ?? page,
      pages: pageCount(total, perPage),
    }
  },
)

/** One product by its slug, with its images, categories, downloads and related products. */
export const getProduct = cached('product', tags, async (slug: string, locale: Locale): Promise<Product | null> => {
  const [product] = await published('products', locale, { depth: 2, where: { slug: { equals: slug } }, limit: 1 })
  return product ?? null
})

/**
 * Products to show beside one: those the editors chose first, then others of the same
 * sub-category and category until the row is full.
 */
export const getRelatedProducts = cached(
  'related-products',
  tags,
  async (productId: number, locale: Locale, limit: number): Promise<ProductTile[]> => {
    const [product] = await published('products', locale, { depth: 0, where: { id: { equals: productId } }, limit: 1 })
    if (!product) return []
    const byIds = async (where: Where) =>
      published('products', locale, { depth: 1, where: { and: [where, { id: { not_equals: productId } }] }, limit })
    const chosenIds = (product.related ?? []).map((r) => idOf(r)).filter((id): id is number => id !== null)
    const chosen = chosenIds.length ? await byIds({ id: { in: chosenIds } }) : []
    const sorted = chosenIds.flatMap((id) => chosen.filter((d) => d.id === id))
    const sub = idOf(product.subCategory)
    const same = sorted.length >= limit || sub === null ? [] : await byIds({ subCategory: { equals: sub } })
    const more =
      sorted.length + same.length >= limit ? [] : await byIds({ category: { equals: idOf(product.category) } })
    const seen = new Set<number>()
    return [...sorted, ...same, ...more]
      .filter((d) => !seen.has(d.id) && seen.add(d.id))
      .slice(0, limit)
      .map((d) => tile(d, locale))
  },
)

/**
 * The overview without a chosen category (spec: up to 6 categories, at most 5 tiles each):
 * the first categories that hold products, each with its first products.
 */
export const getCategoryPreviews = cached(
  'category-previews',
  tags,
  async (
    locale: Locale,
    maxCategories: number,
    perCategory: number,
  ): Promise<{ category: CategoryNode; tiles: ProductTile[] }[]> => {
    const roots = (await getCategoryTree(locale)).filter((c) => c.count > 0).slice(0, maxCategories)
    const lists = await Promise.all(
      roots.map((c) =>
        published('products', locale, { depth: 1, where: { category: { equals: c.id } }, limit: perCategory }),
      ),
    )
    return roots.map((category, i) => ({ category, tiles: lists[i]!.map((d) => tile(d, locale)) }))
  },
)

/**
 * Slug, article numbers and last change of every published product, for the sitemap (products
 * exist in every language). The first number is the default variant's, shown at the product's address.
 */
export const getProductSlugs = cached(
  'product-slugs',
  tags,
  async (): Promise<{ slug: string; updatedAt: string; articles: string[]; gtins: (string | null)[] }[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'products',
      depth: 0,
      sort: 'order',
      limit: 0,
      pagination: false,
      ...readScope(),
      select: { slug: true, updatedAt: true, variants: { articleNumber: true, gtin: true } },
    })
    return docs.map((d) => ({
      slug: d.slug,
      updatedAt: d.updatedAt,
      articles: (d.variants ?? []).map((v) => v.articleNumber),
      gtins: (d.variants ?? []).map((v) => v.gtin ?? null),
    }))
  },
)

/**
 * The product and variant of an article number (a short link's, a comparison's or an enquiry
 * link's), published only; null for a number no published product has. Read from the one cached
 * list of every product's numbers, so a number made up by anyone never gets a cache entry of its own.
 */
export async function findArticle(
  article: string,
): Promise<{ slug: string; article: string; isDefault: boolean } | null> {
  for (const product of await getProductSlugs()) {
    const index = product.articles.indexOf(article)
    if (index >= 0) return { slug: product.slug, article, isDefault: index === 0 }
  }
  return null
}

/**
 * The product and variant of a GTIN in any of its lengths (`gtin14`: the 14 digits GS1 keys it
 * by), published only; null for a GTIN no published variant carries. From the same cached list.
 */
export async function findGtin(
  key: string,
): Promise<{ slug: string; article: string; isDefault: boolean; gtin: string } | null> {
  for (const product of await getProductSlugs()) {
    const index = product.gtins.findIndex((g) => g !== null && g.padStart(14, '0') === key)
    if (index >= 0)
      return {
        slug: product.slug,
        article: product.articles[index]!,
        isDefault: index === 0,
        gtin: product.gtins[index]!,
      }
  }
  return null
}
