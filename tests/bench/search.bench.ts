import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { rebuildSearchIndex } from '@/cms/search/indexer'
import { synonyms } from '@/cms/seed/content/synonyms'
import { locales, type Locale } from '@/i18n/locales'
import { applySelection, readSelection } from '@/lib/catalogue/facets'
import type * as FinderModule from '@/lib/cms/finder'
import type { FinderEntry } from '@/lib/cms/finder'
import type * as PreviewModule from '@/lib/cms/preview'
import type * as SearchModule from '@/lib/cms/search'
import type { LexiconData } from '@/lib/cms/search'
import { planQuery } from '@/lib/search/plan'

import { type FinderQuery, finderMix, finderScopes, fitMix, generateCatalogue, queryMix } from './catalogue'
import { dbKind, startCms, type Cms } from '../int/harness'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000)
const QUERIES = 200

let cms: Cms
let search: typeof SearchModule
let finderModule: typeof FinderModule
let preview: typeof PreviewModule
const report: Record<string, unknown> = { database: dbKind(), products: PRODUCTS, queries: QUERIES }

beforeAll(async () => {
  cms = await startCms()
  // The search module reads the CMS config, so it is imported once the database is chosen.
  search = await import('@/lib/cms/search')
  finderModule = await import('@/lib/cms/finder')
  preview = await import('@/lib/cms/preview')
})

afterAll(async () => {
  const file = path.resolve('test-results', `bench-search-${dbKind()}.json`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify(report, null, 2))
  await cms?.close()
})

type Stats = { median: number; p95: number; max: number; mean: number }

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
  const round = (n: number) => Math.round(n * 100) / 100
  return {
    median: round(at(0.5)),
    p95: round(at(0.95)),
    max: round(sorted[sorted.length - 1]!),
    mean: round(samples.reduce((a, b) => a + b, 0) / samples.length),
  }
}

async function measure(
  run: (locale: Parameters<typeof search.searchSite>[0], q: string) => Promise<unknown>,
): Promise<Stats> {
  const mix = queryMix(QUERIES)
  // Warm-up: the first queries pay for connections and prepared code paths.
  for (const [locale, q] of mix.slice(0, 20)) await run(locale, q)
  const samples: number[] = []
  for (const [locale, q] of mix) {
    const t0 = performance.now()
    await run(locale, q)
    samples.push(performance.now() - t0)
  }
  return stats(samples)
}

it(`search latency over ${PRODUCTS} products (${dbKind()})`, async () => {
  const { payload } = cms
  report.generate = await generateCatalogue(payload, PRODUCTS)
  report.index = await rebuildSearchIndex(payload)
  expect((report.index as { entries: number }).entries).toBeGreaterThanOrEqual(PRODUCTS * 6)
  await payload.updateGlobal({
    slug: 'search-synonyms',
    locale: 'de',
    data: { groups: synonyms.map((g) => ({ words: g.de })), _status: 'published' },
  })
  const { groups } = await payload.findGlobal({ slug: 'search-synonyms', locale: 'de', depth: 0 })
  for (const locale of locales.filter((l) => l !== 'de'))
    await payload.updateGlobal({
      slug: 'search-synonyms',
      locale,
      data: { groups: synonyms.map((g, i) => ({ id: groups?.[i]?.id, words: g[locale] })), _status: 'published' },
    })

  // The words typos are corrected to and the synonyms: read once per language and kept in Next's
  // cache until the index or the synonyms change. Measured here as a cache miss, and as what a
  // request does with the cached data.
  const lexicons = new Map<Locale, LexiconData>()
  const misses: number[] = []
  for (const locale of locales) {
    const t0 = performance.now()
    lexicons.set(locale, await search.readLexicon(payload, locale))
    misses.push(performance.now() - t0)
  }
  report.lexiconMiss = { ...stats(misses), words: Math.max(...[...lexicons.values()].map((l) => l.words.length)) }
  const lexicon = (locale: Locale) => search.toLexicon(lexicons.get(locale)!)
  report.lexiconHit = await measure(async (locale) => lexicon(locale))

  // What the results page runs: ten hits of a page and the counts per kind.
  report.searchPage = await measure((locale, q) =>
    search.searchSite(locale, q, { limit: 10, lexicon: lexicon(locale) }, payload),
  )
  // What the search box runs while typing: eight suggestions, no counts.
  report.suggestions = await measure((locale, q) => search.suggest(locale, q, payload, lexicon(locale)))
  // For comparison: the same filter through Payload's Local API `contains` (no ranking, no counts).
  report.localApiFilter = await measure((locale, q) =>
    payload.find({
      collection: 'search-entries',
      where: {
        and: [{ lang: { equals: locale } }, ...planQuery(q).units.map((u) => ({ terms: { contains: u.text } }))],
      },
      limit: 10,
      depth: 0,
      sort: 'rank',
      overrideAccess: true,
    }),
  )

  const hits = await search.searchSite('de', 'MÖBEL', { limit: 10 }, payload)
  report.sample = { query: 'MÖBEL', total: hits.total, first: hits.hits.slice(0, 3).map((h) => h.title) }
  console.log(`\n[bench ${dbKind()}] ${JSON.stringify(report, null, 2)}\n`)
  expect(hits.total).toBeGreaterThan(0)
})

// The product finder (src/components/catalogue/finder.tsx `loadFinder`): a request reads the cached
// list of its place's products (`getFinderProducts`) and filters it in memory. Measured here: the
// list's database read and mapping as a cache miss runs it, and the in-memory answer of finder
// and fit-check queries once the lists are cached.

const FINDER_LOCALE: Locale = 'de'
const COLD_RUNS_ALL = 20
const COLD_RUNS_CATEGORY = 50
const COLD_CATEGORY = 'enclosures'

type Place = { categoryId: number | null; subId: number | null }

/** What `getFinderProducts` (src/lib/cms/finder.ts) reads on a cache miss: its own function, without Next's cache. */
const finderProducts = (payload: Payload, locale: Locale, place: Place): Promise<FinderEntry[]> =>
  finderModule.readFinderProducts(payload, locale, place.categoryId, place.subId)

/** What `getSeriesNames` reads on a cache miss: the slugs the finder's series facet accepts. */
const seriesSlugsOf = async (payload: Payload, locale: Locale): Promise<string[]> =>
  (await finderModule.readSeriesNames(payload, locale)).map((s) => s.slug)

/** Each generated category's place: a root narrows by `category`, a sub-category by `subCategory`. */
async function placesOf(payload: Payload): Promise<Map<string | null, Place>> {
  const { docs } = await payload.find({
    collection: 'product-categories',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const places = new Map<string | null, Place>([[null, { categoryId: null, subId: null }]])
  for (const c of docs) {
    const parent = c.parent && typeof c.parent === 'object' ? c.parent.id : (c.parent ?? null)
    places.set(c.slug, parent === null ? { categoryId: c.id, subId: null } : { categoryId: parent, subId: c.id })
  }
  return places
}

async function timedRuns(runs: number, run: () => Promise<unknown>): Promise<Stats & { runs: number }> {
  // Warm-up: connections and prepared code paths, as in `measure`.
  for (let i = 0; i < 2; i++) await run()
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    await run()
    samples.push(performance.now() - t0)
  }
  return { ...stats(samples), runs }
}

/** The in-memory part of `loadFinder`: read the query, filter the cached list, index its tiles. */
function answer(entries: readonly FinderEntry[], seriesSlugs: readonly string[], query: string) {
  const { selection, problems } = readSelection(new URLSearchParams(query), seriesSlugs)
  const result = applySelection(
    entries.map((e) => e.finder),
    selection,
  )
  const tiles = new Map(entries.map((e) => [e.tile.id, e.tile]))
  return { result, problems, tiles }
}

type Answered = Stats & {
  queries: number
  left: { min: number; median: number; max: number; empty: number }
  samples: { scope: string; query: string; left: number; problems: number }[]
}

function measureAnswers(
  lists: ReadonlyMap<string | null, FinderEntry[]>,
  seriesSlugs: readonly string[],
  mix: readonly FinderQuery[],
  named: number,
): Answered {
  const listOf = (scope: string | null) => {
    const list = lists.get(scope)
    if (!list) throw new Error(`no list for ${scope}`)
    return list
  }
  // Warm-up: one pass over the mix, so the code is compiled before it is timed.
  for (const { scope, query } of mix) answer(listOf(scope), seriesSlugs, query)
  const samples: number[] = []
  const left: number[] = []
  const shown: Answered['samples'] = []
  for (const [i, { scope, query }] of mix.entries()) {
    const list = listOf(scope)
    const t0 = performance.now()
    const { result, problems } = answer(list, seriesSlugs, query)
    samples.push(performance.now() - t0)
    left.push(result.products.length)
    if (i < named) shown.push({ scope: scope ?? 'all', query, left: result.products.length, problems: problems.length })
  }
  const sorted = [...left].sort((a, b) => a - b)
  return {
    ...stats(samples),
    queries: mix.length,
    left: {
      min: sorted[0]!,
      median: sorted[Math.floor(sorted.length / 2)]!,
      max: sorted[sorted.length - 1]!,
      empty: left.filter((n) => n === 0).length,
    },
    samples: shown,
  }
}

it(`finder and fit check over ${PRODUCTS} products (${dbKind()})`, async () => {
  const { payload } = cms
  const places = await placesOf(payload)
  const all = places.get(null)!
  const category = places.get(COLD_CATEGORY)
  expect(category).toBeDefined()

  // Cold: the list a cache miss reads, for the whole catalogue and for one category.
  let products = 0
  let inCategory = 0
  const coldAll = await timedRuns(COLD_RUNS_ALL, async () => {
    products = (await finderProducts(payload, FINDER_LOCALE, all)).length
  })
  const coldCategory = await timedRuns(COLD_RUNS_CATEGORY, async () => {
    inCategory = (await finderProducts(payload, FINDER_LOCALE, category!)).length
  })
  // For comparison: the same rows without their relations (depth 0), not mapped.
  const rowsOnly = await timedRuns(COLD_RUNS_ALL, () =>
    payload.find({
      collection: 'products',
      locale: FINDER_LOCALE,
      depth: 0,
      where: { category: { equals: category!.categoryId } },
      sort: 'order',
      limit: 0,
      pagination: false,
      ...preview.readScope(),
    }),
  )
  expect(products).toBe(PRODUCTS)
  expect(inCategory).toBeGreaterThan(0)

  // Warm: every place's list in memory, as the site's cache holds them.
  const lists = new Map<string | null, FinderEntry[]>()
  for (const scope of finderScopes) lists.set(scope, await finderProducts(payload, FINDER_LOCALE, places.get(scope)!))
  const seriesSlugs = await seriesSlugsOf(payload, FINDER_LOCALE)
  expect(seriesSlugs.length).toBeGreaterThan(0)

  const finder = measureAnswers(lists, seriesSlugs, finderMix(QUERIES), 20)
  const fit = measureAnswers(lists, seriesSlugs, fitMix(QUERIES), 18)
  report.finder = {
    locale: FINDER_LOCALE,
    coldAll: { ...coldAll, products },
    coldCategory: { ...coldCategory, category: COLD_CATEGORY, products: inCategory },
    coldCategoryDepth0: { ...rowsOnly, category: COLD_CATEGORY, products: inCategory },
    answer: finder,
    fit,
  }
  console.log(`\n[bench finder ${dbKind()}] ${JSON.stringify(report.finder, null, 2)}\n`)

  const leftBy = (r: Answered, scope: string, query: string) =>
    r.samples.find((s) => s.scope === scope && s.query === query)?.left
  expect(finder.left.max).toBeGreaterThan(0)
  expect(finder.left.empty).toBeLessThan(finder.queries)
  expect(fit.left.max).toBeGreaterThan(0)
  expect(leftBy(fit, 'enclosures', 'fit=900x800')).toBeGreaterThan(0)
  expect(leftBy(fit, 'all', 'fit=1200x900x2000')).toBeGreaterThan(0)
  expect(leftBy(fit, 'enclosures', 'fit=300x300')).toBe(0)
})
