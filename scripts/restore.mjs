#!/usr/bin/env node
// `npm run restore -- <backup> [--yes]`: puts a backup made by `npm run backup` back into the
// configured database and media directory. Checks every file against the manifest first and
// refuses a damaged backup; refuses to overwrite a database or media directory that is not empty
// unless --yes is given.
//   SQLite: the file is replaced atomically (stale -wal/-shm removed); stop the site first.
//   PostgreSQL: pg_restore --clean --if-exists --no-owner, in one transaction, after everything in
//   the public schema is dropped, so tables of a newer version cannot get in the way.
//   Media: files that differ are replaced, files the backup does not have are removed.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'

import {
  FORMAT,
  MANIFEST,
  Failure,
  connectPostgres,
  copyWithHash,
  describeCounts,
  describeDatabase,
  fail,
  formatBytes,
  fsyncFile,
  inspectPostgres,
  inspectSqlite,
  knownMigrations,
  libpqConnection,
  listFiles,
  openSqlite,
  pgProgram,
  plural,
  readConfig,
  redactUrl,
  runMain,
  sha256File,
  userCwd,
} from './backup-lib.mjs'

const USAGE = `Usage: npm run restore -- <backup directory> [--yes]

Restores the database and the media directory (as the site is configured: DATABASE_URL,
DATA_DIR, MEDIA_DIR, from the environment or .env.local) from a backup of npm run backup.
--yes   replace a database or media directory that is not empty`

function parseArgs(argv) {
  const args = { backup: null, yes: false }
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE)
      process.exit(0)
    } else if (arg === '--yes' || arg === '-y') args.yes = true
    else if (arg.startsWith('-')) fail(`unknown option "${arg}".\n\n${USAGE}`)
    else if (args.backup) fail(`give one backup, not "${args.backup}" and "${arg}".\n\n${USAGE}`)
    else args.backup = arg
  }
  if (!args.backup) fail(`which backup? Name its directory (under backups/).\n\n${USAGE}`)
  return args
}

function readManifest(dir) {
  const file = path.join(dir, MANIFEST)
  if (!fs.existsSync(file)) {
    const partial = dir.endsWith('.partial') ? ' (a backup that never finished)' : ''
    fail(`${dir} is not a backup made by npm run backup${partial}: it has no ${MANIFEST}.`)
  }
  let manifest
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    fail(`the backup is damaged: ${file} is not valid JSON (${error.message}). Nothing was restored.`)
  }
  if (manifest?.format !== FORMAT || !Array.isArray(manifest.files) || !manifest.database?.file) {
    fail(`${file} is not the manifest of a backup made by npm run backup.`)
  }
  const databaseFiles = { sqlite: 'database.sqlite', postgres: 'database.dump' }
  if (!(manifest.database.kind in databaseFiles))
    fail(`the backup's database kind "${manifest.database.kind}" is unknown.`)
  if (manifest.database.file !== databaseFiles[manifest.database.kind])
    fail(`the backup's manifest names an unexpected database file "${manifest.database.file}".`)
  for (const entry of manifest.files) {
    const rel = String(entry?.path ?? '')
    // Only the database file and files under media/ with plain relative paths, never outside the target.
    const clean =
      rel === manifest.database.file ||
      (rel.startsWith('media/') && !rel.split('/').some((part) => part === '..' || part === '' || part === '.'))
    if (
      !clean ||
      path.isAbsolute(rel) ||
      rel.includes('\\') ||
      typeof entry.sha256 !== 'string' ||
      !Number.isInteger(entry.size)
    ) {
      fail(`the backup's manifest lists a file it may not restore: "${rel}". Nothing was restored.`)
    }
  }
  if (!manifest.files.some((f) => f.path === manifest.database.file))
    fail(`the backup's manifest does not list its database file ${manifest.database.file}.`)
  return manifest
}

/** Every file of the manifest, present with its size and checksum; returns the list of problems. */
async function verify(dir, manifest) {
  const problems = []
  for (const entry of manifest.files) {
    const file = path.join(dir, entry.path)
    if (!fs.existsSync(file)) problems.push(`${entry.path}: missing`)
    else if (fs.statSync(file).size !== entry.size)
      problems.push(`${entry.path}: ${fs.statSync(file).size} bytes, the manifest says ${entry.size}`)
    else if ((await sha256File(file)) !== entry.sha256)
      problems.push(`${entry.path}: checksum differs from the manifest`)
  }
  return problems
}

function describeMedia(mediaDir) {
  const files = listFiles(mediaDir, { warn: () => undefined })
  const bytes = files.reduce((sum, rel) => sum + fs.statSync(path.join(mediaDir, rel)).size, 0)
  return { files, bytes }
}

/** Other processes (Linux, same user or root) that have the file open: "pid (name)". */
function processesWithOpen(file) {
  const found = []
  let pids = []
  try {
    pids = fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p) && Number(p) !== process.pid)
  } catch {
    return found
  }
  const wanted = new Set([file, `${file}-wal`])
  for (const pid of pids) {
    try {
      const open = fs.readdirSync(`/proc/${pid}/fd`).some((fd) => {
        try {
          return wanted.has(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))
        } catch {
          return false
        }
      })
      if (open)
        found.push(
          `${pid} (${fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 2).join(' ').slice(0, 80)})`,
        )
    } catch {
      // not ours to look at, or gone
    }
  }
  return found
}

/** What is in the target database now: { empty, text, notes } */
async function inspectTarget(database) {
  if (database.kind === 'sqlite') {
    if (!fs.existsSync(database.file)) return { empty: true, text: `${database.file} (does not exist yet)`, notes: [] }
    const notes = []
    const holders = processesWithOpen(database.file)
    if (holders.length)
      notes.push(
        `the database is open in process ${holders.join(', ')}: stop the site before restoring, or restart it right after.`,
      )
    else if (fs.existsSync(`${database.file}-wal`))
      notes.push(
        `${database.file}-wal exists: the site (or another program) may still have the database open. Stop it before restoring.`,
      )
    let client
    try {
      client = await openSqlite(database.file)
      const info = await inspectSqlite(client)
      return {
        empty: info.tables === 0,
        text: `the SQLite database ${database.file}: ${describeCounts(info.tables, info.rows, info.counts)}`,
        notes,
      }
    } catch (error) {
      return {
        empty: fs.statSync(database.file).size === 0,
        text: `${database.file} (${formatBytes(fs.statSync(database.file).size)}, not readable as SQLite: ${error.message})`,
        notes,
      }
    } finally {
      client?.close()
    }
  }
  const client = await connectPostgres(database.url)
  try {
    const info = await inspectPostgres(client)
    const { rows } = await client.query(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
    const notes =
      rows[0].n > 0
        ? [
            `${plural(rows[0].n, 'other connection')} to the database ${rows[0].n === 1 ? 'is' : 'are'} open (the site?). Restart the site after the restore.`,
          ]
        : []
    return {
      empty: info.tables === 0,
      text: `the PostgreSQL database ${redactUrl(database.url)}: ${describeCounts(info.tables, info.rows, info.counts)}`,
      notes,
    }
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Gives a restored file the owner and mode of the file it replaces (when run as root for a site that is not). */
function keepOwner(file, like) {
  if (!like) return
  try {
    fs.chmodSync(file, like.mode & 0o7777)
    if (process.getuid?.() === 0) fs.chownSync(file, like.uid, like.gid)
  } catch {
    // best effort: the content is what matters
  }
}

async function restoreSqlite(dir, manifest, file) {
  const entry = manifest.files.find((f) => f.path === manifest.database.file)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const before = fs.existsSync(file) ? fs.statSync(file) : null
  const tmp = `${file}.restoring-${process.pid}`
  try {
    const copied = await copyWithHash(path.join(dir, entry.path), tmp, 0o644)
    if (copied.sha256 !== entry.sha256)
      fail(`the copy of ${entry.path} differs from the backup; the database was not replaced.`)
    fsyncFile(tmp)
    const client = await openSqlite(tmp)
    try {
      const check = (await client.execute('PRAGMA quick_check')).rows.map((r) => String(Object.values(r)[0]))
      if (check.join() !== 'ok')
        fail(
          `the backup's database fails SQLite's integrity check (${check.slice(0, 3).join('; ')}); the database was not replaced.`,
        )
    } finally {
      client.close()
    }
    keepOwner(tmp, before)
    // A -wal left beside the new file would be replayed into it: remove the old one's first.
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true })
    fs.renameSync(tmp, file)
    const dirFd = fs.openSync(path.dirname(file), 'r')
    try {
      fs.fsyncSync(dirFd)
    } finally {
      fs.closeSync(dirFd)
    }
  } finally {
    fs.rmSync(tmp, { force: true })
  }
  const client = await openSqlite(file)
  try {
    return await inspectSqlite(client)
  } finally {
    client.close()
  }
}

function quoteIdent(name) {
  return `"${String(name).replace(/"/g, '""')}"`
}

/**
 * Everything in the public schema is dropped and the dump restored, in one transaction: psql runs
 * `pg_restore --clean --if-exists --no-owner`'s script after the drops and commits only when
 * pg_restore finished without error. A failure leaves the database as it was.
 */
async function restorePostgres(dir, manifest, url) {
  const dump = path.join(dir, manifest.database.file)
  const client = await connectPostgres(url)
  let objects
  try {
    const { rows } = await client.query(`
      SELECT c.relkind::text AS kind, c.relname AS name FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
      UNION ALL
      SELECT t.typtype::text, t.typname FROM pg_type t
        JOIN pg_namespace n ON n.oid = t.typnamespace
       WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd')
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')`)
    objects = rows
  } finally {
    await client.end().catch(() => undefined)
  }
  const drop = (kinds, what) => {
    const names = objects.filter((o) => kinds.includes(o.kind)).map((o) => `public.${quoteIdent(o.name)}`)
    return names.length ? `DROP ${what} IF EXISTS ${names.join(', ')} CASCADE;\n` : ''
  }
  const prefix =
    'SET client_min_messages = warning;\nBEGIN;\n' +
    drop(['v'], 'VIEW') +
    drop(['m'], 'MATERIALIZED VIEW') +
    drop(['f'], 'FOREIGN TABLE') +
    drop(['r', 'p'], 'TABLE') +
    drop(['S'], 'SEQUENCE') +
    drop(['e'], 'TYPE') +
    drop(['d'], 'DOMAIN')

  const connection = libpqConnection(url)
  const spawnTool = (name, args, stdio) =>
    new Promise((resolve, reject) => {
      const child = spawn(pgProgram(name), args, { env: connection.env, stdio })
      child.once('spawn', () => resolve(child))
      child.once('error', (error) =>
        reject(
          error.code === 'ENOENT'
            ? new Failure(
                `${name} was not found. Install PostgreSQL's client programs (Debian: postgresql-client-15), or set PG_BINDIR.`,
              )
            : error,
        ),
      )
    })
  const psql = await spawnTool(
    'psql',
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${connection.url}`],
    ['pipe', 'ignore', 'pipe'],
  )
  const psqlDone = new Promise((resolve) => psql.once('close', (code) => resolve(code ?? 1)))
  let psqlErr = ''
  psql.stderr.on('data', (d) => (psqlErr += d))
  psql.stdin.on('error', () => undefined) // psql stops reading when it stops at an error; its exit code says so
  let restore
  try {
    restore = await spawnTool(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--no-acl', '--file=-', dump],
      ['ignore', 'pipe', 'pipe'],
    )
  } catch (error) {
    psql.kill()
    throw error
  }
  let restoreErr = ''
  restore.stderr.on('data', (d) => (restoreErr += d))
  const restoreDone = new Promise((resolve) => restore.once('close', (code) => resolve(code ?? 1)))
  psql.stdin.write(prefix)
  restore.stdout.pipe(psql.stdin, { end: false })
  await once(restore.stdout, 'end')
  const restoreCode = await restoreDone
  if (restoreCode === 0) psql.stdin.end('COMMIT;\n')
  else psql.kill() // the session ends without COMMIT: PostgreSQL rolls everything back
  const psqlCode = await psqlDone
  if (restoreCode !== 0)
    fail(`pg_restore could not read ${dump} (exit code ${restoreCode}); nothing was changed:\n${restoreErr.trim()}`)
  if (psqlCode !== 0)
    fail(`restoring into ${redactUrl(url)} failed; nothing was changed (one transaction):\n${psqlErr.trim()}`)

  const after = await connectPostgres(url)
  try {
    await after.query('ANALYZE')
    return await inspectPostgres(after)
  } finally {
    await after.end().catch(() => undefined)
  }
}

/** Makes the media directory hold exactly the backup's media files (unchanged files are kept as they are). */
async function restoreMedia(dir, manifest, mediaDir) {
  fs.mkdirSync(mediaDir, { recursive: true })
  const dirStat = fs.statSync(mediaDir)
  const wanted = new Map(
    manifest.files.filter((f) => f.path.startsWith('media/')).map((f) => [f.path.slice('media/'.length), f]),
  )
  let copied = 0
  let unchanged = 0
  for (const [rel, entry] of wanted) {
    const target = path.join(mediaDir, rel)
    if (
      fs.existsSync(target) &&
      fs.statSync(target).size === entry.size &&
      (await sha256File(target)) === entry.sha256
    ) {
      unchanged++
      continue
    }
    fs.mkdirSync(path.dirname(target), { recursive: true })
    const tmp = `${target}.restoring-${process.pid}`
    try {
      const result = await copyWithHash(path.join(dir, entry.path), tmp, 0o644)
      if (result.sha256 !== entry.sha256) fail(`the copy of ${entry.path} differs from the backup.`)
      if (process.getuid?.() === 0) keepOwner(tmp, { mode: 0o644, uid: dirStat.uid, gid: dirStat.gid })
      fs.renameSync(tmp, target)
    } finally {
      fs.rmSync(tmp, { force: true })
    }
    copied++
  }
  let removed = 0
  for (const rel of listFiles(mediaDir, { warn: () => undefined })) {
    if (!wanted.has(rel)) {
      fs.rmSync(path.join(mediaDir, rel), { force: true })
      removed++
    }
  }
  return {
    copied,
    unchanged,
    removed,
    files: wanted.size,
    bytes: [...wanted.values()].reduce((sum, f) => sum + f.size, 0),
  }
}

await runMain('Restore', async () => {
  const args = parseArgs(process.argv.slice(2))
  let dir = path.resolve(userCwd, args.backup)
  if (!fs.existsSync(dir)) fail(`there is no backup at ${dir}.`)
  if (fs.statSync(dir).isFile()) {
    if (path.basename(dir) !== MANIFEST)
      fail(`${dir} is a file; name the backup's directory (the one holding ${MANIFEST}).`)
    dir = path.dirname(dir)
  }
  const manifest = readManifest(dir)
  const mediaFiles = manifest.files.filter((f) => f.path.startsWith('media/'))
  console.log(
    `Backup ${dir}\n  made ${manifest.createdAt} on ${manifest.host ?? 'unknown host'}: ${manifest.database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database, ` +
      `${plural(manifest.database.migrations?.length ?? 0, 'migration')}, ${plural(mediaFiles.length, 'media file')}`,
  )

  const problems = await verify(dir, manifest)
  if (problems.length) {
    fail(
      `the backup is damaged; nothing was restored. ${plural(problems.length, 'file')} ${problems.length === 1 ? 'does' : 'do'} not match its manifest:\n  ${problems.slice(0, 20).join('\n  ')}${problems.length > 20 ? `\n  … and ${problems.length - 20} more` : ''}`,
    )
  }
  console.log(`  all ${manifest.files.length} files match their checksums`)

  const { database, mediaDir } = readConfig()
  if (manifest.database.kind !== database.kind) {
    fail(
      `this is a backup of a ${manifest.database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database, but the site is configured for ${describeDatabase(database)}. A backup restores only into the same kind of database.`,
    )
  }
  const known = knownMigrations(database.kind)
  const unknown = (manifest.database.migrations ?? []).filter((m) => m !== 'dev' && !known.includes(m))
  const missing = known.filter((m) => !(manifest.database.migrations ?? []).includes(m))

  const target = await inspectTarget(database)
  const media = describeMedia(mediaDir)
  if ((!target.empty || media.files.length > 0) && !args.yes) {
    const lines = []
    if (!target.empty) lines.push(`  - ${target.text}`)
    if (media.files.length)
      lines.push(
        `  - the media directory ${mediaDir}: ${plural(media.files.length, 'file')}, ${formatBytes(media.bytes)}`,
      )
    fail(
      `the target is not empty. Restoring would overwrite:\n${lines.join('\n')}\n${target.notes.map((n) => `  ! ${n}\n`).join('')}` +
        `Run again with --yes to replace ${lines.length === 1 ? 'it' : 'them'} with the backup (npm run restore -- ${args.backup} --yes); ` +
        'take a backup of the current state first (npm run backup) if you may want it back.',
    )
  }
  for (const note of target.notes) console.warn(`  ! ${note}`)
  if (database.kind === 'sqlite')
    console.log('  The site must be stopped while its SQLite database is restored (or restarted right after).')

  const started = Date.now()
  const info =
    database.kind === 'sqlite'
      ? await restoreSqlite(dir, manifest, database.file)
      : await restorePostgres(dir, manifest, database.url)
  console.log(
    `✓ Restored ${describeDatabase(database)}: ${describeCounts(info.tables, info.rows, info.counts)}, ${plural(info.migrations.length, 'migration')} applied`,
  )
  const restoredMedia = await restoreMedia(dir, manifest, mediaDir)
  console.log(
    `✓ Restored the media directory ${mediaDir}: ${restoredMedia.files} files, ${formatBytes(restoredMedia.bytes)} ` +
      `(${restoredMedia.copied} written, ${restoredMedia.unchanged} unchanged, ${restoredMedia.removed} not in the backup removed)`,
  )
  console.log(`  in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (unknown.length) {
    console.warn(
      `  ! The backup was made by a newer version of the site: it has migrations this version does not know (${unknown.join(', ')}). Deploy that version before starting the site.`,
    )
  } else if (missing.length) {
    console.log(
      `  This version has ${plural(missing.length, 'migration')} the backup has not; the server applies them when it starts (${missing.join(', ')}).`,
    )
  }
  console.log(
    database.kind === 'sqlite'
      ? '  Start the site again now (npm start); a server that kept running still reads the old file.'
      : '  Restart the site now: its page cache still holds pages of the content before the restore.',
  )
})
