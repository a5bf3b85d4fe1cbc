export declare const DEFAULT_PAGE_CACHE_MB: number
export declare const DEFAULT_SERVER_HEAP_MB: number
export declare const SEMI_SPACE_MB: number
export declare function pageCacheBytes(value?: string): number
export declare function serverNodeFlags(value?: string): string[]
