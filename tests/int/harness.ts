import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, inject } from 'vitest'

import {
  adminClient,
  createDatabase,
  databaseUrl,
  dropDatabase,
  endSessions,
  postgresServerUrl,
} from '../../scripts/pg.mjs'

export type DbKind = 'sqlite' | 'postgres'

/** A 1×1 PNG as an upload: product and other picture fields take raster files only. */
export function testPng(name: string) {
  const data = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWN48eYVAAV+Ar+fsuy4AAAAAElFTkSuQmCC',
    'base64',
  )
  return { data, mimetype: 'image/png', name, size: data.length }
}

export const dbKind = (): DbKind => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite')

export type Cms = {
  payload: Payload
  kind: DbKind
  dir: string
  close: () => Promise<void>
  /**
   * Makes the database refuse writes (SQLite: another writer holds the lock; PostgreSQL: no
   * connections), until the returned function is called.
   */
  blockDatabase: () => Promise<() => Promise<void>>
}

/** A migrated, empty database that each test file's database starts as a copy of. */
export type Template = { kind: 'sqlite'; file: string } | { kind: 'postgres'; name: string }

declare module 'vitest' {
  export interface ProvidedContext {
    /** Made once per run by tests/int/global-setup.ts; null where the run made none. */
    intTemplate: Template | null
  }
}

/**
 * Where the test databases and their files go: memory (`/dev/shm`) where the machine has it. The
 * databases are thrown away after each file, so nothing needs to reach the disk; on the disk,
 * every commit waited for its flush, and the migration tests (hundreds of schema statements) took
 * three times as long while the production build wrote beside them. INT_SCRATCH_DIR overrides.
 */
function scratchDir(): string {
  const chosen = process.env.INT_SCRATCH_DIR
  if (chosen) return chosen
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK)
    return '/dev/shm'
  } catch {
    return os.tmpdir()
  }
}

/** Commits of a throwaway PostgreSQL database need not wait for the disk (its sessions from now on). */
async function throwaway(admin: NonNullable<Awaited<ReturnType<typeof adminClient>>>, name: string): Promise<void> {
  await admin.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`)
}

/** The environment the CMS reads when its config is first imported. */
function cmsEnvironment(databaseUrl: string, dir: string) {
  process.env.DATABASE_URL = databaseUrl
  process.env.DATA_DIR = dir
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.PAYLOAD_SECRET = crypto.randomBytes(32).toString('base64url')
  process.env.SEED = 'off'
  // Tests run queued jobs themselves, when they want to see their effect.
  process.env.JOBS_AUTORUN = 'off'
}

/** Runs the committed migrations on the database of `process.env.DATABASE_URL`, as production does. */
async function migratedPayload(key: string): Promise<Payload> {
  // The environment is read when the config is first imported, so import it only now.
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config, key })
  const db = payload.db as unknown as {
    migrate: (args: { migrations: unknown }) => Promise<void>
    prodMigrations?: unknown
  }
  await db.migrate({ migrations: db.prodMigrations })
  return payload
}

/**
 * Migrates one empty database of the run's kind (a SQLite file, or a PostgreSQL database nobody
 * stays connected to) for the test files to copy, and returns how to remove it.
 */
export async function makeTemplate(): Promise<{ template: Template; remove: () => Promise<void> }> {
  const kind = dbKind()
  const dir = fs.mkdtempSync(path.join(scratchDir(), 'brand-int-template-'))
  if (kind === 'postgres') {
    const server = postgresServerUrl()
    const admin = await adminClient(server)
    if (!admin) throw new Error(`PostgreSQL at ${server} does not answer`)
    const name = await createDatabase(admin, 'brand_template')
    await throwaway(admin, name)
    cmsEnvironment(databaseUrl(server, name), dir)
    const payload = await migratedPayload('int-template')
    await payload.destroy()
    // Payload's destroy leaves its pool open; a template may have no sessions when it is copied.
    await endSessions(admin, name)
    return {
      template: { kind, name },
      remove: async () => {
        await dropDatabase(admin, name)
        await admin.end()
        fs.rmSync(dir, { recursive: true, force: true })
      },
    }
  }
  const file = path.join(dir, 'template.db')
  cmsEnvironment(`file:${file}`, dir)
  const payload = await migratedPayload('int-template')
  await payload.destroy()
  // Everything into the one file, so a copy of that file is the whole database.
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${file}` })
  await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  client.close()
  return { template: { kind, file }, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) }
}

/** A copy of the run's template, in PostgreSQL (retried while another copy is being made of it). */
async function copyOfTemplate(admin: NonNullable<Awaited<ReturnType<typeof adminClient>>>, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await createDatabase(admin, 'brand_test', template)
    } catch (error) {
      // 55006: "source database is being accessed by other users" (a copy made at the same moment).
      if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
    }
  }
}

/**
 * A CMS on a database of its own: a temporary SQLite file, or a throwaway PostgreSQL database
 * created here and dropped on close. It starts as a copy of the run's migrated template
 * (tests/int/global-setup.ts), or, without one, is migrated here with the committed migrations,
 * as production is.
 */
export async function startCms(): Promise<Cms> {
  const kind = dbKind()
  const template = inject('intTemplate') ?? null
  const dir = fs.mkdtempSync(path.join(scratchDir(), 'brand-int-'))
  let drop: () => Promise<void> = async () => {}
  let blockDatabase: Cms['blockDatabase']
  if (kind === 'postgres') {
    const server = postgresServerUrl()
    const admin = await adminClient(server)
    if (!admin) throw new Error(`PostgreSQL at ${server} does not answer`)
    const name =
      template?.kind === 'postgres' ? await copyOfTemplate(admin, template.name) : await createDatabase(admin)
    await throwaway(admin, name)
    cmsEnvironment(databaseUrl(server, name), dir)
    drop = async () => {
      await dropDatabase(admin, name)
      await admin.end()
    }
    blockDatabase = async () => {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`)
      await endSessions(admin, name)
      return async () => {
        await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`)
      }
    }
  } else {
    const file = path.join(dir, 'int.db')
    if (template?.kind === 'sqlite') fs.copyFileSync(template.file, file)
    cmsEnvironment(`file:${file}`, dir)
    blockDatabase = async () => {
      const { createClient } = await import('@libsql/client')
      const other = createClient({ url: `file:${file}` })
      await other.execute('BEGIN EXCLUSIVE')
      return async () => {
        await other.execute('ROLLBACK')
        other.close()
      }
    }
  }
  // On a copy of the template there is nothing left to migrate; this only confirms it.
  const payload = await migratedPayload(`int-${kind}-${process.pid}`)
  return {
    payload,
    kind,
    dir,
    blockDatabase,
    close: async () => {
      // Payload's destroy leaves its PostgreSQL pool open; dropping the database then ends those
      // sessions (57P01), which the pool listener of payload.config's onInit expects and ignores.
      await payload.destroy()
      await drop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * The test file's CMS (`startCms`), started before the file's tests and closed after them.
 * `prepare` runs first: what the CMS must find in the environment when it starts (a mail server's
 * address, a storage bucket). Call it at the top of the file; the CMS is there from the file's
 * first `beforeAll` on.
 */
export function cmsOfFile(prepare?: () => unknown): Cms {
  let started: Cms | undefined
  beforeAll(async () => {
    await prepare?.()
    started = await startCms()
  })
  afterAll(async () => {
    await started?.close()
  })
  return new Proxy({} as Cms, {
    get: (_, key) => {
      if (!started) throw new Error('the CMS is used before it started (cmsOfFile)')
      return Reflect.get(started, key)
    },
  })
}

type Migration = { name: string; down: (args: never) => Promise<void>; up: (args: never) => Promise<void> }

/**
 * Takes the database back to the schema before the migration whose name ends with `name` (its
 * content kept; later migrations undone first), and returns the way forward again, as an update
 * of a running site does.
 */
export async function schemaBefore(cms: Cms, name: string): Promise<() => Promise<void>> {
  const { migrations } =
    cms.kind === 'sqlite' ? await import('@/migrations/sqlite') : await import('@/migrations/postgres')
  const list: Migration[] = migrations
  const from = list.findIndex((m) => m.name.endsWith(name))
  if (from < 0) throw new Error(`no migration named ${name}`)
  const undone = list.slice(from).reverse()
  const args = { db: Reflect.get(cms.payload.db, 'drizzle'), payload: cms.payload, req: {} } as never
  for (const m of undone) await m.down(args)
  return async () => {
    for (const m of [...undone].reverse()) await m.up(args)
  }
}

/** The columns of a table, as the database has them. */
export async function columnsOf(cms: Cms, table: string): Promise<unknown[]> {
  const db = await import('@/cms/search/db')
  const rows =
    cms.kind === 'sqlite'
      ? await db.execute(cms.payload, db.sql`SELECT name FROM pragma_table_info(${table})`)
      : await db.execute(
          cms.payload,
          db.sql`SELECT column_name AS name FROM information_schema.columns WHERE table_name = ${table}`,
        )
  return rows.map((c) => c.name)
}

let png: Buffer | undefined
const stampOf = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

/** An 8×8 grey picture in the media collection. Returns its id. */
export async function testPicture(cms: Cms): Promise<number> {
  png ??= await sharp({ create: { width: 8, height: 8, channels: 3, background: '#777777' } })
    .png()
    .toBuffer()
  const image = await cms.payload.create({
    collection: 'media',
    data: { alt: 'Bild' },
    file: { data: png, name: `bild-${stampOf()}.png`, mimetype: 'image/png', size: png.length },
    context: { disableRevalidate: true },
  })
  return image.id
}

let articles = 900000 + Math.floor(Math.random() * 50000)

/** An article number no other test product has (`SH9…`). */
export const nextArticle = (): string => `SH${++articles}`

const seriesOf = new WeakMap<Cms, number>()

/** A published series for test products (one per CMS). */
export async function testSeries(cms: Cms): Promise<number> {
  const known = seriesOf.get(cms)
  // A test that took the schema back and forth (`schemaBefore`) started the series afresh.
  if (known !== undefined) {
    const still = await cms.payload.findByID({ collection: 'series', id: known, depth: 0, disableErrors: true })
    if (still) return known
  }
  const stamp = stampOf()
  const doc = await cms.payload.create({
    collection: 'series',
    data: { title: 'Testserie', slug: `serie-${stamp}`, _status: 'published' } as never,
    context: { disableRevalidate: true },
  })
  seriesOf.set(cms, doc.id)
  return doc.id
}

/** What every product needs besides its texts: its series and its (one) variant with an article number. */
export async function catalogueBasics(cms: Cms): Promise<{ series: number; variants: { articleNumber: string }[] }> {
  return { series: await testSeries(cms), variants: [{ articleNumber: nextArticle() }] }
}

/**
 * A published product with one picture in a category of its own, titled per language
 * (`{ de: 'Wanne', zh: '浴缸' }`; German is required). Returns its id.
 */
export async function publishedProduct(cms: Cms, title: Record<string, string>): Promise<number> {
  const ctx = { disableRevalidate: true }
  const stamp = stampOf()
  const image = await testPicture(cms)
  const root = await cms.payload.create({
    collection: 'product-categories',
    data: { title: 'Becken', value: `becken-${stamp}`, slug: `becken-${stamp}`, _status: 'published' } as never,
    context: { ...ctx },
  })
  const doc = await cms.payload.create({
    collection: 'products',
    locale: 'de',
    data: {
      title: title.de,
      slug: `p-${stamp}`,
      description: 'Beschreibung',
      images: [image],
      category: root.id,
      ...(await catalogueBasics(cms)),
      _status: 'published',
    } as never,
    context: { ...ctx },
  })
  for (const [locale, text] of Object.entries(title).filter(([l]) => l !== 'de')) {
    await cms.payload.update({
      collection: 'products',
      id: doc.id,
      locale: locale as never,
      data: { title: text, description: `Beschreibung ${locale}`, _status: 'published' } as never,
      context: { ...ctx },
    })
  }
  return doc.id
}

/** The messages of the fields a save was refused for, by path (none: the save went through). */
export async function refusedFields(save: Promise<unknown>): Promise<Record<string, string>> {
  try {
    await save
  } catch (error) {
    const data: unknown = error && typeof error === 'object' && 'data' in error ? error.data : null
    const errors: unknown = data && typeof data === 'object' && 'errors' in data ? data.errors : []
    if (!Array.isArray(errors) || errors.length === 0) throw error
    return Object.fromEntries(
      errors.map((e: { path?: string; message?: string }) => [String(e.path), String(e.message)]),
    )
  }
  return {}
}

/** A rich text (Lexical's JSON) of one paragraph holding `children` (text and link nodes). */
export function paragraphText(children: unknown[]) {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          textFormat: 0,
          textStyle: '',
          children,
        },
      ],
    },
  }
}

/** A text node of a rich text. */
export const textNode = (text: string) => ({
  type: 'text',
  version: 1,
  text,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
})
