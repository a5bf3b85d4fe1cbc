import { describe, expect, it } from 'vitest'

import { productNameChanged } from './revalidate'

const luna = { slug: 'luna-60', name: 'Luna 60', title: 'Wandwaschbecken Luna 60', _status: 'published', price: 1 }

describe('which product changes rename it in the texts that mention it', () => {
  it('a new model name, title or slug does', () => {
    expect(productNameChanged({ ...luna, name: 'Luna 60 S' }, luna, 'update')).toBe(true)
    expect(productNameChanged({ ...luna, title: 'Wandwaschbecken Luna 60 S' }, luna, 'update')).toBe(true)
    expect(productNameChanged({ ...luna, slug: 'luna-60-s' }, luna, 'update')).toBe(true)
  })

  it('a new product, new data, a publish, an unpublish or the trash does not: the whole site is not re-rendered for them', () => {
    expect(productNameChanged(luna, undefined, 'create')).toBe(false)
    expect(productNameChanged({ ...luna, price: 2 }, luna, 'update')).toBe(false)
    expect(productNameChanged({ ...luna, _status: 'draft' }, luna, 'update')).toBe(false)
    expect(productNameChanged({ ...luna, deletedAt: '2026-11-29T10:00:00.000Z' }, luna, 'update')).toBe(false)
  })
})
