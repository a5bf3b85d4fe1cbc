import type { Payload } from 'payload'

import { execute } from '@/cms/search/db'
import { hitsQuery, resultsQuery, titlesQuery, toCounts, toHit } from '@/cms/search/query'
import type { Locale } from '@/i18n/locales'
import { imageData, type ImageData } from '@/lib/media'
import { catalogueHref } from '@/lib/paths'
import { parseQuery, type QueryUnit } from '@/lib/search/normalize'
import { MAX_QUERY_LENGTH } from '@/lib/search/request'
import { respell, vocabulary } from '@/lib/search/spelling'
import { type SearchKind } from '@/lib/vocabularies'

import { getCategoryTree } from './catalogue'
import { payloadClient } from './payload'

export type SearchHit = {
  id: number | string
  kind: SearchKind
  title: string
  href: string
  snippet: string | null
  image: ImageData | null
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

export type Suggestion = { kind: SearchKind; title: string; href: string }

export const MAX_SUGGESTIONS = 8

/** Up to eight best matches for the search box, while typing. */
export async function suggest(locale: Locale, q: string, cms: Cms = payloadClient()): Promise<Suggestion[]> {
  const { hits } = await searchSite(locale, q, { limit: MAX_SUGGESTIONS, counts: false }, cms)
  return hits.map(({ kind, title, href }) => ({ kind, title, href }))
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
