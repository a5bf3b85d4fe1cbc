import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { rebuildSearchIndex } from '@/cms/search/indexer'
import type * as SearchModule from '@/lib/cms/search'
import { parseQuery } from '@/lib/search/normalize'

import { generateCatalogue, queryMix } from './catalogue'
import { dbKind, startCms, type Cms } from '../int/harness'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000)
const QUERIES = 200

let cms: Cms
let search: typeof SearchModule
const report: Record<string, unknown> = { database: dbKind(), products: PRODUCTS, queries: QUERIES }

beforeAll(async () => {
  cms = await startCms()
  // The search module reads the CMS config, so it is imported once the database is chosen.
  search = await import('@/lib/cms/search')
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

  // What the results page runs: ten hits of a page and the counts per kind.
  report.searchPage = await measure((locale, q) => search.searchSite(locale, q, { limit: 10 }, payload))
  // What the search box runs while typing: eight suggestions, no counts.
  report.suggestions = await measure((locale, q) => search.suggest(locale, q, payload))
  // For comparison: the same filter through Payload's Local API `contains` (no ranking, no counts).
  report.localApiFilter = await measure((locale, q) =>
    payload.find({
      collection: 'search-entries',
      where: { and: [{ lang: { equals: locale } }, ...parseQuery(q).map((u) => ({ terms: { contains: u.text } }))] },
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
