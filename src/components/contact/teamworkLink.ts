import type { Linked } from '@/features/enquiry/form/EnquiryForm.client'
import type { Locale } from '@/i18n/locales'
import { normalizeArticle } from '@/lib/catalogue/articles'
import { variantsOf } from '@/lib/catalogue/variants'
import { findArticle, getProduct, getProductSlugs } from '@/lib/cms/catalogue'
import { getSeries, getSeriesProducts, getSeriesSlugs } from '@/lib/cms/series'

export type TeamworkQuery = {
  type?: string | string[]
  job?: string | string[]
  product?: string | string[]
  article?: string | string[]
  series?: string | string[]
}

export const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/

/** The products a link to the form named, or `unknown` when it named one the catalogue does not publish. */
export type LinkResult = { linked?: Linked; unknown: ('product' | 'article' | 'series')[] }

/**
 * What `?article=`, `?product=` or `?series=` of a link to the enquiry form names: a variant (its
 * article number), a product (its default variant) or a series (its products' default variants),
 * published, in the page's language. A value no published item has is reported, so the page can
 * lead to the address without it instead of keeping a page of its own for it.
 */
export async function resolveLink(query: TeamworkQuery, locale: Locale): Promise<LinkResult> {
  const unknown: LinkResult['unknown'] = []
  const article = one(query.article)
  const product = one(query.product)
  const series = one(query.series)
  let linked: Linked | undefined
  if (article) {
    const found = normalizeArticle(article) ? await findArticle(normalizeArticle(article)!) : null
    const doc = found ? await getProduct(found.slug, locale) : null
    const variant = doc ? variantsOf(doc, locale).find((v) => v.articleNumber === found!.article) : undefined
    if (doc && variant?.articleNumber) {
      const label = [doc.title, variant.isDefault ? null : variant.name].filter(Boolean).join(' – ')
      // Its row names the variant; the product's slug is not sent, which would add its default variant.
      linked = {
        key: `article:${variant.articleNumber}`,
        kind: 'product',
        label,
        items: [{ article: variant.articleNumber, label }],
      }
    } else unknown.push('article')
  }
  if (product) {
    // Only slugs the catalogue publishes are read: a made-up one gets no cache entry of its own.
    const known = SLUG.test(product) && (await getProductSlugs()).some((p) => p.slug === product)
    const doc = known ? await getProduct(product, locale) : null
    if (!doc) unknown.push('product')
    else if (!linked) {
      const first = doc.variants?.[0]?.articleNumber
      linked = {
        key: `product:${doc.slug}`,
        product: doc.slug,
        kind: 'product',
        label: doc.title,
        items: first ? [{ article: first, label: doc.title }] : [],
      }
    }
  }
  if (series) {
    const known = SLUG.test(series) && (await getSeriesSlugs()).some((s) => s.slug === series)
    const doc = known ? await getSeries(series, locale) : null
    if (!doc) unknown.push('series')
    else if (!linked) {
      const tiles = await getSeriesProducts(doc.id, locale)
      linked = {
        key: `series:${doc.slug}`,
        kind: 'series',
        label: doc.title,
        items: tiles.flatMap((t) => (t.articleNumber ? [{ article: t.articleNumber, label: t.title }] : [])),
      }
    }
  }
  return { linked, unknown }
}
