import { describe, expect, it } from 'vitest'

import { linksInRichText, siteAddress } from './links'

describe('siteAddress', () => {
  it('reads what a path of the site names', () => {
    expect(siteAddress('/de/product/luna-60')).toEqual({ kind: 'document', collection: 'products', slug: 'luna-60' })
    expect(siteAddress('/it/product/luna-60/datasheet.pdf')).toEqual({
      kind: 'document',
      collection: 'products',
      slug: 'luna-60',
    })
    expect(siteAddress('/fr/product/luna-60/SH100103/plan.dxf')).toEqual({
      kind: 'document',
      collection: 'products',
      slug: 'luna-60',
      article: 'SH100103',
    })
    expect(siteAddress('/zh/series/luna/tender.x81')).toEqual({ kind: 'document', collection: 'series', slug: 'luna' })
    expect(siteAddress('/es/news/neue-ausstellung')).toMatchObject({ collection: 'news', slug: 'neue-ausstellung' })
    expect(siteAddress('/de/contact/recruit/vertrieb')).toMatchObject({ collection: 'job-openings', slug: 'vertrieb' })
    expect(siteAddress('/en/guarantee/eu')).toMatchObject({ collection: 'guarantees', slug: 'eu' })
    expect(siteAddress('/de/showrooms/muenchen')).toMatchObject({ collection: 'showrooms', slug: 'muenchen' })
    expect(siteAddress('/p/SH100103')).toEqual({ kind: 'article', article: 'SH100103' })
    expect(siteAddress('/api/media/file/bild.webp')).toEqual({ kind: 'media', filename: 'bild.webp' })
  })

  it('takes the routes every language has, with or without a query or a trailing slash', () => {
    for (const path of [
      '/',
      '/de',
      '/de/home',
      '/zh/products/tailorism',
      '/en/list.xlsx',
      '/it/shop/sogood',
      '/fr/search?q=x',
      '/es/about/',
    ])
      expect(siteAddress(path), path).toEqual({ kind: 'route' })
  })

  it('says no page answers an address of no route, another language code or a file no product has', () => {
    expect(siteAddress('/de/ueber-uns')).toEqual({ kind: 'none', path: '/de/ueber-uns' })
    expect(siteAddress('/ru/home')).toEqual({ kind: 'none', path: '/ru/home' })
    expect(siteAddress('/de/shop/amazon')).toEqual({ kind: 'none', path: '/de/shop/amazon' })
    expect(siteAddress('/de/product/luna-60/SH100103/brochure.pdf')).toMatchObject({ kind: 'none' })
  })

  it('leaves other hosts, e-mail, telephone and fragments alone; the site’s own full address is a path', () => {
    for (const href of ['https://partner.example/x', 'mailto:info@sanhaus.example', 'tel:+4969123', '#top', ''])
      expect(siteAddress(href), href).toBeNull()
    expect(siteAddress('https://www.sanhaus.example/de/product/luna-60', 'https://www.sanhaus.example')).toMatchObject({
      collection: 'products',
    })
  })
})

describe('linksInRichText', () => {
  it('finds internal and custom links at any depth, with the linked document’s id', () => {
    const link = (fields: object) => ({ type: 'link', fields, children: [{ type: 'text', text: 'x' }] })
    const value = {
      root: {
        type: 'root',
        children: [
          { type: 'paragraph', children: [link({ linkType: 'custom', url: ' /de/list ' })] },
          {
            type: 'list',
            children: [
              {
                type: 'listitem',
                children: [link({ linkType: 'internal', doc: { relationTo: 'products', value: 7 } })],
              },
              {
                type: 'listitem',
                children: [link({ linkType: 'internal', doc: { relationTo: 'news', value: { id: 3, title: 'x' } } })],
              },
            ],
          },
          { type: 'paragraph', children: [link({ linkType: 'custom', url: '' })] },
        ],
      },
    }
    expect(linksInRichText(value)).toEqual([
      { to: 'address', href: '/de/list' },
      { to: 'document', relationTo: 'products', id: 7 },
      { to: 'document', relationTo: 'news', id: 3 },
    ])
    expect(linksInRichText(null)).toEqual([])
  })
})
