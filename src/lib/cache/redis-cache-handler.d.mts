import type { ResilientRedis } from '../redis/connection.mjs'

/** The slice of Next's cache entry value the handler stores (APP_PAGE, APP_ROUTE, FETCH, ...). */
export type CacheValue = { kind: string; [field: string]: unknown }

export type CacheEntry = { lastModified: number; value: CacheValue | null; cacheControl?: { revalidate?: number | false; expire?: number } }

export type HandlerContext = { serverDistDir?: string; revalidatedTags?: string[] }

export interface RedisCacheHandler {
  get(key: string, ctx: { kind: string; tags?: string[]; softTags?: string[]; isFallback?: boolean }): Promise<CacheEntry | null>
  set(key: string, data: CacheValue | null, ctx: { fetchCache?: boolean; tags?: string[]; cacheControl?: CacheEntry['cacheControl'] }): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
  resetRequestCache(): void
}

export interface RedisCacheHandlerClass {
  new (ctx?: HandlerContext): RedisCacheHandler
  readonly redis: ResilientRedis
}

export declare function serialize(record: unknown): string
export declare function deserialize(text: string): unknown
export declare function createRedisCacheHandler(options: { url: string; prefix?: string }): RedisCacheHandlerClass

declare const DefaultHandler: RedisCacheHandlerClass
export default DefaultHandler
