#!/usr/bin/env node
// `npm run budget`: the JavaScript a visitor's browser loads on each kind of page, measured in
// Chromium: every script the page fetches until the network is idle, then while it is scrolled to
// the bottom and until the network is idle again (islands that load on visibility count too). Each
// file is counted once, by its gzip size (level 9). Beside it: the same figure for a bare Next.js
// page built and served with the installed versions (the framework's floor). Every page may add at
// most BUDGET_KB (15) over the floor.
//   BUDGET_BASE_URL=http://localhost:3150 npm run budget   measures a running server
//   npm run budget                                        starts the test server for it
//   node scripts/js-budget.mjs --write-floor              rebuilds the floor into js-floor.json
//   node scripts/js-budget.mjs --files                    lists each page's files too
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { freePort, root, run, waitForHealth } from './lib.mjs'

export const BUDGET_KB = 15
export const floorFile = path.join(root, 'scripts/js-floor.json')
/** How the floor file's figure was measured; a file measured another way is measured again. */
const METHOD = 'chromium-scroll-idle-gzip9'

/**
 * One page of every kind (German, and Chinese where the kind has its own script or layout).
 * `zhPath`: the kind's Chinese page where it has another address than the German one's.
 */
export const budgetPages = [
  { kind: 'home', path: '/de/home' },
  { kind: 'home (zh)', path: '/zh/home' },
  { kind: 'product centre', path: '/de/product' },
  { kind: 'category', path: '/de/product?category=basins' },
  { kind: 'finder', path: '/de/product?category=enclosures&colour=black&fit=900x800' },
  { kind: 'product', path: '/de/product/luna-60-wall-hung-basin' },
  { kind: 'variant', path: '/de/product/luna-60-wall-hung-basin/SH100103' },
  { kind: 'variant (zh)', path: '/zh/product/luna-60-wall-hung-basin/SH100102' },
  { kind: 'compare', path: '/zh/compare?p=SH300301,SH300601,SH300501' },
  { kind: 'list', path: '/de/list?items=SH100101:2,SH300301:1' },
  { kind: 'list (empty)', path: '/de/list' },
  { kind: 'series index', path: '/de/series' },
  { kind: 'series', path: '/zh/series/luna' },
  { kind: 'search', path: '/de/search?q=becken' },
  { kind: 'products', path: '/de/products' },
  { kind: 'slideshow', path: '/de/products/slideshow' },
  { kind: 'tailorism', path: '/de/products/tailorism' },
  { kind: 'about', path: '/de/about' },
  { kind: 'craft', path: '/de/craft' },
  { kind: 'service', path: '/de/service' },
  { kind: 'case gallery', path: '/de/case' },
  { kind: 'certificates gallery', path: '/de/certifiction' },
  { kind: 'news', path: '/de/news' },
  { kind: 'news article', path: '/de/news/showroom-muenchen-eroeffnet', zhPath: '/zh/news/kbc-2026-shanghai-zhanhui' },
  { kind: 'contact', path: '/de/contact' },
  { kind: 'contact details (map)', path: '/de/contact/details' },
  { kind: 'enquiry form', path: '/de/contact/teamwork' },
  { kind: 'enquiry form (zh)', path: '/zh/contact/teamwork' },
  { kind: 'jobs', path: '/de/contact/recruit' },
  { kind: 'job', path: '/de/contact/recruit/online-store-manager' },
  { kind: 'shops', path: '/de/shop' },
  { kind: 'shop', path: '/de/shop/product' },
  { kind: 'privacy', path: '/de/privacy' },
  { kind: 'not found', path: '/de/gibt-es-nicht', status: 404 },
]

const version = (pkg) =>
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version

/** The versions the floor depends on. */
export function frameworkVersions() {
  return { next: version('next'), react: version('react'), 'react-dom': version('react-dom') }
}

export const gzipSize = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length

/** The `<script src>` files of the build an HTML page references (paths below `.next/`). */
export function scriptFiles(html) {
  return [...new Set([...html.matchAll(/<script\b[^>]*\bsrc="\/_next\/([^"?]+)/g)].map((m) => m[1]))]
}

const isScript = (response) =>
  response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '')

/** Resolves once no request of `page` has been open for `quietMs` (or after `maxMs`). */
function networkIdle(page, open, { quietMs = 250, maxMs = 15_000 } = {}) {
  return new Promise((resolve) => {
    const started = Date.now()
    let quietSince = open.size === 0 ? Date.now() : null
    const timer = setInterval(() => {
      if (open.size > 0) quietSince = null
      else quietSince ??= Date.now()
      if ((quietSince !== null && Date.now() - quietSince >= quietMs) || Date.now() - started > maxMs) {
        clearInterval(timer)
        resolve()
      }
    }, 50)
  })
}

/** A layout shift counts from this score up (an entry of the Layout Instability API). */
export const SHIFT_LIMIT = 0.001

/**
 * Records, from the document's first moment, every layout shift the page makes that no input of
 * the visitor caused (`hadRecentInput` false: Chromium flags shifts that follow an input and CLS
 * leaves them out, as does this), with the elements that moved.
 */
function recordShifts() {
  if (window.__layoutShifts) return
  const shifts = []
  window.__layoutShifts = shifts
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue
      const nodes = (entry.sources ?? []).map((source) => {
        const node = source.node
        if (!node || node.nodeType !== 1) return node?.nodeName ?? '?'
        const classes = typeof node.className === 'string' ? node.className.trim().split(/\s+/).slice(0, 2) : []
        return `${node.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')}`
      })
      shifts.push({ value: Math.round(entry.value * 10000) / 10000, at: Math.round(entry.startTime), nodes })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

/**
 * The JavaScript `page` loads at `url`: until the network is idle, then scrolled to the bottom a
 * screen at a time and until the network is idle again. Each file once, by its gzip size. Also
 * the layout shifts of `SHIFT_LIMIT` and more that no input caused, while it loads and scrolls.
 */
export async function measurePage(page, url, { expectStatus = 200 } = {}) {
  const open = new Set()
  const bodies = []
  const onRequest = (request) => open.add(request)
  const onDone = (request) => open.delete(request)
  const onResponse = (response) => {
    if (isScript(response) && response.status() === 200)
      bodies.push(
        response.body().then(
          (body) => ({ url: response.url(), gzip: gzipSize(body) }),
          () => null,
        ),
      )
  }
  page.on('request', onRequest)
  page.on('requestfinished', onDone)
  page.on('requestfailed', onDone)
  page.on('response', onResponse)
  await page.addInitScript(recordShifts)
  try {
    const answer = await page.goto(url, { waitUntil: 'load' })
    if (answer?.status() !== expectStatus) throw new Error(`${url} answered ${answer?.status()}`)
    await networkIdle(page, open)
    // A screen at a time, two frames each, so every island that waits to be seen is seen.
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      for (let i = 0; i < 80; i++) {
        window.scrollBy(0, window.innerHeight * 0.9)
        await frame()
        if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2) break
      }
    })
    await networkIdle(page, open)
    const files = new Map()
    for (const file of await Promise.all(bodies)) if (file) files.set(file.url.split('?')[0], file.gzip)
    const list = [...files].map(([file, gzip]) => ({ file: new URL(file).pathname, gzip }))
    const shifts = (await page.evaluate(() => window.__layoutShifts ?? [])).filter((s) => s.value >= SHIFT_LIMIT)
    return { files: list.length, gzip: list.reduce((sum, f) => sum + f.gzip, 0), list, shifts }
  } finally {
    page.off('request', onRequest)
    page.off('requestfinished', onDone)
    page.off('requestfailed', onDone)
    page.off('response', onResponse)
  }
}

/** Launches Chromium as the tests do (the system's browser; nothing downloaded). */
export async function launchBrowser() {
  const { chromium } = await import('@playwright/test')
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  })
}

/**
 * Measures `pages` of a running server, each in a fresh browser context (nothing cached, no
 * consent); `concurrency` pages at a time (each page's requests are its own; the waits overlap).
 */
export async function measurePages(baseUrl, pages = budgetPages, { browser, concurrency = 1 } = {}) {
  const own = browser ? null : await launchBrowser()
  const out = new Array(pages.length)
  let next = 0
  const worker = async () => {
    while (next < pages.length) {
      const i = next++
      const p = pages[i]
      const context = await (browser ?? own).newContext({ viewport: { width: 1440, height: 900 } })
      try {
        const page = await context.newPage()
        out[i] = { ...p, ...(await measurePage(page, baseUrl + p.path, { expectStatus: p.status ?? 200 })) }
      } finally {
        await context.close()
      }
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, pages.length) }, worker))
  } finally {
    await own?.close()
  }
  return out
}

/**
 * Builds a bare Next.js app with the installed versions (one page: a heading and a paragraph) and
 * serves it with `next start`; `stop()` ends it and removes the app. The framework's floor, for
 * the JavaScript budget and beside the bench's Lighthouse runs.
 */
export async function startBareNext({ log = console.log } = {}) {
  // Outside this project: Next builds an app inside another app's folder as part of it (npm test
  // sets TMPDIR to the project's .tmp/, where the bare build failed).
  const temp = path.resolve(os.tmpdir()).startsWith(root + path.sep) ? '/tmp' : os.tmpdir()
  const dir = fs.mkdtempSync(path.join(temp, 'bare-next-'))
  let server = null
  const stop = () => {
    if (server) process.kill(-server.pid, 'SIGTERM')
    server = null
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    fs.mkdirSync(path.join(dir, 'app'))
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "bare-next", "private": true, "type": "module" }\n')
    // Turbopack follows the symlinked node_modules only inside its root.
    fs.writeFileSync(path.join(dir, 'next.config.mjs'), "export default { turbopack: { root: '/' } }\n")
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['dom', 'esnext'],
          strict: true,
          module: 'esnext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          noEmit: true,
          isolatedModules: true,
          skipLibCheck: true,
          esModuleInterop: true,
        },
        include: ['**/*.tsx'],
        exclude: ['node_modules'],
      }),
    )
    fs.writeFileSync(
      path.join(dir, 'app/layout.tsx'),
      'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>)\n}\n',
    )
    fs.writeFileSync(
      path.join(dir, 'app/page.tsx'),
      'export default function Page() {\n  return (<main><h1>Hello</h1><p>A bare Next.js page: one heading and one paragraph.</p></main>)\n}\n',
    )
    log('Building a bare Next.js page for the floor…')
    const next = path.join(root, 'node_modules/next/dist/bin/next')
    const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
    const { code } = await run(process.execPath, [next, 'build'], { cwd: dir, env, stdio: 'ignore' })
    if (code !== 0) throw new Error(`the bare Next.js build failed (exit ${code})`)
    const port = await freePort()
    server = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: dir,
      env,
      stdio: 'ignore',
      detached: true,
    })
    const base = `http://127.0.0.1:${port}`
    for (let i = 0; ; i++) {
      if (
        await fetch(base).then(
          (r) => r.ok,
          () => false,
        )
      )
        break
      if (i > 300) throw new Error('the bare Next.js server did not answer')
      await new Promise((r) => setTimeout(r, 100))
    }
    return { base, stop }
  } catch (error) {
    stop()
    throw error
  }
}

/** Builds and serves a bare Next.js page (startBareNext) and measures its JavaScript. */
export async function measureFloor({ log = console.log } = {}) {
  const bare = await startBareNext({ log })
  try {
    const [page] = await measurePages(bare.base, [{ kind: 'bare Next.js page', path: '/' }])
    return { files: page.files, gzip: page.gzip, list: page.list }
  } finally {
    bare.stop()
  }
}

/** The recorded floor, if it was measured with the installed versions, the way pages are. */
export function recordedFloor() {
  if (!fs.existsSync(floorFile)) return null
  const recorded = JSON.parse(fs.readFileSync(floorFile, 'utf8'))
  return JSON.stringify(recorded.versions) === JSON.stringify(frameworkVersions()) && recorded.method === METHOD
    ? recorded
    : null
}

export async function floor({ log = console.log, fresh = false } = {}) {
  const recorded = fresh ? null : recordedFloor()
  if (recorded) return recorded
  const { files, gzip, list } = await measureFloor({ log })
  const measured = { versions: frameworkVersions(), method: METHOD, files, gzip }
  if (process.argv.includes('--files')) for (const f of list) log(`  floor: ${kb(f.gzip)} KB  ${f.file}`)
  fs.writeFileSync(floorFile, `${JSON.stringify(measured, null, 2)}\n`)
  return measured
}

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10

/** The budget report: per page, its weight and how far it is over the floor; the pages over budget. */
export function report(pages, base, budgetKb = BUDGET_KB) {
  const heaviest = pages.reduce((a, b) => (b.gzip > a.gzip ? b : a))
  const rows = pages.map((p) => ({
    kind: p.kind,
    page: p.path,
    scripts: p.files,
    kb: kb(p.gzip),
    overFloorKb: kb(p.gzip - base.gzip),
    shifts: p.shifts ?? [],
  }))
  return {
    floorKb: kb(base.gzip),
    pages: rows,
    heaviest: heaviest.path,
    overFloorKb: kb(heaviest.gzip - base.gzip),
    budgetKb,
    overBudget: rows.filter((r) => r.overFloorKb > budgetKb),
    withinBudget: heaviest.gzip - base.gzip <= budgetKb * 1024,
    /** The pages that shift without an input: each with its shifts (score, ms after start, what moved). */
    shifting: rows
      .filter((r) => r.shifts.length > 0)
      .map((r) => `${r.page}: ${r.shifts.map((s) => `${s.value} at ${s.at} ms (${s.nodes.join(', ')})`).join('; ')}`),
  }
}

/** Starts the e2e test server (build, fresh seeded database) on `port`; `stop()` ends it. */
export async function startTestServer(port) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve-test.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port), E2E_TILE_PORT: String(port + 9) },
    detached: true,
  })
  const base = `http://localhost:${port}`
  await waitForHealth(base, 600_000)
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve)
        process.kill(-child.pid, 'SIGTERM')
      }),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = await floor({ fresh: process.argv.includes('--write-floor') })
  let server = null
  let url = process.env.BUDGET_BASE_URL
  if (!url) {
    server = await startTestServer(Number(process.env.BUDGET_PORT ?? 3170))
    url = server.base
  }
  try {
    const pages = await measurePages(url)
    const result = report(pages, base)
    console.table(result.pages)
    if (process.argv.includes('--files'))
      for (const p of pages) {
        console.log(`\n${p.kind} ${p.path}`)
        for (const f of [...p.list].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip)} KB  ${f.file}`)
      }
    console.log(
      JSON.stringify({
        floorKb: result.floorKb,
        heaviest: result.heaviest,
        overFloorKb: result.overFloorKb,
        budgetKb: result.budgetKb,
        overBudget: result.overBudget.map((p) => `${p.kind} +${p.overFloorKb}`),
        withinBudget: result.withinBudget,
        shifting: result.shifting,
      }),
    )
    if (!result.withinBudget || result.shifting.length > 0) process.exitCode = 1
  } finally {
    await server?.stop()
  }
}
