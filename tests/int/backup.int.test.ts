import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { dbKind, cmsOfFile, testPng } from './harness'

// `npm run backup` and `npm run restore` as an operator runs them: child processes with the
// environment the site reads (DATABASE_URL, DATA_DIR, MEDIA_DIR), against a CMS on its own database.

const root = path.resolve(import.meta.dirname, '../..')
const ctx = { disableRevalidate: true }
const COLLECTIONS = ['media', 'banners', 'company-facts'] as const

const cms = cmsOfFile()
let restored: Payload | undefined
let backupsDir: string
let backupDir: string
let mediaDir: string
/** Documents and media files before the backup, to compare with after the restore. */
let before: { docs: Record<string, unknown[]>; files: Record<string, string> }
/** Facts written, one after another, while the backup ran. */
const writtenDuringBackup: string[] = []
let writtenBeforeBackup = 0

type Run = { code: number; stdout: string; stderr: string; ms: number }

function runScript(name: 'backup' | 'restore', args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env }
  delete env.NODE_OPTIONS
  const started = Date.now()
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'scripts', `${name}.mjs`), ...args],
      { cwd: root, env },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, stdout, stderr, ms: Date.now() - started })
      },
    )
  })
}

async function snapshot(payload: Payload) {
  const docs: Record<string, unknown[]> = {}
  for (const collection of COLLECTIONS) {
    const found = await payload.find({
      collection,
      locale: 'all',
      depth: 0,
      limit: 1000,
      pagination: false,
      sort: 'id',
      overrideAccess: true,
    })
    docs[collection] = found.docs.filter((d) => !('key' in d && String(d.key).startsWith('load_')))
  }
  const files: Record<string, string> = {}
  for (const name of fs.readdirSync(mediaDir).sort())
    files[name] = fs.readFileSync(path.join(mediaDir, name)).toString('base64')
  return { docs, files }
}

/** Stops the CMS's use of the database, as stopping the site would. */
async function disconnect(payload: Payload) {
  const db = payload.db as unknown as { client?: { close: () => void }; pool?: { end: () => Promise<void> } }
  if (cms.kind === 'sqlite') db.client?.close()
  // Payload keeps one pool client checked out for good, so end() settles only when dropping the database ends it.
  else void db.pool?.end().catch(() => undefined)
}

/** Raw SQL on the configured database, outside Payload. */
async function sql(statements: string[]) {
  if (cms.kind === 'postgres') {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    try {
      for (const s of statements) await client.query(s)
    } finally {
      await client.end()
    }
    return
  }
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: process.env.DATABASE_URL! })
  try {
    for (const s of statements) await client.execute(s)
  } finally {
    client.close()
  }
}

beforeAll(async () => {
  mediaDir = process.env.MEDIA_DIR!
  backupsDir = path.join(cms.dir, 'backups')
  const { payload } = cms

  const tiny = await payload.create({
    collection: 'media',
    data: { alt: 'Waschtisch' },
    file: testPng('basin.png'),
    locale: 'de',
    context: ctx,
  })
  await payload.update({ collection: 'media', id: tiny.id, data: { alt: 'Washbasin' }, locale: 'en', context: ctx })
  const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3a6ea5' } })
    .png()
    .toBuffer()
  const photo = await payload.create({
    collection: 'media',
    data: { alt: 'Ausstellungsraum' },
    file: { data: png, mimetype: 'image/png', name: 'showroom.png', size: png.length },
    locale: 'de',
    context: ctx,
  })
  await payload.update({ collection: 'media', id: photo.id, data: { alt: 'Showroom' }, locale: 'en', context: ctx })

  const banner = await payload.create({
    collection: 'banners',
    data: {
      title: 'Neue Kollektion',
      description: 'Keramik aus Foshan',
      image: photo.id,
      order: 1,
      link: '/de/product',
      _status: 'published',
    },
    locale: 'de',
    context: ctx,
  })
  await payload.update({
    collection: 'banners',
    id: banner.id,
    data: { title: 'New collection', description: 'Ceramics from Foshan' },
    locale: 'en',
    context: ctx,
  })

  const fact = await payload.create({
    collection: 'company-facts',
    data: {
      key: 'warranty_years',
      label: 'Garantie',
      value: '10',
      unit: 'Jahre',
      variants: [{ key: 'alt1', value: '12', note: 'Badewannen' }],
      _status: 'published',
    },
    locale: 'de',
    context: ctx,
  })
  await payload.update({
    collection: 'company-facts',
    id: fact.id,
    data: { label: 'Warranty', unit: 'years' },
    locale: 'en',
    context: ctx,
  })
  await payload.create({
    collection: 'company-facts',
    data: { key: 'factory_area', label: 'Werksfläche', value: '120000', _status: 'published' },
    locale: 'de',
    context: ctx,
  })

  before = await snapshot(payload)
  expect(Object.keys(before.files)).toContain('basin.png')
  expect(before.docs.banners).toHaveLength(1)
}, 120_000)

afterAll(async () => {
  if (restored) await disconnect(restored).catch(() => undefined)
})

describe(`backup and restore (${dbKind()})`, () => {
  it('backs up the database and the media while the site writes', async () => {
    let writing = true
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const key = `load_${i}`
        await cms.payload.create({
          collection: 'company-facts',
          data: { key, label: key, value: String(i), _status: 'published' },
          locale: 'de',
          context: ctx,
        })
        writtenDuringBackup.push(key)
        // SQLite's driver answers synchronously: give the event loop a turn, as a server between requests.
        await new Promise((r) => setTimeout(r, 2))
      }
    })()
    while (writtenDuringBackup.length < 3) await new Promise((r) => setTimeout(r, 10))
    writtenBeforeBackup = writtenDuringBackup.length
    const run = await runScript('backup', ['--out', backupsDir])
    writing = false
    await writer
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/Backup written to/)

    const names = fs.readdirSync(backupsDir)
    expect(names).toHaveLength(1)
    expect(names[0]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d{6}Z-${cms.kind}$`))
    backupDir = path.join(backupsDir, names[0]!)
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'))
    expect(manifest.database.kind).toBe(cms.kind)
    const migrations = (cms.kind === 'sqlite' ? sqliteMigrations : postgresMigrations).map((m) => m.name)
    expect(manifest.database.migrations).toEqual(migrations)
    expect(manifest.files.map((f: { path: string }) => f.path).sort()).toEqual(
      [
        cms.kind === 'sqlite' ? 'database.sqlite' : 'database.dump',
        ...Object.keys(before.files).map((n) => `media/${n}`),
      ].sort(),
    )
    const bytes = manifest.files.reduce((sum: number, f: { size: number }) => sum + f.size, 0)
    console.log(
      `[${cms.kind}] backup: ${manifest.files.length} files, ${(bytes / 1024).toFixed(0)} KB, ${manifest.durationMs} ms in the script, ` +
        `${run.ms} ms with Node's start; ${writtenDuringBackup.length - writtenBeforeBackup} documents written meanwhile\n${run.stdout}`,
    )
  })

  it('destroying the data, then refusing a damaged backup and an unconfirmed overwrite', async () => {
    const { payload } = cms
    const banner = before.docs.banners![0] as { id: number | string }
    await payload.delete({ collection: 'banners', id: banner.id, context: ctx })
    const fact = (
      await payload.find({ collection: 'company-facts', where: { key: { equals: 'warranty_years' } }, depth: 0 })
    ).docs[0]!
    await payload.update({
      collection: 'company-facts',
      id: fact.id,
      data: { label: 'Kaputt', value: '0' },
      locale: 'de',
      context: ctx,
    })
    await payload.update({
      collection: 'company-facts',
      id: fact.id,
      data: { label: 'Broken' },
      locale: 'en',
      context: ctx,
    })
    const photo = (
      await payload.find({ collection: 'media', where: { filename: { equals: 'showroom.png' } }, depth: 0 })
    ).docs[0]!
    await payload.delete({ collection: 'media', id: photo.id, context: ctx })
    await payload.create({
      collection: 'company-facts',
      data: { key: 'intruder', label: 'Eindringling', value: '1', _status: 'published' },
      locale: 'de',
      context: ctx,
    })
    for (const name of fs.readdirSync(mediaDir)) fs.rmSync(path.join(mediaDir, name))
    fs.writeFileSync(path.join(mediaDir, 'stray.png'), testPng('stray.png').data)
    // What a newer version's migration could have added: a table pointing at an old one, a new enum column.
    await sql(
      cms.kind === 'postgres'
        ? [
            "CREATE TYPE leftover_kind AS ENUM ('a', 'b')",
            'CREATE TABLE leftover (id serial PRIMARY KEY, kind leftover_kind, media_id integer REFERENCES media(id) ON DELETE CASCADE)',
            'ALTER TABLE company_facts ADD COLUMN leftover_kind leftover_kind',
          ]
        : ['CREATE TABLE leftover (id integer PRIMARY KEY, media_id integer REFERENCES media(id))'],
    )

    const damaged = path.join(cms.dir, 'damaged')
    fs.cpSync(backupDir, damaged, { recursive: true })
    const victim = path.join(damaged, 'media', 'showroom.png')
    const data = fs.readFileSync(victim)
    data[Math.floor(data.length / 2)]! ^= 0x01
    fs.writeFileSync(victim, data)
    const refused = await runScript('restore', [damaged, '--yes'])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/backup is damaged; nothing was restored/)
    expect(refused.stderr).toContain('media/showroom.png: checksum differs')
    expect(refused.stderr).not.toMatch(/\n\s+at /) // no stack trace
    expect(fs.readdirSync(mediaDir)).toEqual(['stray.png'])

    const unconfirmed = await runScript('restore', [backupDir])
    expect(unconfirmed.code).toBe(1)
    expect(unconfirmed.stderr).toMatch(/Restoring would overwrite/)
    expect(unconfirmed.stderr).toMatch(
      cms.kind === 'sqlite'
        ? /the SQLite database .*int\.db: \d+ tables/
        : /the PostgreSQL database postgres:\/\/.*: \d+ tables/,
    )
    expect(unconfirmed.stderr).toContain(`the media directory ${mediaDir}: 1 file,`)
    expect(unconfirmed.stderr).toContain('--yes')
    const stillThere = await payload.find({
      collection: 'company-facts',
      where: { key: { equals: 'intruder' } },
      depth: 0,
    })
    expect(stillThere.totalDocs).toBe(1)
  })

  it('restores the same documents, in every locale, and the same media files byte for byte', async () => {
    // SQLite's restore needs the site stopped; PostgreSQL's runs with the site's connections open.
    if (cms.kind === 'sqlite') await disconnect(cms.payload)
    const run = await runScript('restore', [backupDir, '--yes'])
    // Only notes, no failure. (On SQLite the driver's connections of finished transactions stay open
    // in this process until collected, which the restore points out; a stopped site has none.)
    expect(run.stderr.split('\n').filter((line) => line.trim() && !line.startsWith('  ! '))).toEqual([])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/✓ Restored the (SQLite|PostgreSQL) database/)
    expect(run.stdout).toMatch(
      /✓ Restored the media directory .*\(\d+ written, 0 unchanged, 1 not in the backup removed\)/,
    )
    if (cms.kind === 'sqlite') expect(run.stdout).toMatch(/must be stopped/)
    console.log(`[${cms.kind}] restore: ${run.ms} ms\n${run.stdout}${run.stderr}`)

    const { default: config } = await import('@payload-config')
    const { getPayload } = await import('payload')
    restored = await getPayload({ config, key: `restored-${cms.kind}-${process.pid}` })
    const after = await snapshot(restored)
    expect(after.docs).toEqual(before.docs)
    expect(Object.keys(after.files)).toEqual(Object.keys(before.files))
    for (const name of Object.keys(before.files)) expect(after.files[name], name).toBe(before.files[name])

    const fact = after.docs['company-facts']!.find((d) => (d as { key: string }).key === 'warranty_years')
    expect(fact).toMatchObject({
      label: { de: 'Garantie', en: 'Warranty' },
      unit: { de: 'Jahre', en: 'years' },
      value: '10',
    })
    expect(after.docs.media!.find((d) => (d as { filename: string }).filename === 'basin.png')).toMatchObject({
      alt: { de: 'Waschtisch', en: 'Washbasin' },
    })

    // A consistent snapshot: the facts written during the backup are a gap-free prefix of the sequence.
    const facts = (await restored.find({ collection: 'company-facts', limit: 10000, pagination: false, depth: 0 })).docs
    const keys = facts
      .map((d) => d.key)
      .filter((k) => k.startsWith('load_'))
      .sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)))
    expect(keys.length).toBeGreaterThanOrEqual(writtenBeforeBackup)
    expect(keys).toEqual(writtenDuringBackup.slice(0, keys.length))

    const applied = await restored.find({ collection: 'payload-migrations', limit: 100, pagination: false, sort: 'id' })
    expect(applied.docs.map((m) => m.name)).toEqual(
      (cms.kind === 'sqlite' ? sqliteMigrations : postgresMigrations).map((m) => m.name),
    )
    await expect(sql(['SELECT * FROM leftover'])).rejects.toThrow(/leftover/)
  })
})
