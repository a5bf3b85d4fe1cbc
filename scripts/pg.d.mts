import type pg from 'pg'

export function postgresServerUrl(): string
export function adminClient(serverUrl?: string): Promise<pg.Client | null>
export function databaseUrl(serverUrl: string, name: string): string
export function createDatabase(admin: pg.Client, prefix?: string, template?: string): Promise<string>
export function endSessions(admin: pg.Client, name: string): Promise<void>
export function dropDatabase(admin: pg.Client, name: string): Promise<void>
export function withDatabase<T>(admin: pg.Client, serverUrl: string, fn: (url: string) => Promise<T>): Promise<T>
