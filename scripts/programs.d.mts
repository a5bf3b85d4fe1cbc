export declare class MissingProgram extends Error {}

export type Program = { name: string; why: string; env?: string; paths: string[]; packages: string[] }

export declare const PROGRAMS: Record<'chromium' | 'nginx' | 'pgClient' | 'wrk', Program>
export declare function ensureProgram(program: Program, options?: { log?: (line: string) => void }): string
export declare function ensureChromium(options?: { log?: (line: string) => void }): string
export declare function ensureNginx(options?: { log?: (line: string) => void }): string
export declare function ensureWrk(options?: { log?: (line: string) => void }): string
