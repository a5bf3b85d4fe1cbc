import { describe, expect, it } from 'vitest'

import { type CompareItem, compareRows, MAX_LOOKUP, readCompare } from './compare'

const item = (over: Partial<CompareItem> & { specs?: CompareItem['specs'] }): CompareItem => ({
  key: 'SH100101',
  title: 'Quadro 90',
  variantName: null,
  articleNumber: 'SH100101',
  gtin: null,
  series: 'Quadro',
  category: 'Duschabtrennungen',
  variantCount: 1,
  specs: {},
  ...over,
})

describe('readCompare', () => {
  it('reads repeated and comma-separated items, article numbers in any case, each once', () => {
    expect(readCompare(['sh100101,SH100202', 'SH100101', 'luna-60'])).toEqual({
      keys: [
        { kind: 'article', value: 'SH100101' },
        { kind: 'article', value: 'SH100202' },
        { kind: 'slug', value: 'luna-60' },
      ],
      dropped: [],
      invalid: [],
    })
  })

  it(`looks up at most ${MAX_LOOKUP} and names the rest, and names what is no item at all`, () => {
    const asked = Array.from({ length: MAX_LOOKUP + 1 }, (_, i) => `SH10010${i}`)
    const r = readCompare([asked.join(','), '<script>', 'SH12'])
    expect(r.keys.map((k) => k.value)).toEqual(asked.slice(0, MAX_LOOKUP))
    expect(r.dropped).toEqual(asked.slice(MAX_LOOKUP))
    expect(r.invalid).toEqual(['<script>', 'SH12'])
  })

  it('reads a bounded number of values, each cut short in messages', () => {
    const r = readCompare([Array.from({ length: 500 }, (_, i) => `x${i}!`).join(',')])
    expect(r.invalid.length).toBeLessThanOrEqual(24)
    expect(readCompare(['!'.repeat(500)]).invalid[0]).toHaveLength(40)
  })
})

describe('compareRows', () => {
  const a = item({ specs: { width: 900, depth: 900, height: 1950, material: 'tempered-glass', colours: ['black'] } })
  const b = item({
    key: 'SH100202',
    articleNumber: 'SH100202',
    specs: { width: 1200, depth: 900, height: 1950, material: 'tempered-glass', colours: ['chrome'] },
  })

  it('marks the rows whose values differ, and only those', () => {
    const rows = compareRows([a, b], 'de')
    const differing = rows.filter((r) => r.differs).map((r) => r.key)
    expect(differing).toEqual(['width', 'colours'])
    expect(rows.find((r) => r.key === 'width')?.values).toEqual(['900 mm', '1.200 mm'])
    // Article numbers always differ: they are not marked.
    expect(rows.find((r) => r.key === 'articleNumber')?.differs).toBe(false)
  })

  it('leaves out rows no item states, and counts "not stated" as a difference', () => {
    const rows = compareRows([a, item({ key: 'x', articleNumber: null, specs: { width: 900 } })], 'zh')
    expect(rows.some((r) => r.key === 'capacity')).toBe(false)
    const depth = rows.find((r) => r.key === 'depth')!
    expect(depth.values).toEqual(['900毫米', null])
    expect(depth.differs).toBe(true)
  })

  it('marks nothing for a single item', () => {
    expect(compareRows([a], 'en').some((r) => r.differs)).toBe(false)
  })
})

describe('compareRows: installer’s measures', () => {
  it('compares the entry width of enclosures and leaves out the measures neither states', () => {
    const quadro = item({ specs: { width: 900, measures: { entryWidth: 560, wallFixingCentres: 850 } } })
    const curva = item({
      key: 'SH300601',
      articleNumber: 'SH300601',
      specs: { width: 900, measures: { entryWidth: 500, wallFixingCentres: 850 } },
    })
    const rows = compareRows([quadro, curva], 'de')
    expect(rows.find((r) => r.key === 'entryWidth')).toEqual({
      key: 'entryWidth',
      values: ['560 mm', '500 mm'],
      differs: true,
    })
    expect(rows.find((r) => r.key === 'wallFixingCentres')).toEqual({
      key: 'wallFixingCentres',
      values: ['850 mm', '850 mm'],
      differs: false,
    })
    expect(rows.some((r) => r.key === 'drainDiameter')).toBe(false)
  })
})
