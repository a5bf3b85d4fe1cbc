import type { RedisClientType } from '@redis/client'

export declare const COMMAND_TIMEOUT_MS: number

export declare class RedisUnavailable extends Error {}

export type ResilientRedis = {
  /** Runs a command; rejects at once while disconnected and after the timeout when Redis does not answer. */
  run<T>(command: (client: RedisClientType) => Promise<T>): Promise<T>
  /** Logs the first failure of an outage. */
  warn(error: unknown): void
  close(): Promise<void>
}

export declare function resilientRedis(url: string, label: string, timeoutMs?: number): ResilientRedis
