import { beforeAll, describe, expect, it } from 'vitest'

import type * as Search from '@/lib/cms/search'

import { aboutPageOf, sixLocales } from './fixtures'
import { dbKind, nextArticle, publishedProduct, cmsOfFile } from './harness'

/**
 * The content lifecycle on both databases: drafts, publishing and restoring of page texts (globals),
 * scheduled publishing run by the job queue, unpublishing and restoring documents whose required
 * fields are translated (a database from before globals kept drafts, migrated:
 * migrations.int.test.ts).
 */

const cms = cmsOfFile()
// Each call gets a copy: Payload keeps per-request state in the context (a restore marks it, for one).
const ctx = { disableRevalidate: true }
const locales = sixLocales
const { liveHeading, publishAbout, aboutVersions } = aboutPageOf(cms)

/** Saves a draft of the about page's German heading beside the live page. */
async function draftAbout(heading: string): Promise<void> {
  await cms.payload.updateGlobal({
    slug: 'about-page',
    locale: 'de',
    draft: true,
    data: { intro: { heading } } as never,
    context: { ...ctx },
  })
}

/** A translated field read with `locale: 'all'`: its text in each language. */
function inEveryLanguage(value: unknown): Record<string, string | undefined> {
  if (typeof value !== 'object' || value === null) return {}
  return Object.fromEntries(Object.entries(value).map(([l, text]) => [l, typeof text === 'string' ? text : undefined]))
}

/** The newest published version of the about page whose headings all read `mark`. */
async function publishedVersion(mark: string) {
  return (await aboutVersions()).docs.find((v) => {
    const headings = inEveryLanguage(v.version.intro?.heading)
    return v.version._status === 'published' && locales.every((l) => headings[l] === `${mark} ${l}`)
  })
}

const product = (title: Record<string, string>): Promise<number> => publishedProduct(cms, title)

const titlesOf = async (id: number, draft = false) =>
  inEveryLanguage(
    (await cms.payload.findByID({ collection: 'products', id, locale: 'all', depth: 0, draft, overrideAccess: true }))
      .title,
  )

describe(`page texts keep drafts and a history (${dbKind()})`, () => {
  it('a draft is not live, a publish is, and an older version restored is live again', async () => {
    await publishAbout('Erste Fassung')
    expect(await liveHeading()).toBe('Erste Fassung de')

    await draftAbout('Entwurf')
    expect(await liveHeading(), 'a draft leaves the live page alone').toBe('Erste Fassung de')
    // Editors see the draft in the admin.
    const inAdmin = await cms.payload.findGlobal({ slug: 'about-page', locale: 'de', draft: true, depth: 0 })
    expect(inAdmin.intro?.heading).toBe('Entwurf')

    await publishAbout('Zweite Fassung')
    expect(await liveHeading()).toBe('Zweite Fassung de')
    expect(await liveHeading('zh')).toBe('Zweite Fassung zh')

    // The last version of the first publish holds the first texts in all six languages.
    const first = await publishedVersion('Erste Fassung')
    expect(first, 'the first publish is in the history').toBeTruthy()
    await cms.payload.restoreGlobalVersion({ slug: 'about-page', id: String(first!.id), context: { ...ctx } })
    for (const locale of locales) expect(await liveHeading(locale)).toBe(`Erste Fassung ${locale}`)
  })

  it('keeps at most 25 versions', async () => {
    for (let i = 0; i < 2; i++) await publishAbout(`Runde ${i}`)
    expect((await aboutVersions()).totalDocs).toBe(25)
  })

  it('refuses to take a page text offline, in the editor’s language, and the page stays live', async () => {
    await publishAbout('Online')
    const editor = await cms.payload.create({
      collection: 'users',
      data: { email: `redaktion-${Date.now()}@test.example`, password: 'Lange-Passphrase-2026', role: 'editor' },
      overrideAccess: true,
    })
    const attempt = cms.payload.updateGlobal({
      slug: 'about-page',
      data: { _status: 'draft' } as never,
      unpublishAllLocales: true,
      overrideAccess: false,
      user: editor,
      req: { i18n: { language: 'zh' } } as never,
      context: { ...ctx },
    } as never)
    await expect(attempt).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/始终在线/) })
    expect(await liveHeading()).toBe('Online de')
  })
})

describe(`scheduled publishing (${dbKind()})`, () => {
  it('the default queue publishes a product and a page text whose time has come, once', async () => {
    await publishAbout('Vor der Messe')
    const id = await product({ de: 'Geplant live' })
    await cms.payload.update({
      collection: 'products',
      id,
      draft: true,
      locale: 'de',
      data: { title: 'Zur Messe' } as never,
      context: { ...ctx },
    })
    await draftAbout('Zur Messe')
    const due = new Date(Date.now() - 1000)
    await cms.payload.jobs.queue({
      task: 'schedulePublish',
      queue: 'default',
      input: { type: 'publish', doc: { relationTo: 'products', value: id } },
      waitUntil: due,
    })
    await cms.payload.jobs.queue({
      task: 'schedulePublish',
      queue: 'default',
      input: { type: 'publish', global: 'about-page' },
      waitUntil: due,
    })
    // One not yet due stays queued.
    const later = await cms.payload.jobs.queue({
      task: 'schedulePublish',
      queue: 'default',
      input: { type: 'unpublish', doc: { relationTo: 'products', value: id } },
      waitUntil: new Date(Date.now() + 3_600_000),
    })
    expect((await titlesOf(id)).de).toBe('Geplant live')

    await cms.payload.jobs.run({ queue: 'default' })
    expect((await titlesOf(id)).de).toBe('Zur Messe')
    expect(await liveHeading()).toBe('Zur Messe')
    const left = await cms.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
      overrideAccess: true,
    })
    expect(left.docs.map((j) => j.id)).toEqual([later.id])
    // A second run finds nothing more to do.
    await cms.payload.jobs.run({ queue: 'default' })
    expect((await titlesOf(id)).de).toBe('Zur Messe')
    await cms.payload.delete({ collection: 'payload-jobs', id: later.id, overrideAccess: true })
  })

  it('a scheduled unpublish takes a product offline; one for a page text is refused when it is set', async () => {
    const id = await product({ de: 'Auslauf' })
    await cms.payload.jobs.queue({
      task: 'schedulePublish',
      queue: 'default',
      input: { type: 'unpublish', doc: { relationTo: 'products', value: id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    await cms.payload.jobs.run({ queue: 'default' })
    const site = await cms.payload.find({
      collection: 'products',
      where: { id: { equals: id } },
      overrideAccess: false,
    })
    expect(site.docs).toHaveLength(0)
    await expect(
      cms.payload.jobs.queue({
        task: 'schedulePublish',
        queue: 'default',
        input: { type: 'unpublish', global: 'about-page' },
        waitUntil: new Date(Date.now() + 60_000),
      }),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe(`required translated fields: unpublish and restore (${dbKind()}; payload#15651, #15698)`, () => {
  const all = { de: 'Becken', zh: '台盆', en: 'Basin', it: 'Lavabo', fr: 'Vasque', es: 'Lavabo' }

  it('unpublishing a product as the admin’s button does keeps every language', async () => {
    const id = await product(all)
    // The button sends only the status, no field, with every language to be unpublished.
    const done = await cms.payload.update({
      collection: 'products',
      id,
      data: { _status: 'draft' },
      unpublishAllLocales: true,
      context: { ...ctx },
    })
    expect(done._status).toBe('draft')
    expect(await titlesOf(id, true)).toMatchObject(all)
  })

  it('restoring an earlier version of a product brings back all its languages, also one left empty', async () => {
    // Published in German and Chinese only: the other languages are empty.
    const id = await product({ de: 'Erst', zh: '初版' })
    await cms.payload.update({
      collection: 'products',
      id,
      locale: 'de',
      data: { title: 'Später', _status: 'published' } as never,
      context: { ...ctx },
    })
    const { docs } = await cms.payload.findVersions({
      collection: 'products',
      where: { and: [{ parent: { equals: id } }, { 'version.title': { equals: 'Erst' } }] },
      sort: '-updatedAt',
      locale: 'de',
      depth: 0,
    })
    expect(docs.length).toBeGreaterThan(0)
    await cms.payload.restoreVersion({ collection: 'products', id: String(docs[0]!.id), context: { ...ctx } })
    const titles = await titlesOf(id)
    expect(titles.de).toBe('Erst')
    expect(titles.zh).toBe('初版')
    expect(titles.en ?? null).toBeNull()
  })

  it('restoring an earlier version of a page text (required heading in six languages) works', async () => {
    await publishAbout('Alt')
    await publishAbout('Neu')
    const old = await publishedVersion('Alt')
    await cms.payload.restoreGlobalVersion({ slug: 'about-page', id: String(old!.id), context: { ...ctx } })
    for (const locale of locales) expect(await liveHeading(locale)).toBe(`Alt ${locale}`)
  })
})

describe(`the trash (${dbKind()})`, () => {
  type Staff = Awaited<ReturnType<typeof staff>>
  let editor: Staff
  let admin: Staff
  const staff = (role: 'editor' | 'admin') =>
    cms.payload.create({
      collection: 'users',
      data: { email: `${role}-trash-${Date.now()}@test.example`, password: 'Lange-Passphrase-2026', role },
      overrideAccess: true,
    })
  /** A call through the REST API, as the admin panel makes it, by this user. */
  const as = (user: Staff, language = 'de') => ({
    overrideAccess: false,
    user,
    req: { payloadAPI: 'REST', i18n: { language } } as never,
    context: { ...ctx },
  })
  let searchSite: typeof Search.searchSite

  beforeAll(async () => {
    editor = await staff('editor')
    admin = await staff('admin')
    searchSite = (await import('@/lib/cms/search')).searchSite
  })

  const onSite = async (id: number) =>
    (await cms.payload.find({ collection: 'products', where: { id: { equals: id } }, overrideAccess: false }))
      .totalDocs === 1
  const found = async (word: string) =>
    (await searchSite('de', word, { limit: 20 }, cms.payload)).hits.some((h) => h.title.includes(word))
  /** Whether the product is still stored, in the trash or not. */
  const kept = async (id: number) =>
    (
      await cms.payload.count({
        collection: 'products',
        trash: true,
        where: { id: { equals: id } },
        overrideAccess: true,
      })
    ).totalDocs === 1
  const moveToTrash = (id: number, user: Staff) =>
    cms.payload.update({ collection: 'products', id, data: { deletedAt: new Date().toISOString() }, ...as(user) })

  it('an editor’s trashed product leaves the site and the search; restored, it is back', async () => {
    const word = `Papierkorbwanne${Date.now()}`
    const id = await product({ de: word, zh: '回收站浴缸' })
    expect(await onSite(id)).toBe(true)
    expect(await found(word)).toBe(true)

    await moveToTrash(id, editor)
    expect(await onSite(id)).toBe(false)
    expect(await found(word)).toBe(false)

    await cms.payload.update({ collection: 'products', id, trash: true, data: { deletedAt: null }, ...as(editor) })
    expect(await onSite(id)).toBe(true)
    expect(await found(word)).toBe(true)
  })

  it('restored as the admin’s dialog asks (a draft unless its box is ticked), a product that was live is live again; a draft stays a draft', async () => {
    const word = `Wiederkehrwanne${Date.now()}`
    const id = await product({ de: word })
    await moveToTrash(id, editor)
    // The admin's restore: `deletedAt: null` and `_status: 'draft'`, by a query on the trash.
    const restore = (which: number) =>
      cms.payload.update({
        collection: 'products',
        where: { id: { equals: which } },
        trash: true,
        data: { deletedAt: null, _status: 'draft' } as never,
        ...as(editor),
      })
    await restore(id)
    expect(await onSite(id)).toBe(true)
    expect((await cms.payload.findByID({ collection: 'products', id, depth: 0 }))._status).toBe('published')
    // A draft in the trash comes back a draft.
    await cms.payload.update({ collection: 'products', id, data: { _status: 'draft' } as never, ...as(editor) })
    await moveToTrash(id, editor)
    await restore(id)
    expect(await onSite(id)).toBe(false)
    expect((await cms.payload.findByID({ collection: 'products', id, depth: 0 }))._status).toBe('draft')
  })

  it('only an admin deletes for good, one document or the whole trash', async () => {
    const id = await product({ de: 'Endgültig' })
    await moveToTrash(id, editor)
    await expect(cms.payload.delete({ collection: 'products', id, trash: true, ...as(editor) })).rejects.toMatchObject({
      status: 403,
    })
    // Emptying the trash is a delete of everything in it: refused for an editor.
    await expect(
      cms.payload.delete({
        collection: 'products',
        trash: true,
        where: { deletedAt: { exists: true } },
        ...as(editor),
      }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await kept(id)).toBe(true)

    await cms.payload.delete({ collection: 'products', id, trash: true, ...as(admin) })
    expect(await kept(id)).toBe(false)
  })

  it('a new product cannot take the address of one in the trash: the editor is told why, in their language', async () => {
    const id = await product({ de: 'Adresse' })
    const { slug } = await cms.payload.findByID({ collection: 'products', id, depth: 0, overrideAccess: true })
    const { category, images, series } = await cms.payload.findByID({ collection: 'products', id, depth: 0 })
    await moveToTrash(id, editor)
    const variants = [{ articleNumber: nextArticle() }]
    const data = {
      title: 'Neu',
      slug,
      description: 'Neu',
      images,
      category,
      series,
      variants,
      _status: 'published',
    } as never
    await expect(
      cms.payload.create({ collection: 'products', locale: 'de', data, ...as(editor, 'zh') }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'slug', message: expect.stringMatching(/回收站/) }] } })
    // Deleted for good, the address is free again.
    await cms.payload.delete({ collection: 'products', id, trash: true, ...as(admin) })
    const created = await cms.payload.create({ collection: 'products', locale: 'de', data, ...as(editor) })
    expect(created.slug).toBe(slug)
  })

  it('a trashed picture is no longer served to visitors; restored, it is again', async () => {
    const id = await product({ de: 'Bildprobe' })
    const { images } = await cms.payload.findByID({ collection: 'products', id, depth: 0 })
    const image = (images as number[])[0]!
    const isPublic = async () =>
      (await cms.payload.find({ collection: 'media', trash: true, where: { id: { equals: image } }, depth: 0 })).docs[0]
        ?.public
    expect(await isPublic()).toBe(true)
    await moveToTrash(id, editor)
    expect(await isPublic()).toBe(false)
    await cms.payload.update({ collection: 'products', id, trash: true, data: { deletedAt: null }, ...as(editor) })
    expect(await isPublic()).toBe(true)
  })
})
