import { type ChildProcess } from 'node:child_process'

export const confFile: string
export function findNginx(): string | null
export function nginxDir(prefix?: string): string
export function renderSite(options: {
  upstreamPorts: number[]
  port: number
  cacheDir: string
  source?: string
}): string
export function mainConf(options: { dir: string; sitePath: string; workers?: number | 'auto'; extra?: string }): string
export function writeConf(dir: string, options: { site: string; workers?: number | 'auto'; extra?: string }): string
export function checkConf(nginx: string, dir: string, conf: string): Promise<{ ok: boolean; output: string }>
export function spawnNginx(
  nginx: string,
  dir: string,
  conf: string,
  options?: { stderr?: 'inherit' | 'ignore' | 'pipe' },
): { child: ChildProcess; exited: Promise<number | string | null>; stop: () => Promise<number | string | null> }
export function waitForPort(port: number, ms?: number): Promise<void>
