import { describe, expect, it } from 'vitest'

import { groupDownloads } from './group'

const file = (name: string, mimeType: string, filesize = 48_000) => ({
  url: `http://localhost:3000/api/media/file/${name}`,
  filename: name,
  mimeType,
  filesize,
})

describe('a product’s downloads on its page', () => {
  const rows = [
    { kind: 'cad2d' as const, label: 'Grundriss', file: file('plan.dxf', 'image/vnd.dxf') },
    {
      kind: 'installation' as const,
      language: 'de' as const,
      label: 'Montage',
      file: file('m-de.pdf', 'application/pdf'),
    },
    {
      kind: 'installation' as const,
      language: 'en' as const,
      label: 'Installation',
      file: file('m-en.pdf', 'application/pdf'),
    },
    { kind: 'care' as const, language: 'en' as const, label: 'Care', file: file('care-en.pdf', 'application/pdf') },
    { kind: 'datasheet' as const, label: 'Datenblatt', file: file('sheet.pdf', 'application/pdf') },
    { kind: 'bim' as const, label: 'IFC', file: 7 },
  ]

  it('groups by kind in the kinds’ order, with format, size and site-relative address', () => {
    const groups = groupDownloads(rows, 'de')
    expect(groups.map((g) => g.kind)).toEqual(['datasheet', 'installation', 'care', 'cad2d'])
    expect(groups[3]!.files[0]).toMatchObject({
      label: 'Grundriss',
      format: 'DXF',
      size: 48_000,
      href: '/api/media/file/plan.dxf',
      attachment: true,
      language: null,
    })
    expect(groups[0]!.files[0]).toMatchObject({ format: 'PDF', attachment: false })
  })

  it('shows the visitor’s language’s files, and others’ marked only when a kind has no other', () => {
    const de = groupDownloads(rows, 'de')
    expect(de[1]!.files.map((f) => f.label)).toEqual(['Montage'])
    expect(de[2]!.files).toEqual([expect.objectContaining({ label: 'Care', language: 'en' })])
    const zh = groupDownloads(rows, 'zh')
    expect(zh[1]!.files.map((f) => [f.label, f.language])).toEqual([
      ['Montage', 'de'],
      ['Installation', 'en'],
    ])
    expect(groupDownloads(rows, 'en')[1]!.files.map((f) => [f.label, f.language])).toEqual([['Installation', null]])
  })
})
