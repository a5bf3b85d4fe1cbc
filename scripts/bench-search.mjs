#!/usr/bin/env node
// `npm run bench:search`: search and product finder latency over a generated catalogue (5,000
// products by default, BENCH_PRODUCTS to change) on a fresh SQLite and a fresh PostgreSQL
// database: the search results page and suggestions, the finder's list read on a cache miss, and
// its answers and fit checks from the cached list. Not part of `npm test`: it takes a few minutes
// and measures rather than checks.
import fs from 'node:fs'
import path from 'node:path'

import { baseEnv, root, run } from './lib.mjs'
import { adminClient, postgresServerUrl } from './pg.mjs'

const databases = ['sqlite']
const admin = await adminClient(postgresServerUrl())
if (admin) {
  await admin.end()
  databases.push('postgres')
} else {
  console.error(`PostgreSQL at ${postgresServerUrl()} does not answer: measuring SQLite only.`)
}

const rows = []
for (const db of databases) {
  const report = path.join(root, 'test-results', `bench-search-${db}.json`)
  fs.rmSync(report, { force: true })
  const { code } = await run(
    process.execPath,
    [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'bench', 'tests/bench/search.bench.ts'],
    {
      env: baseEnv({ TEST_DB: db }),
    },
  )
  if (code !== 0 || !fs.existsSync(report)) {
    console.error(`The benchmark on ${db} failed (exit ${code}).`)
    process.exitCode = 1
    continue
  }
  rows.push(JSON.parse(fs.readFileSync(report, 'utf8')))
}

const ms = (n) => `${n.toFixed(1)} ms`
const GOAL_MS = 50
const columns = (label, ...cells) => `  ${label.padEnd(46)} ${cells.map((c) => c.padStart(9)).join(' ')}`
const row = (label, s, ...notes) =>
  console.log([columns(label, ms(s.median), ms(s.p95), ms(s.max)), ...notes.filter(Boolean)].join('  '))
const goal = (s) => (s.p95 < GOAL_MS ? '' : `p95 over ${GOAL_MS} ms`)
const left = (l) => `left ${l.min}-${l.max} products, median ${l.median}, ${l.empty} empty`

console.log(`\nSearch and product finder latency (median / p95 / max; goal p95 < ${GOAL_MS} ms)`)
for (const r of rows) {
  console.log(
    `\n${r.database}: ${r.products} products in ${r.generate.series} series, index ${r.index.entries} entries built in ${(r.index.ms / 1000).toFixed(1)} s`,
  )
  console.log(columns('', 'median', 'p95', 'max'))
  if (r.lexiconMiss)
    console.log(
      `  Lexicon (${r.lexiconMiss.words} words per language at most): read on a cache miss ${ms(r.lexiconMiss.median)} median, ${ms(r.lexiconMiss.max)} max; taken from the cache per request ${ms(r.lexiconHit.median)} median, ${ms(r.lexiconHit.p95)} p95`,
    )
  console.log(`  Search, ${r.queries} mixed queries (typos, synonyms and several words among them)`)
  for (const [name, label] of [
    ['searchPage', 'results page (10 hits + counts)'],
    ['suggestions', 'suggestions (8 hits)'],
    ['localApiFilter', 'Local API contains, unranked'],
  ]) {
    row(label, r[name], name === 'localApiFilter' ? '' : goal(r[name]))
  }
  const f = r.finder
  if (!f) continue
  console.log(`  Product finder (${f.locale}): list read on a cache miss (query + mapping)`)
  row(`whole catalogue (${f.coldAll.products} products, ${f.coldAll.runs} runs)`, f.coldAll, goal(f.coldAll))
  row(
    `category ${f.coldCategory.category} (${f.coldCategory.products}, ${f.coldCategory.runs} runs)`,
    f.coldCategory,
    goal(f.coldCategory),
  )
  if (f.coldCategoryDepth0)
    row(`  the same at depth 0, unmapped (${f.coldCategoryDepth0.runs} runs)`, f.coldCategoryDepth0, 'for comparison')
  console.log('  Product finder: answer from the cached list (query read + filter + counts)')
  row(`finder, ${f.answer.queries} mixed queries`, f.answer, left(f.answer.left), goal(f.answer))
  row(`fit check, ${f.fit.queries} mixed spaces`, f.fit, left(f.fit.left), goal(f.fit))
  const named = f.fit.samples.filter((s) => /^fit=(900x800|1200x900x2000|300x300)$/.test(s.query))
  console.log(`  Fit check, products left: ${named.map((s) => `${s.query.slice(4)} ${s.scope} ${s.left}`).join(', ')}`)
}
