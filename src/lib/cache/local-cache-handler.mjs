// Next.js `cacheHandler` of a server without REDIS_URL: Next's own cache (an LRU in memory of
// `cacheMaxMemorySize`; nothing on disk, `isrFlushToDisk: false`), except that an answer other
// than 200 is never kept (src/lib/cache/storable.mjs): its key gets an empty entry, which stands
// for none and replaces a page kept before (a product withdrawn since).
import { createRequire } from 'node:module'

import { isStorable } from './storable.mjs'

const require = createRequire(import.meta.url)
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

export default class LocalCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    return super.set(key, isStorable(data) ? data : null, ctx)
  }
}
