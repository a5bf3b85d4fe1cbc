import { env } from '@/env'
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from '@/features/enquiry/rateLimit'
import { resilientRedis } from '@/lib/redis/connection.mjs'

const holder = globalThis as typeof globalThis & { __documentLimiter?: RateLimiter }

/** Documents made per request for one client address: a Merkliste PDF costs up to 50 pictures and a font subset. */
export const DOCUMENT_LIMIT = { requests: 12, windowMs: 60_000 } as const

/**
 * The limiter of documents made per request (the Merkliste PDF), one per server process: shared by
 * every instance through Redis when REDIS_URL is set, as the enquiries' limiter.
 */
export function documentLimiter(): RateLimiter {
  holder.__documentLimiter ??= env.redisUrl
    ? redisRateLimiter(resilientRedis(env.redisUrl, 'rate-limit'), 'sanhaus:ratelimit:documents:')
    : memoryRateLimiter()
  return holder.__documentLimiter
}
