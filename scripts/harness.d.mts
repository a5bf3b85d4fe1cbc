import type { ChildProcess } from 'node:child_process'

export type App = {
  child: ChildProcess
  port: number
  base: string
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>
}
export type EnquiryResult = {
  key: string
  status: number
  retryAfter?: string | null
  reference?: string | null
  phase?: string
  error?: string
  ms: number
}

export function treeRss(pid: number): number
export function cuttableProxy(target: { host: string; port: number }): Promise<{
  port: number
  open: () => Promise<void>
  cut: () => Promise<void>
  hold: () => void
  release: () => void
}>
export function startApp(options: {
  port: number
  env?: Record<string, string>
  log?: ((chunk: string) => void) | null
}): App
export function solveWork(challenge: string, key: string, bits: number): number
export function enquiryFields(i: number, tag?: string): Record<string, unknown>
export type EnquiryAnswer = { i: number; key: string; status: number; ms: number; error?: string }
export function postEnquiries(
  port: number,
  options: { total: number; concurrency: number; tag?: string; onProgress?: (done: number) => unknown },
): Promise<{
  results: EnquiryAnswer[]
  seconds: number
  send: (i: number, key?: string) => Promise<EnquiryAnswer>
  close: () => void
}>
export function sendEnquiry(
  base: string,
  i: number,
  options?: {
    key?: string
    lang?: string
    fields?: Record<string, unknown>
    timeoutMs?: number
    headers?: Record<string, string>
  },
): Promise<EnquiryResult>
export function staffHeaders(
  base: string,
  account: { email: string; password: string },
): Promise<Record<string, string>>
export function createStaff(
  base: string,
  adminHeaders: Record<string, string>,
  account: { email: string; password: string },
  role: string,
  name: string,
): Promise<void>
export function sitemapPaths(base: string): Promise<string[]>
export function percentile(sorted: number[], p: number): number | null
export function latency(list: number[]): { p50: number | null; p99: number | null; max: number | null }
export function sleep(ms: number): Promise<void>
export function slowPost(
  port: number,
  pathname: string,
  body: string,
  headers: Record<string, string>,
): { answered: Promise<{ status: number; body?: string; error?: string }>; finish: () => void }
export function tcpConnect(port: number): Promise<string>
