import type { RedisClientType } from '@redis/client'
import { randomUUID } from 'node:crypto'

export type RateDecision =
  | {
      ok: true
      remaining: number
      /** takes this hit back: what it counted did not happen after all (an enquiry refused for a field) */
      release: () => Promise<void>
    }
  | { ok: false; retryAfterSeconds: number }

/**
 * Counts requests per key in a sliding window. The store behind it is swappable (one process, or
 * shared by several).
 */
export type RateLimiter = {
  hit(key: string, limit: number, windowMs: number, now?: number): Promise<RateDecision>
}

const nothing = async () => {}

/** The limiter of one process: a sliding log of request times per key. */
export function memoryRateLimiter(maxKeys = 50_000): RateLimiter {
  const log = new Map<string, number[]>()
  return {
    async hit(key, limit, windowMs, now = Date.now()) {
      if (limit <= 0) return { ok: true, remaining: Number.POSITIVE_INFINITY, release: nothing }
      const times = (log.get(key) ?? []).filter((t) => now - t < windowMs)
      if (times.length >= limit) {
        log.set(key, times)
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((times[0]! + windowMs - now) / 1000)) }
      }
      times.push(now)
      log.delete(key)
      log.set(key, times)
      // Forget the oldest clients first when a flood of addresses fills the table.
      if (log.size > maxKeys) log.delete(log.keys().next().value as string)
      const release = async () => {
        const kept = log.get(key)
        const at = kept?.indexOf(now) ?? -1
        if (kept && at >= 0) kept.splice(at, 1)
      }
      return { ok: true, remaining: limit - times.length, release }
    },
  }
}

/**
 * Sliding log in a sorted set, trimmed, counted and appended in one script, so concurrent hits
 * from several instances never overshoot the limit. Answers [1, count] or [0, oldest hit time].
 */
const SLIDING_WINDOW_SCRIPT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
if count >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2])}
end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
return {1, count + 1}
`

/** What a limiter needs of Redis: run one command with a short timeout (src/lib/redis/connection.mjs). */
export type RedisRunner = {
  run<T>(command: (client: RedisClientType) => Promise<T>): Promise<T>
  warn(error: unknown): void
}

/**
 * The limiter several instances share: counts live in Redis under `prefix + key`. When Redis
 * does not answer, the limit fails open to the counting of this process alone (logged once per
 * outage): enquiries keep arriving, still limited per instance, instead of all being refused.
 */
export function redisRateLimiter(
  redis: RedisRunner,
  prefix = 'ratelimit:',
  fallback: RateLimiter = memoryRateLimiter(),
): RateLimiter {
  return {
    async hit(key, limit, windowMs, now = Date.now()) {
      if (limit <= 0) return { ok: true, remaining: Number.POSITIVE_INFINITY, release: nothing }
      try {
        const member = `${now}:${randomUUID()}`
        const reply = await redis.run((c) =>
          c.eval(SLIDING_WINDOW_SCRIPT, {
            keys: [prefix + key],
            arguments: [String(now), String(windowMs), String(limit), member],
          }),
        )
        const [accepted, value] = reply as [number, number]
        const release = async () => {
          try {
            await redis.run((c) => c.zRem(prefix + key, member))
          } catch (error) {
            redis.warn(error)
          }
        }
        if (accepted === 1) return { ok: true, remaining: limit - value, release }
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((value + windowMs - now) / 1000)) }
      } catch (error) {
        redis.warn(error)
        return fallback.hit(key, limit, windowMs, now)
      }
    },
  }
}
