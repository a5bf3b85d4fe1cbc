import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { sharedChanges } from './limits'
import { hasLocalizedText, localizedTexts } from './texts'

const fields: Field[] = [
  { name: 'slug', type: 'text' },
  { name: 'title', type: 'text', localized: true },
  { name: 'image', type: 'upload', relationTo: 'media' },
  {
    name: 'hotline',
    type: 'group',
    fields: [
      { name: 'heading', type: 'text', localized: true },
      { name: 'phone', type: 'text' },
    ],
  },
  {
    name: 'items',
    type: 'array',
    fields: [
      { name: 'title', type: 'text', localized: true },
      { name: 'width', type: 'number' },
    ],
  },
  { type: 'row', fields: [{ name: 'body', type: 'richText', localized: true }] },
]

const req = { i18n: { language: 'en' } } as never

describe('the localized texts of a document', () => {
  it('are found in groups, rows and list rows, with their paths and their values per language', () => {
    const doc = {
      slug: 'luna',
      title: { de: 'Luna', zh: '月' },
      hotline: { heading: { de: 'Hotline' }, phone: '400' },
      items: [{ id: 'a', title: { de: 'Breite' }, width: 600 }],
      body: { de: { root: { children: [] } } },
    }
    expect(localizedTexts(fields, doc).map((t) => [t.path, t.values.de])).toEqual([
      ['title', 'Luna'],
      ['hotline.heading', 'Hotline'],
      ['items.0.title', 'Breite'],
      ['body', { root: { children: [] } }],
    ])
    expect(hasLocalizedText(fields)).toBe(true)
    expect(hasLocalizedText([{ name: 'from', type: 'text' }])).toBe(false)
  })
})

describe('fields shared by all languages that a save changes', () => {
  const original = {
    slug: 'luna',
    title: 'Luna',
    image: 7,
    hotline: { heading: 'Hotline', phone: '400' },
    items: [{ id: 'a', title: 'Breite', width: 600 }],
  }

  it('are none when only localized texts change (links given as objects or ids alike)', () => {
    const data = {
      ...original,
      title: 'Luna (it)',
      image: { id: 7, filename: 'luna.jpg' },
      hotline: { heading: 'Assistenza', phone: '400' },
      items: [{ id: 'a', title: 'Larghezza', width: 600 }],
    }
    expect(sharedChanges(fields, data, original, req)).toEqual([])
  })

  it('name the slug, a picture, a group field, a list row and a list of other rows', () => {
    expect(sharedChanges(fields, { slug: 'luna-2' }, original, req)).toEqual(['slug'])
    expect(sharedChanges(fields, { image: 8 }, original, req)).toEqual(['image'])
    expect(sharedChanges(fields, { hotline: { phone: '800' } }, original, req)).toEqual(['phone'])
    expect(sharedChanges(fields, { items: [{ id: 'a', width: 700 }] }, original, req)).toEqual(['width'])
    expect(sharedChanges(fields, { items: [] }, original, req)).toEqual(['items'])
  })
})
