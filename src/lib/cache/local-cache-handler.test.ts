import { nodeFs } from 'next/dist/server/lib/node-fs-methods'
import type { IncrementalCacheKind } from 'next/dist/server/response-cache'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import LocalCacheHandler from './local-cache-handler.mjs'

const page = (status?: number) => ({
  kind: 'APP_PAGE',
  html: '<html>Seite</html>',
  rscData: Buffer.from('rsc'),
  headers: {},
  postponed: undefined,
  status,
  segmentData: undefined,
})

describe('the cache of a server without Redis', () => {
  it('keeps a page that answered 200, keeps no not-found answer or redirect, and takes out a page that became one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-handler-'))
    const handler = new LocalCacheHandler({
      fs: nodeFs,
      flushToDisk: false,
      serverDistDir: dir,
      revalidatedTags: [],
      maxMemoryCacheSize: 1024 * 1024,
      _requestHeaders: {},
    })
    const lru = (LocalCacheHandler as unknown as { memoryCache: { cache: Map<string, unknown>; totalSize: number } })
      .memoryCache
    const get = (key: string) =>
      handler.get(key, { kind: 'APP_PAGE' as IncrementalCacheKind.APP_PAGE, isFallback: false })
    const ctx = { cacheControl: { revalidate: false, expire: undefined } }

    await handler.set('/de/product', page(), ctx)
    expect((await get('/de/product'))?.value).toMatchObject({ html: '<html>Seite</html>' })
    const size = lru.totalSize

    // Made-up addresses answered not-found or with a redirect leave nothing behind.
    for (let i = 0; i < 100; i++) await handler.set(`/de/product/~q/view=zz-${i}`, page(i % 2 ? 404 : 308), ctx)
    expect(lru.cache.size).toBe(1)
    expect(lru.totalSize).toBe(size)

    // A product withdrawn: its page answers not-found now, and what was kept for it is gone.
    await handler.set('/de/product', page(404), ctx)
    expect(await get('/de/product')).toBeNull()
    expect(lru.totalSize).toBe(0)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
