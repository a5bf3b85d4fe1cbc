/**
 * `npm run bench:trade` (and the trade part of `npm run bench`): the trade feeds over a generated
 * catalogue of BENCH_VARIANTS (5,000) variants in six languages, made from the demo products
 * repeated with their own article numbers: each feed's generation time and peak extra memory
 * (the process's resident size sampled every 5 ms by a worker thread, less the size before the
 * feed), and the p95 of the cached answer of `/api/trade/<file>` beside a floor (a Response of
 * the same bytes held in memory) in the same run.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { expect, it } from 'vitest'

import { type Locale, locales } from '@/i18n/locales'
import { bmecatDocument } from '@/lib/trade/bmecat'
import { tradeCatalogue } from '@/lib/trade/items'
import { classSheets, sheetCsv, tradeSheet } from '@/lib/trade/sheet'
import { fileFeedStore } from '@/lib/trade/store'
import { xChangeBytes } from '@/lib/trade/xchange'
import { tradeWorkbook } from '@/lib/trade/xlsx'
import type { Product } from '@/payload-types'

import { demoOptions, demoProducts } from '../support/tradeCatalogue'

const VARIANTS = Number(process.env.BENCH_VARIANTS ?? 5000)
const REQUESTS = 300

/** The demo products repeated until the catalogue holds VARIANTS variants, each copy with its own numbers. */
function generated(): Record<Locale, Product[]> {
  const demo = demoProducts()
  const perRound = demo.de.reduce((sum, p) => sum + (p.variants?.length ?? 0), 0)
  const rounds = Math.ceil(VARIANTS / perRound)
  let left = VARIANTS
  const out = Object.fromEntries(locales.map((l) => [l, [] as Product[]])) as Record<Locale, Product[]>
  for (let round = 0; round < rounds; round++)
    demo.de.forEach((_, index) => {
      const count = Math.min(left, demo.de[index]!.variants?.length ?? 0)
      if (count <= 0) return
      left -= count
      for (const l of locales) {
        const p = demo[l][index]!
        out[l].push({
          ...p,
          id: round * 1000 + p.id,
          slug: `${p.slug}-${round}`,
          variants: (p.variants ?? []).slice(0, count).map((v, i) => ({
            ...v,
            articleNumber: `SH${String(round * 4000 + index * 100 + i).padStart(6, '0')}`,
            trade: v.trade ? { ...v.trade, successor: null } : v.trade,
          })),
        })
      }
    })
  return out
}

/** The process's peak resident size while `run` runs, sampled by a worker (the main thread is busy). */
async function peakDuring<T>(run: () => Promise<T> | T): Promise<{ result: T; ms: number; peakMb: number }> {
  global.gc?.()
  const shared = new BigInt64Array(new SharedArrayBuffer(16))
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const a = new BigInt64Array(workerData);
     const tick = () => { const r = BigInt(process.memoryUsage.rss()); if (r > a[0]) a[0] = r; if (a[1] === 0n) setTimeout(tick, 5) };
     tick();`,
    { eval: true, workerData: shared.buffer },
  )
  await new Promise((resolve) => setTimeout(resolve, 30))
  const before = process.memoryUsage.rss()
  Atomics.store(shared, 0, BigInt(before))
  const started = performance.now()
  const result = await run()
  const ms = performance.now() - started
  await new Promise((resolve) => setTimeout(resolve, 20))
  Atomics.store(shared, 1, 1n)
  await worker.terminate()
  return { result, ms, peakMb: Number(Atomics.load(shared, 0) - BigInt(before)) / 2 ** 20 }
}

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.ceil(0.95 * sorted.length) - 1]!
}

it(`makes every trade feed of ${VARIANTS} variants and answers them from the store`, async () => {
  const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? os.tmpdir(), 'bench-trade-'))
  process.env.DATA_DIR = dir
  const products = generated()
  const options = demoOptions(true)
  const rows: { feed: string; ms: number; peakMb: number; bytes: number }[] = []
  const catalogue = await peakDuring(() => tradeCatalogue(products, options))
  rows.push({ feed: 'items (all languages)', ms: catalogue.ms, peakMb: catalogue.peakMb, bytes: 0 })
  const { items } = catalogue.result
  expect(items.length).toBeGreaterThanOrEqual(VARIANTS - 200)
  const store = fileFeedStore(dir)
  const generatedAt = new Date()
  const feeds: [string, () => Promise<string | Buffer> | string | Buffer][] = [
    [
      'bmecat-de.xml',
      () => bmecatDocument(items, { locale: 'de', brand: 'SANHAUS', generatedAt, listPrices: true, version: '1' }),
    ],
    [
      'bmecat-zh.xml',
      () => bmecatDocument(items, { locale: 'zh', brand: 'SANHAUS', generatedAt, listPrices: true, version: '1' }),
    ],
    ['xchange.json', () => xChangeBytes(catalogue.result, { generatedAt, brand: 'SANHAUS', dataContact: null })],
    [
      'catalogue-de.xlsx',
      () =>
        tradeWorkbook(
          tradeSheet(items, { locale: 'de', listPrices: true, features: false }),
          'de',
          {
            siteUrl: 'https://www.sanhaus.example',
            generatedAt,
            etim: { release: 'ETIM 10.0', attribution: '' },
            contact: null,
            listPrices: true,
          },
          classSheets(items, 'de'),
        ),
    ],
    ['catalogue-de.csv', () => sheetCsv(tradeSheet(items, { locale: 'de', listPrices: true }))],
  ]
  for (const [name, make] of feeds) {
    const made = await peakDuring(make)
    await store.write(name, made.result)
    rows.push({ feed: name, ms: made.ms, peakMb: made.peakMb, bytes: Buffer.byteLength(made.result) })
  }

  // The cached answer: the route's handler reading the store, beside a Response of bytes in memory.
  const { feedAnswer } = await import('@/features/trade/feedAnswer')
  const feeds2 = await import('@/cms/trade/feeds')
  feeds2.useFeedStore(store)
  const answers: { file: string; p95: number; floorP95: number; readyP95: number; notModifiedP95: number }[] = []
  for (const file of ['bmecat-de.xml', 'catalogue-de.xlsx']) {
    const body = fs.readFileSync(path.join(dir, file))
    /** p95 of the whole answer read, or of the answer ready to send (its headers and body at hand). */
    const timed = async (ask: () => Promise<Response>, read = true) => {
      const samples: number[] = []
      for (let i = 0; i < REQUESTS; i++) {
        const started = performance.now()
        const answer = await ask()
        if (read) await answer.arrayBuffer()
        samples.push(performance.now() - started)
        if (!read) await answer.body?.cancel()
      }
      return p95(samples.slice(20))
    }
    const first = await feedAnswer(new Request(`http://localhost/api/trade/${file}`), file)
    const etag = first.headers.get('etag')!
    answers.push({
      file,
      p95: await timed(() => feedAnswer(new Request(`http://localhost/api/trade/${file}`), file)),
      floorP95: await timed(
        async () => new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'x' } }),
      ),
      readyP95: await timed(() => feedAnswer(new Request(`http://localhost/api/trade/${file}`), file), false),
      notModifiedP95: await timed(() =>
        feedAnswer(new Request(`http://localhost/api/trade/${file}`, { headers: { 'If-None-Match': etag } }), file),
      ),
    })
  }
  feeds2.useFeedStore(null)
  const report = { variants: items.length, leftOut: catalogue.result.leftOut.length, feeds: rows, answers }
  fs.mkdirSync(path.resolve('test-results'), { recursive: true })
  fs.writeFileSync(path.resolve('test-results', 'bench-trade.json'), JSON.stringify(report, null, 2))
  fs.rmSync(dir, { recursive: true, force: true })
})
