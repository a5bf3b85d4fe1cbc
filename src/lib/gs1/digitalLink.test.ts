import { describe, expect, it } from 'vitest'

import { digitalLinkHref, gtin14, linkset, linkTypeUri } from './digitalLink'

const origin = 'https://www.sanhaus.example'

describe('GS1 Digital Link', () => {
  it('takes a GTIN of any length with its check digit, as 14 digits; refuses a wrong check digit or length', () => {
    expect(gtin14('4262025601013')).toBe('04262025601013')
    expect(gtin14('04262025601013')).toBe('04262025601013')
    expect(gtin14('96385074')).toBe('00000096385074') // GTIN-8
    expect(gtin14('036000291452')).toBe('00036000291452') // GTIN-12 (UPC-A)
    expect(gtin14('4262025601014')).toBeNull()
    expect(gtin14('426202560101')).toBeNull()
    expect(gtin14('SH100101')).toBeNull()
    expect(digitalLinkHref('4262025601013')).toBe('/01/04262025601013')
  })

  it('knows GS1’s link types in short and long form and the site’s own, nothing else', () => {
    expect(linkTypeUri('gs1:pip', origin)).toBe('https://gs1.org/voc/pip')
    expect(linkTypeUri('https://gs1.org/voc/certificationInfo', origin)).toBe('https://gs1.org/voc/certificationInfo')
    expect(linkTypeUri('sanhaus:cad2d', origin)).toBe(`${origin}/voc/cad2d`)
    expect(linkTypeUri(`${origin}/voc/tenderText`, origin)).toBe(`${origin}/voc/tenderText`)
    expect(linkTypeUri('gs1:recipeInfo', origin)).toBeNull()
    expect(linkTypeUri('sanhaus:nothing', origin)).toBeNull()
  })

  it('writes the linkset as RFC 9264 has it: one context object, each link type an array of target objects', () => {
    const set = linkset(
      `${origin}/01/04262025601013`,
      [
        { rel: 'https://gs1.org/voc/pip', href: `${origin}/de/product/luna`, hreflang: 'de', type: 'text/html' },
        { rel: 'https://gs1.org/voc/pip', href: `${origin}/it/product/luna`, hreflang: 'it', type: 'text/html' },
      ],
      `${origin}/de/product/luna`,
    ) as { linkset: Record<string, unknown>[] }
    expect(set.linkset).toHaveLength(1)
    expect(set.linkset[0]!.anchor).toBe(`${origin}/01/04262025601013`)
    expect(set.linkset[0]!['https://gs1.org/voc/pip']).toEqual([
      { href: `${origin}/de/product/luna`, type: 'text/html', hreflang: ['de'] },
      { href: `${origin}/it/product/luna`, type: 'text/html', hreflang: ['it'] },
    ])
    expect(set.linkset[0]!['https://gs1.org/voc/defaultLink']).toEqual([
      { href: `${origin}/de/product/luna`, type: 'text/html' },
    ])
  })
})
