import { describe, expect, it } from 'vitest'

import type { Product, ProductCategory } from '@/payload-types'

import { toRow } from '../entries'
import { categoryEntry, productEntry, specNames } from './catalogue'

const category = (c: Partial<ProductCategory> & Pick<ProductCategory, 'id' | 'title' | 'slug'>): ProductCategory => ({
  value: c.slug,
  updatedAt: '',
  createdAt: '',
  ...c,
})

const bathtubs = category({
  id: 1,
  title: 'Badewannen',
  slug: 'bathtubs',
  description: 'Wannen aus Acryl und Mineralguss.',
  order: 4,
  image: 7,
})
const freestanding = category({
  id: 2,
  title: 'Freistehende Wannen',
  slug: 'bathtubs-freestanding',
  parent: 1,
  order: 1,
})
const all = new Map<number | string, ProductCategory>([
  [1, bathtubs],
  [2, freestanding],
])

const terra: Product = {
  id: 12,
  title: 'Freistehende Badewanne Terra',
  slug: 'terra',
  description: 'Aus Mineralguss gegossen.',
  images: [31, 32],
  series: 3,
  variants: [
    { articleNumber: 'SH400101', gtin: '4262025401018' },
    { articleNumber: 'SH400102', colour: 'sand' },
  ],
  category: 1,
  subCategory: 2,
  specs: { material: 'mineral-cast', finish: 'matt', colours: ['white', 'sand'], installation: 'freestanding' },
  order: 3,
  updatedAt: '',
  createdAt: '',
}

describe('productEntry', () => {
  it('links the product page of its language and finds it by category and technical data', () => {
    const entry = productEntry('de', terra, all)
    expect(entry).toMatchObject({
      ref: 'products:12',
      lang: 'de',
      kind: 'product',
      path: '/de/product/terra',
      title: 'Freistehende Badewanne Terra',
      rank: 3,
      image: 31,
    })
    const row = toRow(entry)
    expect(row.titleTerms).toBe(' freistehende badewanne terra ')
    for (const word of ['badewannen', 'wannen', 'mineralguss', 'seidenmatt', 'weiss', 'sand'])
      expect(row.terms).toContain(` ${word} `)
  })

  it('names the technical data in the entry’s language', () => {
    expect(specNames(terra.specs, 'zh')).toEqual(['人造石', '哑光', '白色', '沙色', '独立式'])
    expect(specNames(undefined, 'en')).toEqual([])
  })
})

describe('categoryEntry', () => {
  it('links a root category to its product centre page and names its sub-categories', () => {
    const entry = categoryEntry('en', bathtubs, all)
    expect(entry).toMatchObject({
      ref: 'product-categories:1',
      path: '/en/product?category=bathtubs',
      snippet: 'Wannen aus Acryl und Mineralguss.',
      image: 7,
    })
    expect(entry?.body).toContain('Freistehende Wannen')
  })

  it('links a sub-category with its root, after the root in rank', () => {
    const entry = categoryEntry('fr', freestanding, all)
    expect(entry).toMatchObject({ path: '/fr/product?category=bathtubs&sub=bathtubs-freestanding', image: 7 })
    expect(entry!.rank!).toBeGreaterThan(categoryEntry('fr', bathtubs, all)!.rank!)
  })

  it('leaves out a sub-category whose root is not published', () => {
    expect(categoryEntry('de', freestanding, new Map([[2, freestanding]]))).toBeNull()
  })
})
