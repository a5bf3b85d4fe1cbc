export type RateDecision = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number }

/** Counts requests per key in a sliding window. The store behind it is swappable (one process, or shared by several). */
export type RateLimiter = {
  hit(key: string, limit: number, windowMs: number, now?: number): Promise<RateDecision>
}

/** The limiter of one process: a sliding log of request times per key. */
export function memoryRateLimiter(maxKeys = 50_000): RateLimiter {
  const log = new Map<string, number[]>()
  return {
    async hit(key, limit, windowMs, now = Date.now()) {
      if (limit <= 0) return { ok: true, remaining: Number.POSITIVE_INFINITY }
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
      return { ok: true, remaining: limit - times.length }
    },
  }
}
