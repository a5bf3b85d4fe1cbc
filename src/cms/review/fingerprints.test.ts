import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { changedLanguages, fingerprintsOf, languageParts, overlay, withSave } from './fingerprints'

const fields: Field[] = [
  { name: 'slug', type: 'text' },
  { name: 'title', type: 'text', localized: true },
  { name: 'body', type: 'richText', localized: true },
  { name: 'price', type: 'number' },
  {
    name: 'rows',
    type: 'array',
    fields: [
      { name: 'label', type: 'text', localized: true },
      { name: 'image', type: 'upload', relationTo: 'media' },
    ],
  },
  { name: 'updatedAt', type: 'date' },
]

const rich = (text: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: text ? [{ type: 'text', text }] : [] }] },
})

const stored = {
  slug: 'impressum',
  title: { de: 'Impressum', it: 'Note legali' },
  body: { de: rich('Angaben'), it: rich('Dati') },
  price: 0,
  rows: [{ id: 'a', label: { de: 'Zeile', it: 'Riga' }, image: 7 }],
  updatedAt: '2026-12-01',
}
const all = () => fingerprintsOf(languageParts(fields, stored, 'all'))

describe('the fingerprints of a document’s languages', () => {
  it('read the same from a document of all languages and from one language’s save', () => {
    const italianSave = {
      slug: 'impressum',
      title: 'Note legali',
      body: rich('Dati'),
      price: 0,
      rows: [{ id: 'a', label: 'Riga', image: { id: 7, filename: 'x.png' } }],
    }
    const next = fingerprintsOf(
      withSave(languageParts(fields, stored, 'all'), languageParts(fields, italianSave, 'it'), 'it'),
    )
    expect(next).toEqual(all())
  })

  it('tell which language changed; values shared by all languages count as German; bookkeeping does not count', () => {
    const base = all()
    const empty = fingerprintsOf(languageParts(fields, {}, 'all'))
    const italian = fingerprintsOf(languageParts(fields, { ...stored, title: { ...stored.title, it: 'Nuovo' } }, 'all'))
    expect(changedLanguages(base, italian, empty)).toEqual(['it'])
    const price = fingerprintsOf(languageParts(fields, { ...stored, price: 10 }, 'all'))
    expect(changedLanguages(base, price, empty)).toEqual(['de'])
    const picture = fingerprintsOf(languageParts(fields, { ...stored, rows: [{ ...stored.rows[0], image: 8 }] }, 'all'))
    expect(changedLanguages(base, picture, empty)).toEqual(['de'])
    const saved = fingerprintsOf(languageParts(fields, { ...stored, updatedAt: '2026-12-02' }, 'all'))
    expect(changedLanguages(base, saved, empty)).toEqual([])
    // Never published: every language with content differs from an empty document.
    expect(changedLanguages(null, base, empty)).toEqual(['de', 'it'])
  })

  it('an empty rich text is no text, and 0 is a value', () => {
    const a = fingerprintsOf(languageParts(fields, { ...stored, body: { ...stored.body, it: rich('') } }, 'all'))
    const b = fingerprintsOf(languageParts(fields, { ...stored, body: { de: stored.body.de } }, 'all'))
    expect(a.it).toBe(b.it)
    const none = fingerprintsOf(languageParts(fields, { ...stored, price: null }, 'all'))
    expect(none.de).not.toBe(all().de)
  })

  it('a save is laid over the stored document field by field; a rich text is replaced whole', () => {
    expect(
      overlay({ a: 1, g: { x: 1, y: 2 }, r: { root: { k: 1, j: 2 } } }, { g: { y: 3 }, r: { root: { k: 5 } } }),
    ).toEqual({ a: 1, g: { x: 1, y: 3 }, r: { root: { k: 5 } } })
  })
})
