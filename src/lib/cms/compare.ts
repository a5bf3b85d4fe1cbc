import type { Locale } from '@/i18n/locales'
import { type CompareItem, type CompareKey, MAX_COMPARE } from '@/lib/catalogue/compare'
import { isDiscontinued } from '@/lib/catalogue/lifecycle'
import { variantsOf } from '@/lib/catalogue/variants'
import { fallbackLang } from '@/lib/fallbackLang'
import { variantPageHref } from '@/lib/paths'
import type { Media, ProductCategory } from '@/payload-types'

import { findArticle, getCategoryTree, getProduct } from './catalogue'
import { getFinderProducts } from './finder'

/** A column of the comparison: the table's data and what its head shows. */
export type CompareColumn = CompareItem & {
  /** the variant is no longer made (it stays published for those who have it) */
  discontinued: boolean
  href: string
  image: Media | null
  /** the category the "add" suggestions come from */
  categoryId: number | null
  lang?: string
}

const titleOf = (ref: number | ProductCategory | null | undefined) =>
  ref && typeof ref === 'object' ? { id: ref.id, title: ref.title } : null

/**
 * One item of a comparison (or of a Merkliste) from the published catalogue (cached per product),
 * or null when there is none.
 */
export async function catalogueItem(key: CompareKey, locale: Locale): Promise<CompareColumn | null> {
  const found = key.kind === 'article' ? await findArticle(key.value) : { slug: key.value, article: null }
  if (!found) return null
  const product = await getProduct(found.slug, locale)
  if (!product) return null
  const variants = variantsOf(product, locale)
  const variant = found.article ? variants.find((v) => v.articleNumber === found.article) : variants[0]
  if (!variant) return null
  const category = titleOf(product.category)
  const sub = titleOf(product.subCategory)
  const series = product.series && typeof product.series === 'object' ? product.series.title : null
  const image = variant.images.find((m): m is Media => typeof m === 'object') ?? null
  return {
    key: variant.articleNumber ?? product.slug,
    title: product.title,
    lang: fallbackLang(product, 'title'),
    variantName: variants.length > 1 ? variant.name : null,
    articleNumber: variant.articleNumber,
    gtin: variant.gtin,
    series,
    category: [category?.title, sub?.title].filter(Boolean).join(' · ') || null,
    categoryId: category?.id ?? null,
    variantCount: variants.length,
    specs: variant.specs,
    href: variantPageHref(locale, product.slug, variant),
    image,
    discontinued: isDiscontinued(variant),
  }
}

/**
 * The columns of the first MAX_COMPARE items found, in the order asked; the items no published
 * product has; and those found beyond the first MAX_COMPARE.
 */
export async function loadComparison(
  keys: readonly CompareKey[],
  locale: Locale,
): Promise<{ columns: CompareColumn[]; missing: string[]; dropped: string[] }> {
  const found = await Promise.all(keys.map((k) => catalogueItem(k, locale)))
  // Two numbers of one default variant (its number and its product's slug) are one column.
  const columns = found
    .filter((c): c is CompareColumn => c !== null)
    .filter((c, i, all) => all.findIndex((o) => o.key === c.key) === i)
  return {
    columns: columns.slice(0, MAX_COMPARE),
    missing: keys.filter((_, i) => found[i] === null).map((k) => k.value),
    dropped: columns.slice(MAX_COMPARE).map((c) => c.key),
  }
}

/** An item to add: `primary` for a product's default variant, `name` the product's. */
export type CompareOption = { value: string; label: string; name: string; primary: boolean }
export type CompareOptionGroup = { id: number; label: string; options: CompareOption[] }

/**
 * What a visitor may add: every published product and variant, by category, as the "add" list
 * offers them (from the finder's cached lists, one per category).
 */
export async function comparisonOptions(locale: Locale): Promise<CompareOptionGroup[]> {
  const roots = (await getCategoryTree(locale)).filter((c) => c.count > 0)
  const lists = await Promise.all(roots.map((c) => getFinderProducts(locale, c.id, null)))
  return roots.map((c, i) => ({
    id: c.id,
    label: c.title,
    options: lists[i]!.flatMap(({ tile }) =>
      tile.variants.length
        ? tile.variants.map((v) => ({
            value: v.articleNumber,
            label: `${tile.title}${v.name ? ` – ${v.name}` : ''} (${v.articleNumber})`,
            name: tile.title,
            primary: v.isDefault,
          }))
        : [{ value: tile.slug, label: tile.title, name: tile.title, primary: true }],
    ),
  }))
}
