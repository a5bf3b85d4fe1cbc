// The shared page cache of several instances: @fortedigital/nextjs-cache-handler on the project's
// Redis connection (src/lib/cache/redis-cache-handler.mjs). The CacheHandler class is one per
// process, so it is tested as one server whose Redis can be cut off; two servers and two builds are
// two stores, each with a connection of its own. npm run scale-test runs it in two real instances.
import { createClient } from '@redis/client'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  configureCacheHandler,
  createStore,
  MAX_TTL_SECONDS,
  SharedCacheHandler,
  type Store,
  type StoredEntry,
} from '@/lib/cache/redis-cache-handler.mjs'
import { resilientRedis, type ResilientRedis } from '@/lib/redis/connection.mjs'

import { cuttableProxy } from '../../scripts/harness.mjs'

/** A database of its own on the machine's Redis; only keys under this run's prefix are touched. */
const REDIS_URL = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5')
const prefix = `test-cache:${process.pid}:${Date.now()}:`
const connections: ResilientRedis[] = []

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const page = (tags: string) => ({
  kind: 'APP_PAGE',
  html: '<html lang="de"><body>Waschtisch</body></html>',
  rscData: Buffer.from([0, 1, 2, 255, 254, 10]),
  status: 200,
  postponed: undefined,
  headers: { 'x-next-cache-tags': tags },
  segmentData: new Map([
    ['/_tree', Buffer.from('tree \u00e4\u00f6\u00fc')],
    ['/[locale]/product.segment', Buffer.from([9, 8, 7])],
  ]),
})
const pageCtx = { kind: 'APP_PAGE', isFallback: false }
const forever = { revalidate: false as const, expire: 31536000 }

/** What CacheHandler hands a store for a page: the value with its time, tags and lifetime. */
function entry(
  value: ReturnType<typeof page> | Record<string, unknown>,
  tags: string[],
  expireInSeconds = 3600,
): StoredEntry {
  const now = Date.now()
  const at = Math.floor(now / 1000)
  return {
    lastModified: now,
    value: value as StoredEntry['value'],
    tags,
    lifespan: { expireAt: at + expireInSeconds, staleAt: at + expireInSeconds, revalidate: false },
  }
}

function connection(url = REDIS_URL.toString(), label = 'cache') {
  const redis = resilientRedis(url, label)
  connections.push(redis)
  return redis
}

/** The store of one server (its own connection) for one build. */
const server = (buildId = 'build-one', url?: string): Store => createStore(connection(url), { buildId, prefix })

async function redisKeys(pattern: string) {
  const client = createClient({ url: REDIS_URL.toString() })
  await client.connect()
  const keys: string[] = []
  for await (const batch of client.scanIterator({ MATCH: pattern, COUNT: 1000 })) keys.push(...batch)
  return { client, keys }
}

afterAll(async () => {
  await Promise.all(connections.map((c) => c.close()))
  const { client, keys } = await redisKeys(`${prefix}*`)
  if (keys.length > 0) await client.del(keys)
  await client.close()
})

describe('Redis cache of several instances (two stores, one Redis)', () => {
  const A = server()
  const B = server()

  it('a tag revalidated on one instance removes its entries for every instance, and only those', async () => {
    await A.set('/de/p2', entry(page('_N_T_/de/p2,product:2'), ['_N_T_/de/p2', 'product:2']))
    await A.set('/de/p3', entry(page('_N_T_/de/p3,product:3'), ['_N_T_/de/p3', 'product:3']))
    expect(await B.get('/de/p2', { implicitTags: [] })).not.toBeNull()
    await A.revalidateTag('product:2')
    expect(await B.get('/de/p2', { implicitTags: [] })).toBeNull()
    expect(await A.get('/de/p2', { implicitTags: [] })).toBeNull()
    expect(await B.get('/de/p3', { implicitTags: [] })).not.toBeNull()
    // Rendered again after the revalidation: fresh until the next one.
    await B.set('/de/p2', entry(page('_N_T_/de/p2,product:2'), ['_N_T_/de/p2', 'product:2']))
    expect(await A.get('/de/p2', { implicitTags: [] })).not.toBeNull()
  })

  it('data is stale when one of its own tags or its page path is revalidated', async () => {
    const data = {
      kind: 'FETCH',
      data: { headers: {}, body: '[]', status: 200, url: '' },
      tags: ['news:de'],
      revalidate: false,
    }
    await A.set('fetch-news', entry(data, ['news:de']))
    expect(await B.get('fetch-news', { implicitTags: ['_N_T_/layout', '_N_T_/de/news'] })).not.toBeNull()
    await sleep(2)
    await A.revalidateTag('_N_T_/de/news')
    expect(await B.get('fetch-news', { implicitTags: ['_N_T_/layout', '_N_T_/de/news'] })).toBeNull()

    await sleep(2)
    await A.set('fetch-news', entry(data, ['news:de']))
    await B.revalidateTag('news:de')
    expect(await A.get('fetch-news', { implicitTags: [] })).toBeNull()
  })

  it('keeps the entries of different builds apart, while an edit reaches both', async () => {
    const one = server('build-one')
    const two = server('build-two')
    await one.set('/de/home', entry(page('_N_T_/de/home,home:de'), ['_N_T_/de/home', 'home:de']))
    expect(await A.get('/de/home', { implicitTags: [] }), 'another server of the same build').not.toBeNull()
    expect(await two.get('/de/home', { implicitTags: [] }), 'a server of another build').toBeNull()
    await two.set('/de/home', entry(page('_N_T_/de/home,home:de'), ['_N_T_/de/home', 'home:de']))
    await two.revalidateTag('home:de')
    expect(await one.get('/de/home', { implicitTags: [] })).toBeNull()
    expect(await two.get('/de/home', { implicitTags: [] })).toBeNull()
  })

  it('an entry lives as long as its lifetime, and never longer than 30 days', async () => {
    await A.set('/de/short', entry(page('_N_T_/de/short'), ['_N_T_/de/short'], 1))
    expect(await B.get('/de/short', { implicitTags: [] })).not.toBeNull()
    await sleep(2_100)
    expect(await B.get('/de/short', { implicitTags: [] })).toBeNull()

    const { client, keys } = await redisKeys(`${prefix}build-one:/de/p3`)
    const ttl = await client.ttl(keys[0]!)
    await client.close()
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(MAX_TTL_SECONDS)
  })
})

describe('Redis cache as Next uses it (one server, its Redis cut off and back)', () => {
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>
  let dist: string
  const lines: string[] = []
  const original = console.error
  let handler: () => SharedCacheHandler

  beforeAll(async () => {
    proxy = await cuttableProxy({ host: REDIS_URL.hostname, port: Number(REDIS_URL.port || 6379) })
    const url = new URL(REDIS_URL)
    url.port = String(proxy.port)
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'cache-build-'))
    await fs.mkdir(path.join(root, 'server'))
    await fs.writeFile(path.join(root, 'BUILD_ID'), 'build-one')
    dist = path.join(root, 'server')
    // Next makes a handler object per request; they share the process's one configuration.
    handler = () => new SharedCacheHandler({ serverDistDir: dist })
    connections.push(configureCacheHandler({ url: url.toString(), prefix }))
    await proxy.cut()
    console.error = (...args: unknown[]) => void lines.push(args.map(String).join(' '))
  })

  afterAll(async () => {
    console.error = original
    await proxy.cut()
  })

  it('starts while Redis is down: a read is a miss within 500 ms, writes and revalidations never throw, one line is logged', async () => {
    let started = Date.now()
    expect(await handler().get('/de/product', pageCtx)).toBeNull()
    expect(Date.now() - started).toBeLessThan(700)
    started = Date.now()
    for (let i = 0; i < 20; i++) expect(await handler().get('/de/product', pageCtx)).toBeNull()
    await handler().set('/de/product', page('_N_T_/de/product'), { cacheControl: forever })
    await handler().revalidateTag('product:1', { expire: 0 })
    expect(Date.now() - started).toBeLessThan(300)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^\[cache\] Redis unavailable \(.*\); working without it until it is back$/)
  })

  it('once Redis is back, logs it once and stores a page as it was given, Buffers, segments and lifetime included', async () => {
    await proxy.open()
    const value = page('_N_T_/de/product,product:1')
    const until = Date.now() + 10_000
    // The connection retries in the background (at most 5 s apart); the first write after it is back is kept.
    while (Date.now() < until) {
      await handler().set('/de/product', value, { cacheControl: forever })
      if (await handler().get('/de/product', pageCtx)) break
      await sleep(200)
    }
    const hit = await handler().get('/de/product', pageCtx)
    expect(hit?.value).toEqual(value)
    expect(Buffer.isBuffer(hit?.value?.rscData)).toBe(true)
    const segments = hit?.value?.segmentData as Map<string, Buffer>
    expect(segments).toBeInstanceOf(Map)
    expect(segments.get('/_tree')?.toString()).toBe('tree \u00e4\u00f6\u00fc')
    // Without its lifetime, another instance would take the entry for stale at once.
    expect(hit?.cacheControl).toEqual(forever)
    expect(hit?.lastModified).toBeGreaterThan(Date.now() - 15_000)
    expect(lines).toEqual([expect.stringMatching(/Redis unavailable/), '[cache] Redis available again'])
  })

  it('stores route handler bodies and unstable_cache data under the build read from BUILD_ID', async () => {
    const route = {
      kind: 'APP_ROUTE',
      body: Buffer.from('{"ok":true}'),
      status: 200,
      headers: { 'content-type': 'application/json' },
    }
    await handler().set('/sitemap.xml', route, { cacheControl: { revalidate: 60, expire: 3600 } })
    const routeHit = await handler().get('/sitemap.xml', { kind: 'APP_ROUTE', isFallback: false })
    expect(routeHit?.value).toEqual(route)
    expect(routeHit?.cacheControl).toEqual({ revalidate: 60, expire: 3600 })

    const data = {
      kind: 'FETCH',
      data: { headers: {}, body: '{"title":"Dusche"}', status: 200, url: '' },
      tags: ['products:de'],
      revalidate: false,
    }
    await handler().set('fetch-1', data, { fetchCache: true, tags: ['products:de'] })
    expect((await handler().get('fetch-1', { kind: 'FETCH', tags: ['products:de'], softTags: [] }))?.value).toEqual(
      data,
    )
    expect(await server('build-one').get('fetch-1', { implicitTags: [] })).not.toBeNull()

    await handler().revalidateTag(['products:de'], { expire: 0 })
    expect(await handler().get('fetch-1', { kind: 'FETCH', tags: ['products:de'], softTags: [] })).toBeNull()
  })

  it('a Redis that stops answering in time counts as down after 500 ms per command, and back with its next answer', async () => {
    lines.length = 0
    proxy.hold()
    const started = Date.now()
    expect(await handler().get('/de/product', pageCtx)).toBeNull()
    expect(Date.now() - started).toBeLessThan(900)
    proxy.release()
    expect(await handler().get('/de/product', pageCtx)).not.toBeNull()
    expect(lines).toEqual([
      '[cache] Redis unavailable (no answer within 500 ms); working without it until it is back',
      '[cache] Redis available again',
    ])
  })
})
