export const DEFAULT_SNAPSHOT_DIR: string
export function writeSeedSnapshot(
  dir: string,
  options: { execute: (sql: string) => Promise<unknown>; mediaDir: string },
): Promise<void>
export function restoreSeedSnapshot(dir: string, targetDir: string): boolean
