import type { Payload } from 'payload'

import { recordSearchMiss } from '@/cms/health/searchMisses'
import { execute } from '@/cms/search/db'
import { hitsQuery, lexiconQuery, type Need, resultsQuery, toCounts, toHit } from '@/cms/search/query'
import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { isArticlePrefix, isGtinPrefix } from '@/lib/catalogue/articles'
import { isDiscontinued } from '@/lib/catalogue/lifecycle'
import { variantsOf } from '@/lib/catalogue/variants'
import { imageData, type ImageData } from '@/lib/media'
import { catalogueHref, productHref, variantHref } from '@/lib/paths'
import type { QueryUnit } from '@/lib/search/normalize'
import { buildLexicon, type Lexicon, planQuery, type QueryTerm } from '@/lib/search/plan'
import { MAX_QUERY_LENGTH } from '@/lib/search/request'
import { splitSynonyms } from '@/lib/search/synonyms'
import { type SearchKind } from '@/lib/vocabularies'

import { cached } from './cache'
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
  /** what was looked for, as units (for marking the matches; synonyms too) */
  units: QueryUnit[]
  /** the query as searched when a misspelt word was corrected ("did you mean"), else null */
  respelt: string | null
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
  /** the language's words and synonyms (read when not given) */
  lexicon?: Lexicon
}

/**
 * What the lexicon reader returns, as Next's cache stores it (plain data): each known word by its
 * folded form with its shown spelling and count, and the synonym groups.
 */
export type LexiconData = { words: [string, string, number][]; synonyms: string[][] }

/** The published synonym groups of a language, each with two or more words. */
async function readSynonyms(payload: Payload, locale: Locale): Promise<string[][]> {
  const doc = await payload.findGlobal({
    slug: 'search-synonyms',
    locale,
    fallbackLocale: false,
    depth: 0,
    overrideAccess: false,
  })
  return (doc.groups ?? []).map((g) => splitSynonyms(g.words ?? '')).filter((words) => words.length > 1)
}

/**
 * What the search knows of a language besides its index: each entry's words (titles and
 * snippets in the spelling shown, then the terms of every indexed field) and the synonyms.
 */
export async function readLexicon(payload: Payload, locale: Locale): Promise<LexiconData> {
  const [rows, synonyms] = await Promise.all([execute(payload, lexiconQuery(locale)), readSynonyms(payload, locale)])
  const texts = rows.map((r) => [r.title, r.snippet, r.terms].filter((t) => typeof t === 'string').join(' '))
  const { words } = buildLexicon(texts, synonyms)
  return { words: [...words].map(([key, w]) => [key, w.spelling, w.count]), synonyms }
}

/** The lexicon as cached: renewed when the index is, or the synonyms are published. */
const getLexicon = cached(
  'search-lexicon',
  [cacheTags.searchIndex, cacheTags.global('search-synonyms')],
  async (locale: Locale): Promise<LexiconData> => readLexicon(await payloadClient(), locale),
)

export const toLexicon = (data: LexiconData): Lexicon => ({
  words: new Map(data.words.map(([key, spelling, count]) => [key, { spelling, count }])),
  synonyms: data.synonyms,
})

/** The lexicon to search with: given, read from the CMS a test passes, or the site's cached one. */
async function lexiconFor(locale: Locale, options: Options, cms: Cms | undefined): Promise<Lexicon> {
  if (options.lexicon) return options.lexicon
  return toLexicon(cms ? await readLexicon(await cms, locale) : await getLexicon(locale))
}

/** Fewer matches of every term than this, and entries matching some terms are shown after them. */
export const WIDEN_BELOW = 10

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
 * Searches the site in one language: every term of `q` must occur (umlauts, accents and case do
 * not matter; a misspelt word is corrected to the closest word of the language's texts; a word
 * also finds its synonyms; Chinese by words). When fewer than ten entries hold every term, those
 * holding some follow, the more the earlier. Title matches first, products first where equal.
 * Published content only, as the index holds nothing else.
 */
export async function searchSite(locale: Locale, q: string, options: Options = {}, cms?: Cms): Promise<SearchResults> {
  const query = q.slice(0, MAX_QUERY_LENGTH)
  const payload = await (cms ?? payloadClient())
  const byNumber = await searchByNumber(payload, locale, query, options)
  if (byNumber) return { ...byNumber, units: [], respelt: null }
  const plan = planQuery(query, await lexiconFor(locale, options, cms))
  const { terms, units, respelt } = plan
  if (terms.length === 0) return { units, respelt: null, total: 0, counts: {}, hits: [] }
  const limit = Math.min(Math.max(options.limit ?? 10, 1), 50)
  const page = { limit, offset: Math.max(options.offset ?? 0, 0), kind: options.kind }
  let found = await run(payload, locale, terms, 'all', page, options.counts !== false)
  // Few entries hold every term: those holding some follow.
  const few = options.counts === false ? found.rows.length < limit : found.total < WIDEN_BELOW
  if (terms.length > 1 && few) found = await run(payload, locale, terms, 'any', page, options.counts !== false)
  const hits = found.rows.map(toHit)
  const images = options.images
    ? await thumbnails(payload, [...new Set(hits.flatMap((h) => (h.image === null ? [] : [h.image])))])
    : new Map()
  return {
    units,
    respelt,
    total: found.total,
    counts: found.counts,
    hits: hits.map((h) => ({
      id: h.id,
      kind: h.kind,
      title: h.title,
      href: h.path,
      snippet: h.snippet,
      image: h.image === null ? null : (images.get(h.image) ?? null),
    })),
  }
}

/** One page of matches, and with `counts` their number per kind. */
async function run(
  payload: Payload,
  locale: Locale,
  terms: readonly QueryTerm[],
  need: Need,
  page: { limit: number; offset: number; kind?: SearchKind },
  counts: boolean,
): Promise<{ rows: Record<string, unknown>[]; total: number; counts: Partial<Record<SearchKind, number>> }> {
  if (!counts) return { rows: await execute(payload, hitsQuery(locale, terms, need, page)), total: 0, counts: {} }
  const all = await execute(payload, resultsQuery(locale, terms, need, page))
  const rows = all.filter((r) => r.row_type === 'hit').sort((a, b) => Number(a.pos) - Number(b.pos))
  const byKind = toCounts(all.filter((r) => r.row_type === 'count'))
  return { rows, total: Object.values(byKind).reduce((a, b) => a + b, 0), counts: byKind }
}

export type Suggestion = { kind: SearchKind; title: string; href: string; number?: string }

export const MAX_SUGGESTIONS = 8

/** Up to eight best matches for the search box, while typing, and the corrected query when a word was misspelt. */
export async function suggest(
  locale: Locale,
  q: string,
  cms?: Cms,
  lexicon?: Lexicon,
): Promise<{ suggestions: Suggestion[]; respelt: string | null }> {
  const { hits, respelt } = await searchSite(locale, q, { limit: MAX_SUGGESTIONS, counts: false, lexicon }, cms)
  return {
    suggestions: hits.map(({ kind, title, href, number }) => ({ kind, title, href, ...(number ? { number } : {}) })),
    respelt: hits.length > 0 ? respelt : null,
  }
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
): Promise<Omit<SearchResults, 'units' | 'respelt'> | null> {
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

/**
 * Counts a query of the search page that found nothing, for the content health board: the query,
 * its language and the day, nothing about who searched (`cms/health/searchMisses.ts`).
 */
export async function countSearchMiss(query: string, locale: Locale): Promise<void> {
  await recordSearchMiss(await payloadClient(), query, locale)
}
