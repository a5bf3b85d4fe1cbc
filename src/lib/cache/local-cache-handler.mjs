// Next.js `cacheHandler` of a server without REDIS_URL: Next's own cache (an LRU in memory of
// `cacheMaxMemorySize`; nothing on disk, `isrFlushToDisk: false`), except that an answer other
// than 200 is never kept (src/lib/cache/storable.mjs), and an entry kept before for that key (a
// page of a product withdrawn since) is taken out, so it is neither served again nor fills memory.
import { createRequire } from 'node:module'

import { isStorable } from './storable.mjs'

const require = createRequire(import.meta.url)
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

/**
 * Takes `key` out of Next's in-memory LRU (next/dist/server/lib/lru-cache.js, 16.4: a Map of
 * nodes in a linked list, and their total size), which has no delete of its own.
 */
function forget(lru, key) {
  const node = lru?.cache?.get(key)
  if (!node || typeof lru.removeNode !== 'function') return
  lru.removeNode(node)
  lru.cache.delete(key)
  lru.totalSize -= node.size
}

export default class LocalCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (isStorable(data)) return super.set(key, data, ctx)
    forget(FileSystemCache.memoryCache, key)
  }
}
