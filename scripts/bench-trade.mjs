#!/usr/bin/env node
// `npm run bench:trade` (also the last part of `npm run bench`): the trade feeds over a generated
// catalogue of BENCH_VARIANTS (5,000) variants (tests/bench/trade.bench.ts): each feed's generation
// time and peak extra memory (goals: under 10 s and 150 MB), and the p95 of the cached answer of
// `/api/trade/<file>` beside a floor, a Response of the same bytes from memory, read whole (goal:
// under 50 ms), and until it is ready to send.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { baseEnv, root, run } from './lib.mjs'

const GOALS = { ms: 10_000, peakMb: 150, p95: 50 }

/** Runs the trade bench in its own process and returns its report (null when it failed). */
export async function measureTrade() {
  const report = path.join(root, 'test-results', 'bench-trade.json')
  fs.rmSync(report, { force: true })
  const { code } = await run(
    process.execPath,
    [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'bench', 'tests/bench/trade.bench.ts'],
    { env: baseEnv({ NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim() }) },
  )
  if (code !== 0 || !fs.existsSync(report)) {
    console.error(`The trade bench failed (exit ${code}).`)
    return null
  }
  const result = JSON.parse(fs.readFileSync(report, 'utf8'))
  console.log(`\nTrade feeds over ${result.variants} variants (${result.leftOut} left out)`)
  console.table(
    result.feeds.map((f) => ({
      feed: f.feed,
      seconds: (f.ms / 1000).toFixed(2),
      peakExtraMb: Math.round(f.peakMb),
      sizeMb: f.bytes ? (f.bytes / 2 ** 20).toFixed(1) : '',
      goal: f.ms < GOALS.ms && f.peakMb < GOALS.peakMb ? 'met' : 'missed',
    })),
  )
  console.table(
    result.answers.map((a) => ({
      file: a.file,
      p95Ms: a.p95.toFixed(2),
      floorP95Ms: a.floorP95.toFixed(2),
      ratio: (a.p95 / a.floorP95).toFixed(2),
      readyP95Ms: a.readyP95.toFixed(2),
      notModifiedP95Ms: a.notModifiedP95.toFixed(2),
      goal: a.p95 < GOALS.p95 ? 'met' : 'missed',
    })),
  )
  return result
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measureTrade()
  if (!result) process.exitCode = 1
}
