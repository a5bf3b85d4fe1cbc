import { describe, expect, it } from 'vitest'

import type { Case } from '@/payload-types'

import { productsUsed } from './references'

const product = (slug: string, status: 'published' | 'draft' = 'published') =>
  ({ id: slug.length, slug, title: slug.toUpperCase(), _status: status }) as never

describe('the products a reference project uses', () => {
  it('keeps published products in order, each placed only with both coordinates inside the picture', () => {
    const c = {
      products: [
        { product: product('luna'), x: 30, y: 40 },
        { product: product('draft', 'draft'), x: 10, y: 10 },
        { product: product('arco'), x: 50, y: null },
        { product: product('plano'), x: 120, y: 5 },
        { product: 7 },
      ],
    } as Pick<Case, 'products'>
    expect(productsUsed(c)).toEqual([
      { slug: 'luna', title: 'LUNA', x: 30, y: 40 },
      { slug: 'arco', title: 'ARCO', x: null, y: null },
      { slug: 'plano', title: 'PLANO', x: null, y: null },
    ])
    expect(productsUsed({ products: null })).toEqual([])
  })
})
