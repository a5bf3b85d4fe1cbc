import type { ResilientRedis } from '../redis/connection.mjs'

/** The slice of Next's cache entry value the handler stores (APP_PAGE, APP_ROUTE, FETCH, ...). */
export type CacheValue = { kind: string; [field: string]: unknown }

export type CacheControl = { revalidate?: number | false; expire?: number }

/** What a store answers: the value with its time, tags and lifetime. */
export type StoredEntry = {
  lastModified: number
  value: CacheValue | null
  tags: readonly string[]
  lifespan: { expireAt: number; staleAt: number; revalidate?: number | false } | null
}

/** One server's Redis store for one build (the store of @fortedigital/nextjs-cache-handler, keys scoped). */
export interface Store {
  name: string
  get(key: string, meta: { implicitTags: string[] }): Promise<StoredEntry | null>
  set(key: string, value: StoredEntry, ctx?: { setOnlyIfNotExists?: boolean }): Promise<void>
  delete(key: string): Promise<void>
  revalidateTag(tag: string): Promise<void>
  prepare(): Promise<void>
}

export type HandlerContext = { serverDistDir?: string; dev?: boolean }

export declare class SharedCacheHandler {
  constructor(ctx: HandlerContext)
  get(
    key: string,
    ctx?: { kind?: string; tags?: string[]; softTags?: string[]; isFallback?: boolean },
  ): Promise<(StoredEntry & { cacheControl?: CacheControl }) | null>
  set(
    key: string,
    data: CacheValue | null,
    ctx?: { fetchCache?: boolean; tags?: string[]; cacheControl?: CacheControl },
  ): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
  resetRequestCache(): void
}

export declare const MAX_TTL_SECONDS: number
export declare function storeClient(redis: ResilientRedis): unknown
export declare function buildScoped(store: Store, buildId: string): Store
export declare function createStore(redis: ResilientRedis, options: { buildId?: string; prefix?: string }): Store
export declare function configureCacheHandler(options: { url: string; prefix?: string }): ResilientRedis

export default SharedCacheHandler
