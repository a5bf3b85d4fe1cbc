import type { Payload } from 'payload'

import { execute } from '@/cms/search/db'
import { hitsQuery, resultsQuery, titlesQuery, toCounts, toHit } from '@/cms/search/query'
import type { Locale } from '@/i18n/locales'
import { isArticlePrefix, isGtinPrefix } from '@/lib/catalogue/articles'
import { isDiscontinued } from '@/lib/catalogue/lifecycle'
import { variantsOf } from '@/lib/catalogue/variants'
import { imageData, type ImageData } from '@/lib/media'
import { catalogueHref, productHref, variantHref } from '@/lib/paths'
import { parseQuery, type QueryUnit } from '@/lib/search/normalize'
import { MAX_QUERY_LENGTH } from '@/lib/search/request'
import { respell, vocabulary } from '@/lib/search/spelling'
import { type SearchKind } from '@/lib/vocabularies'

import { getCategoryTree } from './catalogue'
import { finishTexts } from './finish'
import { payloadClient } from './payload'

export type SearchHit = {
  id: number | string
  kind: SearchKind
  title: string
  href: string
  snippet: string | null
  image: ImageData | null
  /** the article number a search by number found */
  number?: string
}

export type SearchResults = {
  /** what was looked for, as units (for marking the matches) */
  units: QueryUnit[]
  /** matches of every kind */
  total: number
  counts: Partial<Record<SearchKind, number>>
  hits: SearchHit[]
}

/** The CMS to search (the site's own; tests pass theirs). */
type Cms = Payload | Promise<Payload>

type Options = {
  /** hits per page (1-50, default 10) */
  limit?: number
  offset?: number
  /** only hits of this kind (the counts still cover every kind) */
  kind?: SearchKind
  /** read the hits' thumbnails */
  images?: boolean
  /** false skips counting (suggestions): `total` and `counts` stay empty */
  counts?: boolean
}

async function thumbnails(
  payload: Payload,
  ids: readonly (number | string)[],
): Promise<Map<number | string, ImageData>> {
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: [...ids] } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
  })
  const out = new Map<number | string, ImageData>()
  for (const media of docs) {
    const image = imageData(media, 'thumb')
    if (image) out.set(media.id, image)
  }
  return out
}

/**
 * Searches the site in one language: every word of `q` must occur (umlauts, accents and case
 * do not matter; Chinese by bigrams); title matches first, products first where equal.
 * Published content only, as the index holds nothing else.
 */
export async function searchSite(
  locale: Locale,
  q: string,
  options: Options = {},
  cms: Cms = payloadClient(),
): Promise<SearchResults> {
  const units = parseQuery(q.slice(0, MAX_QUERY_LENGTH))
  if (units.length === 0) return { units, total: 0, counts: {}, hits: [] }
  const payload = await cms
  const byNumber = await searchByNumber(payload, locale, q, options)
  if (byNumber) return { ...byNumber, units }
  const limit = Math.min(Math.max(options.limit ?? 10, 1), 50)
  const page = { limit, offset: Math.max(options.offset ?? 0, 0), kind: options.kind }
  let rows: Record<string, unknown>[]
  let countRows: Record<string, unknown>[] = []
  if (options.counts === false) {
    rows = await execute(payload, hitsQuery(locale, units, page))
  } else {
    const all = await execute(payload, resultsQuery(locale, units, page))
    rows = all.filter((r) => r.row_type === 'hit').sort((a, b) => Number(a.pos) - Number(b.pos))
    countRows = all.filter((r) => r.row_type === 'count')
  }
  const found = rows.map(toHit)
  const images = options.images
    ? await thumbnails(payload, [...new Set(found.flatMap((h) => (h.image === null ? [] : [h.image])))])
    : new Map()
  const counts = toCounts(countRows)
  return {
    units,
    total: Object.values(counts).reduce((a, b) => a + b, 0),
    counts,
    hits: found.map((h) => ({
      id: h.id,
      kind: h.kind,
      title: h.title,
      href: h.path,
      snippet: h.snippet,
      image: h.image === null ? null : (images.get(h.image) ?? null),
    })),
  }
}

export type Suggestion = { kind: SearchKind; title: string; href: string; number?: string }

export const MAX_SUGGESTIONS = 8

/** Up to eight best matches for the search box, while typing. */
export async function suggest(locale: Locale, q: string, cms: Cms = payloadClient()): Promise<Suggestion[]> {
  const { hits } = await searchSite(locale, q, { limit: MAX_SUGGESTIONS, counts: false }, cms)
  return hits.map(({ kind, title, href, number }) => ({ kind, title, href, ...(number ? { number } : {}) }))
}

/**
 * For a query that found nothing: the same query with misspelt words replaced by the closest
 * words of the language's titles, when that finds something; else null.
 */
export async function spellingHint(locale: Locale, q: string, cms: Cms = payloadClient()): Promise<string | null> {
  const titles = await execute(await cms, titlesQuery(locale))
  const better = respell(q.slice(0, MAX_QUERY_LENGTH), vocabulary(titles.map((r) => String(r.title))))
  if (!better) return null
  const { total } = await searchSite(locale, better, { limit: 1 }, cms)
  return total > 0 ? better : null
}

export type CategoryLink = { title: string; href: string }

/** The product centre's root categories, as ways on from a search that found nothing. */
export async function getCategoryLinks(locale: Locale): Promise<CategoryLink[]> {
  const tree = await getCategoryTree(locale)
  return tree.map((c) => ({ title: c.title, href: catalogueHref(locale, { category: c.slug }) }))
}

/** Variants whose numbers a search by number may find at most: it names one item, or a few by a prefix. */
const MAX_NUMBER_HITS = 50

/**
 * A query that is an article number or GTIN, whole or its start (`SH1001`, `4262025`): the
 * variants whose numbers start with it, each leading to its own page and showing its number.
 * Null for any other query, or when no published variant has such a number (the text search
 * then runs as usual).
 */
async function searchByNumber(
  payload: Payload,
  locale: Locale,
  q: string,
  options: Options,
): Promise<Omit<SearchResults, 'units'> | null> {
  const typed = q.trim().toUpperCase()
  const field = isArticlePrefix(typed) ? 'articleNumber' : isGtinPrefix(typed) ? 'gtin' : null
  if (!field || (options.kind && options.kind !== 'product')) return null
  const { docs } = await payload.find({
    collection: 'products',
    locale,
    depth: 1,
    where: { [`variants.${field}`]: { like: typed } },
    limit: MAX_NUMBER_HITS,
    pagination: false,
    sort: 'order',
    overrideAccess: false,
    select: { title: true, slug: true, specs: true, variants: true, images: true, downloads: true, trade: true },
  })
  await finishTexts(payload, payload.collections.products.config.fields, docs, locale, 'products')
  const found = docs.flatMap((product) =>
    variantsOf(product, locale)
      .filter((v) => (field === 'gtin' ? v.gtin : v.articleNumber)?.startsWith(typed))
      .map((v) => ({ product, v })),
  )
  if (found.length === 0) return null
  // A discontinued variant stays findable by its number, after those still made.
  found.sort((a, b) => Number(isDiscontinued(a.v)) - Number(isDiscontinued(b.v)))
  const limit = Math.min(Math.max(options.limit ?? 10, 1), 50)
  const offset = Math.max(options.offset ?? 0, 0)
  const page = found.slice(offset, offset + limit)
  const first = (images: (typeof page)[number]['v']['images']) => images.find((m) => typeof m === 'object') ?? null
  return {
    total: found.length,
    counts: { product: found.length },
    hits: page.map(({ product, v }) => {
      const image = first(v.images)
      return {
        id: `${product.id}:${v.articleNumber}`,
        kind: 'product' as const,
        title: v.name ? `${product.title} – ${v.name}` : product.title,
        href:
          v.isDefault || !v.articleNumber
            ? productHref(locale, product.slug)
            : variantHref(locale, product.slug, v.articleNumber),
        snippet: [v.articleNumber, v.gtin ? `EAN ${v.gtin}` : null].filter(Boolean).join(' · '),
        image: options.images && image && typeof image === 'object' ? imageData(image, 'thumb') : null,
        ...(v.articleNumber ? { number: v.articleNumber } : {}),
      }
    }),
  }
}
