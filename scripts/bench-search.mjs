#!/usr/bin/env node
// `npm run bench:search`: search latency over a generated catalogue (5,000 products by default,
// BENCH_PRODUCTS to change) on a fresh SQLite and a fresh PostgreSQL database. Not part of
// `npm test`: it takes a few minutes and measures rather than checks.
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
    [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'bench'],
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
console.log('\nSearch latency (200 mixed queries; median / p95 / max)')
for (const r of rows) {
  console.log(
    `\n${r.database}: ${r.products} products, index ${r.index.entries} entries built in ${(r.index.ms / 1000).toFixed(1)} s`,
  )
  for (const [name, label] of [
    ['searchPage', 'results page (10 hits + counts)'],
    ['suggestions', 'suggestions (8 hits)'],
    ['localApiFilter', 'Local API contains, unranked'],
  ]) {
    const s = r[name]
    console.log(`  ${label.padEnd(34)} ${ms(s.median).padStart(9)} ${ms(s.p95).padStart(9)} ${ms(s.max).padStart(9)}`)
  }
}
