import { describe, expect, it } from 'vitest'

import type { Product } from '@/payload-types'

import { formatDimensions, formatFileSize, formatMeasure, specRows } from './format'

describe('technical data in the visitor’s language', () => {
  const specs: NonNullable<Product['specs']> = {
    width: 600,
    depth: 420,
    height: 150,
    material: 'mineral-cast',
    finish: 'matt',
    colours: ['white', 'black'],
    installation: 'wall-hung',
    weight: 14.5,
  }

  it('writes dimensions with the unit each language uses', () => {
    expect(formatDimensions(specs, 'de')).toBe('600 × 420 × 150 mm')
    expect(formatDimensions(specs, 'zh')).toBe('600 × 420 × 150毫米')
    expect(formatDimensions({ ...specs, width: 1600 }, 'de')).toBe('1.600 × 420 × 150 mm')
    expect(formatDimensions({ ...specs, height: null }, 'en')).toBeNull()
  })

  it('names materials, finishes and colours per language and leaves out what is missing', () => {
    const de = specRows(specs, 'de')
    expect(de.map((r) => r.key)).toEqual(['dimensions', 'material', 'finish', 'colours', 'installation', 'weight'])
    expect(de.find((r) => r.key === 'colours')?.value).toBe('Weiß und Schwarz')
    expect(specRows(specs, 'zh').find((r) => r.key === 'material')?.value).toBe('人造石')
    expect(specRows(specs, 'fr').find((r) => r.key === 'weight')?.value).toBe('14,5\u202fkg')
    expect(specRows(null, 'en')).toEqual([])
  })

  it('formats capacities and file sizes', () => {
    // British English, as on every English page: litres as "l"
    expect(formatMeasure(180, 'liter', 'en')).toBe('180 l')
    // Chinese tables write every unit in characters, never a Latin "kg" beside 毫米
    const zh = Object.fromEntries(specRows({ ...specs, capacity: 180 }, 'zh').map((r) => [r.key, r.value]))
    expect([zh.capacity, zh.weight, zh.filledWeight]).toEqual(['180升', '14.5千克', '194.5千克'])
    expect(formatFileSize(184_000, 'en')).toBe('184 kB')
    expect(formatFileSize(1_250_000, 'de')).toBe('1,3 MB')
  })
})
