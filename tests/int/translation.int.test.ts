import { createLocalReq, docAccessOperation } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { walkFields } from '@/cms/fields/walk'
import { translationCheckedEndpoint } from '@/cms/translation/checked'
import { translationOverview } from '@/cms/translation/overview'
import { localizedTexts } from '@/cms/translation/texts'
import { fieldState, type Fingerprints } from '@/lib/translation/status'
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

describe(`the translation board, field by field (${dbKind()})`, () => {
  /** The state of each field of a company fact in a language, as the board computes it. */
  async function states(id: number | string, locale: 'it' | 'es') {
    const doc = await cms.payload.findByID({ collection: 'company-facts', id, locale: 'all', draft: true, depth: 0 })
    const fields = cms.payload.collections['company-facts'].config.fields
    const texts = localizedTexts(fields, doc)
    const recorded = (doc as { translation?: Fingerprints }).translation
    return Object.fromEntries(texts.map((text) => [text.path, fieldState(text, locale, recorded)]))
  }
  const save = (id: number | string, locale: string, data: Record<string, unknown>, user?: User) =>
    cms.payload.update({
      collection: 'company-facts',
      id,
      locale: locale as never,
      draft: true,
      data,
      ...(user ? { user, overrideAccess: false } : {}),
      context: { ...ctx },
    })
  /** "Geprüft" pressed on the board: the form the board sends, to its endpoint. */
  async function pressChecked(user: User, form: Record<string, string>) {
    const req = await createLocalReq({ user, context: { ...ctx } }, cms.payload)
    const body = new URLSearchParams({ back: '/admin/translations?language=es', ...form }).toString()
    Object.assign(req, {
      headers: new Headers({ 'content-type': 'application/x-www-form-urlencoded' }),
      text: async () => body,
    })
    return translationCheckedEndpoint.handler(req)
  }

  it('a save marks only the fields it changed; German copied into Spanish is "same as source" until "Geprüft"; an outdated field is checked without a change', async () => {
    const fact = await cms.payload.create({
      collection: 'company-facts',
      locale: 'de',
      data: { key: 'boardstaff', label: 'Mitarbeiter', value: '500', unit: 'Personen', _status: 'published' },
      context: { ...ctx },
    })
    await save(fact.id, 'it', { label: 'Dipendenti', unit: 'persone' }, translator)
    expect(await states(fact.id, 'it')).toEqual({ label: 'current', unit: 'current' })
    // The German source changes both fields: both Italian ones are outdated.
    await save(fact.id, 'de', { label: 'Beschäftigte', unit: 'Menschen' })
    expect(await states(fact.id, 'it')).toEqual({ label: 'outdated', unit: 'outdated' })
    // The translator changes the label only: the unit stays outdated.
    await save(fact.id, 'it', { label: 'Addetti' }, translator)
    expect(await states(fact.id, 'it')).toEqual({ label: 'current', unit: 'outdated' })

    // Spanish: German copied across (as Payload's "copy to locale" saves it).
    await save(fact.id, 'es', { label: 'Beschäftigte', unit: 'Menschen' })
    expect(await states(fact.id, 'es')).toEqual({ label: 'identical', unit: 'identical' })

    // The Italian translator may not confirm Spanish; an editor confirms the unit as it is.
    const refused = await pressChecked(translator, {
      collection: 'company-facts',
      id: String(fact.id),
      locale: 'es',
      path: 'unit',
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toMatch(/Italiano/)
    const editor = await cms.payload.create({
      collection: 'users',
      data: { email: 'board@translation.example', password: 'Board-Editor-Pass-2026!', role: 'editor' },
    })
    const pressed = await pressChecked(editor, {
      collection: 'company-facts',
      id: String(fact.id),
      locale: 'es',
      path: 'unit',
    })
    expect(pressed.status).toBe(303)
    expect(pressed.headers.get('location')).toBe('/admin/translations?language=es')
    expect(await states(fact.id, 'es')).toEqual({ label: 'identical', unit: 'current' })
    // The Italian translator confirms the outdated unit of their own language: no text changes.
    expect(
      (await pressChecked(translator, { collection: 'company-facts', id: String(fact.id), locale: 'it', path: 'unit' }))
        .status,
    ).toBe(303)
    expect(await states(fact.id, 'it')).toEqual({ label: 'current', unit: 'current' })
    const italian = await cms.payload.findByID({
      collection: 'company-facts',
      id: fact.id,
      locale: 'it',
      draft: true,
      depth: 0,
    })
    expect(italian).toMatchObject({ label: 'Addetti', unit: 'persone' })
    // Unknown fields, none, or a document that is not there: a message, no change.
    expect(
      (await pressChecked(editor, { collection: 'company-facts', id: String(fact.id), locale: 'es' })).status,
    ).toBe(400)
    expect((await pressChecked(editor, { collection: 'nothing', id: '1', locale: 'es', path: 'unit' })).status).toBe(
      404,
    )
  })

  it('lists the alternative texts of pictures: a language without one is missing', async () => {
    const { testPicture } = await import('./harness')
    const id = await testPicture(cms)
    const rows = await translationOverview(cms.payload, translator)
    const row = rows.find((r) => r.kind === 'media' && r.href.endsWith(`/collections/media/${id}`))
    expect(row).toMatchObject({ locale: 'it', state: 'missing', fields: [{ path: 'alt', state: 'missing' }] })
    await cms.payload.update({
      collection: 'media',
      id,
      locale: 'it',
      data: { alt: 'Lavabo bianco' },
      user: translator,
      overrideAccess: false,
      context: { ...ctx },
    })
    const after = (await translationOverview(cms.payload, translator)).find(
      (r) => r.kind === 'media' && r.href.endsWith(`/collections/media/${id}`),
    )
    expect(after?.state).toBe('current')
  })

  it('offers a translator no publish and no move to the trash, and shows the shared fields read-only', async () => {
    const fact = await cms.payload.create({
      collection: 'company-facts',
      locale: 'de',
      data: { key: 'boardyears', label: 'Jahre', value: '20', _status: 'published' },
      context: { ...ctx },
    })
    const req = await createLocalReq({ user: translator }, cms.payload)
    const config = { config: cms.payload.collections['company-facts'].config }
    // What the admin asks to decide on its buttons (a publish, a move to the trash).
    const publish = await docAccessOperation({ id: fact.id, collection: config, data: { _status: 'published' }, req })
    const draft = await docAccessOperation({ id: fact.id, collection: config, data: { _status: 'draft' }, req })
    const trash = await docAccessOperation({
      id: fact.id,
      collection: config,
      data: { deletedAt: new Date().toISOString() },
      req,
    })
    // (Payload's sanitized rights leave out what is refused, and write a granted one as `true`.)
    const granted = (right: unknown) => right === true || (right as { permission?: boolean })?.permission === true
    expect(granted(publish.update)).toBe(false)
    expect(granted(draft.update)).toBe(true)
    expect(granted(trash.delete)).toBe(false)
    // Its form: the key and value read-only, the label open.
    const fields = draft.fields as Record<string, unknown>
    const mayChange = (name: string) => fields[name] === true || granted((fields[name] as { update?: unknown })?.update)
    expect(mayChange('key')).toBe(false)
    expect(mayChange('value')).toBe(false)
    expect(mayChange('label')).toBe(true)
  })
})

describe('the admin names lists’ rows and choices in six languages', () => {
  /** Payload's own lists the admin never shows as a form (sessions, a job's log). */
  const payloadOwn = new Set(['users:sessions', 'payload-jobs:log'])
  const sixLanguages = (label: unknown) =>
    typeof label === 'object' && label !== null && ['de', 'zh', 'en', 'it', 'fr', 'es'].every((l) => l in label)
  /**
   * A choice's label as editors read it: six languages, Payload's own (a function of its texts), or
   * a name that is not the stored key itself (a brand, a code such as "G ⅜" or "EN 14688:2015").
   */
  const named = (option: string | { value: string; label?: unknown }) =>
    typeof option !== 'string' &&
    (sixLanguages(option.label) ||
      typeof option.label === 'function' ||
      (typeof option.label === 'string' && !(option.label === option.value && /^[a-z][a-z-]*$/.test(option.value))))

  it('every list names one row ("Punkt 01", "Punkt hinzufügen") and every choice its value, not a raw key', () => {
    const unnamed: string[] = []
    const entities = [...cms.payload.config.collections, ...cms.payload.config.globals]
    // The collections the admin never shows (the search index, the job queue, …).
    for (const entity of entities.filter((e) => e.admin?.hidden !== true)) {
      walkFields(entity.fields, undefined, ({ field, path }) => {
        const where = `${entity.slug}:${path}`
        if (payloadOwn.has(where) || (field.admin as { hidden?: boolean } | undefined)?.hidden) return false
        if (field.type === 'array' && !sixLanguages(field.labels?.singular)) unnamed.push(`${where} (row)`)
        if (field.type === 'blocks')
          for (const block of field.blocks)
            if (!sixLanguages(block.labels?.singular)) unnamed.push(`${where}.${block.slug} (block)`)
        if (field.type === 'select' || field.type === 'radio')
          for (const option of field.options)
            if (!named(option as never)) unnamed.push(`${where}=${typeof option === 'string' ? option : option.value}`)
      })
    }
    expect(unnamed).toEqual([])
  })
})
