import type { Browser, Page } from '@playwright/test'

export type BudgetPage = { kind: string; path: string; status?: number; zhPath?: string }
/** A layout shift no input caused: its score, when (ms after the navigation began), what moved. */
export type Shift = { value: number; at: number; nodes: string[] }
export type PageWeight = { files: number; gzip: number; list: { file: string; gzip: number }[]; shifts?: Shift[] }
export type MeasuredPage = BudgetPage & PageWeight
export type Floor = { versions: Record<string, string>; method: string; files: number; gzip: number }
export type BudgetRow = {
  kind: string
  page: string
  scripts: number
  kb: number
  overFloorKb: number
  shifts: Shift[]
}
export type BudgetReport = {
  floorKb: number
  pages: BudgetRow[]
  heaviest: string
  overFloorKb: number
  budgetKb: number
  overBudget: BudgetRow[]
  withinBudget: boolean
  shifting: string[]
}

export const BUDGET_KB: number
export const SHIFT_LIMIT: number
export const floorFile: string
export const budgetPages: BudgetPage[]
export function frameworkVersions(): Record<string, string>
export function gzipSize(bytes: Buffer): number
export function scriptFiles(html: string): string[]
export function measurePage(page: Page, url: string, options?: { expectStatus?: number }): Promise<PageWeight>
export function launchBrowser(): Promise<Browser>
export function measurePages(
  baseUrl: string,
  pages?: BudgetPage[],
  options?: { browser?: Browser; concurrency?: number },
): Promise<MeasuredPage[]>
export function startBareNext(options?: { log?: (line: string) => void }): Promise<{ base: string; stop: () => void }>
export function measureFloor(options?: { log?: (line: string) => void }): Promise<PageWeight>
export function recordedFloor(): Floor | null
export function floor(options?: { log?: (line: string) => void; fresh?: boolean }): Promise<Floor>
export const kb: (bytes: number) => number
export function report(pages: MeasuredPage[], base: { gzip: number }, budgetKb?: number): BudgetReport
export function startTestServer(port: number): Promise<{ base: string; stop: () => Promise<void> }>
