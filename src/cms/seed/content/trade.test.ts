import { describe, expect, it } from 'vitest'

import { variantsOf } from '@/lib/catalogue/variants'
import { etimClassOf, etimProblems } from '@/lib/trade/etim'
import { etimCompleteness, etimValuesOf } from '@/lib/trade/etimMap'

import { demoProduct } from '../../../../tests/support/tradeCatalogue'
import { articleNumbers } from '../variants'
import { products } from './catalogue'
import { discontinued, trade } from './trade'

const numbers = articleNumbers()

/** A seeded product as the site reads it: its specs, its variants, its trade data. */
const stored = (slug: string) => ({
  doc: demoProduct(
    products.findIndex((p) => p.slug === slug),
    'en',
  ),
})

const all = products.flatMap((p) => variantsOf(stored(p.slug).doc, 'en').map((v) => ({ slug: p.slug, v })))

describe('the demo catalogue’s trade data', () => {
  it('gives every demo variant an ETIM class, but the basin waste, for which the shipped groups hold none', () => {
    const without = all.filter(({ v }) => !etimClassOf(v.trade.etimClass)).map(({ v }) => v.articleNumber)
    expect(without).toEqual(numbers.get('clic-push-button-basin-waste'))
    expect(Object.keys(trade).sort()).toEqual(products.map((p) => p.slug).sort())
  })

  it('states only features and values its class has in ETIM 10', () => {
    for (const { slug, v } of all) expect(etimProblems(v.trade.etimClass, v.trade.etimFeatures), slug).toEqual([])
  })

  it('answers at least three in five features of each variant’s class, from the site’s own data and what editors stated', () => {
    for (const { slug, v } of all) {
      const c = etimClassOf(v.trade.etimClass)
      if (!c) continue
      const { filled, total } = etimCompleteness(c, etimValuesOf(c, v.specs, v.trade.etimFeatures))
      expect(filled / total, `${slug} ${v.articleNumber}: ${filled}/${total}`).toBeGreaterThanOrEqual(0.6)
    }
  })

  it('prices a size of its own by its area and keeps the customs tariff, origin and carton of every variant', () => {
    const quadro = variantsOf(stored('quadro-90-corner-enclosure').doc, 'en')
    expect(quadro.map((v) => v.trade.listPrice)).toEqual([1190, 1059])
    expect(quadro[1]!.trade.packedDepth).toBe(900)
    for (const { slug, v } of all) {
      expect(v.trade.customsTariff, slug).toMatch(/^\d{8}$/)
      expect(v.trade.countryOfOrigin, slug).toBe('CN')
      expect(v.trade.grossWeight!, slug).toBeGreaterThan(v.specs.weight!)
    }
  })

  it('ends one demo variant with a successor that exists', () => {
    for (const [article, end] of Object.entries(discontinued)) {
      const v = all.find(({ v }) => v.articleNumber === article)!.v
      expect(v.trade.lifecycle).toBe('discontinued')
      expect(all.some(({ v }) => v.articleNumber === end.successor && v.trade.lifecycle === 'active')).toBe(true)
    }
  })
})
