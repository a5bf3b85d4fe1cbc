#!/usr/bin/env node
// `npm run backup [-- --out <dir>]`: one backup of the configured database and the uploaded media,
// taken while the site runs, as a directory backups/<time>-<kind>/ holding
//   database.sqlite (SQLite: VACUUM INTO, a consistent copy even while the site writes) or
//   database.dump (PostgreSQL: pg_dump -Fc), media/… (the media directory's files) and
//   manifest.json (time, database kind, applied migrations, every file with size and SHA-256).
// The directory is written as <name>.partial and renamed when complete.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  FORMAT,
  FORMAT_VERSION,
  MANIFEST,
  connectPostgres,
  copyWithHash,
  describeDatabase,
  fail,
  formatBytes,
  fsyncFile,
  libpqConnection,
  listFiles,
  openSqlite,
  pgProgram,
  plural,
  programMajor,
  readConfig,
  redactUrl,
  runMain,
  runProgram,
  serverMajor,
  sha256File,
  userCwd,
} from './backup-lib.mjs'
import { root } from './lib.mjs'

const USAGE = `Usage: npm run backup [-- --out <dir>]

Writes one backup of the database and the media directory (as the site is configured:
DATABASE_URL, DATA_DIR, MEDIA_DIR, from the environment or .env.local) into a new
directory under <dir> (default: backups/ in the project).`

function parseArgs(argv) {
  const args = { out: null }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE)
      process.exit(0)
    } else if (arg === '--out') {
      if (!argv[i + 1]) fail(`--out needs a directory.\n\n${USAGE}`)
      args.out = argv[++i]
    } else if (arg.startsWith('--out=')) {
      args.out = arg.slice('--out='.length)
    } else {
      fail(`unknown argument "${arg}".\n\n${USAGE}`)
    }
  }
  return args
}

/** SQLite: VACUUM INTO through the app's own driver, a consistent snapshot even in WAL mode under writes. */
async function backupSqlite(file, dir) {
  if (!fs.existsSync(file)) {
    fail(
      `there is no SQLite database at ${file}. Set DATABASE_URL (file:/path/to/site.db) or DATA_DIR to where the site keeps it.`,
    )
  }
  const dest = path.join(dir, 'database.sqlite')
  let client
  try {
    client = await openSqlite(file)
    await client.execute({ sql: 'VACUUM INTO ?', args: [dest] })
  } catch (error) {
    fail(`cannot copy the SQLite database ${file}: ${error.message}`)
  } finally {
    client?.close()
  }
  const copy = await openSqlite(dest)
  try {
    const check = (await copy.execute('PRAGMA quick_check')).rows.map((r) => String(Object.values(r)[0]))
    if (check.join() !== 'ok')
      fail(`the copy of ${file} fails SQLite's integrity check: ${check.slice(0, 5).join('; ')}`)
    const hasMigrations =
      (await copy.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'")).rows
        .length > 0
    const migrations = hasMigrations
      ? (await copy.execute('SELECT name FROM payload_migrations ORDER BY id')).rows.map((r) => String(r.name))
      : []
    const version = String((await copy.execute('SELECT sqlite_version() AS v')).rows[0].v)
    fs.chmodSync(dest, 0o600)
    return { file: 'database.sqlite', migrations, tool: `VACUUM INTO (SQLite ${version})`, source: file }
  } finally {
    copy.close()
  }
}

/** PostgreSQL: pg_dump -Fc on a snapshot exported here, so the migration list matches the dump exactly. */
async function backupPostgres(url, dir) {
  const pgDump = pgProgram('pg_dump')
  const toolMajor = await programMajor(pgDump)
  const client = await connectPostgres(url)
  try {
    const major = await serverMajor(client)
    if (major > toolMajor) {
      fail(
        `pg_dump ${toolMajor} cannot dump a PostgreSQL ${major} server. Install the client programs of version ${major} (postgresql-client-${major}) or set PG_BINDIR to them.`,
      )
    }
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const snapshot = (await client.query('SELECT pg_export_snapshot() AS s')).rows[0].s
    const hasMigrations = (await client.query("SELECT to_regclass('public.payload_migrations') IS NOT NULL AS ok"))
      .rows[0].ok
    const migrations = hasMigrations
      ? (await client.query('SELECT name FROM public.payload_migrations ORDER BY id')).rows.map((r) => r.name)
      : []
    const dest = path.join(dir, 'database.dump')
    const connection = libpqConnection(url)
    const dump = await runProgram(
      pgDump,
      ['--format=custom', `--snapshot=${snapshot}`, `--file=${dest}`, `--dbname=${connection.url}`],
      { env: connection.env },
    )
    if (dump.code !== 0) fail(`pg_dump of ${redactUrl(url)} failed (exit code ${dump.code}):\n${dump.stderr}`)
    await client.query('COMMIT')
    // The archive must be readable by pg_restore before it counts as a backup.
    const list = await runProgram(pgProgram('pg_restore'), ['--list', dest])
    if (list.code !== 0) fail(`pg_restore cannot read the dump just written:\n${list.stderr}`)
    fs.chmodSync(dest, 0o600)
    return {
      file: 'database.dump',
      migrations,
      tool: `pg_dump ${toolMajor} --format=custom (server ${major})`,
      source: redactUrl(url),
    }
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Copies the media directory's files, hashing each as it is written. Files deleted meanwhile are skipped. */
async function backupMedia(mediaDir, dir) {
  const dest = path.join(dir, 'media')
  fs.mkdirSync(dest, { mode: 0o700 })
  if (!fs.existsSync(mediaDir)) {
    console.warn(`  ! there is no media directory at ${mediaDir}; the backup holds no media files`)
    return []
  }
  const entries = []
  for (const rel of listFiles(mediaDir)) {
    fs.mkdirSync(path.dirname(path.join(dest, rel)), { recursive: true, mode: 0o700 })
    try {
      const { size, sha256 } = await copyWithHash(path.join(mediaDir, rel), path.join(dest, rel))
      entries.push({ path: `media/${rel}`, size, sha256 })
    } catch (error) {
      if (error.code !== 'ENOENT') throw error
      console.warn(`  ! ${rel} was deleted while the backup ran; left out`)
      fs.rmSync(path.join(dest, rel), { force: true })
    }
  }
  return entries
}

function backupName(date, kind, outDir) {
  const stamp = date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '')
  let name = `${stamp}-${kind}`
  for (let n = 2; fs.existsSync(path.join(outDir, name)) || fs.existsSync(path.join(outDir, `${name}.partial`)); n++)
    name = `${stamp}-${kind}-${n}`
  return name
}

await runMain('Backup', async () => {
  const args = parseArgs(process.argv.slice(2))
  const config = readConfig()
  const outDir = args.out ? path.resolve(userCwd, args.out) : path.join(root, 'backups')
  const started = Date.now()
  const createdAt = new Date()
  console.log(`Backing up ${describeDatabase(config.database)} and the media in ${config.mediaDir} …`)

  const createdOutDir = !fs.existsSync(outDir)
  fs.mkdirSync(outDir, { recursive: true, mode: 0o700 })
  const name = backupName(createdAt, config.database.kind, outDir)
  const partial = path.join(outDir, `${name}.partial`)
  const final = path.join(outDir, name)
  fs.mkdirSync(partial, { mode: 0o700 })
  let manifest
  try {
    const database =
      config.database.kind === 'sqlite'
        ? await backupSqlite(config.database.file, partial)
        : await backupPostgres(config.database.url, partial)
    const databaseFile = path.join(partial, database.file)
    const dbEntry = {
      path: database.file,
      size: fs.statSync(databaseFile).size,
      sha256: await sha256File(databaseFile),
    }
    console.log(
      `  database  ${database.file}  ${formatBytes(dbEntry.size)}  (${plural(database.migrations.length, 'migration')}${database.migrations.length ? `, last ${database.migrations.at(-1)}` : ''})`,
    )
    if (database.migrations.length === 0)
      console.warn('  ! the database has no applied migrations: has the site ever started on it?')

    const media = await backupMedia(config.mediaDir, partial)
    const mediaBytes = media.reduce((sum, f) => sum + f.size, 0)
    console.log(`  media     ${plural(media.length, 'file')}, ${formatBytes(mediaBytes)}`)

    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
    manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      durationMs: Date.now() - started,
      host: os.hostname(),
      app: { name: pkg.name, version: pkg.version },
      database: {
        kind: config.database.kind,
        file: database.file,
        source: database.source,
        tool: database.tool,
        migrations: database.migrations,
      },
      media: { source: config.mediaDir, files: media.length, bytes: mediaBytes },
      files: [dbEntry, ...media],
    }
    const manifestFile = path.join(partial, MANIFEST)
    fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })
    fsyncFile(manifestFile)
    fs.renameSync(partial, final)
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true })
    if (createdOutDir) {
      try {
        fs.rmdirSync(outDir)
      } catch {
        // another backup is being written there
      }
    }
    throw error
  }
  const total = manifest.files.reduce((sum, f) => sum + f.size, 0)
  const shown = path.relative(userCwd, final).startsWith('..') ? final : path.relative(userCwd, final) || '.'
  console.log(
    `✓ Backup written to ${shown} (${formatBytes(total)} in ${plural(manifest.files.length, 'file')}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  )
})
