#!/usr/bin/env node
// `npm run memory`: the production server's resident memory (RSS of its process, read from /proc)
// through what a day brings, on the demo content (SQLite): after start; after 2,000 enquiries at
// 50 connections (as `npm run loadtest`); after a crawl of every page of the sitemaps in six
// languages (4 at a time); and after a second crawl, which also gives the page cache's hit rate
// (Next's `x-nextjs-cache` header: HIT or STALE of all pages). The V8 heap and the memory outside
// it come from the server's own report (`process.memoryUsage()`, logged on SIGUSR2 when
// MEMORY_REPORT is set: scripts/server.mjs). Exits 1 when the RSS passes MEMORY_LIMIT_MB (700).
// Prints a table and one JSON line. MEMORY_HEAP_SNAPSHOT=<dir> also writes a V8 heap snapshot of
// the server after the second crawl into <dir> (Node's --heapsnapshot-signal; taken after the last
// reading, as writing one costs the process about its heap's size again), to open in Chromium's
// DevTools (Memory) or `memlab analyze`.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { postEnquiries, sitemapPaths, startApp, treeRss } from './harness.mjs'
import { ensureBuild, freePort, waitForHealth } from './lib.mjs'
import { DEFAULT_SNAPSHOT_DIR, restoreSeedSnapshot } from './seed-snapshot.mjs'

const LIMIT_MB = Number(process.env.MEMORY_LIMIT_MB ?? 700)
const SNAPSHOT_DIR = process.env.MEMORY_HEAP_SNAPSHOT ? path.resolve(process.env.MEMORY_HEAP_SNAPSHOT) : null
const ENQUIRIES = Number(process.env.MEMORY_ENQUIRIES ?? 2000)
const CONCURRENCY = 50
const CRAWLERS = 4

await ensureBuild()
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-memory-'))
const snapshot = process.env.SEED_SNAPSHOT_DIR ?? DEFAULT_SNAPSHOT_DIR
const restored = restoreSeedSnapshot(snapshot, dir)
const port = await freePort()
let reports = []
const app = startApp({
  port,
  env: {
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    DATA_DIR: dir,
    MEDIA_DIR: path.join(dir, 'media'),
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('base64url'),
    // One client sends everything: no per-client limit, no fill time, no proof of work.
    ENQUIRY_RATE_LIMIT: '0',
    ENQUIRY_REQUEST_LIMIT: '0',
    ENQUIRY_MIN_FILL_MS: '0',
    ENQUIRY_POW_BITS: '0',
    MEMORY_REPORT: '1',
    ...(SNAPSHOT_DIR && {
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --heapsnapshot-signal=SIGHUP --diagnostic-dir=${SNAPSHOT_DIR}`.trim(),
    }),
  },
  log: (text) => {
    for (const [, json] of text.matchAll(/\[memory\] (\{.*\})/g)) reports.push(JSON.parse(json))
  },
})
const mb = (bytes) => Math.round(bytes / 1024 / 1024)

/** Seconds the server is left idle before its memory is read (V8 gives memory back when idle). */
const SETTLE_SECONDS = Number(process.env.MEMORY_SETTLE_SECONDS ?? 10)

/** The server's RSS (MB) once idle for SETTLE_SECONDS, with its own account of heap and the rest. */
async function settled(phase, extra = {}) {
  await new Promise((r) => setTimeout(r, SETTLE_SECONDS * 1000))
  reports = []
  app.child.kill('SIGUSR2')
  for (let i = 0; i < 50 && reports.length === 0; i++) await new Promise((r) => setTimeout(r, 100))
  const own = reports[0] ?? {}
  return {
    phase,
    rssMb: Math.round(treeRss(app.child.pid) / 1024),
    heapUsedMb: own.heapUsed === undefined ? null : mb(own.heapUsed),
    heapTotalMb: own.heapTotal === undefined ? null : mb(own.heapTotal),
    externalMb: own.external === undefined ? null : mb(own.external),
    arrayBuffersMb: own.arrayBuffers === undefined ? null : mb(own.arrayBuffers),
    pageCacheEntries: own.pageCache?.entries ?? null,
    pageCacheMb: own.pageCache?.bytes == null ? null : mb(own.pageCache.bytes),
    heapSpacesMb: own.spaces
      ? Object.entries(own.spaces)
          .map(([name, size]) => `${name.replace(/_space$/, '')} ${size}`)
          .join(', ')
      : null,
    ...extra,
  }
}

/** ENQUIRIES valid enquiries, CONCURRENCY at a time (as `npm run loadtest`); how many were stored. */
async function enquiries() {
  const { results, close } = await postEnquiries(port, {
    total: ENQUIRIES,
    concurrency: CONCURRENCY,
    tag: 'Speichertest',
  })
  close()
  return results.filter((r) => r.status === 201).length
}

/** Every path once, CRAWLERS at a time; counts the answers by status and the cache's hits. */
async function crawl(paths) {
  let next = 0
  const tally = { pages: 0, ok: 0, hits: 0, bytes: 0 }
  await Promise.all(
    Array.from({ length: CRAWLERS }, async () => {
      while (next < paths.length) {
        const pathname = paths[next++]
        const response = await fetch(`${app.base}${pathname}`, { headers: { accept: 'text/html' } })
        const body = await response.arrayBuffer()
        tally.pages++
        tally.bytes += body.byteLength
        if (response.status === 200) tally.ok++
        if (/^(HIT|STALE)$/.test(response.headers.get('x-nextjs-cache') ?? '')) tally.hits++
      }
    }),
  )
  return tally
}

/** Asks the server for a heap snapshot and waits until its file is written whole; returns its path. */
async function heapSnapshot() {
  fs.mkdirSync(SNAPSHOT_DIR, { recursive: true })
  const before = new Set(fs.readdirSync(SNAPSHOT_DIR))
  app.child.kill('SIGHUP')
  for (let waited = 0, last = -1; waited < 600; waited++) {
    await new Promise((r) => setTimeout(r, 1000))
    const file = fs.readdirSync(SNAPSHOT_DIR).find((name) => name.endsWith('.heapsnapshot') && !before.has(name))
    if (!file) continue
    const size = fs.statSync(path.join(SNAPSHOT_DIR, file)).size
    // The snapshot ends with its strings table and a closing brace; its size stays once written.
    if (size > 0 && size === last) return path.join(SNAPSHOT_DIR, file)
    last = size
  }
  throw new Error(`no heap snapshot appeared in ${SNAPSHOT_DIR} within 10 minutes`)
}

const rows = []
try {
  await waitForHealth(app.base, 900_000)
  rows.push(await settled(restored ? 'start (demo content copied)' : 'start (demo content seeded)'))
  let t0 = performance.now()
  const seconds = () => Math.round((performance.now() - t0) / 100) / 10
  const stored = await enquiries()
  rows.push(await settled(`${ENQUIRIES} enquiries`, { seconds: seconds(), stored }))
  const paths = await sitemapPaths(app.base)
  t0 = performance.now()
  const first = await crawl(paths)
  rows.push(
    await settled(`crawl of ${paths.length} pages`, {
      seconds: seconds(),
      ok: first.ok,
      cacheHitRate: first.hits / first.pages,
    }),
  )
  t0 = performance.now()
  const second = await crawl(paths)
  rows.push(
    await settled('second crawl', { seconds: seconds(), ok: second.ok, cacheHitRate: second.hits / second.pages }),
  )
  if (SNAPSHOT_DIR) console.log(`heap snapshot: ${await heapSnapshot()}`)
} finally {
  await app.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
console.table(rows)
const peak = Math.max(...rows.map((r) => r.rssMb))
console.log(JSON.stringify({ limitMb: LIMIT_MB, peakRssMb: peak, rows }))
if (peak > LIMIT_MB) {
  console.error(`The server's RSS reached ${peak} MB, over ${LIMIT_MB} MB.`)
  process.exitCode = 1
}
