// Next.js `cacheHandler` (incremental cache: pages, route handlers, `unstable_cache` data) kept in
// Redis, so several instances share one cache and a tag revalidated by one is stale for all.
// Plain JavaScript: Next imports it at server start, outside the bundler.
//
// Entries:   <prefix><buildId>:<key>  JSON of { lastModified, value, cacheControl, tags }
// Tags:      <prefix>tags             hash tag -> time (ms) it was revalidated
// An entry is a miss when one of its tags (its own, the page's `x-next-cache-tags`, or the
// soft tags Next passes for data) was revalidated after the entry was written. Tags are read
// from Redis on every get, so no instance keeps a stale copy of them.
//
// Redis down or slow: every command gives up after COMMAND_TIMEOUT_MS; get answers a miss (the
// page is rendered anew), set and revalidateTag do nothing, one line is logged per outage.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { resilientRedis } from '../redis/connection.mjs'

/** Upper bound for any entry, so a cache nobody revalidates cannot grow forever. */
const MAX_TTL_SECONDS = 30 * 24 * 60 * 60
const TAGS_HEADER = 'x-next-cache-tags'

/** JSON that keeps Buffers (rscData, route bodies) and Maps (segmentData) intact. */
export function serialize(record) {
  return JSON.stringify(record, function replacer(key, value) {
    const raw = this[key]
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') }
    if (raw instanceof Map) return { $map: [...raw.entries()] }
    return value
  })
}

export function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64')
      if (Array.isArray(value.$map)) return new Map(value.$map)
    }
    return value
  })
}

function readBuildId(serverDistDir) {
  if (!serverDistDir) return 'dev'
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    // `next dev` has no BUILD_ID file; its entries are keyed apart from any build's.
    return 'dev'
  }
}

function entryTags(value, ctx) {
  if (!value) return []
  if (value.kind === 'FETCH') return [...(value.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
  const header = value.headers?.[TAGS_HEADER]
  return typeof header === 'string' ? header.split(',').filter(Boolean) : []
}

function ttlSeconds(record) {
  const expire = record.cacheControl?.expire
  if (typeof expire === 'number' && expire > 0 && expire < MAX_TTL_SECONDS) return Math.ceil(expire)
  return MAX_TTL_SECONDS
}

/**
 * A cacheHandler class bound to one Redis. Next creates a handler object per request, so the
 * connection lives with the class, not the object; two classes are two independent instances.
 */
export function createRedisCacheHandler({ url, prefix = 'next:' }) {
  const redis = resilientRedis(url, 'cache')
  const tagsKey = `${prefix}tags`

  return class RedisCacheHandler {
    static redis = redis

    constructor(ctx = {}) {
      this.entryPrefix = `${prefix}${readBuildId(ctx.serverDistDir)}:`
      this.revalidatedTags = ctx.revalidatedTags ?? []
    }

    async get(key, ctx) {
      try {
        const text = await redis.run((c) => c.get(this.entryPrefix + key))
        if (!text) return null
        const record = deserialize(text)
        const tags = entryTags(record.value, ctx)
        if (tags.length > 0) {
          if (tags.some((tag) => this.revalidatedTags.includes(tag))) return null
          const times = await redis.run((c) => c.hmGet(tagsKey, tags))
          const now = Date.now()
          for (const time of times) {
            const at = Number(time)
            if (time != null && at > record.lastModified && at <= now) return null
          }
        }
        return { lastModified: record.lastModified, value: record.value, cacheControl: record.cacheControl }
      } catch (error) {
        redis.warn(error)
        return null
      }
    }

    async set(key, data, ctx) {
      try {
        if (!data) {
          await redis.run((c) => c.del(this.entryPrefix + key))
          return
        }
        const record = { lastModified: Date.now(), value: data, cacheControl: ctx?.cacheControl, tags: entryTags(data, ctx) }
        await redis.run((c) => c.set(this.entryPrefix + key, serialize(record), { EX: ttlSeconds(record) }))
      } catch (error) {
        redis.warn(error)
      }
    }

    /**
     * Marks the tags revalidated now for every instance. A later `expire` (stale-while-revalidate)
     * is treated as now: the site revalidates with `expire: 0`, and fresh content beats a stale hit.
     */
    async revalidateTag(tags, _durations) {
      const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean)
      if (list.length === 0) return
      const now = String(Date.now())
      try {
        await redis.run((c) => c.hSet(tagsKey, Object.fromEntries(list.map((tag) => [tag, now]))))
      } catch (error) {
        redis.warn(error)
      }
    }

    resetRequestCache() {}
  }
}

const url = process.env.REDIS_URL
/** What next.config.ts names as `cacheHandler`; only used when REDIS_URL is set. */
export default url ? createRedisCacheHandler({ url }) : class MissingRedisUrl {
  constructor() {
    throw new Error('cache handler loaded without REDIS_URL')
  }
}
