import { env } from '@/env'
import { resilientRedis } from '@/lib/redis/connection.mjs'

import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rateLimit'

const holder = globalThis as typeof globalThis & { __enquiryLimiter?: RateLimiter }

/**
 * The enquiry limiter of this server process (one instance, however often the route loads):
 * shared by every instance through Redis when REDIS_URL is set, this process's own otherwise.
 */
export function enquiryLimiter(): RateLimiter {
  holder.__enquiryLimiter ??= env.redisUrl
    ? redisRateLimiter(resilientRedis(env.redisUrl, 'rate-limit'), 'sanhaus:ratelimit:enquiry:')
    : memoryRateLimiter()
  return holder.__enquiryLimiter
}
