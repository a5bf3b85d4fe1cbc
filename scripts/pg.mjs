// Throwaway PostgreSQL databases for tests and scripts, on the server of TEST_POSTGRES_URL
// (default: this machine's 127.0.0.1:5432, user postgres).
import crypto from 'node:crypto'
import pg from 'pg'

export function postgresServerUrl() {
  return process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
}

/** A connected client on the server's maintenance database, or null when no server answers. */
export async function adminClient(serverUrl = postgresServerUrl()) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    return client
  } catch {
    await client.end().catch(() => undefined)
    return null
  }
}

export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * Creates a database with a fresh name, empty or as a copy of `template` (a database nobody is
 * connected to: PostgreSQL copies its files).
 */
export async function createDatabase(admin, prefix = 'brand_test', template) {
  const name = `${prefix}_${process.pid}_${crypto.randomBytes(4).toString('hex')}`
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`)
  return name
}

/** Ends every session on database `name` but the admin's own. */
export async function endSessions(admin, name) {
  await admin.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [name],
  )
}

export async function dropDatabase(admin, name) {
  await endSessions(admin, name)
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`)
}

/** Runs `fn(url)` on a fresh database that is dropped afterwards, whatever happens. */
export async function withDatabase(admin, serverUrl, fn) {
  const name = await createDatabase(admin, 'brand_tmp')
  try {
    return await fn(databaseUrl(serverUrl, name))
  } finally {
    await dropDatabase(admin, name)
  }
}
