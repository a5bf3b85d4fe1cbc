import { describe, expect, it } from 'vitest'

import type { Product } from '@/payload-types'

import { variantOf, variantsOf } from './variants'

type Data = Pick<Product, 'specs' | 'variants' | 'images' | 'downloads'>

const basin: Data = {
  specs: { width: 600, depth: 420, height: 120, material: 'mineral-cast', finish: 'matt', colours: ['white', 'grey'] },
  images: [1, 2, 3],
  downloads: [{ kind: 'datasheet', label: 'Datenblatt', file: 9 }],
  variants: [
    { articleNumber: 'SH100101', gtin: '4262025101011', colour: 'white' },
    { articleNumber: 'SH100102', colour: 'grey', finish: 'gloss', images: [4, 2, 3] },
  ],
}

describe('variants', () => {
  it('are named by what tells them apart, in each language: the colour, not the finish it comes with', () => {
    expect(variantsOf(basin, 'de').map((v) => v.name)).toEqual(['Weiß', 'Steingrau'])
    expect(variantsOf(basin, 'zh').map((v) => v.name)).toEqual(['白色', '岩灰'])
  })

  it('take the product’s data where they state nothing, their own where they do', () => {
    const [white, grey] = variantsOf(basin, 'de')
    expect(white!.isDefault).toBe(true)
    expect(white!.specs.colours).toEqual(['white'])
    expect(white!.images).toEqual([1, 2, 3])
    expect(grey!.images).toEqual([4, 2, 3])
    expect(grey!.specs.finish).toBe('gloss')
    expect(grey!.specs.width).toBe(600)
    expect(grey!.downloads).toEqual(basin.downloads)
    expect(grey!.gtin).toBeNull()
  })

  it('are named by their size when that is what differs, and by the finish when the colour is the same', () => {
    const door: Data = {
      specs: { width: 900, depth: 900, height: 1950, colours: ['chrome'] },
      images: [1],
      variants: [
        { articleNumber: 'SH300101' },
        { articleNumber: 'SH300102', depth: 1000 },
        { articleNumber: 'SH300103', depth: 1000, finish: 'brushed' },
      ],
    }
    expect(variantsOf(door, 'en').map((v) => v.name)).toEqual([
      '900 × 900 × 1,950 mm',
      '900 × 1,000 × 1,950 mm',
      'Brushed · 900 × 1,000 × 1,950 mm',
    ])
  })

  it('keep an editor’s own name, and a single variant has none', () => {
    const named = { ...basin, variants: [basin.variants[0]!, { articleNumber: 'SH100103', label: 'Mit Überlauf' }] }
    expect(variantsOf(named, 'de')[1]!.name).toBe('Mit Überlauf')
    expect(variantsOf({ ...basin, variants: [basin.variants[0]!] }, 'de')[0]!.name).toBeNull()
  })

  it('show a product saved before variants existed as one variant without a number', () => {
    const old = variantsOf({ ...basin, variants: [] }, 'de')
    expect(old).toHaveLength(1)
    expect(old[0]!.articleNumber).toBeNull()
    expect(old[0]!.specs.colours).toEqual(['white', 'grey'])
  })

  it('are found by their article number only within their product', () => {
    expect(variantOf(basin, 'SH100102', 'de')?.name).toBe('Steingrau')
    expect(variantOf(basin, 'SH999999', 'de')).toBeNull()
  })

  it('take the product’s installer’s measures and replace only those a variant states', () => {
    const tray: Data = {
      specs: {
        width: 1200,
        depth: 900,
        height: 30,
        measures: { drainDiameter: 90, drainX: 600, drainY: 450, slipClass: 'B' },
      },
      images: [1],
      variants: [
        { articleNumber: 'SH600101' },
        { articleNumber: 'SH600102', depth: 800, measures: { drainY: 400, drainX: null } },
      ],
    }
    const [first, second] = variantsOf(tray, 'de')
    expect(first!.specs.measures).toEqual({ drainDiameter: 90, drainX: 600, drainY: 450, slipClass: 'B' })
    expect(second!.specs.measures).toEqual({ drainDiameter: 90, drainX: 600, drainY: 400, slipClass: 'B' })
  })
})
