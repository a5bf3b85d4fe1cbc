import { env } from '@/env'
import { resilientRedis } from '@/lib/redis/connection.mjs'

import { memoryChallengeUses, redisChallengeUses, type ChallengeUses } from './challengeUses'
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rateLimit'

const holder = globalThis as typeof globalThis & { __rateLimiters?: Map<string, RateLimiter> }

/**
 * The rate limiter named `name` of this server process (one instance, however often a route
 * loads): shared by every instance through Redis when REDIS_URL is set (keys
 * `sanhaus:ratelimit:<name>:…`), this process's own otherwise.
 */
export function processLimiter(name: string): RateLimiter {
  holder.__rateLimiters ??= new Map()
  let limiter = holder.__rateLimiters.get(name)
  if (!limiter) {
    limiter = env.redisUrl
      ? redisRateLimiter(resilientRedis(env.redisUrl, 'rate-limit'), `sanhaus:ratelimit:${name}:`)
      : memoryRateLimiter()
    holder.__rateLimiters.set(name, limiter)
  }
  return limiter
}

/** The enquiries' limiter (`POST /api/join`). */
export const enquiryLimiter = (): RateLimiter => processLimiter('enquiry')

const uses = globalThis as typeof globalThis & { __challengeUses?: ChallengeUses }

/** This server process's enquiry challenges (which key each went with): in Redis when REDIS_URL is set. */
export function challengeUses(): ChallengeUses {
  uses.__challengeUses ??= env.redisUrl
    ? redisChallengeUses(resilientRedis(env.redisUrl, 'challenges'))
    : memoryChallengeUses()
  return uses.__challengeUses
}
