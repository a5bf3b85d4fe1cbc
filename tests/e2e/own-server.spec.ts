import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'
import { createClient as createRedisClient } from '@redis/client'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { locales, moreRoutes, specRoutes } from './helpers'
import {
  cuttableProxy,
  enquiryFields,
  sleep,
  slowPost,
  staffHeaders,
  startApp,
  tcpConnect,
  type App,
} from '../../scripts/harness.mjs'
import { freePort, root } from '../../scripts/lib.mjs'

/** A Redis database of its own for this server's cache (the integration tests use 5, scale-test 7). */
const REDIS_URL = new URL(process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/6')
const admin = { email: 'shutdown-admin@sanhaus.example', password: 'shutdown-Admin-Passw0rd!' }

/** Removes the app's keys (cache and rate limit) from this test's Redis database. */
async function clearAppKeys() {
  const redis = createRedisClient({ url: REDIS_URL.toString() })
  await redis.connect()
  const keys: string[] = []
  for (const match of ['next:*', 'sanhaus:*']) {
    for await (const batch of redis.scanIterator({ MATCH: match, COUNT: 1000 })) keys.push(...batch)
  }
  if (keys.length > 0) await redis.del(keys)
  return redis
}

/**
 * A server of its own on an empty SQLite database (SEED=off: a site before anyone wrote its
 * content), whose pages are cached in Redis (REDIS_URL, through a proxy this test cuts and
 * reopens), then stopped with SIGTERM as a process manager or a deploy does, while visitors are
 * still uploading their enquiries.
 */
test.describe('a server of its own: Redis down at start, empty site, then graceful shutdown', () => {
  test.describe.configure({ mode: 'serial' })
  test.describe.configure({ timeout: 180_000 })
  let app: App
  let dir: string
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-shutdown-'))
    await (await clearAppKeys()).close()
    proxy = await cuttableProxy({ host: REDIS_URL.hostname, port: Number(REDIS_URL.port || 6379) })
    await proxy.cut()
    const redisUrl = new URL(REDIS_URL)
    redisUrl.port = String(proxy.port)
    app = startApp({
      port: await freePort(),
      env: {
        DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
        DATA_DIR: dir,
        MEDIA_DIR: path.join(dir, 'media'),
        MAIL_CAPTURE_DIR: path.join(dir, 'mail'),
        PAYLOAD_SECRET: crypto.randomBytes(32).toString('base64url'),
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        SEED: 'off',
        ENQUIRY_POW_BITS: '0',
        ENQUIRY_MIN_FILL_MS: '0',
        // The shared count of the rate limit outlives a run; this test is not about it.
        ENQUIRY_RATE_LIMIT: '0',
        ENQUIRY_REQUEST_LIMIT: '0',
        REDIS_URL: redisUrl.toString(),
      },
    })
    // Not healthy while its Redis is down: wait for the health check to answer at all.
    const until = Date.now() + 150_000
    for (;;) {
      const status = await fetch(`${app.base}/api/health`).then(
        (r) => r.json() as Promise<{ status?: string; migrations?: string }>,
        () => null,
      )
      if (status?.migrations === 'current') break
      if (Date.now() > until || app.child.exitCode !== null)
        throw new Error(`the server did not start:\n${app.output()}`)
      await sleep(500)
    }
  })

  test.afterAll(async () => {
    await app?.stop('SIGKILL')
    await proxy?.cut()
    await (await clearAppKeys()).close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('starts while Redis is down: pages come from the database, health says Redis is down, one line is logged per connection', async () => {
    for (const locale of locales) {
      const response = await fetch(`${app.base}/${locale}/home`)
      expect(response.status, `/${locale}/home`).toBe(200)
      expect(await response.text()).toContain('</footer>')
    }
    const health = await fetch(`${app.base}/api/health`)
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({ database: 'up', redis: 'down' })
    // One line per connection (page cache, health check), however many requests met the outage.
    const outages = app
      .output()
      .split('\n')
      .flatMap((line) => /\[([\w-]+)\] Redis unavailable/.exec(line)?.[1] ?? [])
    expect(
      outages.filter((label) => label === 'cache'),
      app.output(),
    ).toHaveLength(1)
    expect(new Set(outages).size, outages.join(', ')).toBe(outages.length)
  })

  test('once Redis is back: logged once, healthy, pages kept in Redis under this build, an edit removes them there and is live at once', async () => {
    await proxy.open()
    // Each connection retries in the background, at most 5 s apart.
    const until = Date.now() + 15_000
    const recovered = () =>
      app
        .output()
        .split('\n')
        .filter((line) => line.includes('[cache] Redis available again'))
    while ((await fetch(`${app.base}/api/health`)).status !== 200 || recovered().length === 0) {
      expect(
        Date.now(),
        `healthy and the cache reconnected within 15 s of Redis coming back:\n${app.output()}`,
      ).toBeLessThan(until)
      await sleep(250)
    }
    expect(recovered()).toHaveLength(1)

    await fetch(`${app.base}/de/about`)
    const second = await fetch(`${app.base}/de/about`)
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT')
    const buildId = fs.readFileSync(path.join(root, '.next/BUILD_ID'), 'utf8').trim()
    const redis = createRedisClient({ url: REDIS_URL.toString() })
    await redis.connect()
    const aboutKeys = async () => {
      const keys: string[] = []
      for await (const batch of redis.scanIterator({ MATCH: `next:${buildId}:*/de/about*`, COUNT: 1000 }))
        keys.push(...batch)
      return keys
    }
    try {
      const cached = await aboutKeys()
      expect(cached.length, 'the about page is stored in Redis under this build').toBeGreaterThan(0)

      // An editor publishes a timeline entry: its tag's entries leave Redis (so every instance
      // renders the page anew, not only this one), and the next request shows the entry.
      const content = `Redis-Probe ${crypto.randomBytes(4).toString('hex')}`
      const saved = await fetch(`${app.base}/api/history-entries?locale=de`, {
        method: 'POST',
        headers: await staffHeaders(app.base, admin),
        body: JSON.stringify({ year: 1999, content, _status: 'published' }),
      })
      expect(saved.status, await saved.clone().text()).toBe(201)
      const until = Date.now() + 2_000
      let left = await aboutKeys()
      while (cached.some((key) => left.includes(key)) && Date.now() < until) {
        await sleep(50)
        left = await aboutKeys()
      }
      expect(
        left.filter((key) => cached.includes(key)),
        'entries of the edited tag still in Redis',
      ).toEqual([])
      expect(await (await fetch(`${app.base}/de/about`)).text()).toContain(content)
    } finally {
      await redis.close()
    }
  })

  test('a new site without content yet serves every page in every language without a server error', async () => {
    const failures: string[] = []
    for (const locale of locales) {
      for (const route of [...specRoutes, ...moreRoutes]) {
        const response = await fetch(`${app.base}/${locale}${route}`, { redirect: 'manual' })
        const html = await response.text()
        // Legal pages not written yet are missing (404); everything else is the page, with its shell.
        if (response.status >= 500 || (response.status === 200 && !html.includes('</footer>')))
          failures.push(`${locale}${route}: ${response.status}`)
      }
    }
    expect(failures).toEqual([])
  })

  test('made-up values (query values, slugs, ids, API pages) add no entry to the caches in Redis: cached pages lead to the canonical address or answer not-found, per-request pages and the API answer without storing', async () => {
    const redis = createRedisClient({ url: REDIS_URL.toString() })
    await redis.connect()
    const keys = async () => {
      let n = 0
      for await (const batch of redis.scanIterator({ MATCH: 'next:*', COUNT: 1000 })) n += batch.length
      return n
    }
    const made = (i: number) => `zz${i}${crypto.randomBytes(3).toString('hex')}`
    // Addresses of cached pages: each made-up value is a redirect or the not-found page.
    const cachedPages = (value: string, i: number) =>
      [
        `/de/product?view=${value}`,
        `/de/product?category=${value}`,
        `/de/product?sub=${value}`,
        `/de/product?title=${value}`,
        `/de/news?page=${1000 + i}`,
        `/de/contact/teamwork?type=${value}`,
        `/de/contact/teamwork?type=joinus&job=${value}`,
        `/de/contact/teamwork?article=SH${String(900000 + i)}`,
        `/de/contact/teamwork?product=${value}`,
        `/zh/contact/teamwork?series=${value}`,
        `/de/product/${value}`,
        `/it/product/${value}/SH${String(900000 + i)}`,
        `/zh/series/${value}`,
        `/fr/news/${value}`,
        `/es/contact/recruit/${value}`,
        `/en/${value}`,
      ][i % 16]!
    // Per-request pages and the public API: answered, never stored.
    const perRequest = (value: string, i: number) =>
      [
        `/de/search?q=${value}`,
        `/zh/product?fit=${600 + (i % 900)}x${700 + (i % 500)}`,
        `/de/compare?p=SH${String(900000 + i)}&p=SH${String(800000 + i)}`,
        `/en/list?items=SH${String(900000 + i)}:${(i % 9) + 1}`,
        `/api/article/${100000 + i}`,
        `/api/cats/${1 + (i % 40)}/products?page=${1 + (i % 97)}&limit=${1 + (i % 100)}`,
        `/api/category/${1 + (i % 12)}/articles?page=${1 + (i % 89)}&limit=${1 + (i % 100)}`,
        `/api/jobs?page=${1 + (i % 500)}&limit=${1 + (i % 100)}`,
      ][i % 8]!
    const addresses = (count: number) =>
      Array.from({ length: count }, (_, i): [string, string] =>
        i % 2 === 0 ? ['cached', cachedPages(made(i), i / 2)] : ['per request', perRequest(made(i), (i - 1) / 2)],
      )
    const statuses = new Map<string, number>()
    const send = async (list: [string, string][]) => {
      for (let i = 0; i < list.length; i += 8) {
        const answers = await Promise.all(
          list.slice(i, i + 8).map(async ([kind, a]) => {
            const answer = await fetch(`${app.base}${a}`, { redirect: 'manual', headers: { accept: 'text/html' } })
            await answer.arrayBuffer()
            return `${kind} ${answer.status}`
          }),
        )
        for (const kind of answers) statuses.set(kind, (statuses.get(kind) ?? 0) + 1)
      }
    }
    // Two of each kind first: the pages and lists they share (the catalogue's numbers, the openings,
    // each language's not-found page) get their entries before the count; then 1,000 more.
    await send(addresses(48))
    const before = await keys()
    await send(addresses(1000))
    console.log(`made-up values: ${JSON.stringify(Object.fromEntries(statuses))}; keys ${before} → ${await keys()}`)
    expect([...statuses.keys()].filter((kind) => kind.startsWith('cached') && !/ (308|404)$/.test(kind))).toEqual([])
    expect([...statuses.keys()].filter((kind) => / 5\d\d$/.test(kind))).toEqual([])
    expect(await keys()).toBe(before)
    await redis.close()
  })

  test('served without a proxy (TRUSTED_PROXIES unset), the client is the connection: a claimed X-Forwarded-For never buys a stranger more sign-in attempts', async () => {
    expect(app.output()).toContain('Client addresses: the connection’s own (TRUSTED_PROXIES=0')
    const statuses: number[] = []
    for (let i = 0; i < 23; i++) {
      const answer = await fetch(`${app.base}/api/users/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // Each attempt claims another address, the last ones also behind a made-up proxy.
          'x-forwarded-for': i < 21 ? `203.0.113.${i + 1}` : `203.0.113.${i + 1}, 10.9.9.9`,
          'x-real-ip': `198.51.100.${i + 1}`,
        },
        body: JSON.stringify({ email: `fremd${i}@sanhaus.example`, password: `geraten-${i}` }),
      })
      statuses.push(answer.status)
      await answer.arrayBuffer()
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429, 429])
  })

  test('on SIGTERM it finishes the enquiries in flight, takes no new connection, and exits with every enquiry stored whole', async () => {
    // A server that has been running: its enquiry route is loaded (the first request loads it).
    const warm = await fetch(`${app.base}/api/join?lang=de`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(enquiryFields(99, 'Vorab')),
    })
    expect(warm.status).toBe(201)
    const keys = Array.from({ length: 4 }, () => crypto.randomBytes(16).toString('base64url'))
    const uploads = keys.map((key, i) =>
      slowPost(app.port, '/api/join?lang=de', JSON.stringify(enquiryFields(i, 'Abschaltung')), {
        'content-type': 'application/json',
        'idempotency-key': key,
      }),
    )
    await sleep(300)
    const stopping = app.stop('SIGTERM')
    await sleep(500)
    // The listening socket is closed at once: a balancer sends the next visitor elsewhere.
    expect(await tcpConnect(app.port)).toBe('ECONNREFUSED')
    expect(app.child.exitCode, 'the server waits for the uploads it is still receiving').toBeNull()

    for (const upload of uploads) upload.finish()
    const answers = await Promise.all(uploads.map((u) => u.answered))
    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers),
    ).toEqual([201, 201, 201, 201])

    const exit = await Promise.race([stopping, sleep(20_000).then(() => null)])
    expect(exit, 'the server exits by itself after the last answer').not.toBeNull()
    expect(app.output()).toContain('[shutdown] SIGTERM')

    // Each enquiry is stored once, together with the job that sends its notification.
    const db = createClient({ url: `file:${path.join(dir, 'site.db')}` })
    try {
      const rows = (
        await db.execute(
          `SELECT e.idempotency_key AS key, e.mail_status AS mail, j.id AS job FROM enquiries e LEFT JOIN payload_jobs j ON j.input LIKE '%"' || e.id || '"%' AND j.task_slug = 'enquiryMail'`,
        )
      ).rows
      expect(
        rows
          .filter((r) => r.key !== null)
          .map((r) => r.key)
          .sort(),
      ).toEqual([...keys].sort())
      for (const row of rows)
        expect(
          row.mail === 'sent' || row.job !== null,
          `enquiry ${row.key}: notification neither sent nor queued`,
        ).toBe(true)
    } finally {
      db.close()
    }
  })
})
