import { describe, expect, it } from 'vitest'

import { columnsOf, dbKind, publishedProduct, schemaBefore, cmsOfFile } from './harness'

/**
 * What the product finder reads of a product: how an enclosure opens and the niche sizes it fits,
 * and the comparison as a menu target, on both databases and on one migrated from the schema
 * before them.
 */

const cms = cmsOfFile()
const ctx = { disableRevalidate: true }

describe(`opening and fit range of a product (${dbKind()})`, () => {
  it('a product from before keeps its data and takes an opening and a fit range on its next publish; the menu takes the comparison', async () => {
    const id = await publishedProduct(cms, { de: 'Eckdusche', zh: '转角淋浴房' })
    await cms.payload.update({
      collection: 'products',
      id,
      data: { family: 'enclosure', specs: { width: 900, depth: 900 }, _status: 'published' },
      context: { ...ctx },
    })
    const menu = await cms.payload.findGlobal({ slug: 'navigation', locale: 'de', depth: 0 })
    const forward = await schemaBefore(cms, 'product_finder')
    expect(await columnsOf(cms, 'products')).not.toContain('specs_opening')
    await forward()
    expect(await columnsOf(cms, 'products')).toContain('specs_fit_range_width_from')

    // The menu keeps its items, and an editor may add the comparison to it (a new value of the route list).
    const items = (menu.items ?? []).map(({ label, route }) => ({ label, route }))
    const withCompare = [...items, { label: 'Produktvergleich', route: 'compare' as const }]
    await cms.payload.updateGlobal({
      slug: 'navigation',
      locale: 'de',
      data: { items: withCompare },
      context: { ...ctx },
    })
    const saved = await cms.payload.findGlobal({ slug: 'navigation', locale: 'de', depth: 0 })
    expect(saved.items?.map((i) => i.route)).toEqual(withCompare.map((i) => i.route))

    const before = await cms.payload.findByID({ collection: 'products', id, depth: 0, locale: 'zh' })
    expect(before.title).toBe('转角淋浴房')
    expect(before.specs).toMatchObject({ width: 900, depth: 900 })
    expect(before.specs?.opening ?? null).toBeNull()

    const range = { widthFrom: 870, widthTo: 905, depthFrom: 770, depthTo: 905 }
    await cms.payload.update({
      collection: 'products',
      id,
      data: { specs: { width: 900, depth: 900, opening: 'pivot', fitRange: range }, _status: 'published' },
      context: { ...ctx },
    })
    const after = await cms.payload.findByID({ collection: 'products', id, depth: 0, locale: 'zh' })
    expect(after.title).toBe('转角淋浴房')
    expect(after.specs).toMatchObject({ opening: 'pivot', fitRange: range })
    const { fitOf } = await import('@/lib/catalogue/fit')
    expect(
      fitOf('enclosure', { ...after.specs, range: after.specs?.fitRange }, { width: 900, depth: 800 }),
    ).toMatchObject({
      fits: true,
      used: { width: 30, depth: 30 },
    })
  })
})
