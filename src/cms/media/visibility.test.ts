import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { mediaIdsOf, mediaSelect } from './visibility'

const fields: Field[] = [
  { name: 'title', type: 'text' },
  { name: 'count', type: 'number' },
  { name: 'image', type: 'upload', relationTo: 'media' },
  { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true },
  { name: 'localizedImage', type: 'upload', relationTo: 'media', localized: true },
  { name: 'either', type: 'upload', relationTo: ['media', 'products'] },
  { name: 'related', type: 'relationship', relationTo: 'products' },
  { name: 'seo', type: 'group', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
  { name: 'rows', type: 'array', fields: [{ name: 'icon', type: 'upload', relationTo: 'media' }] },
  {
    name: 'blocks',
    type: 'blocks',
    blocks: [{ slug: 'picture', fields: [{ name: 'file', type: 'upload', relationTo: 'media' }] }],
  },
  { type: 'tabs', tabs: [{ label: 'A', fields: [{ name: 'tabImage', type: 'upload', relationTo: 'media' }] }] },
  { type: 'row', fields: [{ name: 'rowImage', type: 'upload', relationTo: 'media' }] },
  { name: 'body', type: 'richText', localized: true },
]

describe('the pictures a document holds', () => {
  it('are found in every kind of field, in every language, and nothing else counts', () => {
    const doc = {
      title: 'x',
      count: 99,
      image: 1,
      gallery: [2, { id: 3 }],
      localizedImage: { de: 4, zh: 5 },
      either: { relationTo: 'media', value: 6 },
      related: 98,
      seo: { image: 7 },
      rows: [{ icon: 8 }, { icon: null }],
      blocks: [{ blockType: 'picture', file: 9 }],
      tabImage: 10,
      rowImage: 11,
      body: {
        de: { root: { children: [{ type: 'upload', relationTo: 'media', value: 12 }] } },
        zh: {
          root: {
            children: [{ type: 'paragraph', children: [{ type: 'upload', relationTo: 'media', value: { id: 13 } }] }],
          },
        },
      },
    }
    expect([...mediaIdsOf(fields, doc)].sort((a, b) => Number(a) - Number(b))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ])
  })

  it('skips other collections of a polymorphic field and other uploads in rich text', () => {
    const doc = {
      either: { relationTo: 'products', value: 1 },
      body: { de: { root: { children: [{ type: 'upload', relationTo: 'documents', value: 2 }] } } },
    }
    expect([...mediaIdsOf(fields, doc)]).toEqual([])
  })
})

describe('what a scan reads of a document', () => {
  it('only the fields that can hold a picture, and nothing of a collection without one', () => {
    expect(mediaSelect(fields)).toEqual({
      image: true,
      gallery: true,
      localizedImage: true,
      either: true,
      seo: true,
      rows: true,
      blocks: true,
      tabImage: true,
      rowImage: true,
      body: true,
    })
    expect(
      mediaSelect([
        { name: 'title', type: 'text' },
        { name: 'related', type: 'relationship', relationTo: 'products' },
      ]),
    ).toBeNull()
  })
})
