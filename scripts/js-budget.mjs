#!/usr/bin/env node
// `npm run budget`: the gzipped JavaScript each page loads (the scripts its HTML references),
// next to the same figure for a bare Next.js page built with the installed versions (the
// framework's floor). The heaviest page may add at most BUDGET_KB (40) over the floor.
//   BUDGET_BASE_URL=http://localhost:3150 npm run budget   measures a running server
//   npm run budget                                        starts the test server for it
//   node scripts/js-budget.mjs --write-floor              rebuilds the floor into js-floor.json
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { root, run, waitForHealth } from './lib.mjs'

export const BUDGET_KB = 40
export const floorFile = path.join(root, 'scripts/js-floor.json')

/** The pages measured: one of every kind, German and Chinese. */
export const budgetPages = [
  '/de/home',
  '/zh/home',
  '/de/product',
  '/de/product?category=basins',
  '/de/product?category=enclosures&colour=black&fit=900x800',
  '/zh/compare?p=SH300301,SH300601,SH300501',
  '/de/list?items=SH100101:2,SH300301:1',
  '/de/product/luna-60-wall-hung-basin',
  '/de/product/luna-60-wall-hung-basin/SH100103',
  '/zh/product/luna-60-wall-hung-basin/SH100102',
  '/de/series',
  '/zh/series/luna',
  '/de/contact/teamwork',
  '/zh/contact/teamwork',
  '/de/contact/details',
  '/de/about',
  '/de/case',
  '/de/certifiction',
  '/de/products/slideshow',
  '/de/news',
  '/de/contact/recruit',
  '/de/search?q=becken',
]

const version = (pkg) =>
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version

/** The versions the floor depends on. */
export function frameworkVersions() {
  return { next: version('next'), react: version('react'), 'react-dom': version('react-dom') }
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

/** The `<script src>` files of the build an HTML page references (paths below `.next/`). */
export function scriptFiles(html) {
  return [...new Set([...html.matchAll(/<script\b[^>]*\bsrc="\/_next\/([^"?]+)/g)].map((m) => m[1]))]
}

/** Sum of the gzipped sizes of the `<script src>` files an HTML page references, read from `distDir`. */
export function scriptBytes(html, distDir) {
  const files = scriptFiles(html)
  return { files: files.length, gzip: files.reduce((sum, f) => sum + gzipSize(path.join(distDir, f)), 0) }
}

/** Gzipped first-load JavaScript of each page of a running server built from this checkout. */
export async function measurePages(baseUrl, pages = budgetPages) {
  const out = []
  for (const page of pages) {
    const response = await fetch(baseUrl + page)
    if (!response.ok) throw new Error(`${page} answered ${response.status}`)
    out.push({ page, ...scriptBytes(await response.text(), path.join(root, '.next')) })
  }
  return out
}

/** Builds a bare Next.js app (one page) with the installed versions and measures its page. */
export async function measureFloor({ log = console.log } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-next-'))
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
    fs.writeFileSync(path.join(dir, 'app/page.tsx'), 'export default function Page() {\n  return <h1>Hello</h1>\n}\n')
    log('Building a bare Next.js page for the floor…')
    const { code } = await run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'ignore',
    })
    if (code !== 0) throw new Error(`the bare Next.js build failed (exit ${code})`)
    const html = fs.readFileSync(path.join(dir, '.next/server/app/index.html'), 'utf8')
    return scriptBytes(html, path.join(dir, '.next'))
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** The recorded floor, if it was measured with the installed versions. */
export function recordedFloor() {
  if (!fs.existsSync(floorFile)) return null
  const recorded = JSON.parse(fs.readFileSync(floorFile, 'utf8'))
  return JSON.stringify(recorded.versions) === JSON.stringify(frameworkVersions()) ? recorded : null
}

export async function floor({ log = console.log, fresh = false } = {}) {
  const recorded = fresh ? null : recordedFloor()
  if (recorded) return recorded
  const measured = { versions: frameworkVersions(), ...(await measureFloor({ log })) }
  fs.writeFileSync(floorFile, `${JSON.stringify(measured, null, 2)}\n`)
  return measured
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10

/** The budget report: per page, the floor and how far the heaviest page is over it. */
export function report(pages, base) {
  const heaviest = pages.reduce((a, b) => (b.gzip > a.gzip ? b : a))
  return {
    floorKb: kb(base.gzip),
    pages: pages.map((p) => ({ page: p.page, scripts: p.files, kb: kb(p.gzip), overFloorKb: kb(p.gzip - base.gzip) })),
    heaviest: heaviest.page,
    overFloorKb: kb(heaviest.gzip - base.gzip),
    budgetKb: BUDGET_KB,
    withinBudget: heaviest.gzip - base.gzip <= BUDGET_KB * 1024,
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
    const result = report(await measurePages(url), base)
    console.table(result.pages)
    console.log(
      JSON.stringify({
        floorKb: result.floorKb,
        heaviest: result.heaviest,
        overFloorKb: result.overFloorKb,
        budgetKb: result.budgetKb,
        withinBudget: result.withinBudget,
      }),
    )
    if (!result.withinBudget) process.exitCode = 1
  } finally {
    await server?.stop()
  }
}
