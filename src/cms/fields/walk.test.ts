import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { mapFields, valueAt, walkFields } from './walk'

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  {
    type: 'tabs',
    tabs: [
      { label: 'Inhalt', fields: [{ name: 'intro', type: 'textarea', localized: true }] },
      { name: 'hotline', label: 'Hotline', fields: [{ name: 'phone', type: 'text' }] },
    ],
  },
  { type: 'row', fields: [{ name: 'width', type: 'number' }] },
  {
    name: 'items',
    type: 'array',
    fields: [
      { name: 'label', type: 'text', localized: true },
      { name: 'size', type: 'group', fields: [{ name: 'unit', type: 'text' }] },
    ],
  },
  {
    name: 'sections',
    type: 'blocks',
    blocks: [
      { slug: 'quote', fields: [{ name: 'text', type: 'textarea', localized: true }] },
      { slug: 'image', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
    ],
  },
  { name: 'shared', type: 'group', localized: true, fields: [{ name: 'note', type: 'text' }] },
]

const doc = {
  title: 'Service',
  intro: 'Wir sind da.',
  hotline: { phone: '400' },
  width: 600,
  items: [
    { id: 'a', label: 'Eins', size: { unit: 'mm' } },
    { id: 'b', label: 'Zwei', size: { unit: 'cm' } },
  ],
  sections: [
    { blockType: 'image', image: 7 },
    { blockType: 'quote', text: 'Gut.' },
  ],
  shared: { note: 'x' },
}

describe('the one walk over the field tree', () => {
  it('meets every named field of a document with its path, value, parents and row, through tabs, rows, lists and blocks', () => {
    const met: string[] = []
    walkFields(fields, doc, ({ path, value, parents, row }) => {
      met.push(
        `${path}=${typeof value === 'object' ? '…' : String(value)} [${parents.map((p) => p.name).join('>')}${row ? `#${row}` : ''}]`,
      )
    })
    expect(met).toEqual([
      'title=Service []',
      'intro=Wir sind da. []',
      'hotline.phone=400 []',
      'width=600 []',
      'items=… []',
      'items.0.label=Eins [items#1]',
      'items.0.size=… [items#1]',
      'items.0.size.unit=mm [items>size#1]',
      'items.1.label=Zwei [items#2]',
      'items.1.size=… [items#2]',
      'items.1.size.unit=cm [items>size#2]',
      'sections=… []',
      'sections.0.image=7 [sections#1]',
      'sections.1.text=Gut. [sections#2]',
      'shared=… []',
      'shared.note=x [shared]',
    ])
  })

  it('keeps out of a container when the visit says so, and walks the schema alone without data (every kind of block once)', () => {
    const met: string[] = []
    walkFields(fields, doc, ({ field, path }) => {
      met.push(path)
      return field.name !== 'items' && field.name !== 'shared'
    })
    expect(met).not.toContain('items.0.label')
    expect(met).not.toContain('shared.note')
    const schema: string[] = []
    walkFields(fields, undefined, ({ path }) => void schema.push(path))
    expect(schema).toEqual([
      'title',
      'intro',
      'hotline.phone',
      'width',
      'items',
      'items.label',
      'items.size',
      'items.size.unit',
      'sections',
      'sections.text',
      'sections.image',
      'shared',
      'shared.note',
    ])
  })

  it('finds a value by its segments, and rebuilds the tree with a change to each leaf field', () => {
    expect(valueAt(doc, ['items', 1, 'size', 'unit'])).toBe('cm')
    expect(valueAt(doc, ['items', 5, 'label'])).toBeUndefined()
    const marked = mapFields(
      fields,
      (field) => ('name' in field ? { ...field, label: `*${field.name}` } : field) as Field,
    )
    const labels: string[] = []
    walkFields(marked, undefined, ({ field }) => void labels.push(String('label' in field ? field.label : '')))
    expect(labels.filter((l) => l.startsWith('*'))).toEqual([
      '*title',
      '*intro',
      '*phone',
      '*width',
      '*label',
      '*unit',
      '*text',
      '*image',
      '*note',
    ])
  })
})
