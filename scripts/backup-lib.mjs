// Shared parts of `npm run backup` and `npm run restore`: the configuration the app reads, the
// manifest, checksums, and the PostgreSQL client programs.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import pg from 'pg'

import { readDotenv, root } from './lib.mjs'

export const MANIFEST = 'manifest.json'
export const FORMAT = 'sanhaus-backup'
export const FORMAT_VERSION = 1

/** An expected failure: reported as one clear message, never with a stack trace. */
export class Failure extends Error {}

export function fail(message) {
  throw new Failure(message)
}

// File system errors whose own message (it names the path) is all an operator needs.
const FS_CODES = new Set([
  'EACCES',
  'EPERM',
  'ENOSPC',
  'EROFS',
  'EDQUOT',
  'ENOENT',
  'ENOTDIR',
  'EISDIR',
  'EEXIST',
  'EXDEV',
  'EBUSY',
  'EMFILE',
])

/** Runs a script's main function: expected failures print one message and exit 1. */
export async function runMain(name, fn) {
  try {
    await fn()
  } catch (error) {
    if (error instanceof Failure) console.error(`\n✗ ${name} failed: ${error.message}`)
    else if (error && FS_CODES.has(error.code)) console.error(`\n✗ ${name} failed: ${error.message}`)
    else console.error(`\n✗ ${name} failed unexpectedly:`, error)
    process.exitCode = 1
  }
}

/** The directory the operator ran `npm run …` from (npm itself runs scripts in the project root). */
export const userCwd = process.env.INIT_CWD ?? process.cwd()

/**
 * DATABASE_URL, DATA_DIR and MEDIA_DIR as the server reads them (src/env.ts): from the environment,
 * else from the .env files Next loads (.env.local and friends), relative paths from the project
 * root, where `npm start` runs the server. Without NODE_ENV=development this is the production
 * database (data/site.db), not the development one (data/dev.db).
 */
export function readConfig() {
  const isDev = process.env.NODE_ENV === 'development'
  const mode = isDev ? 'development' : 'production'
  const fromFiles = {}
  // Lowest priority first; Next's order is .env.<mode>.local, .env.local, .env.<mode>, .env.
  for (const name of ['.env', `.env.${mode}`, '.env.local', `.env.${mode}.local`])
    Object.assign(fromFiles, readDotenv(path.join(root, name)))
  const value = (key) => {
    const raw = key in process.env ? process.env[key] : fromFiles[key]
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim()
  }
  const dataDir = path.resolve(root, value('DATA_DIR') ?? 'data')
  const mediaDir = path.resolve(root, value('MEDIA_DIR') ?? path.join(dataDir, 'media'))
  const url = value('DATABASE_URL')
  let database
  if (url && /^postgres(ql)?:\/\//.test(url)) database = { kind: 'postgres', url }
  else if (url && url.startsWith('file:'))
    database = { kind: 'sqlite', file: path.resolve(root, url.slice('file:'.length)) }
  else if (url) fail(`DATABASE_URL must start with postgres://, postgresql:// or file: (got "${url.split(':')[0]}:")`)
  else database = { kind: 'sqlite', file: path.join(dataDir, isDev ? 'dev.db' : 'site.db') }
  return { database, dataDir, mediaDir }
}

export function describeDatabase(database) {
  return database.kind === 'sqlite'
    ? `the SQLite database ${database.file}`
    : `the PostgreSQL database ${redactUrl(database.url)}`
}

/** The URL without its password, for messages and manifests. */
export function redactUrl(url) {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return 'postgres://…'
  }
}

/** For libpq's programs: the URL without the password (kept out of `ps`) and the password as PGPASSWORD. */
export function libpqConnection(url) {
  const u = new URL(url)
  const password = u.password ? decodeURIComponent(u.password) : undefined
  u.password = ''
  const env = { ...process.env, PGAPPNAME: 'sanhaus-backup' }
  if (password) env.PGPASSWORD = password
  return { url: u.toString(), env }
}

function errorText(error) {
  if (!error) return 'unknown error'
  if (error.message) return error.message
  if (Array.isArray(error.errors) && error.errors.length) return error.errors.map(errorText).join('; ')
  return String(error.code ?? error)
}

/** A connected pg client, or a Failure that says why not. */
export async function connectPostgres(url) {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 5000,
    application_name: 'sanhaus-backup',
  })
  client.on('error', () => undefined)
  try {
    await client.connect()
    return client
  } catch (error) {
    await client.end().catch(() => undefined)
    const hint = error?.code === '3D000' ? ' (create it first, e.g. with createdb)' : ''
    fail(`cannot connect to PostgreSQL at ${redactUrl(url)}: ${errorText(error)}${hint}`)
  }
}

export async function serverMajor(client) {
  const { rows } = await client.query('SHOW server_version_num')
  return Math.floor(Number(rows[0].server_version_num) / 10000)
}

/** Path of a PostgreSQL client program: from PG_BINDIR when set, else from PATH. */
export function pgProgram(name) {
  return process.env.PG_BINDIR ? path.join(process.env.PG_BINDIR, name) : name
}

function missingProgram(program) {
  return new Failure(
    `${program} was not found. Install PostgreSQL's client programs of the server's major version ` +
      `(Debian: apt-get install postgresql-client-15), or set PG_BINDIR to the folder that holds them.`,
  )
}

/** Runs a program to its end; resolves { code, stdout, stderr }. A missing program is a Failure. */
export function runProgram(program, args, { env = process.env, stdout = 'pipe' } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', stdout, 'pipe'] })
    let out = ''
    let err = ''
    child.stdout?.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (err += d))
    child.on('error', (error) => reject(error.code === 'ENOENT' ? missingProgram(program) : error))
    child.on('close', (code, signal) => resolve({ code: code ?? 1, signal, stdout: out, stderr: err.trim() }))
  })
}

/** Major version of a PostgreSQL client program (`pg_dump (PostgreSQL) 15.20 …` → 15). */
export async function programMajor(program) {
  const { code, stdout } = await runProgram(program, ['--version'])
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)
  if (code !== 0 || !match) fail(`${program} --version did not answer as expected: ${stdout.trim()}`)
  return Number(match[1])
}

/** SHA-256 of a file, streamed. */
export async function sha256File(file) {
  const hash = crypto.createHash('sha256')
  await pipeline(fs.createReadStream(file), hash)
  return hash.digest('hex')
}

/** Copies a file and returns the size and SHA-256 of the bytes written, in one pass. */
export async function copyWithHash(from, to, mode = 0o600) {
  const hash = crypto.createHash('sha256')
  let size = 0
  await pipeline(
    fs.createReadStream(from),
    async function* (source) {
      for await (const chunk of source) {
        hash.update(chunk)
        size += chunk.length
        yield chunk
      }
    },
    fs.createWriteStream(to, { mode }),
  )
  return { size, sha256: hash.digest('hex') }
}

export function fsyncFile(file) {
  const fd = fs.openSync(file, 'r')
  try {
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
}

/** Regular files under `dir`, as sorted paths relative to it with forward slashes. */
export function listFiles(dir, { warn = console.warn } = {}) {
  const out = []
  const visit = (rel) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name
      if (entry.isDirectory()) visit(child)
      else if (entry.isFile()) out.push(child)
      else warn(`  skipped ${path.join(dir, child)} (not a regular file)`)
    }
  }
  if (fs.existsSync(dir)) visit('')
  return out.sort()
}

export function plural(n, word) {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`
}

/** Names of the migrations this checkout carries for a database kind (src/migrations/<kind>). */
export function knownMigrations(kind) {
  const dir = path.join(root, 'src/migrations', kind)
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .map((f) => f.slice(0, -3))
    .sort()
}

/** Tables whose row counts describe a site's content in messages. */
export const KEY_TABLES = ['users', 'media', 'products', 'news', 'enquiries']

export function describeCounts(tables, rows, counts) {
  const key = Object.entries(counts).map(([t, n]) => `${t} ${n}`)
  return `${tables} tables, ${rows} rows${key.length ? ` (${key.join(', ')})` : ''}`
}

/** Opens a SQLite file through the driver the app uses (@libsql/client, a dependency of @payloadcms/db-sqlite). */
export async function openSqlite(file) {
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${file}` })
  await client.execute('PRAGMA busy_timeout = 15000')
  return client
}

/** Tables, total rows, key table counts and applied migrations of a SQLite database. */
export async function inspectSqlite(client) {
  const { rows: tables } = await client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  )
  const names = tables.map((r) => String(r.name))
  let total = 0
  const counts = {}
  for (const name of names) {
    const { rows } = await client.execute(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`)
    const n = Number(rows[0].n)
    total += n
    if (KEY_TABLES.includes(name)) counts[name] = n
  }
  const migrations = names.includes('payload_migrations')
    ? (await client.execute('SELECT name FROM payload_migrations ORDER BY id')).rows.map((r) => String(r.name))
    : []
  return { tables: names.length, rows: total, counts, migrations }
}

/** The same for the public schema of a PostgreSQL database. */
export async function inspectPostgres(client) {
  const { rows: tables } = await client.query(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  )
  const names = tables.map((r) => r.tablename)
  let total = 0
  const counts = {}
  for (const name of names) {
    const { rows } = await client.query(`SELECT count(*)::bigint AS n FROM public."${name.replace(/"/g, '""')}"`)
    const n = Number(rows[0].n)
    total += n
    if (KEY_TABLES.includes(name)) counts[name] = n
  }
  const migrations = names.includes('payload_migrations')
    ? (await client.query('SELECT name FROM public.payload_migrations ORDER BY id')).rows.map((r) => r.name)
    : []
  return { tables: names.length, rows: total, counts, migrations }
}
