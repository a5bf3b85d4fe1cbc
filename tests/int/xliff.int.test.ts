import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { xliffExportEndpoint, xliffImportEndpoint } from '@/cms/translation/xliffEndpoint'
import type { User } from '@/payload-types'

import { cmsOfFile, dbKind, paragraphText, publishedProduct, textNode } from './harness'
import { SYSTEM_PYTHON } from '../support/ezdxf'

/**
 * XLIFF for translation agencies, on a database of each kind: the Italian fields the board lists
 * as outdated go out and come back as drafts; a unit whose German source changed in between is
 * refused and listed; a rich text's marks and links come back byte for byte; a file translated in
 * translate-toolkit (the library behind Pootle and Weblate's converters, Debian's python3-translate)
 * is taken whole; a file for another language or site, a malformed one and a converter's XLIFF 1.1
 * are refused with their reason.
 */

const cms = cmsOfFile()
const ctx = { disableRevalidate: true }
let editor: User
let translator: User
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xliff-int-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

beforeAll(async () => {
  editor = (await cms.payload.create({
    collection: 'users',
    data: { email: 'redaktion@xliff.example', password: 'Redaktion-Xliff-2026!', role: 'editor' },
  })) as User
  translator = (await cms.payload.create({
    collection: 'users',
    data: { email: 'agentur-it@xliff.example', password: 'Agentur-Xliff-2026!', role: 'editor', languages: ['it'] },
  })) as User
})

/** The export endpoint's answer for `user`, as the board's form asks it. */
async function exported(user: User, query: Record<string, string | string[]>) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) for (const one of [value].flat()) params.append(key, one)
  const req = await createLocalReq({ user, context: { ...ctx } }, cms.payload)
  Object.assign(req, { url: `http://localhost/api/translation/xliff?${params}` })
  const res = await xliffExportEndpoint.handler(req)
  return { status: res.status, text: await res.text(), headers: res.headers }
}

type Imported = {
  applied: string[]
  refused: { key: string; reason: string; message: string; source?: { file: string; now: string } }[]
  message: string
  errors?: { message: string }[]
  reason?: string
}

/** The import endpoint's answer for `user` (German admin), the file as the request's body. */
async function imported(user: User, xml: string): Promise<{ status: number; body: Imported }> {
  const req = await createLocalReq({ user, context: { ...ctx } }, cms.payload)
  Object.assign(req, { headers: new Headers({ 'content-type': 'application/xliff+xml' }), text: async () => xml })
  const res = await xliffImportEndpoint.handler(req)
  return { status: res.status, body: (await res.json()) as Imported }
}

/** Every unit's target filled from its source with a translator's prefix in its first text. */
function translateAll(xml: string, prefix: string): string {
  return xml
    .replace(/\s*<target[^>]*>[\s\S]*?<\/target>/g, '')
    .replace(
      /<source( xml:space="preserve")?>([\s\S]*?)<\/source>/g,
      (whole, space: string | undefined, inner: string) => {
        const translated = inner.replace(
          /(^|>)([^<]+)/,
          (_m, lead: string, words: string) => `${lead}${prefix}${words}`,
        )
        return `${whole}<target${space ?? ''}>${translated}</target>`
      },
    )
}

async function product(): Promise<number> {
  const id = await publishedProduct(cms, { de: 'Wanne Aqua', it: 'Vasca Aqua', fr: 'Baignoire Aqua' })
  // The German source changes: the Italian title and description are outdated.
  await cms.payload.update({
    collection: 'products',
    id,
    locale: 'de',
    draft: true,
    data: { title: 'Wanne Aqua 170', description: 'Freistehende Wanne, 1700 mm' } as never,
    context: { ...ctx },
  })
  return id
}

const italian = async (id: number) =>
  (await cms.payload.findByID({
    collection: 'products',
    id,
    locale: 'it',
    fallbackLocale: false,
    draft: true,
    depth: 0,
  })) as unknown as { title: string; description: string; _status: string }

/** The board's states of a product's Italian fields. */
async function boardOf(id: number) {
  const { translationOverview } = await import('@/cms/translation/overview')
  const rows = await translationOverview(cms.payload, editor as never)
  const row = rows.find(
    (r) =>
      'collection' in r.entity && r.entity.collection === 'products' && r.entity.id === String(id) && r.locale === 'it',
  )!
  return { state: row.state, fields: row.fields.map((f) => `${f.path}:${f.state}`) }
}

describe(`XLIFF export and import (${dbKind()})`, () => {
  it('exports the outdated Italian fields of a product; re-imported, every unit is saved as an Italian draft and the board shows them current', async () => {
    const id = await product()
    expect(await boardOf(id)).toEqual({ state: 'outdated', fields: ['title:outdated', 'description:outdated'] })
    const out = await exported(editor, { language: 'it', version: '1.2', doc: `products/${id}` })
    expect(out.status, out.text).toBe(200)
    expect(out.headers.get('content-disposition')).toMatch(
      /attachment; filename="sanhaus-de-it-\d{4}-\d\d-\d\d-xliff12\.xlf"/,
    )
    expect(out.headers.get('x-units')).toBe('2')
    expect(out.text).toContain('target-language="it-IT"')
    expect(out.text).toContain(`<trans-unit id="products/${id}/title"`)
    // The current Italian text travels along, for the agency to revise.
    expect(out.text).toMatch(/<target state="needs-review-translation">Vasca Aqua<\/target>/)

    const back = await imported(editor, translateAll(out.text, 'IT: '))
    expect(back.status, JSON.stringify(back.body)).toBe(200)
    expect(back.body.applied.sort()).toEqual([`products/${id}/description`, `products/${id}/title`])
    expect(back.body.refused).toEqual([])
    expect(back.body.message).toBe('2 Einheiten als Entwurf (Italiano) gespeichert.')
    const saved = await italian(id)
    expect([saved.title, saved.description]).toEqual(['IT: Wanne Aqua 170', 'IT: Freistehende Wanne, 1700 mm'])
    expect(await boardOf(id)).toEqual({ state: 'current', fields: [] })
    // A draft: the published Italian page still shows the old text.
    const live = (await cms.payload.findByID({ collection: 'products', id, locale: 'it', depth: 0 })) as unknown as {
      title: string
    }
    expect(live.title).toBe('Vasca Aqua')
  })

  it('refuses a unit whose German source changed between export and import, with both texts, and applies the rest', async () => {
    const id = await product()
    const out = await exported(translator, { language: 'it', version: '2.0', doc: `products/${id}` })
    expect(out.status, out.text).toBe(200)
    expect(out.text).toContain('trgLang="it-IT"')
    await cms.payload.update({
      collection: 'products',
      id,
      locale: 'de',
      draft: true,
      data: { description: 'Freistehende Wanne, 1800 mm' } as never,
      context: { ...ctx },
    })
    const back = await imported(translator, translateAll(out.text, 'IT: '))
    expect(back.status, JSON.stringify(back.body)).toBe(200)
    expect(back.body.applied).toEqual([`products/${id}/title`])
    expect(back.body.refused).toEqual([
      {
        key: `products/${id}/description`,
        reason: 'sourceChanged',
        message: 'Der deutsche Text hat sich seit dem Export geändert.',
        source: { file: 'Freistehende Wanne, 1700 mm', now: 'Freistehende Wanne, 1800 mm' },
      },
    ])
    const saved = await italian(id)
    expect(saved.title).toBe('IT: Wanne Aqua 170')
    expect(saved.description).toBe('Beschreibung it')
    expect((await boardOf(id)).fields).toEqual(['description:outdated'])
  })

  it('brings a rich text with a link and bold back byte for byte (XLIFF 1.2 and 2.0)', async () => {
    const target = await publishedProduct(cms, { de: 'Luna 60' })
    const body = paragraphText([
      textNode('Die Wanne aus '),
      { ...textNode('Mineralguss'), format: 1 },
      textNode(' finden Sie bei '),
      {
        type: 'link',
        version: 3,
        direction: 'ltr',
        format: '',
        indent: 0,
        fields: { linkType: 'internal', doc: { relationTo: 'products', value: target }, newTab: false },
        children: [textNode('Luna 60')],
      },
      textNode(' & im Handel.'),
    ])
    const page = await cms.payload.create({
      collection: 'legal-pages',
      locale: 'de',
      data: { slug: 'impressum', title: 'Impressum', body, _status: 'published' } as never,
      context: { ...ctx },
    })
    for (const version of ['1.2', '2.0']) {
      // Every text of the page (after the first round French is current).
      const out = await exported(editor, { language: 'fr', version, scope: 'all', doc: `legal-pages/${page.id}` })
      expect(out.status, out.text).toBe(200)
      // The agency's tool returns each unit with its source's words and codes as the target.
      const back = await imported(editor, translateAll(out.text, ''))
      expect(back.body.applied, JSON.stringify(back.body)).toContain(`legal-pages/${page.id}/body`)
      const french = (await cms.payload.findByID({
        collection: 'legal-pages',
        id: page.id,
        locale: 'fr',
        fallbackLocale: false,
        draft: true,
        depth: 0,
      })) as unknown as { body: unknown }
      const german = (await cms.payload.findByID({
        collection: 'legal-pages',
        id: page.id,
        locale: 'de',
        draft: true,
        depth: 0,
      })) as unknown as { body: unknown }
      expect(JSON.stringify(french.body), version).toBe(JSON.stringify(german.body))
    }
  })

  it('takes a file translated in translate-toolkit whole; refuses another language, another site, a malformed file and a converter’s XLIFF 1.1, each with its reason', async () => {
    const id = await product()
    const out = await exported(editor, { language: 'it', version: '1.2', doc: `products/${id}` })
    const file = path.join(dir, 'out.xlf')
    fs.writeFileSync(file, out.text)
    // translate-toolkit's XLIFF store: each target from its source, inline codes kept (rich_source).
    execFileSync(SYSTEM_PYTHON, [
      '-W',
      'ignore',
      '-c',
      `
import copy, sys
from translate.storage import xliff
store = xliff.xlifffile.parsefile(sys.argv[1])
for unit in store.units:
    if unit.isheader():
        continue
    unit.rich_target = copy.deepcopy(unit.rich_source)
store.savefile(sys.argv[2])
`,
      file,
      path.join(dir, 'filled.xlf'),
    ])
    const filled = fs.readFileSync(path.join(dir, 'filled.xlf'), 'utf8')
    const back = await imported(editor, filled)
    expect(back.status, JSON.stringify(back.body)).toBe(200)
    expect(back.body.applied.sort()).toEqual([`products/${id}/description`, `products/${id}/title`])
    expect((await italian(id)).description).toBe('Freistehende Wanne, 1700 mm')

    // xliff2po and po2xliff lose the units' ids and codes and write XLIFF 1.1.
    for (const [converter, from, to] of [
      ['xliff2po', file, path.join(dir, 'it.po')],
      ['po2xliff', path.join(dir, 'it.po'), path.join(dir, 'po.xlf')],
    ])
      execFileSync(SYSTEM_PYTHON, [
        '-W',
        'ignore',
        '-c',
        `import sys\nfrom translate.convert import ${converter}\n${converter}.main(sys.argv[1:])`,
        from!,
        to!,
      ])
    const converted = fs.readFileSync(path.join(dir, 'po.xlf'), 'utf8')
    const refusals: [User, string, number, string, RegExp][] = [
      [editor, converted, 400, 'oldVersion', /XLIFF 1\.1: Diese Datei kommt aus einem Umwandler/],
      [
        editor,
        out.text.replaceAll('target-language="it-IT"', 'target-language="pt-PT"'),
        400,
        'targetLanguage',
        /„pt-PT“ ist keine Sprache/,
      ],
      [
        translator,
        out.text.replaceAll('target-language="it-IT"', 'target-language="fr-FR"'),
        403,
        'notYourLanguage',
        /nicht in „Français“/,
      ],
      [
        editor,
        out.text.replaceAll(cms.payload.config.serverURL, 'https://andere-marke.example'),
        400,
        'site',
        /anderen Website \(https:\/\/andere-marke\.example\)/,
      ],
      [editor, out.text.slice(0, -40), 400, 'malformed', /kein gültiges XML/],
      [editor, '<html><body>Angebot</body></html>', 400, 'notXliff', /keine XLIFF-Datei/],
    ]
    for (const [user, xml, status, reason, message] of refusals) {
      const answer = await imported(user, xml)
      expect([answer.status, answer.body.reason], reason).toEqual([status, reason])
      expect(answer.body.errors?.[0]?.message, reason).toMatch(message)
    }
  })

  it('exports only the languages an account translates into, and nothing where nothing is open', async () => {
    const french = await exported(translator, { language: 'fr', version: '1.2' })
    expect(french.status).toBe(400)
    expect(french.text).toContain('Wählen Sie eine Zielsprache: Italiano.')
    const id = await publishedProduct(cms, { de: 'Stand', it: 'Stand it' })
    const none = await exported(editor, { language: 'it', version: '1.2', doc: `products/${id}` })
    expect([none.status, none.text]).toEqual([404, expect.stringContaining('Für Italiano ist nichts zu übersetzen.')])
    expect((await exported(editor, { language: 'it', version: '3.0' })).status).toBe(400)
  })
})
