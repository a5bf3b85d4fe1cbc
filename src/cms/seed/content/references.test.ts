import { describe, expect, it } from 'vitest'

import { cases } from './cases'
import { products } from './catalogue'
import { certificates, testReports } from './certificates'
import { caseProducts, coveredProducts } from './references'

const slugs = new Set(products.map((p) => p.slug))

describe('the demo’s references and certificates lead to its products', () => {
  it('every project uses products of the catalogue, placed inside its picture', () => {
    expect(caseProducts).toHaveLength(cases.length)
    for (const used of caseProducts) {
      expect(used.length).toBeGreaterThan(0)
      for (const u of used) {
        expect(slugs.has(u.slug), u.slug).toBe(true)
        if (u.x !== undefined) expect(u.x >= 0 && u.x <= 100 && u.y! >= 0 && u.y! <= 100).toBe(true)
      }
    }
  })

  it('every product is seen in a project, and every covered product exists', () => {
    const seen = new Set(caseProducts.flat().map((u) => u.slug))
    expect([...slugs].filter((s) => !seen.has(s) && !s.startsWith('clic'))).toEqual([])
    const numbers = new Set([...certificates.map((c) => c.number), ...testReports.map((r) => r.number)])
    for (const [number, covered] of Object.entries(coveredProducts)) {
      expect(numbers.has(number), number).toBe(true)
      for (const slug of covered) expect(slugs.has(slug), slug).toBe(true)
    }
  })
})
