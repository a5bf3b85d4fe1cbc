// The demo content of one seed, kept for the browser tests of the same `npm test` run: the
// SQLite integration run seeds a database from scratch (and tests that seed), writes a copy here,
// and the browser tests' server starts from that copy instead of seeding the same content again.
// A copy belongs to the sources it was made from (the hash `npm start` uses to decide on a
// rebuild); any other copy is ignored and the server seeds as usual.
import fs from 'node:fs'
import path from 'node:path'

import { root, sourceHash } from './lib.mjs'

const STAMP = 'source-hash'

/** Where `npm test` keeps the snapshot, and where the other scripts look for it. */
export const DEFAULT_SNAPSHOT_DIR = path.join(root, '.tmp', 'seed-snapshot')

/**
 * Writes the snapshot into `dir` (emptied first): `execute` runs SQL on the seeded SQLite database
 * (VACUUM INTO copies it consistently), `mediaDir` holds its uploads.
 */
export async function writeSeedSnapshot(dir, { execute, mediaDir }) {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, 'site.db')
  await execute(`VACUUM INTO '${file.replaceAll("'", "''")}'`)
  fs.cpSync(mediaDir, path.join(dir, 'media'), { recursive: true })
  fs.writeFileSync(path.join(dir, STAMP), sourceHash())
}

/**
 * Copies the snapshot into `targetDir` (`site.db` and `media/`) when there is one made from these
 * very sources; returns whether it did.
 */
export function restoreSeedSnapshot(dir, targetDir) {
  const stamp = path.join(dir, STAMP)
  if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== sourceHash()) return false
  fs.copyFileSync(path.join(dir, 'site.db'), path.join(targetDir, 'site.db'))
  fs.cpSync(path.join(dir, 'media'), path.join(targetDir, 'media'), { recursive: true })
  return true
}
