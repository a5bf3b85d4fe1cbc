#!/usr/bin/env node
// The documents the site makes (src/lib/pdf): how long a data sheet takes and how large it is,
// in German and in Chinese, and the Merkliste PDF of 50 rows, measured over HTTP against the
// production server on a freshly seeded database. Part of `npm run bench`; on its own:
// `node scripts/bench-documents.mjs` (starts and stops its own test server, or measures
// BENCH_DOCUMENTS_URL). Targets: a data sheet under 300 KB and under 1 s.
import { startTestServer } from './js-budget.mjs'
import { freePort } from './lib.mjs'

const PRODUCT = 'luna-60-wall-hung-basin'
export const DOCUMENT_TARGETS = { bytes: 300_000, ms: 1000 }

async function timed(url, headers = {}) {
  const started = performance.now()
  const response = await fetch(url, { headers })
  const body = new Uint8Array(await response.arrayBuffer())
  const ms = Math.round(performance.now() - started)
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  if (response.headers.get('content-type') !== 'application/pdf') throw new Error(`${url} is no PDF`)
  return { ms, bytes: body.length }
}

/** Article numbers of the catalogue's variants, from the sitemap (variant pages carry them). */
async function articleNumbers(app) {
  const index = await (await fetch(`${app}/sitemap.xml`)).text()
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/^https?:\/\/[^/]+/, ''))
  const numbers = new Set()
  for (const file of files) {
    const xml = await (await fetch(`${app}${file}`)).text()
    for (const m of xml.matchAll(/\/product\/[^/<]+\/(SH\d{6})</g)) numbers.add(m[1])
  }
  return [...numbers]
}

/**
 * Per language: `cold` is its first sheet, uncached (the German one is the server's first document:
 * the font files are read then), `warm` a
 * sheet of another variant made by the warmed-up process (generation, not the cache), `cached`
 * the first sheet asked again (the tagged cache). The list: 50 rows with pictures, made per request.
 */
export async function measureDocuments(app) {
  const articles = await articleNumbers(app)
  const sheets = []
  for (const locale of ['de', 'zh']) {
    const sheet = `${app}/${locale}/product/${PRODUCT}/datasheet.pdf`
    const cold = await timed(sheet)
    // Another variant of the same product: its own sheet, made now by a warmed-up process.
    const page = await (await fetch(`${app}/${locale}/product/${PRODUCT}`)).text()
    const variantHref = new RegExp(`href="(/${locale}/product/${PRODUCT}/SH\\d{6})"`).exec(page)?.[1]
    const warm = variantHref ? await timed(`${app}${variantHref}/datasheet.pdf`) : null
    const cached = await timed(sheet)
    sheets.push({ locale, coldMs: cold.ms, warmMs: warm?.ms ?? null, cachedMs: cached.ms, bytes: cold.bytes })
  }
  const rows = Array.from({ length: 50 }, (_, i) => `${articles[i] ?? `SH99${String(9000 + i)}`}:${i + 1}`)
  const list = await timed(`${app}/de/list.pdf?items=${rows.join(',')}`, { 'x-forwarded-for': '198.51.100.50' })
  return {
    targets: DOCUMENT_TARGETS,
    datasheets: sheets,
    list50: { ms: list.ms, bytes: list.bytes, knownArticles: Math.min(50, articles.length) },
    withinTargets: sheets.every(
      (s) => s.bytes < DOCUMENT_TARGETS.bytes && Math.max(s.coldMs, s.warmMs ?? 0) < DOCUMENT_TARGETS.ms,
    ),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let server = null
  let app = process.env.BENCH_DOCUMENTS_URL
  if (!app) {
    server = await startTestServer(await freePort())
    app = server.base
  }
  try {
    const result = await measureDocuments(app)
    console.table(result.datasheets)
    console.table([result.list50])
    console.log(JSON.stringify(result))
  } finally {
    await server?.stop()
  }
}
