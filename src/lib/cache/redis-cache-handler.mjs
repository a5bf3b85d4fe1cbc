// Next.js `cacheHandler` (incremental cache: pages, route handlers, `unstable_cache` data) kept in
// Redis, so several instances share one cache and a tag revalidated by one is stale for all.
// Plain JavaScript: Next imports it at server start, outside the bundler.
//
// The handler is @fortedigital/nextjs-cache-handler (its CacheHandler and `redis-strings` store),
// with three things of this project around it:
// - its Redis client is the project's resilient connection (src/lib/redis/connection.mjs): a
//   command gives up after 500 ms, at once while the connection is down, an outage is logged once
//   and its end once, and a server starts while Redis is down (every read a miss, every write
//   skipped, so pages are rendered from the database);
// - keys carry the build's BUILD_ID, so two builds never serve each other's pages, while an
//   editor's change deletes the entries of its tags for every build;
// - an entry keeps the lifetime (`cacheControl`) Next gave it, which the store drops: without it an
//   instance that did not render a page itself takes its entry for stale after one second.
//
// Redis keys (prefix `next:`): `<buildId>:<cache key>` the entries, `__sharedTags__` and
// `__sharedTagsTtl__` each entry's tags and expiry, `__revalidated_tags__` when a path tag was
// revalidated.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'

import { isStorable } from './storable.mjs'
import { COMMAND_TIMEOUT_MS, resilientRedis } from '../redis/connection.mjs'

/** Upper bound for any entry, so a cache nobody revalidates cannot grow forever. */
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60

/** The node-redis commands the store sends. */
const COMMANDS = ['get', 'set', 'expireAt', 'unlink', 'hExists', 'hmGet', 'hSet', 'hDel', 'hScan']

/**
 * A node-redis client as the store uses it, every command sent through `redis.run`: its own
 * time limit replaces the store's AbortSignal (which cannot stop a command already sent), and
 * whether Redis is up is decided per command, so the store never throws "not ready" on its own.
 */
export function storeClient(redis) {
  const client = {
    get isReady() {
      return true
    },
    withAbortSignal: () => client,
  }
  for (const name of COMMANDS) {
    client[name] = (...args) =>
      redis
        .run((c) => c[name](...args))
        .catch((error) => {
          redis.warn(error)
          throw error
        })
  }
  return client
}

/** The store with every key of this build under `<buildId>:`; tags stay shared by every build. */
export function buildScoped(store, buildId) {
  const scoped = (key) => `${buildId}:${key}`
  return {
    name: `${store.name} (build ${buildId})`,
    get: (key, meta) => store.get(scoped(key), meta),
    set: (key, value, ctx) => store.set(scoped(key), value, ctx),
    delete: (key) => store.delete(scoped(key)),
    revalidateTag: (tag) => store.revalidateTag(tag),
    prepare: () => store.prepare(),
  }
}

/** The Redis store of one server for one build, on `redis` (a resilientRedis). */
export function createStore(redis, { buildId, prefix = 'next:' }) {
  const store = createRedisHandler({
    client: storeClient(redis),
    keyPrefix: prefix,
    timeoutMs: COMMAND_TIMEOUT_MS,
    keyExpirationStrategy: 'EXAT',
  })
  return buildScoped(store, buildId?.trim() || 'dev')
}

const CACHE_CONTROL = '__cacheControl'

/** The store of this process, once the CacheHandler has been created (to delete an entry that may not stay). */
let activeStore = null

/** CacheHandler that stores the entry's cacheControl with it and gives it back. */
export class SharedCacheHandler extends CacheHandler {
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    const value = entry?.value
    if (!value || typeof value !== 'object' || !(CACHE_CONTROL in value)) return entry
    const { [CACHE_CONTROL]: cacheControl, ...rest } = value
    return { ...entry, value: rest, cacheControl }
  }

  async set(key, data, ctx) {
    // Not-found answers and redirects get no entry; one kept before (a page since withdrawn) goes.
    if (!isStorable(data)) return activeStore?.delete(key)
    const value = data && ctx?.cacheControl ? { ...data, [CACHE_CONTROL]: ctx.cacheControl } : data
    return super.set(key, value, ctx)
  }
}

/**
 * Configures the (one per process) CacheHandler for Redis at `url`, and returns the connection.
 * Entries live at most MAX_TTL_SECONDS; a revalidated tag deletes its entries at once.
 */
export function configureCacheHandler({ url, prefix = 'next:' }) {
  const redis = resilientRedis(url, 'cache')
  CacheHandler.onCreation(({ buildId }) => {
    activeStore = createStore(redis, { buildId, prefix })
    return {
      handlers: [activeStore],
      ttl: { estimateExpireAge: (staleAge) => Math.min(Math.floor(staleAge * 1.5), MAX_TTL_SECONDS) },
    }
  })
  return redis
}

const url = process.env.REDIS_URL
if (url) configureCacheHandler({ url })
else {
  CacheHandler.onCreation(() => {
    throw new Error('cache handler loaded without REDIS_URL')
  })
}

/** What next.config.ts names as `cacheHandler`; only used when REDIS_URL is set. */
export default SharedCacheHandler
