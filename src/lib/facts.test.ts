import { describe, expect, it } from 'vitest'

import { formatFactValue, resolveFacts, type FactTable } from './facts'

const facts: FactTable = {
  factory_area: {
    label: 'Werksfläche',
    unit: 'm²',
    value: '36.980',
    raw: '36980',
    variants: { alt1: '39.860', alt2: '25.000' },
  },
  warranty_years: { label: 'Garantie', unit: 'Jahre', value: '3', raw: '3', variants: {} },
}

describe('company facts in texts', () => {
  it('formats large figures per language and leaves years alone', () => {
    expect(formatFactValue('36980', 'de')).toBe('36.980')
    expect(formatFactValue('36980', 'en')).toBe('36,980')
    expect(formatFactValue('36980', 'zh')).toBe('36,980')
    expect(formatFactValue('36980', 'fr')).toMatch(/^36\s980$/u)
    expect(formatFactValue('2003', 'de')).toBe('2003')
    expect(formatFactValue('2003–2020', 'de')).toBe('2003–2020')
  })

  it('replaces primary values and variants, and keeps unknown tokens visible', () => {
    expect(resolveFacts('{{warranty_years}} Jahre Garantie', facts)).toBe('3 Jahre Garantie')
    expect(resolveFacts('Werk mit {{factory_area}} m² (früher {{factory_area|alt2}} m²)', facts)).toBe(
      'Werk mit 36.980 m² (früher 25.000 m²)',
    )
    expect(resolveFacts('{{unknown_fact}} and {{factory_area|nope}}', facts)).toBe(
      '{{unknown_fact}} and {{factory_area|nope}}',
    )
  })
})
