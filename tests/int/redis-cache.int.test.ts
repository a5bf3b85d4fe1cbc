import { createClient } from '@redis/client'
import { afterAll, describe, expect, it } from 'vitest'

import { createRedisCacheHandler, type RedisCacheHandlerClass } from '@/lib/cache/redis-cache-handler.mjs'

/** A database of its own on the machine's Redis; only keys under this run's prefix are touched. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5'
const prefix = `test-cache:${process.pid}:${Date.now()}:`
const classes: RedisCacheHandlerClass[] = []

/** Two server instances: two handler classes, each with its own connection and memory. */
function instance(url = REDIS_URL): RedisCacheHandlerClass {
  const Handler = createRedisCacheHandler({ url, prefix })
  classes.push(Handler)
  return Handler
}

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

afterAll(async () => {
  await Promise.all(classes.map((c) => c.redis.close()))
  const client = createClient({ url: REDIS_URL })
  await client.connect()
  const keys: string[] = []
  for await (const batch of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) keys.push(...batch)
  if (keys.length > 0) await client.del(keys)
  await client.close()
})

describe('Redis cache handler', () => {
  const A = instance()
  const B = instance()

  it('returns a page as it was stored, Buffers and segment Map included', async () => {
    const value = page('_N_T_/de/product,product:1')
    await new A().set('/de/product', value, { cacheControl: { revalidate: false, expire: 31536000 } })
    const hit = await new B().get('/de/product', pageCtx)
    expect(hit?.value).toEqual(value)
    expect(Buffer.isBuffer(hit?.value?.rscData)).toBe(true)
    const segments = hit?.value?.segmentData as Map<string, Buffer>
    expect(segments).toBeInstanceOf(Map)
    expect(segments.get('/_tree')?.toString()).toBe('tree \u00e4\u00f6\u00fc')
    expect(hit?.cacheControl).toEqual({ revalidate: false, expire: 31536000 })
    expect(hit?.lastModified).toBeGreaterThan(Date.now() - 5_000)
  })

  it('returns route handler bodies and unstable_cache data', async () => {
    const route = { kind: 'APP_ROUTE', body: Buffer.from('{"ok":true}'), status: 200, headers: { 'content-type': 'application/json' } }
    await new A().set('/sitemap.xml', route, { cacheControl: { revalidate: 60, expire: 3600 } })
    expect((await new B().get('/sitemap.xml', { kind: 'APP_ROUTE', isFallback: false }))?.value).toEqual(route)

    const data = { kind: 'FETCH', data: { headers: {}, body: '{"title":"Dusche"}', status: 200, url: '' }, tags: ['products:de'], revalidate: false }
    await new A().set('fetch-1', data, { fetchCache: true, tags: ['products:de'] })
    expect((await new B().get('fetch-1', { kind: 'FETCH', tags: ['products:de'], softTags: [] }))?.value).toEqual(data)
  })

  it('a tag revalidated on one instance makes the entries of every instance stale', async () => {
    await new A().set('/de/p2', page('_N_T_/de/p2,product:2'), {})
    await new A().set('/de/p3', page('_N_T_/de/p3,product:3'), {})
    expect(await new B().get('/de/p2', pageCtx)).not.toBeNull()
    await sleep(2)
    await new A().revalidateTag(['product:2'], { expire: 0 })
    expect(await new B().get('/de/p2', pageCtx)).toBeNull()
    expect(await new A().get('/de/p2', pageCtx)).toBeNull()
    expect(await new B().get('/de/p3', pageCtx)).not.toBeNull()
    // Rendered again after the revalidation: fresh until the next one.
    await sleep(2)
    await new B().set('/de/p2', page('_N_T_/de/p2,product:2'), {})
    expect(await new A().get('/de/p2', pageCtx)).not.toBeNull()
  })

  it('data is stale when one of its own tags or soft tags (the page path) is revalidated', async () => {
    const data = { kind: 'FETCH', data: { headers: {}, body: '[]', status: 200, url: '' }, tags: ['news:de'], revalidate: false }
    const ctx = { kind: 'FETCH', tags: ['news:de'], softTags: ['_N_T_/layout', '_N_T_/de/news'] }
    await new A().set('fetch-news', data, { fetchCache: true, tags: ['news:de'] })
    expect(await new B().get('fetch-news', ctx)).not.toBeNull()
    await sleep(2)
    await new A().revalidateTag('_N_T_/de/news')
    expect(await new B().get('fetch-news', ctx)).toBeNull()

    await sleep(2)
    await new A().set('fetch-news', data, { fetchCache: true, tags: ['news:de'] })
    await sleep(2)
    await new B().revalidateTag('news:de')
    expect(await new A().get('fetch-news', { kind: 'FETCH', tags: ['news:de'], softTags: [] })).toBeNull()
  })

  it('a tag revalidated during this request is a miss at once', async () => {
    const data = { kind: 'FETCH', data: { headers: {}, body: '1', status: 200, url: '' }, tags: ['cases:de'], revalidate: false }
    await new A().set('fetch-cases', data, { fetchCache: true, tags: ['cases:de'] })
    expect(await new B({ revalidatedTags: ['cases:de'] }).get('fetch-cases', { kind: 'FETCH', tags: ['cases:de'] })).toBeNull()
    expect(await new B().get('fetch-cases', { kind: 'FETCH', tags: ['cases:de'] })).not.toBeNull()
  })

  it('entries expire with their cache lifetime, and a null value removes one', async () => {
    await new A().set('/de/short', page('_N_T_/de/short'), { cacheControl: { revalidate: 1, expire: 1 } })
    expect(await new B().get('/de/short', pageCtx)).not.toBeNull()
    await sleep(1_300)
    expect(await new B().get('/de/short', pageCtx)).toBeNull()

    await new A().set('/de/gone', page('_N_T_/de/gone'), {})
    await new A().set('/de/gone', null, {})
    expect(await new B().get('/de/gone', pageCtx)).toBeNull()
  })

  it('keeps the entries of different builds apart', async () => {
    const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const path = await import('node:path')
    const dist = async (id: string) => {
      const root = await mkdtemp(path.join(tmpdir(), 'cache-build-'))
      await mkdir(path.join(root, 'server'))
      await writeFile(path.join(root, 'BUILD_ID'), id)
      return path.join(root, 'server')
    }
    const [one, two] = [await dist('build-one'), await dist('build-two')]
    await new A({ serverDistDir: one }).set('/de/home', page('_N_T_/de/home'), {})
    expect(await new B({ serverDistDir: one }).get('/de/home', pageCtx)).not.toBeNull()
    expect(await new B({ serverDistDir: two }).get('/de/home', pageCtx)).toBeNull()
  })
})

describe('Redis cache handler without Redis', () => {
  it('answers a miss fast, never throws, and logs the outage once', async () => {
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args)
    try {
      const Down = instance('redis://127.0.0.1:1/5')
      let started = Date.now()
      expect(await new Down().get('/de/product', pageCtx)).toBeNull()
      expect(Date.now() - started).toBeLessThan(700)
      started = Date.now()
      for (let i = 0; i < 20; i++) expect(await new Down().get('/de/product', pageCtx)).toBeNull()
      await new Down().set('/de/product', page('_N_T_/de/product'), {})
      await new Down().revalidateTag('product:1')
      expect(Date.now() - started).toBeLessThan(200)
      expect(errors).toHaveLength(1)
      expect(String((errors[0] as unknown[])[0])).toContain('Redis unavailable')
    } finally {
      console.error = original
    }
  })
})
