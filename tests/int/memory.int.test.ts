import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  memoryLookupEndpoint,
  memoryTmxExportEndpoint,
  memoryTmxImportEndpoint,
} from '@/cms/translation/memory/endpoints'
import { renewTranslationMemory } from '@/cms/translation/memory/store'
import type { User } from '@/payload-types'

import { cmsOfFile, dbKind, publishedProduct } from './harness'
import { SYSTEM_PYTHON } from '../support/ezdxf'

/**
 * The translation memory on a database of each kind: the sentences of a published translation the
 * board counts as current are stored (an abbreviation ends none), drafts and outdated ones are
 * not; the form's lookup finds a sentence at 100 % and a similar one with its score and
 * difference; a TMX export re-imports into an empty memory unit for unit.
 */

const cms = cmsOfFile()
const ctx = { disableRevalidate: true }
let admin: User
let editor: User

beforeAll(async () => {
  admin = (await cms.payload.create({
    collection: 'users',
    data: { email: 'admin@memory.example', password: 'Admin-Memory-2026!', role: 'admin' },
  })) as User
  editor = (await cms.payload.create({
    collection: 'users',
    data: { email: 'redaktion@memory.example', password: 'Redaktion-Memory-2026!', role: 'editor' },
  })) as User
})

async function call(
  endpoint: typeof memoryLookupEndpoint,
  user: User,
  url: string,
  body?: string,
): Promise<{ status: number; text: string }> {
  const req = await createLocalReq({ user, context: { ...ctx } }, cms.payload)
  Object.assign(req, { url: `http://localhost${url}` })
  if (body !== undefined)
    Object.assign(req, { headers: new Headers({ 'content-type': 'application/x-tmx+xml' }), text: async () => body })
  const res = await endpoint.handler(req)
  return { status: res.status, text: await res.text() }
}

type Lookup = {
  segments: { source: string; matches: { score: number; source: string; target: string; diff: unknown[] }[] }[]
}
const lookup = async (text: string, language = 'it') =>
  JSON.parse(
    (await call(memoryLookupEndpoint, editor, `/api/translation/memory?${new URLSearchParams({ language, text })}`))
      .text,
  ) as Lookup

const rowsOf = async (language: string) =>
  (
    await cms.payload.find({
      collection: 'translation-memory',
      where: { targetLanguage: { equals: language } },
      pagination: false,
      depth: 0,
    })
  ).docs.map((d) => `${d.source} → ${d.target}`)

describe(`the translation memory (${dbKind()})`, () => {
  it('stores the sentences of published current translations, an abbreviation ending none; drafts and outdated ones stay out', async () => {
    const id = await publishedProduct(cms, { de: 'Wanne Vita', it: 'Vasca Vita', fr: 'Baignoire Vita' })
    for (const [locale, description] of [
      ['de', 'Die Wanne hält das Wasser lange warm. Sie ist z. B. 900 mm breit.'],
      ['it', 'La vasca mantiene l’acqua calda a lungo. È larga ad es. 900 mm.'],
      ['fr', 'La baignoire garde l’eau chaude longtemps. Elle mesure p. ex. 900 mm.'],
    ] as const)
      await cms.payload.update({
        collection: 'products',
        id,
        locale,
        data: { description, _status: 'published' } as never,
        context: { ...ctx },
      })
    // Then German changes in a draft only: the published translations stay current and stored.
    await cms.payload.update({
      collection: 'products',
      id,
      locale: 'de',
      draft: true,
      data: { description: 'Entwurf.' } as never,
      context: { ...ctx },
    })
    const first = await renewTranslationMemory(cms.payload)
    expect(first.added).toBeGreaterThanOrEqual(5)
    expect(await rowsOf('it')).toEqual(
      expect.arrayContaining([
        'Wanne Vita → Vasca Vita',
        'Die Wanne hält das Wasser lange warm. → La vasca mantiene l’acqua calda a lungo.',
        'Sie ist z. B. 900 mm breit. → È larga ad es. 900 mm.',
      ]),
    )
    expect(await rowsOf('fr')).toContain('Sie ist z. B. 900 mm breit. → Elle mesure p. ex. 900 mm.')
    // A second renewal adds nothing.
    expect((await renewTranslationMemory(cms.payload)).added).toBe(0)

    // A published German change makes the Italian description outdated: its new sentence is not stored.
    await cms.payload.update({
      collection: 'products',
      id,
      locale: 'de',
      data: { description: 'Die Wanne ist neu. Sie ist z. B. 900 mm breit.', _status: 'published' } as never,
      context: { ...ctx },
    })
    await renewTranslationMemory(cms.payload)
    expect((await rowsOf('it')).some((row) => row.startsWith('Die Wanne ist neu.'))).toBe(false)
  })

  it('finds a stored sentence at 100 % and a similar one from 75 % with what differs, per sentence of a field', async () => {
    const { segments } = await lookup('Die Wanne hält das Wasser lange warm. Sie ist z. B. 800 mm breit.')
    expect(segments.map((s) => s.source)).toEqual([
      'Die Wanne hält das Wasser lange warm.',
      'Sie ist z. B. 800 mm breit.',
    ])
    expect(segments[0]!.matches[0]).toMatchObject({
      score: 100,
      target: 'La vasca mantiene l’acqua calda a lungo.',
    })
    const fuzzy = segments[1]!.matches[0]!
    expect(fuzzy.score).toBeGreaterThanOrEqual(75)
    expect(fuzzy.score).toBeLessThan(100)
    expect(fuzzy).toMatchObject({ source: 'Sie ist z. B. 900 mm breit.', target: 'È larga ad es. 900 mm.' })
    expect(fuzzy.diff).toEqual(
      expect.arrayContaining([
        { text: '900', change: 'removed' },
        { text: '800', change: 'added' },
      ]),
    )
    expect((await lookup('Ein ganz anderer Satz über Armaturen.')).segments[0]!.matches).toEqual([])
    const refused = await call(memoryLookupEndpoint, editor, '/api/translation/memory?language=xx&text=a')
    expect(refused.status).toBe(400)
  })

  it('exports TMX 1.4 that re-imports into an empty memory with the same number of units; an editor cannot import', async () => {
    const exported = await call(memoryTmxExportEndpoint, editor, '/api/translation/memory/tmx')
    expect(exported.status).toBe(200)
    expect(exported.text).toContain('<tmx version="1.4">')
    expect(exported.text).toContain('srclang="de-DE"')
    const units = exported.text.match(/<tu>/g)?.length ?? 0
    // One unit per German sentence, with its Italian and French translations.
    expect(units).toBe(3)
    expect(exported.text.match(/<tuv /g)?.length).toBe(9)
    // translate-toolkit's TMX store (what CAT tools' converters build on) reads the same units and languages.
    const file = path.join(os.tmpdir(), `memory-${process.pid}.tmx`)
    fs.writeFileSync(file, exported.text)
    const read = JSON.parse(
      execFileSync(
        SYSTEM_PYTHON,
        [
          '-W',
          'ignore',
          '-c',
          `import json, sys
from translate.storage import tmx
store = tmx.tmxfile.parsefile(sys.argv[1])
print(json.dumps([[n.get('{http://www.w3.org/XML/1998/namespace}lang') for n in u.getlanguageNodes()] for u in store.units]))`,
          file,
        ],
        { encoding: 'utf8' },
      ),
    ) as string[][]
    fs.rmSync(file, { force: true })
    expect(read).toHaveLength(units)
    for (const languages of read) expect(languages.sort()).toEqual(['de-DE', 'fr-FR', 'it-IT'])
    const pairsBefore = (await cms.payload.count({ collection: 'translation-memory' })).totalDocs

    expect((await call(memoryTmxImportEndpoint, editor, '/api/translation/memory/tmx', exported.text)).status).toBe(403)
    await cms.payload.delete({ collection: 'translation-memory', where: { id: { exists: true } } })
    expect((await cms.payload.count({ collection: 'translation-memory' })).totalDocs).toBe(0)

    const imported = await call(memoryTmxImportEndpoint, admin, '/api/translation/memory/tmx', exported.text)
    expect(imported.status, imported.text).toBe(200)
    const answer = JSON.parse(imported.text) as { units: number; added: number; changed: number; message: string }
    expect(answer.units).toBe(units)
    expect(answer.added).toBe(pairsBefore)
    expect(answer.changed).toBe(0)
    const again = await call(memoryTmxExportEndpoint, editor, '/api/translation/memory/tmx')
    expect(again.text.match(/<tu>/g)?.length).toBe(units)
    // The lookup reads the imported memory.
    expect((await lookup('Sie ist z. B. 900 mm breit.')).segments[0]!.matches[0]!.score).toBe(100)

    const broken = await call(
      memoryTmxImportEndpoint,
      admin,
      '/api/translation/memory/tmx',
      '<tmx version="1.4"><body>',
    )
    expect(broken.status).toBe(400)
    expect(broken.text).toContain('kein gültiges XML')
  })
})
