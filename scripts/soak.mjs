#!/usr/bin/env node
// `npm run soak`: the production build on PostgreSQL under mixed traffic, then without its
// database, then stopped while requests are in flight. Loopback only, bounded in time.
//
// 1. Soak (SOAK_SECONDS, 300): visitors view every sitemap page of all six languages and call
//    the public API (SOAK_CONNECTIONS, 8, at once, no pause), visitors send enquiries
//    (SOAK_ENQUIRIES_PER_SECOND, 2, each with challenge and proof of work), and an editor
//    publishes a change every 15 s and waits until the page shows it (at most 15 s). No answer
//    may be a 5xx or missing; the server's memory is sampled every 5 s, and the second half of
//    the run may add at most 10 % to the size it had after the warm-up.
// 2. Outage (SOAK_OUTAGE_SECONDS, 30): the TCP proxy between the app and PostgreSQL is closed.
//    Pages and API reads must still answer 200 from the cache, /api/join 503 with Retry-After,
//    /api/health 503; the search page (rendered per request) says search is unavailable, its
//    suggestions answer 503 with Retry-After. Then the proxy reopens and the app must recover by itself: health 200,
//    enquiries 201, a publish live again. Refused enquiries are sent again with their key.
// 3. Shutdown: SIGTERM while enquiries are still being uploaded. Each must be answered 201 and
//    stored; new connections are refused; the process exits by itself.
// Afterwards every accepted enquiry must be stored exactly once, nothing else stored, and every
// stored enquiry's notification sent. Prints a JSON summary and a table; exits 1 on any failure.
//
// Anti-spam settings of the run (one client sends everything): rate limit 100,000 per 10 minutes
// (counted, never reached), no minimum fill time, proof of work 8 bits.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

import {
  createStaff,
  cuttableProxy,
  enquiryFields,
  latency,
  sendEnquiry,
  sitemapPaths,
  sleep,
  slowPost,
  solveWork,
  staffHeaders,
  startApp,
  tcpConnect,
  treeRss,
} from './harness.mjs'
import { ensureBuild, freePort, root, waitForHealth } from './lib.mjs'
import { adminClient, createDatabase, databaseUrl, dropDatabase, postgresServerUrl } from './pg.mjs'

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300)
const OUTAGE_SECONDS = Number(process.env.SOAK_OUTAGE_SECONDS ?? 30)
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8)
const ENQUIRY_RATE = Number(process.env.SOAK_ENQUIRIES_PER_SECOND ?? 2)
const PUBLISH_EVERY_MS = 15_000
const SETTINGS = {
  ENQUIRY_RATE_LIMIT: '100000',
  ENQUIRY_REQUEST_LIMIT: '0',
  ENQUIRY_RATE_WINDOW_SECONDS: '600',
  ENQUIRY_MIN_FILL_MS: '0',
  ENQUIRY_POW_BITS: '8',
}
const DEADLINE_MS = (SECONDS + OUTAGE_SECONDS) * 1000 + 15 * 60 * 1000
const admin = { email: 'soak-admin@sanhaus.example', password: 'soak-Admin-Passw0rd!' }
const editor = { email: 'soak-editor@sanhaus.example', password: 'soak-Editor-Passw0rd!' }
const log = (...args) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}]`, ...args)

const deadline = setTimeout(() => {
  console.error(`soak exceeded ${Math.round(DEADLINE_MS / 60000)} minutes`)
  process.exit(2)
}, DEADLINE_MS)

/** Answers per kind of request: status counts, latencies, and the first few failures. */
function recorder() {
  const kinds = {}
  return {
    kinds,
    add(kind, status, ms, what) {
      const k = (kinds[kind] ??= { requests: 0, statuses: {}, ms: [], failures: [] })
      k.requests++
      k.statuses[status] = (k.statuses[status] ?? 0) + 1
      k.ms.push(ms)
      if ((status === 0 || status >= 500) && k.failures.length < 10) k.failures.push(`${status} ${what}`)
    },
    summary() {
      return Object.fromEntries(
        Object.entries(kinds).map(([kind, k]) => [
          kind,
          { requests: k.requests, statuses: k.statuses, latencyMs: latency(k.ms), failures: k.failures },
        ]),
      )
    },
  }
}

async function timedGet(base, pathname) {
  const started = performance.now()
  try {
    const response = await fetch(base + pathname, { redirect: 'manual', signal: AbortSignal.timeout(30_000) })
    await response.arrayBuffer()
    return {
      status: response.status,
      ms: performance.now() - started,
      cache: response.headers.get('x-nextjs-cache'),
      retryAfter: response.headers.get('retry-after'),
    }
  } catch (error) {
    return { status: 0, ms: performance.now() - started, error: error.message }
  }
}

/** Runs `loop` on `n` workers until `until()` is true. */
const workers = (n, until, loop) =>
  Promise.all(
    Array.from({ length: n }, async (_, w) => {
      while (!until()) await loop(w)
    }),
  )

const pick = (list) => list[Math.floor(Math.random() * list.length)]

/** The public API's GET addresses, ids taken from the seeded content. */
async function apiPaths(base) {
  const paths = [
    '/api/ads',
    '/api/cats',
    '/api/cats?layout=home',
    '/api/categorys',
    '/api/jobs?lang=zh',
    '/api/cats?lang=en',
  ]
  const cats = await (await fetch(`${base}/api/cats?lang=de`)).json()
  for (const root of cats.data.slice(0, 3)) {
    paths.push(`/api/cats/root/${root.id}/products?lang=de`)
    for (const sub of root.subCategory.slice(0, 2)) paths.push(`/api/cats/${sub.id}/products?lang=it`)
  }
  for (const [lang, category] of [
    ['de', 14],
    ['zh', 13],
    ['fr', 16],
  ]) {
    paths.push(`/api/category/${category}/articles?lang=${lang}`)
    const articles = await (await fetch(`${base}/api/category/${category}/articles?lang=${lang}`)).json()
    for (const a of articles.data.slice(0, 2)) paths.push(`/api/article/${a.id}?lang=${lang}`)
  }
  return paths
}

const unavailableText = JSON.parse(fs.readFileSync(path.join(root, 'messages/de.json'), 'utf8')).search.unavailable
const summary = {
  settings: {
    seconds: SECONDS,
    outageSeconds: OUTAGE_SECONDS,
    connections: CONNECTIONS,
    enquiriesPerSecond: ENQUIRY_RATE,
    antiSpam: SETTINGS,
  },
}
const problems = []
const expect = (ok, message) => {
  if (!ok) problems.push(message)
  return ok
}

await ensureBuild()
const serverUrl = postgresServerUrl()
const pgAdmin = await adminClient(serverUrl)
if (!pgAdmin) throw new Error(`PostgreSQL at ${serverUrl} does not answer`)
const dbName = await createDatabase(pgAdmin, 'brand_soak')
const target = new URL(serverUrl)
const proxy = await cuttableProxy({ host: target.hostname, port: Number(target.port || 5432) })
const viaProxy = new URL(databaseUrl(serverUrl, dbName))
viaProxy.host = `127.0.0.1:${proxy.port}`
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-soak-'))
const port = await freePort()
// The server's own output, for reading after the run.
const serverLog = path.join(root, 'test-results', 'soak-server.log')
fs.mkdirSync(path.dirname(serverLog), { recursive: true })
const logStream = fs.createWriteStream(serverLog)
const app = startApp({
  port,
  log: (chunk) => logStream.write(chunk),
  env: {
    DATABASE_URL: viaProxy.toString(),
    DATA_DIR: dir,
    MEDIA_DIR: path.join(dir, 'media'),
    MAIL_CAPTURE_DIR: path.join(dir, 'mail'),
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('base64url'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    INSECURE_COOKIES: '1',
    ...SETTINGS,
  },
})
const base = app.base
const accepted = new Map() // idempotency key → { i, status } of the last answer
let enquiryCount = 0

try {
  // Start: migrate and seed, then every page is requested once (rendered and cached).
  let started = Date.now()
  await waitForHealth(base, 600_000)
  summary.startSeconds = Math.round((Date.now() - started) / 1000)
  log(`server up on ${base} after ${summary.startSeconds} s (migrations and demo content)`)
  const adminAuth = await staffHeaders(base, admin)
  await createStaff(base, adminAuth, editor, 'editor', 'Redaktion Dauertest')
  const auth = await staffHeaders(base, editor)
  const pages = [...(await sitemapPaths(base)), '/de/search?q=dusche', '/zh/search?q=浴缸', '/en/search?q=basin']
  const apis = await apiPaths(base)
  started = Date.now()
  for (const p of [...pages, ...apis]) await timedGet(base, p)
  log(
    `${pages.length} pages and ${apis.length} API addresses requested once in ${Math.round((Date.now() - started) / 1000)} s`,
  )
  const { docs: products } = await (
    await fetch(`${base}/api/products?locale=de&depth=0&limit=1&where[_status][equals]=published`, { headers: auth })
  ).json()
  const product = products[0]
  const { docs: banners } = await (
    await fetch(`${base}/api/banners?sort=order&limit=1&locale=zh&depth=0`, { headers: auth })
  ).json()
  const banner = banners[0]

  const enquire = async (rec, lang, expectStatus) => {
    const i = enquiryCount++
    const result = await sendEnquiry(base, i, { lang, fields: enquiryFields(i, 'Dauertest') })
    accepted.set(result.key, { i, lang, status: result.status })
    rec.add('enquiry', result.status, result.ms, `POST /api/join (${result.error ?? result.phase ?? ''})`)
    if (expectStatus === 503 && result.status === 503 && result.retryAfter === null)
      problems.push('a 503 of /api/join without Retry-After')
    return result
  }
  /** Enquiries at ENQUIRY_RATE per second, each in its own promise, until `until()`. */
  const enquiryStream = async (rec, until, expectStatus) => {
    const pending = []
    for (let n = 0; !until(); n++) {
      pending.push(enquire(rec, ['de', 'zh', 'en', 'it', 'fr', 'es'][n % 6], expectStatus))
      await sleep(1000 / ENQUIRY_RATE)
    }
    await Promise.all(pending)
  }

  /** SOAK_CONNECTIONS visitors without pause: three page views (of `pageList`) to one API read. */
  const visitors = (rec, pageList, until) =>
    workers(CONNECTIONS, until, async () => {
      const isPage = Math.random() < 0.75
      const p = isPage ? pick(pageList) : pick(apis)
      const r = await timedGet(base, p)
      rec.add(isPage ? 'page' : 'api', r.status, r.ms, p)
    })

  /** An editor's change, and the milliseconds until the page shows it (null: not within 15 s). */
  let edits = 0
  const publish = async () => {
    edits++
    const text = `Dauertest ${edits} ${Date.now().toString(36)}`
    const [url, save] =
      edits % 2 === 1
        ? [
            `/de/product/${product.slug}`,
            () =>
              fetch(`${base}/api/products/${product.id}?locale=de`, {
                method: 'PATCH',
                headers: auth,
                body: JSON.stringify({ title: `${product.title} · ${text}`, _status: 'published' }),
              }),
          ]
        : [
            '/zh/home',
            () =>
              fetch(`${base}/api/banners/${banner.id}?locale=zh`, {
                method: 'PATCH',
                headers: auth,
                body: JSON.stringify({ description: `${banner.description} ${text}` }),
              }),
          ]
    const begun = Date.now()
    const saved = await save()
    if (!saved.ok) return { url, status: saved.status, liveMs: null }
    while (Date.now() - begun < 15_000) {
      const html = await fetch(base + url).then(
        (r) => r.text(),
        () => '',
      )
      if (html.includes(text)) return { url, status: saved.status, liveMs: Date.now() - begun }
      await sleep(100)
    }
    return { url, status: saved.status, liveMs: null }
  }

  // 1. Soak.
  log(`soak: ${SECONDS} s of mixed traffic`)
  const soak = recorder()
  const soakStart = Date.now()
  // Memory: every 5 s, from the first load on.
  const memory = []
  const sample = () =>
    memory.push({ t: Math.round((Date.now() - soakStart) / 1000), mb: Math.round(treeRss(app.child.pid) / 1024) })
  sample()
  const sampler = setInterval(sample, 5000)
  const soakOver = () => Date.now() - soakStart >= SECONDS * 1000
  const publishes = []
  await Promise.all([
    visitors(soak, pages, soakOver),
    enquiryStream(soak, soakOver),
    (async () => {
      // The editor stops 20 s before the end, so the outage starts on a settled site.
      while (Date.now() - soakStart < SECONDS * 1000 - 20_000) {
        await sleep(PUBLISH_EVERY_MS)
        if (Date.now() - soakStart >= SECONDS * 1000 - 20_000) break
        publishes.push(await publish())
      }
    })(),
  ])
  clearInterval(sampler)
  sample()
  const soakSummary = soak.summary()
  const liveMs = publishes.map((p) => p.liveMs).filter((v) => v !== null)
  summary.soak = {
    ...soakSummary,
    requestsPerSecond: Math.round((Object.values(soak.kinds).reduce((n, k) => n + k.requests, 0) / SECONDS) * 10) / 10,
    publishes: {
      count: publishes.length,
      notLiveWithin15s: publishes.filter((p) => p.liveMs === null).length,
      over5s: liveMs.filter((ms) => ms > 5000).length,
      liveMs: latency(liveMs),
    },
  }
  const half = memory.filter((m) => m.t >= SECONDS / 2)
  summary.memoryMb = {
    afterWarmUp: memory[0].mb,
    atHalf: half[0]?.mb ?? null,
    atEnd: memory.at(-1).mb,
    peak: Math.max(...memory.map((m) => m.mb)),
    series: memory.map((m) => `${m.t}s:${m.mb}`).join(' '),
  }
  for (const [kind, k] of Object.entries(soak.kinds)) {
    const bad = Object.entries(k.statuses).filter(([s]) => Number(s) === 0 || Number(s) >= 500)
    expect(
      bad.length === 0,
      `soak: ${kind} answered ${bad.map(([s, n]) => `${n}× ${s}`).join(', ')}: ${k.failures.join('; ')}`,
    )
  }
  expect((soak.kinds.enquiry?.statuses[201] ?? 0) > 0, 'soak: no enquiry was accepted')
  // Under this saturating load a publish may take longer than the 5 s of a normal day (reported as
  // over5s); it must still reach visitors.
  expect(
    publishes.length > 0 && publishes.every((p) => p.liveMs !== null),
    `soak: a publish never showed (${JSON.stringify(publishes)})`,
  )
  // Stable: the second half grows by less than 10 % of the server's size.
  const growth = summary.memoryMb.atEnd - (summary.memoryMb.atHalf ?? summary.memoryMb.afterWarmUp)
  expect(growth < summary.memoryMb.afterWarmUp * 0.1, `soak: memory grew by ${growth} MB in the second half`)
  log('soak done', JSON.stringify({ requestsPerSecond: summary.soak.requestsPerSecond, memoryMb: summary.memoryMb }))

  // 2. Outage. Pages that a visitor can only get fresh from the database (search) are left out.
  const cachedPages = pages.filter((p) => !p.includes('/search'))
  for (const p of cachedPages) await timedGet(base, p)
  log(`outage: PostgreSQL cut off for ${OUTAGE_SECONDS} s`)
  const outage = recorder()
  await proxy.cut()
  const cutAt = Date.now()
  const outageOver = () => Date.now() - cutAt >= OUTAGE_SECONDS * 1000
  await Promise.all([
    visitors(outage, cachedPages, outageOver),
    enquiryStream(outage, outageOver, 503),
    (async () => {
      while (!outageOver()) {
        const r = await timedGet(base, '/api/health')
        outage.add('health', r.status, r.ms, '/api/health')
        await sleep(1000)
      }
    })(),
    (async () => {
      // Search runs per request: the page says it is unavailable, the suggestions answer 503.
      while (!outageOver()) {
        const started = performance.now()
        const response = await fetch(`${base}/de/search?q=dusche`).catch(() => null)
        const html = response ? await response.text() : ''
        outage.add(
          'search',
          response?.status === 200 && html.includes(unavailableText) ? 'notice' : (response?.status ?? 0),
          performance.now() - started,
          '/de/search?q=dusche',
        )
        const suggestions = await timedGet(base, '/api/search?q=dusche&locale=de')
        outage.add(
          'suggest',
          suggestions.retryAfter ? `${suggestions.status}+Retry-After` : suggestions.status,
          suggestions.ms,
          '/api/search',
        )
        await sleep(1000)
      }
    })(),
  ])
  await proxy.open()
  const reopenedAt = Date.now()
  summary.outage = outage.summary()
  for (const kind of ['page', 'api']) {
    const k = outage.kinds[kind]
    expect(
      k && Object.keys(k.statuses).every((s) => s === '200' || s === '304'),
      `outage: ${kind} answered ${JSON.stringify(k?.statuses)}: ${k?.failures.join('; ')}`,
    )
  }
  const join = outage.kinds.enquiry
  expect(
    join && (join.statuses[503] ?? 0) > 0 && Object.keys(join.statuses).every((s) => s === '503'),
    `outage: /api/join answered ${JSON.stringify(join?.statuses)} (expected only 503)`,
  )
  expect(
    outage.kinds.health && Object.keys(outage.kinds.health.statuses).every((s) => s === '503'),
    `outage: /api/health answered ${JSON.stringify(outage.kinds.health?.statuses)}`,
  )
  expect(
    outage.kinds.search && Object.keys(outage.kinds.search.statuses).every((s) => s === 'notice'),
    `outage: the search page answered ${JSON.stringify(outage.kinds.search?.statuses)} (expected 200 with its notice)`,
  )
  expect(
    outage.kinds.suggest && Object.keys(outage.kinds.suggest.statuses).every((s) => s === '503+Retry-After'),
    `outage: suggestions answered ${JSON.stringify(outage.kinds.suggest?.statuses)}`,
  )

  // Recovery, by itself: health, an enquiry, a publish.
  const recovery = { healthMs: null, enquiryMs: null, publishLiveMs: null }
  while (Date.now() - reopenedAt < 60_000) {
    if ((await timedGet(base, '/api/health')).status === 200) {
      recovery.healthMs = Date.now() - reopenedAt
      break
    }
    await sleep(200)
  }
  const after = recorder()
  while (Date.now() - reopenedAt < 60_000) {
    if ((await enquire(after, 'de')).status === 201) {
      recovery.enquiryMs = Date.now() - reopenedAt
      break
    }
    await sleep(500)
  }
  recovery.publishLiveMs = (await publish()).liveMs
  // Visitors whose enquiry was refused send it again (the form keeps key and data).
  const refused = [...accepted.entries()].filter(([, v]) => v.status !== 201)
  const resent = await Promise.all(
    refused.map(async ([key, v]) => {
      const r = await sendEnquiry(base, v.i, { key, lang: v.lang, fields: enquiryFields(v.i, 'Dauertest') })
      accepted.set(key, { ...v, status: r.status })
      return r.status
    }),
  )
  recovery.resent = resent.length
  recovery.resentStatuses = resent.reduce((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {})
  summary.recovery = recovery
  expect(recovery.healthMs !== null, 'recovery: /api/health never answered 200 again')
  expect(recovery.enquiryMs !== null, 'recovery: no enquiry was accepted after the database returned')
  expect(
    recovery.publishLiveMs !== null && recovery.publishLiveMs <= 5000,
    `recovery: a publish after the outage was live after ${recovery.publishLiveMs} ms`,
  )
  expect(
    resent.every((s) => s === 201),
    `recovery: resent enquiries answered ${JSON.stringify(recovery.resentStatuses)}`,
  )
  log('recovered', JSON.stringify(recovery))

  // 3. Shutdown with uploads in flight and visitors still coming.
  const inFlight = []
  for (let n = 0; n < 10; n++) {
    const i = enquiryCount++
    const key = crypto.randomBytes(16).toString('base64url')
    const { data } = await (await fetch(`${base}/api/join/challenge`)).json()
    const body = JSON.stringify({
      ...enquiryFields(i, 'Abschaltung'),
      challenge: data.challenge,
      nonce: solveWork(data.challenge, key, data.bits),
    })
    inFlight.push({
      key,
      i,
      post: slowPost(port, '/api/join?lang=de', body, { 'content-type': 'application/json', 'idempotency-key': key }),
    })
  }
  await sleep(300)
  const stopping = app.stop('SIGTERM')
  await sleep(300)
  const lateConnection = await tcpConnect(port)
  for (const f of inFlight) f.post.finish()
  const answers = await Promise.all(inFlight.map((f) => f.post.answered))
  for (const [n, f] of inFlight.entries()) accepted.set(f.key, { i: f.i, lang: 'de', status: answers[n].status })
  const exit = await Promise.race([stopping, sleep(30_000).then(() => null)])
  summary.shutdown = {
    uploadsInFlight: inFlight.length,
    answered: answers.reduce((m, a) => ({ ...m, [a.status]: (m[a.status] ?? 0) + 1 }), {}),
    newConnectionAfterSigterm: lateConnection,
    exit: exit ? { code: exit.code, signal: exit.signal, msAfterSigterm: exit.ms } : 'still running after 30 s',
  }
  expect(
    answers.every((a) => a.status === 201),
    `shutdown: in-flight enquiries answered ${JSON.stringify(summary.shutdown.answered)}`,
  )
  expect(lateConnection === 'ECONNREFUSED', `shutdown: a new connection after SIGTERM was ${lateConnection}`)
  expect(exit !== null, 'shutdown: the server did not exit within 30 s of SIGTERM')
  if (!exit) await app.stop('SIGKILL')
  log('stopped', JSON.stringify(summary.shutdown))

  // Every accepted enquiry stored once, nothing else; every notification sent (or still queued).
  const db = new pg.Client({ connectionString: databaseUrl(serverUrl, dbName) })
  await db.connect()
  const rows = (await db.query('SELECT idempotency_key, mail_status FROM enquiries')).rows
  const jobs = (
    await db
      .query(`SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'enquiryMail'`)
      .catch(() => ({ rows: [{ n: null }] }))
  ).rows[0].n
  await db.end()
  const okKeys = new Set([...accepted.entries()].filter(([, v]) => v.status === 201).map(([k]) => k))
  const stored = new Map()
  for (const r of rows) stored.set(r.idempotency_key, (stored.get(r.idempotency_key) ?? 0) + 1)
  const mail = rows.reduce((m, r) => ({ ...m, [r.mail_status]: (m[r.mail_status] ?? 0) + 1 }), {})
  summary.enquiries = {
    sent: accepted.size,
    accepted: okKeys.size,
    stored: rows.length,
    acceptedNotStoredOnce: [...okKeys].filter((k) => stored.get(k) !== 1).length,
    storedNotAccepted: [...stored.keys()].filter((k) => !okKeys.has(k)).length,
    mailStatus: mail,
    mailJobsQueued: jobs,
  }
  expect(
    summary.enquiries.acceptedNotStoredOnce === 0,
    `${summary.enquiries.acceptedNotStoredOnce} accepted enquiries are not stored exactly once`,
  )
  expect(
    summary.enquiries.storedNotAccepted === 0,
    `${summary.enquiries.storedNotAccepted} stored enquiries were never accepted`,
  )
  // A notification is sent, or still queued with its job (the last ones, sent on the next start).
  const unsent = rows.length - (mail.sent ?? 0)
  expect(unsent <= (jobs ?? 0), `${unsent} enquiries' notifications are neither sent nor queued (${jobs} mail jobs)`)
} catch (error) {
  problems.push(`the run stopped: ${error instanceof Error ? error.stack : error}`)
} finally {
  if (app.child.exitCode === null && app.child.signalCode === null) await app.stop('SIGKILL')
  await proxy.cut().catch(() => {})
  await dropDatabase(pgAdmin, dbName).catch((error) => console.error('drop database:', error))
  await pgAdmin.end()
  fs.rmSync(dir, { recursive: true, force: true })
  clearTimeout(deadline)
  logStream.end()
}

summary.pass = problems.length === 0
summary.problems = problems
console.log(JSON.stringify(summary, null, 2))
const row = (phase, kind, k) =>
  k &&
  console.log(
    `${phase.padEnd(8)} ${kind.padEnd(8)} ${String(k.requests).padStart(7)}  ${JSON.stringify(k.statuses).padEnd(34)} ${String(k.latencyMs.p50).padStart(6)} ${String(k.latencyMs.p99).padStart(7)}`,
  )
console.log('\nphase    kind     requests  statuses                            p50 ms  p99 ms')
for (const [kind, k] of Object.entries(summary.soak ?? {})) if (k?.statuses) row('soak', kind, k)
for (const [kind, k] of Object.entries(summary.outage ?? {})) row('outage', kind, k)
if (summary.memoryMb)
  console.log(
    `\nmemory (MB): after warm-up ${summary.memoryMb.afterWarmUp}, at half ${summary.memoryMb.atHalf}, at end ${summary.memoryMb.atEnd}, peak ${summary.memoryMb.peak}`,
  )
if (summary.enquiries)
  console.log(
    `enquiries: ${summary.enquiries.sent} sent, ${summary.enquiries.accepted} accepted, ${summary.enquiries.stored} stored, ${summary.enquiries.acceptedNotStoredOnce} lost or doubled, ${summary.enquiries.storedNotAccepted} stored unasked`,
  )
console.log(`server output: ${path.relative(root, serverLog)}`)
console.log(problems.length === 0 ? '\nSOAK PASSED' : `\nSOAK FAILED:\n- ${problems.join('\n- ')}`)
process.exit(problems.length === 0 ? 0 : 1)
