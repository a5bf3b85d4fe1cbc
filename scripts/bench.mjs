#!/usr/bin/env node
// `npm run bench`: the site's speed, on loopback, in one bounded run (about 15 minutes on 2 cores):
// - build time and peak memory of a fresh production build;
// - the JavaScript each kind of page loads in Chromium (gzip, scrolled to the bottom; js-budget.mjs)
//   next to a bare Next.js page's (the floor);
// - Lighthouse (mobile): every kind of page in German and Chinese and the home page in the other
//   four languages, each beside the floor (a bare Next.js page of the installed versions, built and
//   served by js-budget.mjs): page and floor in turns, three runs each, each scored by its median,
//   and the page's performance, TBT, LCP, CLS and script evaluation printed as the difference to
//   the floor's, with the page's HTML (gzip) and the RSC payload in it (BENCH_LIGHTHOUSE_PAGES, a
//   comma-separated list of paths, runs those only; without
//   a floor, one run per page and a median of three under 97, LIGHTHOUSE_RUNS=3 for three). It runs before the load part, on a server that has served no
//   burst yet. `clsFlagged` is the part of CLS that Chromium flags as following an input (the
//   emulated viewport's late arrival), which a visitor's browser does not count;
// - throughput and p50/p99 latency (wrk, 50 connections) of three cached pages and two
//   API GETs from the production server, from nginx serving the same HTML from disk, and through
//   nginx with deploy/nginx.conf (the micro-cache; the last two in turns, the median of
//   BENCH_LOAD_ROUNDS=5 runs each); the app server's resident memory after each phase;
// - how long a publish in the CMS takes to reach a visitor through the micro-cache;
// - the documents: a data sheet in German and Chinese (cold, warm, cached; size) and a Merkliste
//   PDF of 50 rows (scripts/bench-documents.mjs);
// - the trade feeds of 5,000 generated variants: generation time, peak memory and the cached
//   answer's p95 beside a floor (scripts/bench-trade.mjs);
// - the showroom locator over 5,000 generated showrooms (p95 beside a floor) and the gazetteer's
//   size on disk and in memory (scripts/bench-locator.mjs).
// Prints a table per part and one JSON summary at the end (also written to test-results/bench.json).
// BENCH_SECONDS (10) sets each load run; BENCH_SKIP_BUILD=1 keeps an up-to-date build;
// BENCH_SKIP_LIGHTHOUSE=1 leaves Lighthouse out (BENCH_LIGHTHOUSE_PAGES runs the paths it lists, in
// its order, also paths outside the list of page kinds); BENCH_SKIP_LOAD=1 leaves out the documents, the load
// runs and publish-to-live (for a run of JavaScript and Lighthouse only).
import { execFile, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { measureDocuments } from './bench-documents.mjs'
import { measureLocator } from './bench-locator.mjs'
import { measureTrade } from './bench-trade.mjs'
import { treeRss } from './harness.mjs'
import { budgetPages, floor, measurePages, report, startBareNext, startTestServer } from './js-budget.mjs'
import { buildIsCurrent, ensureBuild, freePort, root } from './lib.mjs'
import { findNginx, nginxDir, renderSite, spawnNginx, writeConf } from './nginx-conf.mjs'
import { ensureWrk } from './programs.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50
const execFileAsync = promisify(execFile)
/** wrk's path, found (or installed) when the load part begins. */
let wrk = null
/** Runs of each page from nginx's disk and through the micro-cache, taken in turns. */
const LOAD_ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 5)
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1)
/** A page whose first run scores under this is run twice more and scored by the median of three. */
const LIGHTHOUSE_RECHECK_BELOW = 97
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'

const loadPages = ['/de/home', '/de/product?category=basins', '/zh/product/luna-60-wall-hung-basin']
const loadApis = ['/api/cats?lang=zh', '/api/category/14/articles?lang=de']
/** Every kind of page in German and Chinese, and the home page in the other four languages. */
const lighthousePages = [
  ...budgetPages
    // Lighthouse does not score a page that answers 404 (it stops with an error).
    .filter((p) => !p.kind.endsWith('(zh)') && !p.status)
    .flatMap((p) => [
      { kind: p.kind, path: p.path.replace(/^\/zh\//, '/de/') },
      { kind: p.kind, path: p.zhPath ?? p.path.replace(/^\/de\//, '/zh/') },
    ]),
  ...['en', 'it', 'fr', 'es'].map((locale) => ({ kind: 'home', path: `/${locale}/home` })),
]

const summary = {}
const log = (...args) => console.log(...args)

/** A fresh `next build`, timed, with the peak memory of its process tree sampled every 200 ms. */
async function measureBuild() {
  fs.rmSync(path.join(root, '.next'), { recursive: true, force: true })
  log('Building the production bundle from scratch…')
  const started = Date.now()
  const child = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  let peak = 0
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 200)
  const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)))
  clearInterval(timer)
  if (code !== 0) throw new Error(`next build failed (exit ${code})`)
  // Mark the build as current, so the test server does not build again.
  await ensureBuild({ log: () => {} }).catch(() => {})
  return { seconds: Math.round((Date.now() - started) / 100) / 10, peakMemoryMb: Math.round(peak / 1024) }
}

/** The run with the median throughput of `runs` (null for none). */
function medianRun(runs) {
  if (runs.length === 0) return null
  const sorted = [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec)
  return { ...sorted[Math.floor(sorted.length / 2)], reqPerSecRuns: runs.map((r) => r.reqPerSec) }
}

/**
 * `url` under load for SECONDS: wrk, one thread (one of the two cores; nginx's workers and the app
 * share the other and what is left). autocannon, a Node.js client, was the bottleneck here: it
 * used 96-100 % of its core while nginx's worker used 17-72 % of its own, and its throughput for
 * one file varied from 4,755 to 9,793 req/s, so a ratio of two nginx setups measured the client.
 */
async function load(url) {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '-s', path.join(root, 'scripts/wrk-report.lua'), url]
  const { stdout } = await execFileAsync(wrk, args)
  const line = stdout.trim().split('\n').at(-1)
  if (!line.startsWith('{')) throw new Error(`wrk ${url} printed no report: ${stdout.slice(-300)}`)
  const report = JSON.parse(line)
  return {
    reqPerSec: Math.round(report.requests / (report.micros / 1e6)),
    p50Ms: Math.round(report.p50 / 100) / 10,
    p99Ms: Math.round(report.p99 / 100) / 10,
    non2xx: report.non2xx,
    errors: report.errors,
  }
}

/** nginx (Debian's) with two servers: the HTML files from disk, and deploy/nginx.conf before the app. */
async function startNginx(appPort, files) {
  const nginx = findNginx()
  if (!nginx) return null
  const dir = nginxDir('bench-nginx-')
  const [staticPort, cachePort] = [await freePort(), await freePort()]
  const site = renderSite({ upstreamPorts: [appPort], port: cachePort, cacheDir: path.join(dir, 'cache') })
  fs.mkdirSync(path.join(dir, 'html'))
  for (const [name, html] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'html', name), html)
  const conf = writeConf(dir, {
    site,
    // The site's own socket settings (deploy/nginx.conf sets `tcp_nopush off`), so that the two
    // servers differ in the cache only. With Debian's `tcp_nopush on`, some answers from disk waited
    // about 40 ms (p99 33 ms, against 5-6 ms with it off).
    extra: `  server {
    listen 127.0.0.1:${staticPort};
    tcp_nopush off;
    root ${dir}/html;
    location / { try_files $uri =404; }
  }`,
  })
  const server = spawnNginx(nginx, dir, conf)
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${staticPort}/p0.html`)).ok) break
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    static: `http://127.0.0.1:${staticPort}`,
    cache: `http://127.0.0.1:${cachePort}`,
    stop: async () => {
      await server.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Milliseconds from an editor's save until `url` shows the new text. */
async function publishToLive(app, url) {
  const login = await fetch(`${app}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@sanhaus.example',
      password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-Passw0rd!',
    }),
  })
  const { token } = await login.json()
  const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const { docs } = await (
    await fetch(`${app}/api/banners?sort=order&limit=1&locale=de&depth=0`, { headers: auth })
  ).json()
  const banner = docs[0]
  const text = `Neu im Showroom ${Date.now()}`
  const started = Date.now()
  const saved = await fetch(`${app}/api/banners/${banner.id}?locale=de`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ description: text }),
  })
  if (!saved.ok) throw new Error(`the edit failed: ${saved.status}`)
  let ms = null
  while (Date.now() - started < 30_000) {
    const page = await fetch(url).then(
      (r) => r.text(),
      () => '',
    )
    if (page.includes(text)) {
      ms = Date.now() - started
      break
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  await fetch(`${app}/api/banners/${banner.id}?locale=de`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ description: banner.description }),
  })
  return ms
}

/**
 * The part of a run's layout shift that Chromium flags `had_recent_input`. No visitor gives input
 * during a Lighthouse run: Chromium sets the flag when the emulated phone's viewport is applied
 * after the navigation has begun (crbug.com/1302667), and Lighthouse counts such shifts of the
 * first 500 ms all the same, while Chromium's own CLS (what a visitor's browser reports) leaves
 * them out. 0 when the trace is missing.
 */
function flaggedShift(tracePath) {
  if (!fs.existsSync(tracePath)) return 0
  const trace = JSON.parse(fs.readFileSync(tracePath, 'utf8'))
  return (trace.traceEvents ?? trace)
    .filter((e) => e.name === 'LayoutShift' && e.args?.data?.is_main_frame && e.args.data.had_recent_input)
    .reduce((sum, e) => sum + (e.args.data.weighted_score_delta ?? 0), 0)
}

/** One Lighthouse run on `url` (mobile preset): its four scores (0-100) and figures; null when it failed. */
function lighthouseRun(url) {
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js')
  const out = path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`)
  const run = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      // The trace, for the layout shifts Chromium flags as following an input (below).
      '--save-assets',
      // --disable-frame-rate-limit: headless Chrome's compositor otherwise holds back frames of a
      // renderer that is busy while loading, for whole seconds (viz's throttling of unresponsive
      // clients, GoogleChrome/lighthouse#17148): on /de/home the first paint came at 1.2 or 2.2 s
      // in 9 of 11 runs, with and without the page's scripts, and the simulated LCP then counted
      // every script evaluated before it. With the flag: 0 of 14, first paint 166-615 ms.
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-frame-rate-limit',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdio: 'ignore', timeout: 120_000 },
  )
  if (run.status !== 0 || !fs.existsSync(out)) return null
  const { categories, audits } = JSON.parse(fs.readFileSync(out, 'utf8'))
  fs.rmSync(out, { force: true })
  const trace = out.replace(/\.json$/, '-0.trace.json')
  const inputShift = flaggedShift(trace)
  for (const asset of [trace, out.replace(/\.json$/, '-0.devtoolslog.json')]) fs.rmSync(asset, { force: true })
  const score = (category) => Math.round(categories[category].score * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    // What the browser itself saw, unthrottled: the simulated figures start from it.
    observedLcpMs: Math.round(audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? 0),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    clsFlagged: Math.round(inputShift * 1000) / 1000,
    scriptEvalMs: Math.round(
      audits['mainthread-work-breakdown']?.details?.items?.find((i) => i.group === 'scriptEvaluation')?.duration ?? 0,
    ),
    // What keeps accessibility, best practices or SEO under 100 (audit ids).
    failing: ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
      categories[c].auditRefs
        .filter((r) => r.weight > 0 && audits[r.id].score !== null && audits[r.id].score < 1)
        .map((r) => r.id),
    ),
  }
}

/** Several runs as one result: the median of each figure, every run's performance, the audits of all. */
function medianOfRuns(results) {
  if (results.length === 0) return null
  const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)]
  const figures = [
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'lcpMs',
    'observedLcpMs',
    'tbtMs',
    'cls',
    'clsFlagged',
  ]
  return {
    ...Object.fromEntries([...figures, 'scriptEvalMs'].map((key) => [key, median(key)])),
    runs: results.length,
    performanceRuns: results.map((r) => r.performance),
    failing: [...new Set(results.flatMap((r) => r.failing))],
  }
}

/** Lighthouse's scores for `url`: the median of `runs` runs, mobile preset. */
function lighthouse(url, runs) {
  const results = []
  for (let i = 0; i < runs; i++) results.push(lighthouseRun(url))
  return medianOfRuns(results.filter(Boolean))
}

/** One run; under LIGHTHOUSE_RECHECK_BELOW, the median of three. */
function lighthouseScored(url) {
  const first = lighthouse(url, LIGHTHOUSE_RUNS)
  if (!first || LIGHTHOUSE_RUNS >= 3 || first.performance >= LIGHTHOUSE_RECHECK_BELOW) return first
  return lighthouse(url, 3)
}

/** Runs of each page and of the floor beside it (median of three each). */
const FLOOR_RUNS = 3

/**
 * Lighthouse on `url` and on the floor (`floorUrl`, a bare Next.js page) in turns, FLOOR_RUNS times
 * each; each scored by the median of its runs. Without a floor, the page alone as before.
 */
function lighthouseBesideFloor(url, floorUrl) {
  if (!floorUrl) return { page: lighthouseScored(url), floor: null }
  const runs = { page: [], floor: [] }
  for (let i = 0; i < FLOOR_RUNS; i++) {
    runs.page.push(lighthouseRun(url))
    runs.floor.push(lighthouseRun(floorUrl))
  }
  return { page: medianOfRuns(runs.page.filter(Boolean)), floor: medianOfRuns(runs.floor.filter(Boolean)) }
}

/**
 * The page's HTML as sent (gzip) and the part of it that is the RSC payload (the server components'
 * tree again, for hydration and client navigation: the `self.__next_f` pushes), both in KB.
 */
async function documentWeight(url) {
  // Once more when the server closed the kept-alive socket as it was taken up again.
  const html = await fetch(url)
    .catch(() => fetch(url))
    .then((answer) => answer.text())
  const payload = [...html.matchAll(/self\.__next_f\.push\(\[1,"((?:[^"\\]|\\.)*)"\]\)/g)]
    .map((m) => JSON.parse(`"${m[1]}"`))
    .join('')
  const kb = (bytes) => Math.round(bytes / 102.4) / 10
  return {
    htmlKb: kb(Buffer.byteLength(html)),
    htmlGzipKb: kb(zlib.gzipSync(html).length),
    rscPayloadKb: kb(Buffer.byteLength(payload)),
  }
}

/** A page's figures as the difference to the floor's of the same run (performance in points). */
function differenceToFloor(page, floor) {
  return {
    performance: page.performance - floor.performance,
    tbtMs: page.tbtMs - floor.tbtMs,
    lcpMs: page.lcpMs - floor.lcpMs,
    observedLcpMs: page.observedLcpMs - floor.observedLcpMs,
    cls: Math.round((page.cls - floor.cls) * 1000) / 1000,
    scriptEvalMs: page.scriptEvalMs - floor.scriptEvalMs,
  }
}

/** Parts 4 and 5: load through app, nginx and micro-cache; publish to live. */
async function measureLoad(app) {
  wrk = ensureWrk()
  const files = {}
  for (const [i, p] of loadPages.entries()) files[`p${i}.html`] = await (await fetch(app + p)).text()
  for (const p of [...loadPages, ...loadApis]) await fetch(app + p)
  nginx = await startNginx(appPort, files)
  // The first request for a page waits for the app's answer (others wait on the cache lock, which
  // nginx looks at every 500 ms): fill the cache before any measured run, asked as wrk asks
  // (without Accept-Encoding; the cache keeps one copy per encoding).
  if (nginx) for (const p of loadPages) await fetch(nginx.cache + p, { headers: { 'accept-encoding': 'identity' } })
  const rows = []
  for (const [i, p] of loadPages.entries()) {
    const direct = await load(app + p)
    // nginx from disk and through the micro-cache, in turns, LOAD_ROUNDS times each, each scored
    // by its median run: on this machine runs of either varied by up to 10 % with wrk (45 % with
    // autocannon), more than the difference measured.
    const [fromDisk, cached] = [[], []]
    for (let round = 0; nginx && round < LOAD_ROUNDS; round++) {
      fromDisk.push(await load(`${nginx.static}/p${i}.html`))
      cached.push(await load(nginx.cache + p))
    }
    rows.push({ path: p, app: direct, nginxStatic: medianRun(fromDisk), nginxMicroCache: medianRun(cached) })
  }
  for (const p of loadApis)
    rows.push({
      path: p,
      app: await load(app + p),
      nginxStatic: null,
      nginxMicroCache: nginx ? await load(nginx.cache + p) : null,
    })
  summary.load = {
    connections: CONNECTIONS,
    seconds: SECONDS,
    rows,
    pageRatioToNginx: rows
      .filter((r) => r.nginxStatic)
      .map((r) => ({
        path: r.path,
        app: Math.round((r.app.reqPerSec / r.nginxStatic.reqPerSec) * 1000) / 1000,
        microCache: Math.round((r.nginxMicroCache.reqPerSec / r.nginxStatic.reqPerSec) * 1000) / 1000,
      })),
    serverMemoryMbAfterLoad: serverRssMb(),
  }
  console.table(
    rows.flatMap((r) =>
      Object.entries({ app: r.app, 'nginx (disk)': r.nginxStatic, 'nginx micro-cache': r.nginxMicroCache })
        .filter(([, v]) => v)
        .map(([via, v]) => ({
          path: r.path,
          via,
          'req/s': v.reqPerSec,
          runs: v.reqPerSecRuns?.join(' ') ?? '',
          'p50 ms': v.p50Ms,
          'p99 ms': v.p99Ms,
          non2xx: v.non2xx,
          errors: v.errors,
        })),
    ),
  )

  // 5. Publish to live: directly and through the micro-cache.
  summary.publishToLiveMs = {
    app: await publishToLive(app, `${app}/de/home`),
    microCache: nginx ? await publishToLive(app, `${nginx.cache}/de/home`) : null,
  }
  console.table([summary.publishToLiveMs])
  await nginx?.stop()
  nginx = null
}

// 1. Build.
if (process.env.BENCH_SKIP_BUILD === '1' && buildIsCurrent()) {
  log('Keeping the current build (BENCH_SKIP_BUILD=1).')
} else {
  summary.build = await measureBuild()
  console.table([summary.build])
}

// 2. The server on a fresh seeded database; first-load JS against the floor.
const appPort = await freePort()
const server = await startTestServer(appPort)

/** The resident memory (MB) of the process that listens on the app's port, null if none is found. */
function serverRssMb() {
  const pid = Number(
    spawnSync('fuser', [`${appPort}/tcp`], { encoding: 'utf8' })
      .stdout.trim()
      .split(/\s+/)[0],
  )
  return pid ? Math.round(treeRss(pid) / 1024) : null
}
/** The server's RSS after each phase of the bench (printed as it goes and in the summary). */
summary.serverMemory = []
const memoryAfter = (phase) => {
  const row = { phase, rssMb: serverRssMb() }
  summary.serverMemory.push(row)
  log(`Server memory after ${phase}: ${row.rssMb} MB`)
}
memoryAfter('start')
let nginx = null
try {
  const app = server.base
  const skipLoad = process.env.BENCH_SKIP_LOAD === '1'
  // Documents first: the server's first data sheet is the cold one.
  if (!skipLoad) {
    summary.documents = await measureDocuments(app)
    console.table(summary.documents.datasheets)
    console.table([summary.documents.list50])
    memoryAfter('documents')
  }
  const budget = report(await measurePages(app, budgetPages), await floor({ log }))
  summary.javascript = {
    floorKb: budget.floorKb,
    heaviest: budget.heaviest,
    overFloorKb: budget.overFloorKb,
    budgetKb: budget.budgetKb,
    pages: budget.pages,
  }
  console.table(budget.pages)
  memoryAfter('JavaScript budget')

  // 3. Lighthouse, before the load runs: the server has served no burst yet and nothing else runs.
  if (
    process.env.BENCH_SKIP_LIGHTHOUSE !== '1' &&
    fs.existsSync(path.join(root, 'node_modules/lighthouse')) &&
    fs.existsSync(CHROME)
  ) {
    const scores = []
    // BENCH_LIGHTHOUSE_PAGES=/zh/case,/de/shop runs those pages only.
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean)
    // The floor beside every page: a bare Next.js page of the installed versions, run in turns
    // with it, so a slower minute of the machine weighs on both (absolute scores do not hold here).
    const bare = await startBareNext({ log }).catch((error) => (log(`No floor: ${error.message}`), null))
    try {
      // An asked path that is no page of the list (another variant, say) runs too, as its own kind.
      const asked = only
        ? only.map((path) => lighthousePages.find((page) => page.path === path) ?? { kind: 'asked', path })
        : lighthousePages
      for (const p of asked) {
        log(`Lighthouse ${p.path} and the floor, in turns…`)
        const weight = await documentWeight(app + p.path)
        const { page, floor } = lighthouseBesideFloor(app + p.path, bare && `${bare.base}/`)
        scores.push({
          kind: p.kind,
          page: p.path,
          ...weight,
          ...(page ?? { error: 'no run finished' }),
          floor,
          vsFloor: page && floor ? differenceToFloor(page, floor) : null,
        })
      }
    } finally {
      bare?.stop()
    }
    summary.lighthouse = scores
    memoryAfter('Lighthouse')
    console.table(
      scores.map(({ performanceRuns, failing, floor, vsFloor, ...row }) => ({
        ...row,
        runs: performanceRuns?.join(' '),
        floorPerformance: floor?.performance,
        ...Object.fromEntries(Object.entries(vsFloor ?? {}).map(([key, value]) => [`Δ ${key}`, value])),
        failing: failing?.join(' '),
      })),
    )
  }
  // 4. Load: app, nginx from disk, nginx micro-cache. Every page is rendered once before.
  if (!skipLoad) {
    await measureLoad(app)
    memoryAfter('load and publish-to-live')
  }
  console.table(summary.serverMemory)
} finally {
  await nginx?.stop()
  await server.stop()
}

// 5. The trade feeds over a generated catalogue, with the server stopped (nothing else runs).
if (process.env.BENCH_SKIP_LOAD !== '1') summary.trade = await measureTrade()
// 6. The showroom locator over 5,000 generated showrooms, and the gazetteer's size.
if (process.env.BENCH_SKIP_LOAD !== '1') summary.locator = await measureLocator()

fs.mkdirSync(path.join(root, 'test-results'), { recursive: true })
fs.writeFileSync(path.join(root, 'test-results/bench.json'), `${JSON.stringify(summary, null, 2)}\n`)
console.log(JSON.stringify(summary))
