// The bounds of the site server's memory (README, "Memory"; `npm run memory` measures them): the
// page cache of a server without Redis (PAGE_CACHE_MB, read by next.config.ts) and V8's heap
// (SERVER_HEAP_MB, given as flags by every script that starts scripts/server.mjs). Plain
// JavaScript: next.config.ts and the start scripts import it without a build step.

export const DEFAULT_PAGE_CACHE_MB = 64
export const DEFAULT_SERVER_HEAP_MB = 448
/** V8's young generation, in halves of this many MB: a crawl's garbage is collected young. */
export const SEMI_SPACE_MB = 8

/** The page cache's size in bytes from PAGE_CACHE_MB (a whole number of megabytes, 0 to 4096). */
export function pageCacheBytes(value = process.env.PAGE_CACHE_MB) {
  const text = value?.trim() || String(DEFAULT_PAGE_CACHE_MB)
  const mb = /^\d+$/.test(text) ? Number(text) : Number.NaN
  if (!(mb >= 0 && mb <= 4096)) {
    throw new Error(`PAGE_CACHE_MB must be a whole number of megabytes from 0 to 4096, not "${value}"`)
  }
  return mb * 1024 * 1024
}

/** The `node` flags of the site's server from SERVER_HEAP_MB (a whole number of megabytes, at least 256). */
export function serverNodeFlags(value = process.env.SERVER_HEAP_MB) {
  const text = value?.trim() || String(DEFAULT_SERVER_HEAP_MB)
  if (!/^\d+$/.test(text) || Number(text) < 256) {
    throw new Error(`SERVER_HEAP_MB must be a whole number of megabytes, at least 256, not "${value}"`)
  }
  return [`--max-old-space-size=${Number(text)}`, `--max-semi-space-size=${SEMI_SPACE_MB}`]
}
