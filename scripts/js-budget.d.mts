export type PageScripts = { page: string; files: number; gzip: number }
export type Floor = { versions: Record<string, string>; files: number; gzip: number }
export type BudgetReport = {
  floorKb: number
  pages: { page: string; scripts: number; kb: number; overFloorKb: number }[]
  heaviest: string
  overFloorKb: number
  budgetKb: number
  withinBudget: boolean
}

export const BUDGET_KB: number
export const floorFile: string
export const budgetPages: string[]
export function frameworkVersions(): Record<string, string>
export function scriptFiles(html: string): string[]
export function scriptBytes(html: string, distDir: string): { files: number; gzip: number }
export function measurePages(baseUrl: string, pages?: string[]): Promise<PageScripts[]>
export function measureFloor(options?: { log?: (line: string) => void }): Promise<{ files: number; gzip: number }>
export function recordedFloor(): Floor | null
export function floor(options?: { log?: (line: string) => void; fresh?: boolean }): Promise<Floor>
export function report(pages: PageScripts[], base: { gzip: number }): BudgetReport
export function startTestServer(port: number): Promise<{ base: string; stop: () => Promise<void> }>
