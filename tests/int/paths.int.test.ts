import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type * as Closings from '@/cms/jobs/closeOpenings'
import type * as Visibility from '@/cms/media/visibility'
import type * as Db from '@/cms/search/db'
import { closesAt, dayInClosingZone } from '@/lib/jobs'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import type { JobOpening } from '@/payload-types'

import { catalogueBasics, cmsOfFile } from './harness'
import { richText } from '../support/richText'

const cms = cmsOfFile()
let png: Buffer
const ctx = { disableRevalidate: true }
// The CMS's modules read the environment when first imported: only after the CMS started (cmsOfFile).
let closings: typeof Closings
let visibility: typeof Visibility
let db: typeof Db
const CLOSE_OPENING_TASK = 'closeOpening'

beforeAll(async () => {
  closings = await import('@/cms/jobs/closeOpenings')
  visibility = await import('@/cms/media/visibility')
  db = await import('@/cms/search/db')
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#777777' } })
    .png()
    .toBuffer()
})

let uploads = 0
async function picture(): Promise<number> {
  uploads++
  const doc = await cms.payload.create({
    collection: 'media',
    data: { alt: `Bild ${uploads}` },
    file: { data: png, name: `bild-${uploads}-${Date.now()}.png`, mimetype: 'image/png', size: png.length },
    context: ctx,
  })
  return doc.id
}

async function isPublic(id: number): Promise<boolean> {
  const doc = await cms.payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true })
  return doc.public === true
}

/** A category (and sub-category) for products; made once. */
let category: { root: number; sub: number } | undefined
async function categories() {
  if (category) return category
  const root = await cms.payload.create({
    collection: 'product-categories',
    data: {
      title: 'Becken',
      value: `becken-${Date.now()}`,
      slug: `becken-${Date.now()}`,
      _status: 'published',
    } as never,
    context: ctx,
  })
  const sub = await cms.payload.create({
    collection: 'product-categories',
    data: {
      title: 'Aufsatz',
      value: `aufsatz-${Date.now()}`,
      slug: `aufsatz-${Date.now()}`,
      parent: root.id,
      _status: 'published',
    } as never,
    context: ctx,
  })
  category = { root: root.id, sub: sub.id }
  return category
}

const lexical = (text: string, upload?: number) =>
  richText(
    text,
    ...(upload === undefined ? [] : [{ type: 'upload', version: 3, relationTo: 'media', value: upload, fields: null }]),
  )

describe('which pictures visitors may fetch', () => {
  it('a draft’s pictures are for staff; publishing shows them, withdrawing hides them again', async () => {
    const image = await picture()
    const inText = await picture()
    const { root, sub } = await categories()
    const product = await cms.payload.create({
      collection: 'products',
      draft: true,
      data: {
        title: 'Probe',
        slug: `probe-${Date.now()}`,
        description: 'Probe',
        images: [image],
        category: root,
        subCategory: sub,
        ...(await catalogueBasics(cms)),
        _status: 'draft',
      } as never,
      context: ctx,
    })
    expect(await isPublic(image)).toBe(false)

    await cms.payload.update({ collection: 'products', id: product.id, data: { _status: 'published' }, context: ctx })
    expect(await isPublic(image)).toBe(true)

    // A picture in an article's text is public with the article.
    const article = await cms.payload.create({
      collection: 'legal-pages',
      data: {
        title: 'Impressum',
        slug: 'impressum',
        body: lexical('Text', inText),
        _status: 'published',
      } as never,
      context: ctx,
    })
    expect(await isPublic(inText)).toBe(true)

    await cms.payload.update({ collection: 'products', id: product.id, data: { _status: 'draft' }, context: ctx })
    expect(await isPublic(image)).toBe(false)
    await cms.payload.delete({ collection: 'legal-pages', id: article.id, context: ctx })
    expect(await isPublic(inText)).toBe(false)
  })

  it('a global’s picture is public while the global holds it', async () => {
    const logo = await picture()
    const settings = {
      brandName: 'SANHAUS',
      copyright: '© SANHAUS',
      onlinePhone: '400-000-0000',
      salesAddress: { label: 'Vertrieb', address: 'Hangzhou' },
      factoryAddress: { label: 'Werk', address: 'Pujiang' },
    }
    await cms.payload.updateGlobal({ slug: 'site-settings', data: { ...settings, logo } as never, context: ctx })
    expect(await isPublic(logo)).toBe(true)
    const next = await picture()
    await cms.payload.updateGlobal({ slug: 'site-settings', data: { ...settings, logo: next } as never, context: ctx })
    expect(await isPublic(logo)).toBe(false)
    expect(await isPublic(next)).toBe(true)
  })

  it('the file route serves a staff-only picture to staff alone, never to be kept by a shared cache', async () => {
    const hidden = await picture()
    const doc = await cms.payload.findByID({ collection: 'media', id: hidden, depth: 0 })
    const { filesOrStaff } = await import('@/cms/access/roles')
    const anonymous = { user: null, payloadAPI: 'REST' } as never
    const staff = { user: { role: 'editor' }, payloadAPI: 'REST' } as { user: unknown; responseHeaders?: Headers }
    const visitorWhere = filesOrStaff({ req: anonymous, isReadingStaticFile: true } as never)
    const staffWhere = filesOrStaff({ req: staff, isReadingStaticFile: true } as never)
    const found = async (where: unknown) =>
      (
        await cms.payload.find({
          collection: 'media',
          where: { and: [{ filename: { equals: doc.filename } }, where as never] },
          overrideAccess: true,
        })
      ).totalDocs
    expect(await found(visitorWhere)).toBe(0)
    expect(await found(staffWhere)).toBe(1)
    expect(staff.responseHeaders?.get('cache-control')).toBe('private, no-store')
  })
})

describe('which saves change what visitors see', () => {
  it('Payload tells the hooks a draft save from a publish, an unpublish and a restore', async () => {
    const { changedPublic } = await import('@/cms/hooks/publication')
    const config = cms.payload.collections.products.config
    const { root, sub } = await categories()
    const image = await picture()
    const product = await cms.payload.create({
      collection: 'products',
      data: {
        title: 'Live',
        slug: `live-${Date.now()}`,
        description: 'Live',
        images: [image],
        category: root,
        subCategory: sub,
        ...(await catalogueBasics(cms)),
        _status: 'published',
      } as never,
      context: { ...ctx },
    })
    /** What the after-change hooks decided for one save, made with a context of its own (a request's). */
    const decided = async (save: (context: Record<string, unknown>) => Promise<{ id: number; _status?: unknown }>) => {
      const context: Record<string, unknown> = { ...ctx }
      const doc = await save(context)
      return changedPublic(config, doc, context, 'update')
    }
    const liveTitle = async () =>
      (await cms.payload.findByID({ collection: 'products', id: product.id, draft: false, depth: 0 })).title

    // A draft beside the published product: only a version; visitors still read "Live".
    const draft = (context: Record<string, unknown>) =>
      cms.payload.update({ collection: 'products', id: product.id, draft: true, data: { title: 'Entwurf' }, context })
    expect(await decided(draft)).toBe(false)
    expect(await liveTitle()).toBe('Live')
    // An autosave is a draft save too.
    const autosave = (context: Record<string, unknown>) =>
      cms.payload.update({
        collection: 'products',
        id: product.id,
        draft: true,
        autosave: true,
        data: { title: 'Entwurf 2' },
        context,
      })
    expect(await decided(autosave)).toBe(false)
    expect(await liveTitle()).toBe('Live')

    const publish = (context: Record<string, unknown>) =>
      cms.payload.update({ collection: 'products', id: product.id, data: { _status: 'published' }, context })
    expect(await decided(publish)).toBe(true)
    expect(await liveTitle()).toBe('Entwurf 2')

    const unpublish = (context: Record<string, unknown>) =>
      cms.payload.update({ collection: 'products', id: product.id, data: { _status: 'draft' }, context })
    expect(await decided(unpublish)).toBe(true)

    // Restoring the first published version makes it live again.
    const { docs: versions } = await cms.payload.findVersions({
      collection: 'products',
      where: { and: [{ parent: { equals: product.id } }, { 'version.title': { equals: 'Live' } }] },
      sort: 'createdAt',
      depth: 0,
    })
    const restore = (context: Record<string, unknown>) =>
      cms.payload.restoreVersion({ collection: 'products', id: String(versions[0]!.id), context }) as Promise<{
        id: number
      }>
    expect(await decided(restore)).toBe(true)
    expect(await liveTitle()).toBe('Live')
  })
})

/** The calendar day `offset` days from today in Berlin (YYYY-MM-DD). */
function berlinDay(offset: number): string {
  const today = new Date(`${dayInClosingZone(new Date())}T12:00:00Z`)
  return new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
}

async function opening(slug: string, validThrough: string) {
  return cms.payload.create({
    collection: 'job-openings',
    data: {
      title: `Stelle ${slug}`,
      slug,
      location: 'Hangzhou',
      datePosted: '2026-10-01',
      employmentType: 'FULL_TIME',
      description: lexical('Gestalten Sie mit.') as JobOpening['description'],
      validThrough: `${validThrough}T12:00:00.000Z`,
      _status: 'published',
    },
    context: ctx,
  })
}

async function pendingClosings(id: number) {
  const { docs } = await cms.payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: CLOSE_OPENING_TASK } }, { completedAt: { exists: false } }] },
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.filter((job) => (job.input as { opening?: number }).opening === id)
}

describe('closing dates', () => {
  it('publishing queues the closing for the end of its day in Berlin; a new date replaces it', async () => {
    const doc = await opening(`stelle-${Date.now()}`, berlinDay(3))
    let pending = await pendingClosings(doc.id)
    expect(pending).toHaveLength(1)
    expect(new Date(pending[0]!.waitUntil!).toISOString()).toBe(closesAt(berlinDay(3)).toISOString())

    await cms.payload.update({
      collection: 'job-openings',
      id: doc.id,
      data: { validThrough: `${berlinDay(10)}T12:00:00.000Z` },
      context: ctx,
    })
    pending = await pendingClosings(doc.id)
    expect(pending).toHaveLength(1)
    expect(new Date(pending[0]!.waitUntil!).toISOString()).toBe(closesAt(berlinDay(10)).toISOString())
  })

  it('when the day has passed, the job drops the opening from the search', async () => {
    const slug = `suche-${Date.now()}`
    const doc = await opening(slug, berlinDay(1))
    const entries = async () =>
      (
        await cms.payload.find({
          collection: 'search-entries',
          where: { ref: { equals: `job-openings:${doc.id}` } },
          overrideAccess: true,
        })
      ).totalDocs
    expect(await entries()).toBe(6)
    // Two days pass, behind the CMS's back.
    await cms.payload.db.updateOne({
      collection: 'job-openings',
      id: doc.id,
      data: { validThrough: `${berlinDay(-1)}T12:00:00.000Z` },
    })
    const [job] = await pendingClosings(doc.id)
    await cms.payload.db.updateJobs({
      id: job!.id,
      data: { waitUntil: new Date(Date.now() - 60_000).toISOString() },
    } as never)
    await cms.payload.jobs.run({ queue: 'maintenance' })
    expect(await entries()).toBe(0)
    expect(await pendingClosings(doc.id)).toHaveLength(0)
  })

  it('start-up queues the closing of every open opening, and none for a closed one', async () => {
    const open = await opening(`offen-${Date.now()}`, berlinDay(5))
    const closed = await opening(`zu-${Date.now()}`, berlinDay(-2))
    for (const job of await pendingClosings(open.id)) {
      await cms.payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
    }
    await closings.scheduleAllClosings(cms.payload)
    expect(await pendingClosings(open.id)).toHaveLength(1)
    expect(await pendingClosings(closed.id)).toHaveLength(0)
  })
})

describe('a database of the previous schema, migrated', () => {
  it('gets the flag and the closings when it starts: published pictures stay public', async () => {
    const image = await picture()
    const { root, sub } = await categories()
    await cms.payload.create({
      collection: 'products',
      data: {
        title: 'Bestand',
        slug: `bestand-${Date.now()}`,
        description: 'Bestand',
        images: [image],
        category: root,
        subCategory: sub,
        ...(await catalogueBasics(cms)),
        _status: 'published',
      } as never,
      context: ctx,
    })
    const job = await opening(`bestand-${Date.now()}`, berlinDay(20))
    expect(await isPublic(image)).toBe(true)

    // Back to the schema before this change (its content kept), then forward again, as an update does.
    // That schema knew no closing jobs (PostgreSQL's enum of task names would refuse them).
    await cms.payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: CLOSE_OPENING_TASK } },
      overrideAccess: true,
    })
    const last = (cms.kind === 'sqlite' ? sqliteMigrations : postgresMigrations).find((m) =>
      m.name.endsWith('closing_dates_and_media_visibility'),
    )!
    const drizzle = (cms.payload.db as unknown as { drizzle: never }).drizzle
    await last.down({ db: drizzle, payload: cms.payload, req: {} as never })
    const columns =
      cms.kind === 'sqlite'
        ? (await db.execute(cms.payload, db.sql`PRAGMA table_info(media)`)).map((c) => c.name)
        : (
            await db.execute(
              cms.payload,
              db.sql`SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'media'`,
            )
          ).map((c) => c.name)
    expect(columns).not.toContain('public')
    await last.up({ db: drizzle, payload: cms.payload, req: {} as never })
    // The new column starts false: the start-up refresh makes published pictures public again.
    expect(await isPublic(image)).toBe(false)
    for (const pending of await pendingClosings(job.id)) {
      await cms.payload.delete({ collection: 'payload-jobs', id: pending.id, overrideAccess: true })
    }

    const counts = await visibility.refreshMediaVisibility(cms.payload)
    expect(counts.public).toBeGreaterThan(0)
    expect(await isPublic(image)).toBe(true)
    expect(await closings.scheduleAllClosings(cms.payload)).toBeGreaterThan(0)
    expect(await pendingClosings(job.id)).toHaveLength(1)
  })
})
