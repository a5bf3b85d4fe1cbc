import { memoryRateLimiter, type RateLimiter } from './rateLimit'

const holder = globalThis as typeof globalThis & { __enquiryLimiter?: RateLimiter }

/** The enquiry limiter of this server process (one instance, however often the route loads). */
export function enquiryLimiter(): RateLimiter {
  holder.__enquiryLimiter ??= memoryRateLimiter()
  return holder.__enquiryLimiter
}
