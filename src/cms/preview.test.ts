import { describe, expect, it } from 'vitest'

import { env } from '@/env'

import { collectionPages, globalPages, livePreview, previewUrl } from './preview'

/** A request whose Local API knows two categories (a root and its child) and two news categories. */
const req = {
  payload: {
    findByID: async ({ collection, id }: { collection: string; id: number }) => {
      if (collection === 'product-categories') return id === 1 ? { id: 1, slug: 'basins' } : null
      if (collection === 'news-categories') return { 3: { language: 'zh' }, 4: { language: 'de' } }[id] ?? null
      return null
    },
  },
} as never

const origin = new URL(env.siteUrl).origin
const url = (target: Parameters<typeof previewUrl>[0], doc: Record<string, unknown>, locale: unknown) =>
  previewUrl(target, doc, locale, req)

describe('where the admin’s Preview and Live Preview open a draft', () => {
  it('a product on its page, in the language being edited', async () => {
    expect(await url({ collection: 'products' }, { slug: 'luna-60' }, 'zh')).toBe(
      `${origin}/preview/zh/product/luna-60`,
    )
    // Live Preview hands Payload's locale object, not its code.
    expect(await url({ collection: 'products' }, { slug: 'luna-60' }, { code: 'fr', label: 'Français' })).toBe(
      `${origin}/preview/fr/product/luna-60`,
    )
  })

  it('a category on the product centre, a sub-category within its parent', async () => {
    expect(await url({ collection: 'product-categories' }, { slug: 'basins' }, 'de')).toBe(
      `${origin}/preview/de/product?category=basins`,
    )
    expect(await url({ collection: 'product-categories' }, { slug: 'wall-hung', parent: 1 }, 'it')).toBe(
      `${origin}/preview/it/product?category=basins&sub=wall-hung`,
    )
  })

  it('an article in its own language, whatever language the admin edits in', async () => {
    expect(await url({ collection: 'news' }, { slug: 'messe', category: 3 }, 'de')).toBe(
      `${origin}/preview/zh/news/messe`,
    )
    expect(await url({ collection: 'news' }, { slug: 'messe', category: { id: 4 } }, 'es')).toBe(
      `${origin}/preview/de/news/messe`,
    )
  })

  it('page texts on their screen; navigation, settings and banners on the home page', async () => {
    expect(await url({ global: 'service-page' }, {}, 'de')).toBe(`${origin}/preview/de/service`)
    expect(await url({ global: 'qualification-page' }, {}, 'en')).toBe(`${origin}/preview/en/certifiction`)
    expect(await url({ global: 'navigation' }, {}, 'zh')).toBe(`${origin}/preview/zh/home`)
    expect(await url({ collection: 'banners' }, {}, 'zh')).toBe(`${origin}/preview/zh/home`)
    expect(await url({ collection: 'legal-pages' }, { slug: 'privacy' }, 'fr')).toBe(`${origin}/preview/fr/privacy`)
  })

  it('nothing for what has no page (redirects, enquiries) and an unknown language falls back to German', async () => {
    expect(await url({ collection: 'redirects' }, { from: '/a' }, 'de')).toBeNull()
    expect(await url({ collection: 'enquiries' }, {}, 'de')).toBeNull()
    expect(await url({ collection: 'job-openings' }, { slug: 'sales' }, 'xx')).toBe(
      `${origin}/preview/de/contact/recruit/sales`,
    )
  })

  it('Live Preview covers every kind with a page, at phone, tablet and desktop widths', () => {
    expect(livePreview.collections).toEqual(Object.keys(collectionPages))
    expect(livePreview.globals).toEqual(Object.keys(globalPages))
    expect(livePreview.breakpoints?.map((b) => b.width)).toEqual([390, 768, 1440])
  })
})
