import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { dbKind, cmsOfFile } from './harness'

/**
 * The translation workflow on both databases: each language's fingerprints of the German source,
 * and accounts limited to some languages, refused by the server whatever they try besides their
 * drafts (the status computed from the fingerprints, on a database migrated from the schema
 * before them: migrations.int.test.ts).
 */

const cms = cmsOfFile()
let translator: User
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  translator = await cms.payload.create({
    collection: 'users',
    data: {
      email: 'it@translation.example',
      password: 'Ital1an-Translator-Pass!',
      role: 'editor',
      languages: ['it'],
    },
  })
})

describe(`translation fingerprints (${dbKind()})`, () => {
  it('keeps the fingerprints of a page text (a global) too', async () => {
    await cms.payload.updateGlobal({
      slug: 'service-page',
      locale: 'de',
      draft: true,
      data: { hotlineHeading: 'Service-Hotline' } as never,
      context: { ...ctx },
    })
    await cms.payload.updateGlobal({
      slug: 'service-page',
      locale: 'it',
      draft: true,
      data: { hotlineHeading: 'Assistenza telefonica' } as never,
      context: { ...ctx },
    })
    const stored = await cms.payload.findGlobal({ slug: 'service-page', draft: true, depth: 0 })
    const recorded = (stored as { translation?: Record<string, Record<string, string>> }).translation
    expect(Object.keys(recorded?.it ?? {})).toContain('hotlineHeading')
    // The save's own language is written (the source read in all languages does not change it).
    const italian = await cms.payload.findGlobal({ slug: 'service-page', locale: 'it', draft: true, depth: 0 })
    expect((italian as { hotlineHeading?: string }).hotlineHeading).toBe('Assistenza telefonica')
  })
})

describe(`an account limited to Italian (${dbKind()})`, () => {
  let id: number | string
  beforeAll(async () => {
    const entry = await cms.payload.create({
      collection: 'history-entries',
      locale: 'de',
      data: { year: 2005, content: 'Werk in Hangzhou', _status: 'published' },
      context: { ...ctx },
    })
    id = entry.id
  })
  const asTranslator = (locale: string, data: Record<string, unknown>, draft = true) =>
    cms.payload.update({
      collection: 'history-entries',
      id,
      locale: locale as never,
      draft,
      data,
      user: translator,
      overrideAccess: false,
      context: { ...ctx },
    })

  it('saves Italian drafts', async () => {
    await expect(asTranslator('it', { content: 'Stabilimento a Hangzhou' })).resolves.toBeTruthy()
  })

  it('is refused German text, all languages at once, shared fields and publishing, with a message', async () => {
    await expect(asTranslator('de', { content: 'Werk' })).rejects.toThrow(/nur in Italiano/)
    await expect(asTranslator('all', { content: { it: 'x' } })).rejects.toThrow(/nur in Italiano/)
    await expect(asTranslator('it', { year: 2006, content: 'Stabilimento' })).rejects.toThrow(
      /gelten für alle Sprachen.*(Jahr|year)/i,
    )
    await expect(asTranslator('it', { content: 'Stabilimento', _status: 'published' }, false)).rejects.toThrow(
      /als Entwurf/,
    )
    const stored = await cms.payload.findByID({ collection: 'history-entries', id, locale: 'de', depth: 0 })
    expect(stored.content).toBe('Werk in Hangzhou')
    expect(stored.year).toBe(2005)
  })

  it('cannot create, delete or move to the trash', async () => {
    await expect(
      cms.payload.create({
        collection: 'history-entries',
        locale: 'it',
        data: { year: 2010, content: 'Nuovo' },
        user: translator,
        overrideAccess: false,
        draft: true,
      }),
    ).rejects.toThrow()
    await expect(
      cms.payload.delete({ collection: 'history-entries', id, user: translator, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(asTranslator('it', { deletedAt: new Date().toISOString() })).rejects.toThrow(/Redaktion vorbehalten/)
  })
})

describe('a translator and the media library', () => {
  it('saves the alternative text of a picture in their language; the picture itself and its focal point stay the editors’', async () => {
    const { testPicture } = await import('./harness')
    const id = await testPicture(cms)
    const asTranslator = (locale: string, data: Record<string, unknown>) =>
      cms.payload.update({
        collection: 'media',
        id,
        locale: locale as never,
        data,
        user: translator,
        overrideAccess: false,
        context: { ...ctx },
      })
    // As the admin sends it: the whole document back, its computed addresses included.
    const shown = await cms.payload.findByID({ collection: 'media', id, locale: 'it', depth: 0, user: translator })
    await expect(asTranslator('it', { ...shown, alt: 'Lavabo in pietra resina, bianco' })).resolves.toBeTruthy()
    await expect(asTranslator('it', { alt: 'Lavabo bianco' })).resolves.toBeTruthy()
    const stored = await cms.payload.findByID({ collection: 'media', id, locale: 'it', depth: 0 })
    expect(stored.alt).toBe('Lavabo bianco')
    await expect(asTranslator('it', { alt: 'Lavabo', focalX: 20 })).rejects.toThrow(/gelten für alle Sprachen/)
    await expect(asTranslator('de', { alt: 'Becken' })).rejects.toThrow(/nur in Italiano/)
  })
})

describe(`the content language a document opens in (${dbKind()})`, () => {
  it('is German again at each sign-in for an editor, a translator’s first language for a translator; other preferences stay', async () => {
    const editor = await cms.payload.create({
      collection: 'users',
      data: { email: 'de@translation.example', password: 'Deutsch-Editor-Pass!1', role: 'editor' },
    })
    const as = (user: User) => ({ ...user, collection: 'users' as const })
    // What the admin stores when a document is opened with `?locale=` (Payload's `upsertPreferences`).
    const choose = (user: User, key: string, value: unknown) =>
      cms.payload.create({
        collection: 'payload-preferences',
        data: { key, user: { relationTo: 'users', value: user.id }, value } as never,
        depth: 0,
        user: as(user),
      })
    const stored = async (user: User, key: string) =>
      (
        await cms.payload.find({
          collection: 'payload-preferences',
          where: { and: [{ key: { equals: key } }, { 'user.value': { equals: user.id } }] },
          depth: 0,
        })
      ).docs.map((d) => d.value)
    await choose(editor, 'locale', 'zh')
    await choose(editor, 'nav', { open: true })
    await choose(translator, 'locale', 'zh')
    expect(await stored(editor, 'locale')).toEqual(['zh'])
    await cms.payload.login({
      collection: 'users',
      data: { email: 'de@translation.example', password: 'Deutsch-Editor-Pass!1' },
    })
    await cms.payload.login({
      collection: 'users',
      data: { email: 'it@translation.example', password: 'Ital1an-Translator-Pass!' },
    })
    expect(await stored(editor, 'locale')).toEqual(['de'])
    expect(await stored(translator, 'locale')).toEqual(['it'])
    expect(await stored(editor, 'nav')).toEqual([{ open: true }])
  })
})

describe('Payload’s own fields of the media library', () => {
  it('name the file type in six languages and stay hidden and read-only as Payload makes them', () => {
    const field = cms.payload.collections.media.config.fields.find((f) => 'name' in f && f.name === 'mimeType') as {
      label?: unknown
      admin?: unknown
    }
    expect(field.label).toMatchObject({ de: 'Dateityp', zh: '文件类型', en: 'File type' })
    expect(field.admin).toMatchObject({ hidden: true, readOnly: true })
  })
})
