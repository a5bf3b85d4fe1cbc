#!/usr/bin/env node
// `npm run scale-test`: two production instances (A and B) of one build behind nginx
// (deploy/nginx.conf) share everything, proven on loopback in one bounded run (6-9 minutes on 2
// cores, most of it A seeding the database; after SCALE_DEADLINE_MINUTES, 15, it cleans up and
// exits 2). It creates a throwaway PostgreSQL database on the server of TEST_POSTGRES_URL, uses the
// Redis database of SCALE_REDIS_URL (default redis://127.0.0.1:6379/7; only the app's `next:` and
// `sanhaus:ratelimit:enquiry:` keys are removed, before and after), starts an S3 test server
// (s3rver) with a bucket for the media, A (which seeds the database), then B, and nginx before
// both. Both report database, Redis and storage up in /api/health. Then:
// 1. an editor's change saved through A shows on B and through nginx within 5 s;
// 2. a PNG uploaded through A is served by B with its generated sizes, from the bucket only;
// 3. 20 enquiries of one client, alternately to A and B, meet one shared limit (5 accepted, 15
//    refused with 429); their notifications are each sent once by one of the two mail queues;
// 4. the scheduled retention clean-up (every 15 s here) runs each slot on exactly one instance,
//    observed over the maintenance ticks (once a minute) while the other checks run;
// 5. A is killed (SIGKILL) 10 s into 30 s of mixed traffic through nginx (pages of every
//    language, API GETs, enquiries, each visitor from a loopback address of its own): no page view
//    or API GET gets a 5xx, and every accepted enquiry is stored exactly once (unanswered ones are
//    sent again with their idempotency key, as the form does);
// 6. throughput (autocannon, 50 connections, SCALE_SECONDS each, default 10) of an API GET and a
//    micro-cached locale page through nginx, with two instances and with one.
// Prints each figure, tables and one JSON summary (also test-results/scale-test.json); the
// instances' and nginx's logs are kept in test-results/scale-test/. Exit 0: every check passed,
// 1: a check failed, 2: the deadline passed. Needs a build (`npx next build`), Debian's nginx,
// PostgreSQL and Redis. Not part of `npm test`.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { createClient } from '@redis/client'
import autocannon from 'autocannon'
import { Buffer } from 'node:buffer'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import S3rver from 's3rver'
import sharp from 'sharp'

import {
  createStaff,
  enquiryFields,
  latency,
  sendEnquiry,
  sitemapPaths,
  sleep,
  solveWork,
  staffHeaders,
  startApp,
} from './harness.mjs'
import { freePort, root, waitForHealth } from './lib.mjs'
import { findNginx, nginxDir, renderSite, spawnNginx, waitForPort, writeConf } from './nginx-conf.mjs'
import { adminClient, createDatabase, databaseUrl, dropDatabase, postgresServerUrl } from './pg.mjs'

const REDIS_URL = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379/7'
const SECONDS = Number(process.env.SCALE_SECONDS ?? 10)
const DEADLINE_MS = Number(process.env.SCALE_DEADLINE_MINUTES ?? 15) * 60_000
const CONNECTIONS = 50
/** The keys the app writes into Redis: the cache handler's and the enquiry rate limit's. */
const REDIS_PATTERNS = ['next:*', 'sanhaus:ratelimit:enquiry:*']
const BUCKET = 'scale-media'
const PROPAGATION_LIMIT_MS = 5000
const enquirySettings = {
  ENQUIRY_RATE_LIMIT: '5',
  // Every visitor of the kill test sends about a hundred enquiries: only the enquiry limit is measured.
  ENQUIRY_REQUEST_LIMIT: '0',
  ENQUIRY_RATE_WINDOW_SECONDS: '600',
  ENQUIRY_POW_BITS: '8',
  ENQUIRY_MIN_FILL_MS: '0',
  TRUSTED_PROXIES: '1',
}
const RETENTION_SCHEDULE = '*/15 * * * * *'
/**
 * The kill test's traffic: 10 visitors, each waiting 50 ms between requests (a load the remaining
 * instance carries on this machine beside other work: the test is about losing an instance, not
 * about overload), and a burst of enquiries right before the kill.
 */
const KILL = {
  totalMs: 30_000,
  killAtMs: 10_000,
  pageVisitors: 4,
  apiVisitors: 3,
  enquiryVisitors: 3,
  thinkMs: 50,
  pagesPerLanguage: 8,
  burst: 10,
  burstLeadMs: 25,
}
const admin = { email: 'scale-admin@sanhaus.example', password: 'scale-Admin-Passw0rd!' }
const editor = { email: 'scale-editor@sanhaus.example', password: 'scale-Editor-Passw0rd!' }

const started = Date.now()
const summary = {
  settings: {
    redis: REDIS_URL,
    enquiry: enquirySettings,
    retentionSchedule: RETENTION_SCHEDULE,
    connections: CONNECTIONS,
    seconds: SECONDS,
  },
  checks: [],
}
const logDir = path.join(root, 'test-results', 'scale-test')
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`
const log = (...args) => console.log(`[scale ${elapsed()}]`, ...args)

/** Records a check's outcome; any failed check makes the run fail. */
function check(name, ok, detail = '') {
  summary.checks.push({ check: name, ok, detail })
  log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`)
  return ok
}

// Everything started is stopped in reverse order, once, whether the run passes, fails or times out.
const cleanups = []
let cleaning = null
function cleanup() {
  cleaning ??= (async () => {
    for (const [what, fn] of cleanups.reverse()) {
      await Promise.race([fn(), sleep(30_000).then(() => Promise.reject(new Error('no end within 30 s')))]).catch(
        (error) => console.error(`[scale] clean-up of ${what}:`, error),
      )
    }
  })()
  return cleaning
}
const deadline = setTimeout(() => {
  console.error(`[scale] deadline of ${DEADLINE_MS / 60_000} min passed: cleaning up`)
  void cleanup().finally(() => process.exit(2))
}, DEADLINE_MS)
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanup().finally(() => process.exit(130)))

async function clearAppKeys(redis) {
  let removed = 0
  for (const pattern of REDIS_PATTERNS) {
    for await (const keys of redis.scanIterator({ MATCH: pattern, COUNT: 1000 })) {
      if (keys.length > 0) removed += await redis.del(keys)
    }
  }
  return removed
}

/**
 * One HTTP request, optionally from a loopback address of its own (`localAddress`, 127.x.y.z), so
 * that nginx, which tells the app the peer's address, sees many visitors. Never throws: status 0
 * is no or a cut-off answer.
 */
function request(url, { method = 'GET', headers = {}, body, localAddress, timeoutMs = 30_000 } = {}) {
  const t0 = performance.now()
  return new Promise((resolve) => {
    let settled = false
    const finish = (result) => {
      if (settled) return
      settled = true
      resolve({ ms: performance.now() - t0, ...result })
    }
    const bytes = body === undefined ? null : Buffer.from(body)
    const req = http.request(
      url,
      {
        method,
        localAddress,
        agent: false,
        timeout: timeoutMs,
        headers: bytes ? { ...headers, 'content-length': bytes.length } : headers,
      },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('error', (error) => finish({ status: 0, error: error.message }))
        res.on('close', () => {
          if (!res.complete) return finish({ status: 0, error: `answer cut off after ${res.statusCode}` })
          finish({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') })
        })
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    req.on('error', (error) => finish({ status: 0, error: error.message }))
    req.end(bytes ?? undefined)
  })
}

/** The form's enquiry, first half: a challenge and its proof of work for `key`, from one loopback address. */
async function prepareEnquiry(base, i, key, localAddress) {
  const challenge = await request(`${base}/api/join/challenge`, { localAddress })
  if (challenge.status !== 200) return { key, status: challenge.status, phase: 'challenge', error: challenge.error }
  const { data } = JSON.parse(challenge.body)
  const body = JSON.stringify({
    ...enquiryFields(i, 'Lastwechsel'),
    challenge: data.challenge,
    nonce: solveWork(data.challenge, key, data.bits),
  })
  return { key, body }
}

/** Second half: the post with its idempotency key. */
async function postEnquiry(base, { key, body }, localAddress) {
  const answer = await request(`${base}/api/join?lang=de`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body,
    localAddress,
  })
  return {
    key,
    status: answer.status,
    phase: 'post',
    error: answer.error,
    replayed: answer.headers?.['idempotent-replayed'] === 'true',
  }
}

/** The form's enquiry (challenge, proof of work, post with its key) from one loopback address. */
async function enquiryFrom(base, i, key, localAddress) {
  const prepared = await prepareEnquiry(base, i, key, localAddress)
  return prepared.body ? postEnquiry(base, prepared, localAddress) : prepared
}

const visitorAddress = (n) => `127.10.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`

/** Counts of statuses (`{ "200": 120, "0": 1 }`). */
function tally(results) {
  const counts = {}
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1
  return counts
}

async function load(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS })
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

/** Lines of an instance's output, as they come, kept whole; the file keeps everything. */
function lineLog(name) {
  const file = fs.createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' })
  const lines = []
  let partial = ''
  cleanups.push([`log ${name}`, () => new Promise((resolve) => file.end(resolve))])
  return {
    lines,
    write: (chunk) => {
      file.write(chunk)
      const parts = (partial + chunk).split('\n')
      partial = parts.pop()
      for (const line of parts) lines.push({ at: Date.now(), line })
    },
  }
}

const RETENTION_LINE = /\[jobs\] retention: deleted (\d+) enquiries older than (\d+) days \(slot ([^)]+)\)/
function retentionRuns(instances, from = 0) {
  return instances.flatMap(({ name, logs }) =>
    logs.lines.flatMap(({ at, line }) => {
      const m = RETENTION_LINE.exec(line)
      return m && at >= from ? [{ instance: name, at, deleted: Number(m[1]), slot: m[3] }] : []
    }),
  )
}

let exitCode = 0
try {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('no production build: run `npx next build` first')
  const nginx = findNginx()
  if (!nginx) throw new Error('nginx is not installed (apt-get install -y nginx)')
  fs.rmSync(logDir, { recursive: true, force: true })
  fs.mkdirSync(logDir, { recursive: true })
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-scale-'))
  cleanups.push(['work directory', async () => fs.rmSync(work, { recursive: true, force: true })])

  // Redis: the machine's server, a database of our own; only the app's keys are touched.
  const redis = createClient({ url: REDIS_URL })
  await redis.connect()
  cleanups.push([
    'Redis keys',
    async () => {
      log(`removed ${await clearAppKeys(redis)} app keys from ${REDIS_URL}`)
      await redis.close()
    },
  ])
  log(`Redis ${REDIS_URL}: ${await redis.ping()}, removed ${await clearAppKeys(redis)} app keys left from before`)

  // PostgreSQL: a throwaway database on the machine's server.
  const pgAdmin = await adminClient()
  if (!pgAdmin) throw new Error(`no PostgreSQL at ${postgresServerUrl()}`)
  cleanups.push(['PostgreSQL connection', () => pgAdmin.end()])
  const dbName = await createDatabase(pgAdmin, 'brand_scale')
  cleanups.push([`database ${dbName}`, () => dropDatabase(pgAdmin, dbName)])
  const dbUrl = databaseUrl(postgresServerUrl(), dbName)
  log(`PostgreSQL database ${dbName}`)

  // S3: s3rver with one bucket, proven with a round trip before the app uses it.
  const s3Dir = path.join(work, 's3rver')
  const s3Port = await freePort()
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: s3Port,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  await s3rver.run()
  cleanups.push(['s3rver', () => s3rver.close()])
  // s3rver's fixed keys; it checks request signatures against them. It predates the SDK's default checksums.
  const s3Settings = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: s3Settings.S3_ENDPOINT,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  cleanups.push(['S3 client', async () => s3.destroy()])
  const getObject = async (key) =>
    Buffer.from(await (await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).Body.transformToByteArray())
  const probe = crypto.randomBytes(4096)
  await s3.send(
    new PutObjectCommand({ Bucket: BUCKET, Key: 'probe.bin', Body: probe, ContentType: 'application/octet-stream' }),
  )
  const probeBack = await getObject('probe.bin')
  await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'probe.bin' }))
  if (!check('s3rver round trip (put, get, delete of 4 KB)', probeBack.equals(probe)))
    throw new Error('the S3 test server does not work')

  // The instances: one build, one database, one Redis, one bucket; each its own data directory.
  const [portA, portB, nginxPort] = [await freePort(), await freePort(), await freePort()]
  const site = `http://127.0.0.1:${nginxPort}`
  const secret = crypto.randomBytes(32).toString('base64url')
  const instanceEnv = (name) => ({
    DATABASE_URL: dbUrl,
    PAYLOAD_SECRET: secret,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    INSECURE_COOKIES: '1',
    SITE_URL: site,
    DATA_DIR: path.join(work, name),
    MEDIA_DIR: path.join(work, name, 'media'),
    REDIS_URL,
    JOBS_AUTORUN: 'on',
    ENQUIRY_RETENTION_SCHEDULE: RETENTION_SCHEDULE,
    SEED: 'auto',
    ...s3Settings,
    ...enquirySettings,
  })
  const instances = []
  function start(name, port) {
    const logs = lineLog(name)
    const app = startApp({ port, env: instanceEnv(name), log: logs.write })
    instances.push({ name, app, logs })
    // A server busy seeding may not end on SIGTERM in time: then it is killed.
    cleanups.push([`instance ${name}`, () => Promise.race([app.stop(), sleep(20_000).then(() => app.stop('SIGKILL'))])])
    return app
  }
  const timed = async (fn) => {
    const t0 = Date.now()
    await fn()
    return Date.now() - t0
  }

  log(`starting A on port ${portA} (migrates and seeds the empty database; 1-3 minutes)`)
  const a = start('A', portA)
  const seedMs = await timed(() =>
    Promise.race([
      waitForHealth(a.base, 420_000),
      a.exited.then(() => Promise.reject(new Error(`A ended during start:\n${a.output().slice(-3000)}`))),
    ]),
  )
  log(`A healthy after ${(seedMs / 1000).toFixed(1)} s`)
  log(`starting B on port ${portB}`)
  const b = start('B', portB)
  const startBMs = await timed(() =>
    Promise.race([
      waitForHealth(b.base, 300_000),
      b.exited.then(() => Promise.reject(new Error(`B ended during start:\n${b.output().slice(-3000)}`))),
    ]),
  )
  log(`B healthy after ${(startBMs / 1000).toFixed(1)} s`)
  const bothUpAt = Date.now()
  // Straight to the database, to count what was stored.
  const appDb = new pg.Client({ connectionString: dbUrl })
  await appDb.connect()
  cleanups.push(['database connection', () => appDb.end()])
  summary.startup = { seedAndStartAMs: seedMs, startBMs }

  // Health: database, Redis and storage on both.
  const health = {}
  for (const [name, app] of [
    ['A', a],
    ['B', b],
  ]) {
    health[name] = await (await fetch(`${app.base}/api/health`)).json()
    const h = health[name]
    check(
      `${name} /api/health: database, redis and storage up`,
      h.status === 'ok' && h.database === 'up' && h.redis === 'up' && h.storage === 'up',
      JSON.stringify(h),
    )
  }
  summary.health = health

  // nginx before both, as deploy/nginx.conf is written.
  const nginxWork = nginxDir('scale-nginx-')
  cleanups.push([
    'nginx directory',
    async () => {
      // Its error log (why an answer was 502, say) stays beside the instances' logs.
      if (fs.existsSync(path.join(nginxWork, 'error.log')))
        fs.copyFileSync(path.join(nginxWork, 'error.log'), path.join(logDir, 'nginx-error.log'))
      fs.rmSync(nginxWork, { recursive: true, force: true })
    },
  ])
  const conf = writeConf(nginxWork, {
    site: renderSite({ upstreamPorts: [portA, portB], port: nginxPort, cacheDir: path.join(nginxWork, 'cache') }),
  })
  const proxy = spawnNginx(nginx, nginxWork, conf)
  cleanups.push(['nginx', () => proxy.stop()])
  await waitForPort(nginxPort, 10_000)
  log(`nginx on port ${nginxPort} before A and B`)

  // 4 runs beside the others: the retention clean-up's slots while both instances are up. The
  // maintenance queue is worked at every full minute; a slot is queued at one tick and run at the
  // next, so two ticks show one slot or two, three ticks at least two.
  const tick = (n) => Math.ceil(bothUpAt / 60_000) * 60_000 + (n - 1) * 60_000 + 15_000
  log(
    `observing the scheduled retention clean-up (${RETENTION_SCHEDULE}) over the maintenance ticks after ${new Date(bothUpAt).toISOString()}`,
  )
  const scheduleObserved = (async () => {
    await sleep(Math.max(0, tick(2) - Date.now()))
    while (Date.now() < tick(3) && new Set(retentionRuns(instances, bothUpAt).map((r) => r.slot)).size < 2)
      await sleep(1000)
  })()

  // Staff: the first admin exists (ADMIN_EMAIL); an editor makes the changes.
  const adminAuth = await staffHeaders(a.base, admin)
  await createStaff(a.base, adminAuth, editor, 'editor', 'Redaktion Skalierung')
  const auth = await staffHeaders(a.base, editor)

  // 1. Edit propagation: A saves, B and nginx show it.
  {
    const found = await (
      await fetch(`${a.base}/api/products?locale=de&depth=0&limit=1&where[_status][equals]=published`, {
        headers: auth,
      })
    ).json()
    const product = found.docs?.[0]
    if (!product) throw new Error('the seed has no published product')
    const pathname = `/de/product/${product.slug}`
    await fetch(a.base + pathname).then((r) => r.text())
    // Older than a second: an instance that does not get the entry's lifetime with it (its
    // cacheControl) takes it for stale after one second and renders it again.
    await sleep(2_000)
    const fromB = await fetch(b.base + pathname)
    await fromB.text()
    const cacheB = fromB.headers.get('x-nextjs-cache')
    check(
      'B serves the page A rendered 2 s before from the shared cache',
      fromB.status === 200 && cacheB === 'HIT',
      `${fromB.status} x-nextjs-cache=${cacheB}`,
    )
    for (let i = 0; i < 2; i++) await fetch(site + pathname).then((r) => r.text())
    const token = `Skala${crypto.randomBytes(4).toString('hex')}`
    const title = `${product.title} ${token}`
    const saveStarted = Date.now()
    const watch = (base) =>
      (async () => {
        while (Date.now() - saveStarted < 15_000) {
          const html = await fetch(base + pathname).then(
            (r) => r.text(),
            () => '',
          )
          if (html.includes(token)) return Date.now() - saveStarted
          await sleep(50)
        }
        return null
      })()
    const [saved, seenB, seenNginx] = await Promise.all([
      fetch(`${a.base}/api/products/${product.id}?locale=de`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ title, _status: 'published' }),
      }).then(async (r) => ({ status: r.status, ms: Date.now() - saveStarted, body: r.ok ? '' : await r.text() })),
      watch(b.base),
      watch(site),
    ])
    summary.propagation = {
      path: pathname,
      saveStatus: saved.status,
      saveMs: saved.ms,
      bMs: seenB,
      nginxMs: seenNginx,
      limitMs: PROPAGATION_LIMIT_MS,
    }
    log(
      `edit: save through A ${saved.status} in ${saved.ms} ms; shown by B after ${seenB} ms, through nginx after ${seenNginx} ms (from the start of the save)`,
    )
    check('the edit saved through A', saved.status === 200, saved.body.slice(0, 300))
    check('B shows the edit within 5 s', seenB !== null && seenB <= PROPAGATION_LIMIT_MS, `${seenB} ms`)
    check('nginx shows the edit within 5 s', seenNginx !== null && seenNginx <= PROPAGATION_LIMIT_MS, `${seenNginx} ms`)
  }

  // 2. An upload through A: served by B from the bucket, sizes included, nothing on local disk.
  {
    const png = await sharp({
      create: {
        width: 2400,
        height: 1200,
        channels: 3,
        background: { r: crypto.randomInt(256), g: crypto.randomInt(256), b: crypto.randomInt(256) },
      },
    })
      .png()
      .toBuffer()
    const name = `scale-${crypto.randomBytes(4).toString('hex')}.png`
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), name)
    form.append('_payload', JSON.stringify({ alt: 'Skalierungstest: eine einfarbige Fläche' }))
    const { 'content-type': _json, ...uploadAuth } = auth
    const t0 = Date.now()
    const uploaded = await fetch(`${a.base}/api/media?locale=de`, { method: 'POST', headers: uploadAuth, body: form })
    const uploadMs = Date.now() - t0
    const answer = await uploaded.json().catch(() => ({}))
    const doc = answer.doc
    check(
      'upload of a PNG through A',
      uploaded.status === 201 && Boolean(doc?.filename),
      `${uploaded.status} in ${uploadMs} ms, ${png.length} bytes${doc ? '' : `: ${JSON.stringify(answer).slice(0, 300)}`}`,
    )
    const files = doc
      ? [
          ['original', doc.filename, 'image/png'],
          ...['thumb', 'card', 'hero'].map((size) => [size, doc.sizes?.[size]?.filename, 'image/webp']),
        ]
      : []
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))
    const bucketKeys = new Set((listed.Contents ?? []).map((o) => o.Key))
    const rows = []
    for (const [size, file, type] of files) {
      if (!file) {
        rows.push({ size, file: null, ok: false })
        continue
      }
      const inBucket = bucketKeys.has(file) ? await getObject(file) : null
      // No published page shows the upload yet: it is served to staff (the editor who uploaded it).
      const fromB = await fetch(`${b.base}/api/media/file/${encodeURIComponent(file)}`, { headers: uploadAuth })
      const bytesB = Buffer.from(await fromB.arrayBuffer())
      const viaNginx = Buffer.from(
        await (
          await fetch(`${site}/api/media/file/${encodeURIComponent(file)}`, { headers: uploadAuth })
        ).arrayBuffer(),
      )
      const onDisk = ['A', 'B'].filter((n) => fs.existsSync(path.join(work, n, 'media', file)))
      const expected = size === 'original' ? png : inBucket
      const ok =
        fromB.status === 200 &&
        fromB.headers.get('content-type') === type &&
        inBucket !== null &&
        expected !== null &&
        bytesB.equals(expected) &&
        viaNginx.equals(expected) &&
        onDisk.length === 0
      rows.push({
        size,
        file,
        bytes: bytesB.length,
        status: fromB.status,
        type: fromB.headers.get('content-type'),
        inBucket: inBucket !== null,
        sameBytes: expected !== null && bytesB.equals(expected),
        onLocalDisk: onDisk.join(',') || 'no',
        ok,
      })
    }
    console.table(rows)
    const localFiles = ['A', 'B'].flatMap((n) => {
      const dir = path.join(work, n, 'media')
      return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map((f) => `${n}/${f}`) : []
    })
    summary.upload = {
      file: doc?.filename ?? null,
      pngBytes: png.length,
      uploadMs,
      files: rows,
      bucketObjects: bucketKeys.size,
      localMediaFiles: localFiles.length,
    }
    check(
      'B serves the upload and its 3 sizes, same bytes as in the bucket, nothing on local disk',
      files.length === 4 && rows.every((r) => r.ok),
      `${rows.filter((r) => r.ok).length}/4 files`,
    )
    check(
      'no media file on either instance’s disk (seed included)',
      localFiles.length === 0,
      localFiles.slice(0, 5).join(', '),
    )
  }

  let rateLimited = []
  // 3. One client's 20 enquiries, alternately to A and B: one shared limit.
  {
    const client = { 'x-forwarded-for': '198.51.100.23' }
    const results = []
    for (let i = 0; i < 20; i++) {
      const app = i % 2 === 0 ? a : b
      results.push({
        instance: i % 2 === 0 ? 'A' : 'B',
        ...(await sendEnquiry(app.base, 1000 + i, { headers: client, fields: enquiryFields(1000 + i, 'Grenzwert') })),
      })
    }
    const accepted = results.filter((r) => r.status === 201)
    const refused = results.filter((r) => r.status === 429)
    const withRetryAfter = refused.filter((r) => Number(r.retryAfter) > 0)
    const { rows } = await appDb.query('SELECT idempotency_key AS key FROM enquiries WHERE idempotency_key = ANY($1)', [
      results.map((r) => r.key),
    ])
    summary.rateLimit = {
      sent: results.length,
      accepted: accepted.length,
      refused429: refused.length,
      retryAfter: [...new Set(withRetryAfter.map((r) => r.retryAfter))],
      acceptedBy: {
        A: accepted.filter((r) => r.instance === 'A').length,
        B: accepted.filter((r) => r.instance === 'B').length,
      },
      stored: rows.length,
      statuses: results.map((r) => r.status).join(' '),
    }
    rateLimited = accepted
    log(`rate limit: ${results.map((r) => `${r.instance}:${r.status}`).join(' ')}`)
    check(
      'shared rate limit: exactly 5 of 20 accepted, 15 refused with 429 and Retry-After',
      accepted.length === 5 && refused.length === 15 && withRetryAfter.length === 15 && rows.length === 5,
      `${accepted.length} × 201 (A ${summary.rateLimit.acceptedBy.A}, B ${summary.rateLimit.acceptedBy.B}), ${refused.length} × 429 (Retry-After ${summary.rateLimit.retryAfter.join(', ')} s), ${rows.length} stored`,
    )
  }

  // 6. Throughput through nginx: two instances, then one (while 4 is observed).
  {
    summary.loadAverageBefore = os.loadavg().map((v) => Math.round(v * 10) / 10)
    const targets = [
      ['API GET (not cached by nginx)', '/api/cats?lang=zh'],
      ['locale page (nginx micro-cache)', '/de/home'],
    ]
    // Each configuration is warmed up with a short unreported run first (code paths, caches, connections).
    const warmUp = (base) =>
      Promise.all(targets.map(([, p]) => autocannon({ url: base + p, connections: 10, duration: 3 })))
    await warmUp(site)
    const rows = []
    for (const [what, p] of targets) rows.push({ instances: 2, what, path: p, ...(await load(site + p)) })
    // The same configuration with B alone.
    const oneWork = nginxDir('scale-nginx-one-')
    cleanups.push(['nginx (one upstream) directory', async () => fs.rmSync(oneWork, { recursive: true, force: true })])
    const onePort = await freePort()
    const oneProxy = spawnNginx(
      nginx,
      oneWork,
      writeConf(oneWork, {
        site: renderSite({ upstreamPorts: [portB], port: onePort, cacheDir: path.join(oneWork, 'cache') }),
      }),
    )
    cleanups.push(['nginx (one upstream)', () => oneProxy.stop()])
    await waitForPort(onePort, 10_000)
    const one = `http://127.0.0.1:${onePort}`
    await warmUp(one)
    for (const [what, p] of targets) rows.push({ instances: 1, what, path: p, ...(await load(one + p)) })
    await oneProxy.stop()
    summary.throughput = rows
    console.table(
      rows.map((r) => ({
        instances: r.instances,
        what: r.what,
        path: r.path,
        'req/s': r.reqPerSec,
        'p50 ms': r.p50Ms,
        'p99 ms': r.p99Ms,
        non2xx: r.non2xx,
        errors: r.errors,
      })),
    )
    check(
      'throughput runs answered without errors',
      rows.every((r) => r.errors === 0 && r.non2xx === 0),
      rows.map((r) => `${r.instances}×${r.path}: ${r.reqPerSec} req/s`).join(', '),
    )
  }
  // The kill test's pages: a sample of every language's sitemap, rendered once beforehand (a live
  // site's pages are in its cache), while 4 is still observed.
  const sitemap = (await sitemapPaths(b.base)).filter((p) => /^\/(de|zh|en|it|fr|es)\//.test(p))
  const killPages = ['de', 'zh', 'en', 'it', 'fr', 'es'].flatMap((lang) => {
    const list = sitemap.filter((p) => p.startsWith(`/${lang}/`))
    const step = Math.max(1, Math.floor(list.length / KILL.pagesPerLanguage))
    return list.filter((_, i) => i % step === 0).slice(0, KILL.pagesPerLanguage)
  })
  const warmStarted = Date.now()
  for (let i = 0; i < killPages.length; i += 3)
    await Promise.all(killPages.slice(i, i + 3).map((p) => fetch(b.base + p).then((r) => r.text())))
  log(
    `${killPages.length} pages of ${sitemap.length} in the sitemaps rendered for the kill test in ${((Date.now() - warmStarted) / 1000).toFixed(1)} s`,
  )

  // 4. The schedule, observed while 1-3 and 6 ran; the notifications of 3's enquiries, sent once.
  {
    log('waiting for the maintenance ticks to pass…')
    await scheduleObserved
    const runs = retentionRuns(instances, bothUpAt)
    const everRun = retentionRuns(instances)
    const perSlot = new Map()
    for (const run of everRun) perSlot.set(run.slot, [...(perSlot.get(run.slot) ?? []), run.instance])
    const slots = [...new Set(runs.map((r) => r.slot))]
    const twice = [...perSlot].filter(([, who]) => who.length !== 1)
    summary.schedule = {
      cron: RETENTION_SCHEDULE,
      observedFrom: new Date(bothUpAt).toISOString(),
      observedUntil: new Date(Date.now()).toISOString(),
      slotsWhileBothUp: slots.map((slot) => ({ slot, ranOn: perSlot.get(slot) })),
      slotsSinceStart: perSlot.size,
      runsPerSlot: [...new Set([...perSlot.values()].map((who) => who.length))],
      runsByInstance: {
        A: everRun.filter((r) => r.instance === 'A').length,
        B: everRun.filter((r) => r.instance === 'B').length,
      },
    }
    for (const { slot, ranOn } of summary.schedule.slotsWhileBothUp)
      log(`retention slot ${slot}: ran on ${ranOn.join(', ')}`)
    check(
      'scheduled retention: each slot ran on exactly one instance while both were up',
      slots.length >= 2 && twice.length === 0,
      `${slots.length} slots while both up (${perSlot.size} since A started), ${twice.length} slots run more than once`,
    )

    // The five notifications of 3 were queued on A and B and worked by both queues: each sent once.
    const subjects = ['A', 'B'].flatMap((n) => {
      const dir = path.join(work, n, 'mail')
      return fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .map((f) => ({ instance: n, subject: JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')).subject }))
        : []
    })
    const sentBy = rateLimited.map((r) =>
      subjects.filter((m) => m.subject.includes(`[SANHAUS ${r.reference}]`)).map((m) => m.instance),
    )
    summary.notifications = { enquiries: rateLimited.map((r) => r.reference), sentBy }
    check(
      'queued notifications of the 5 accepted enquiries: each sent exactly once',
      sentBy.length === 5 && sentBy.every((who) => who.length === 1),
      sentBy.map((who, i) => `${rateLimited[i].reference}: ${who.join('+') || 'not sent'}`).join(', '),
    )
  }

  // 5. A killed in the middle of mixed traffic through nginx.
  {
    const pages = killPages
    const languages = [...new Set(pages.map((p) => p.split('/')[1]))]
    const apis = [
      '/api/cats?lang=de',
      '/api/cats?lang=zh&layout=home',
      '/api/ads',
      '/api/ads?lang=en',
      '/api/categorys',
      '/api/jobs?lang=fr',
    ]
    log(
      `mixed traffic through nginx for ${KILL.totalMs / 1000} s from ${KILL.pageVisitors + KILL.apiVisitors + KILL.enquiryVisitors} visitors (${KILL.thinkMs} ms between requests): ${pages.length} pages (${languages.join(', ')}), ${apis.length} API GETs, enquiries; A killed after ${KILL.killAtMs / 1000} s`,
    )
    const t0 = Date.now()
    const until = t0 + KILL.totalMs
    const pageResults = []
    const apiResults = []
    const enquiryResults = []
    let visitor = 0
    let enquiryNo = 0
    const pick = (list) => list[crypto.randomInt(list.length)]
    const loops = [
      ...Array.from({ length: KILL.pageVisitors }, () => async () => {
        while (Date.now() < until) {
          const p = pick(pages)
          const from = Date.now() - t0
          const r = await request(site + p, { localAddress: visitorAddress(visitor++) })
          pageResults.push({ path: p, from, at: Date.now() - t0, status: r.status, ms: r.ms, error: r.error })
          await sleep(KILL.thinkMs)
        }
      }),
      ...Array.from({ length: KILL.apiVisitors }, () => async () => {
        while (Date.now() < until) {
          const p = pick(apis)
          const from = Date.now() - t0
          const r = await request(site + p, { localAddress: visitorAddress(visitor++) })
          apiResults.push({ path: p, from, at: Date.now() - t0, status: r.status, ms: r.ms, error: r.error })
          await sleep(KILL.thinkMs)
        }
      }),
      ...Array.from({ length: KILL.enquiryVisitors }, () => async () => {
        while (Date.now() < until) {
          const n = enquiryNo++
          const key = crypto.randomBytes(16).toString('base64url')
          const address = visitorAddress(10_000 + n)
          const from = Date.now() - t0
          const r = await enquiryFrom(site, n, key, address)
          enquiryResults.push({ n, address, from, at: Date.now() - t0, ...r })
          await sleep(KILL.thinkMs)
        }
      }),
    ]
    // Right before the kill, a burst of enquiries is posted at once: round robin hands about half
    // of them to A, which dies while storing them, so some go unanswered and are sent again.
    const burst = []
    const killed = (async () => {
      await sleep(KILL.killAtMs - 4000)
      const prepared = await Promise.all(
        Array.from({ length: KILL.burst }, async () => {
          const n = enquiryNo++
          const address = visitorAddress(10_000 + n)
          return {
            n,
            address,
            ...(await prepareEnquiry(site, n, crypto.randomBytes(16).toString('base64url'), address)),
          }
        }),
      )
      await sleep(Math.max(0, t0 + KILL.killAtMs - Date.now()))
      const from = Date.now() - t0
      for (const p of prepared) {
        burst.push(
          (p.body ? postEnquiry(site, p, p.address) : Promise.resolve(p)).then((r) =>
            enquiryResults.push({ n: p.n, address: p.address, from, at: Date.now() - t0, burst: true, ...r }),
          ),
        )
      }
      // Long enough for the posts to reach A and start being stored, too short for most to finish.
      await sleep(KILL.burstLeadMs)
      const sentAt = Date.now() - t0
      const { signal } = await a.stop('SIGKILL')
      log(`A killed (${signal}) at ${(sentAt / 1000).toFixed(1)} s`)
      return sentAt
    })()
    await Promise.all(loops.map((fn) => fn()))
    const killedAt = await killed
    await Promise.all(burst)
    const burstResults = enquiryResults.filter((r) => r.burst)
    log(
      `burst of ${burstResults.length} enquiries ${KILL.burstLeadMs} ms before the kill: ${JSON.stringify(tally(burstResults))}`,
    )

    // Unanswered enquiries are sent again with their key, as the form does.
    const resent = []
    for (const first of enquiryResults.filter((r) => r.status !== 201)) {
      let r = null
      for (let attempt = 1; attempt <= 3; attempt++) {
        r = await enquiryFrom(site, first.n, first.key, first.address)
        if (r.status === 201) break
        await sleep(1000)
      }
      resent.push({
        key: first.key,
        firstStatus: first.status,
        firstPhase: first.phase,
        status: r.status,
        replayed: r.replayed,
      })
    }
    const finalStatus = new Map(enquiryResults.map((r) => [r.key, r.status]))
    for (const r of resent) finalStatus.set(r.key, r.status)
    const keys = [...finalStatus.keys()]
    const { rows } = await appDb.query(
      'SELECT idempotency_key AS key, count(*)::int AS n FROM enquiries WHERE idempotency_key = ANY($1) GROUP BY idempotency_key',
      [keys],
    )
    const storedCount = new Map(rows.map((r) => [r.key, r.n]))
    const { rows: tagged } = await appDb.query(
      "SELECT count(*)::int AS n FROM enquiries WHERE requirement LIKE 'Lastwechsel %'",
    )
    const accepted = keys.filter((k) => finalStatus.get(k) === 201)
    const lost = accepted.filter((k) => storedCount.get(k) !== 1)
    const unresolved = keys.filter((k) => finalStatus.get(k) !== 201)
    const badPages = pageResults.filter((r) => r.status === 0 || r.status >= 500)
    const badApis = apiResults.filter((r) => r.status === 0 || r.status >= 500)
    const afterKill = (list) => list.filter((r) => r.from >= killedAt)
    const inFlight = (list) => list.filter((r) => r.from < killedAt && r.at > killedAt)
    summary.kill = {
      killedAtMs: killedAt,
      pages: {
        requests: pageResults.length,
        statuses: tally(pageResults),
        inFlightAtKill: inFlight(pageResults).length,
        afterKill: afterKill(pageResults).length,
        errors: badPages.slice(0, 10),
        ...latency(pageResults.map((r) => r.ms)),
      },
      apis: {
        requests: apiResults.length,
        statuses: tally(apiResults),
        inFlightAtKill: inFlight(apiResults).length,
        afterKill: afterKill(apiResults).length,
        errors: badApis.slice(0, 10),
        ...latency(apiResults.map((r) => r.ms)),
      },
      enquiries: {
        sent: enquiryResults.length,
        firstStatuses: tally(enquiryResults),
        failedFirst: enquiryResults
          .filter((r) => r.status !== 201)
          .map((r) => ({ status: r.status, phase: r.phase, at: r.at, burst: Boolean(r.burst), error: r.error })),
        inFlightAtKill: inFlight(enquiryResults).length,
        burstBeforeKill: tally(burstResults),
        resent: resent.length,
        resentStatuses: tally(resent),
        resentReplayed: resent.filter((r) => r.replayed).length,
        accepted: accepted.length,
        storedOnce: accepted.length - lost.length,
        storedTotal: tagged[0].n,
        lost: lost.length,
        unresolved: unresolved.length,
        ...latency(enquiryResults.map((r) => r.at - r.from)),
      },
    }
    console.table([
      {
        traffic: 'page views',
        requests: pageResults.length,
        statuses: JSON.stringify(tally(pageResults)),
        'in flight at kill': inFlight(pageResults).length,
        'sent after kill': afterKill(pageResults).length,
        'p50 ms': summary.kill.pages.p50,
        'p99 ms': summary.kill.pages.p99,
      },
      {
        traffic: 'API GETs',
        requests: apiResults.length,
        statuses: JSON.stringify(tally(apiResults)),
        'in flight at kill': inFlight(apiResults).length,
        'sent after kill': afterKill(apiResults).length,
        'p50 ms': summary.kill.apis.p50,
        'p99 ms': summary.kill.apis.p99,
      },
      {
        traffic: 'enquiries (first try)',
        requests: enquiryResults.length,
        statuses: JSON.stringify(tally(enquiryResults)),
        'in flight at kill': inFlight(enquiryResults).length,
        'sent after kill': afterKill(enquiryResults).length,
        'p50 ms': summary.kill.enquiries.p50,
        'p99 ms': summary.kill.enquiries.p99,
      },
      {
        traffic: 'enquiries (sent again)',
        requests: resent.length,
        statuses: JSON.stringify(tally(resent)),
        'in flight at kill': 0,
        'sent after kill': resent.length,
      },
    ])
    for (const r of [...badPages, ...badApis].slice(0, 10))
      log(`  ${r.status} ${r.path} at ${(r.at / 1000).toFixed(1)} s ${r.error ?? ''}`)
    check(
      'kill: no page view or API GET answered 5xx or cut off',
      badPages.length === 0 && badApis.length === 0 && pageResults.length > 0,
      `${pageResults.length} page views ${JSON.stringify(tally(pageResults))}, ${apiResults.length} API GETs ${JSON.stringify(tally(apiResults))}`,
    )
    check(
      'kill: every accepted enquiry stored exactly once, none lost, every unanswered one accepted when sent again',
      lost.length === 0 && unresolved.length === 0 && tagged[0].n === accepted.length && accepted.length > 0,
      `${enquiryResults.length} sent, first ${JSON.stringify(tally(enquiryResults))}, ${resent.length} sent again ${JSON.stringify(tally(resent))} (${summary.kill.enquiries.resentReplayed} replayed), ${accepted.length} accepted, ${tagged[0].n} stored, ${lost.length} lost`,
    )
    // Their notifications, a few mail ticks later: B works the queue alone now, 20 every 5 s. A job A
    // had claimed when it was killed stays claimed until its lease (30 minutes) has passed.
    await sleep(12_000)
    const { rows: mail } = await appDb.query(
      "SELECT mail_status AS status, count(*)::int AS n FROM enquiries WHERE requirement LIKE 'Lastwechsel %' GROUP BY mail_status",
    )
    const { rows: claimed } = await appDb.query(
      'SELECT count(*)::int AS n FROM payload_jobs WHERE processing AND completed_at IS NULL',
    )
    summary.kill.notifications = {
      byStatus: Object.fromEntries(mail.map((r) => [r.status, r.n])),
      jobsLeftClaimed: claimed[0].n,
    }
    log(
      `kill: notifications of its enquiries 12 s later: ${JSON.stringify(summary.kill.notifications.byStatus)}, jobs left claimed by A: ${claimed[0].n}`,
    )
  }
} catch (error) {
  console.error('[scale] error:', error)
  summary.error = error instanceof Error ? error.message : String(error)
  exitCode = 1
} finally {
  await cleanup()
  clearTimeout(deadline)
}

if (summary.checks.some((c) => !c.ok)) exitCode = 1
summary.totalSeconds = Math.round((Date.now() - started) / 1000)
summary.result = exitCode === 0 ? 'PASS' : 'FAIL'
console.table(summary.checks.map((c) => ({ check: c.check, result: c.ok ? 'PASS' : 'FAIL' })))
fs.mkdirSync(path.join(root, 'test-results'), { recursive: true })
fs.writeFileSync(path.join(root, 'test-results', 'scale-test.json'), `${JSON.stringify(summary, null, 2)}\n`)
console.log(JSON.stringify(summary))
console.log(
  `scale-test: ${summary.result} in ${summary.totalSeconds} s (${summary.checks.filter((c) => c.ok).length} of ${summary.checks.length} checks passed)`,
)
process.exit(exitCode)
