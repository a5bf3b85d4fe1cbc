export declare const NOT_FOUND_SEGMENT: '~404'
export declare const pageLocales: readonly string[]
export declare function notFoundPagePath(pathname: string): string
