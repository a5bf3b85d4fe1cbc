import { describe, expect, it } from 'vitest'

import { readQuerySegment, staticQueryDecision } from './staticQuery'

const decide = (url: string) => {
  const u = new URL(url, 'http://x')
  return staticQueryDecision(u.pathname, u.searchParams)
}

describe('query pages served from the cache', () => {
  it('rewrites a product-centre query to one internal path, whatever the order and extra parameters', () => {
    const a = decide('/de/product?category=basins&page=2')
    const b = decide('/de/product?page=2&utm_source=mail&category=basins')
    expect(a).toEqual({ kind: 'rewrite', path: `/de/product/~q/${encodeURIComponent('category=basins&page=2')}` })
    expect(b).toEqual(a)
  })

  it('leaves pages without a query, or with only foreign parameters, to their plain cached page', () => {
    expect(decide('/de/product')).toEqual({ kind: 'plain' })
    expect(decide('/zh/news?fbclid=abc')).toEqual({ kind: 'plain' })
    expect(decide('/de/product?category=')).toEqual({ kind: 'plain' })
    expect(decide('/de/about?page=2')).toEqual({ kind: 'plain' })
    expect(decide('/xx/product?category=basins')).toEqual({ kind: 'plain' })
  })

  it('leads a value no page has, a second value or a non-canonical one to the canonical address (308), keeping foreign parameters', () => {
    const cases: [string, string][] = [
      ['/en/news?page=1', '/en/news'],
      ['/de/product?view=zz-a1', '/de/product'],
      ['/de/product?view=grid&category=basins', '/de/product?category=basins'],
      ['/de/product?category=Basins%20x&utm_source=mail', '/de/product?utm_source=mail'],
      ['/de/contact/teamwork?type=1&utm_source=x', '/de/contact/teamwork?type=project&utm_source=x'],
      ['/de/contact/teamwork?type=lottery', '/de/contact/teamwork'],
      ['/de/contact/teamwork?article=sh100103', '/de/contact/teamwork?article=SH100103'],
      ['/de/contact/teamwork?type=project&article=SH12', '/de/contact/teamwork?type=project'],
      ['/de/contact/teamwork?job=%3Cscript%3E', '/de/contact/teamwork'],
    ]
    for (const [asked, location] of cases) expect(decide(asked), asked).toEqual({ kind: 'redirect', location })
    // What is no page number at all is no page: the 404 page.
    for (const query of ['page=0', 'page=-1', 'page=abc', 'page=2.5', 'page=01', 'page=1&page=2', 'page=10000'])
      expect(decide(`/de/news?${query}`), query).toEqual({ kind: 'notFound', path: '/de/~q' })
    // A canonical query is served from its cached page, foreign parameters or not.
    expect(decide('/en/news?page=12&fbclid=x').kind).toBe('rewrite')
  })

  it('reads the segment back whether Next decoded it or not, CJK included', () => {
    const d = decide('/zh/product?title=浴缸&view=list') as { kind: 'rewrite'; path: string }
    const raw = d.path.split('/').at(-1)!
    expect(readQuerySegment('/product', raw)).toEqual({ title: '浴缸', view: 'list' })
    expect(readQuerySegment('/product', decodeURIComponent(raw))).toEqual({ title: '浴缸', view: 'list' })
    expect(readQuerySegment('/product', '%E0%A4%A')).toBeNull()
  })

  it('refuses a segment the proxy would not make: the internal path asked for directly is no page', () => {
    for (const segment of [
      'datasheet.pdf',
      'view=zz.x',
      encodeURIComponent('view=zz.x'),
      'page=4&category=basins',
      'category=basins&page=1',
      'page=0',
      'page=01',
      'category=basins&utm_source=x',
      '',
    ])
      expect(readQuerySegment('/product', segment), segment).toBeNull()
    expect(readQuerySegment('/news', 'page=3')).toEqual({ page: '3' })
    expect(readQuerySegment('/news', 'page=3&page=4')).toBeNull()
    expect(readQuerySegment('/contact/teamwork', 'type=lottery')).toBeNull()
    expect(readQuerySegment('/nowhere', 'page=3')).toBeNull()
  })

  it('answers internal paths asked for directly, and absurdly long queries, with the 404 page', () => {
    expect(decide('/fr/product/~q/category%3Dbasins')).toEqual({ kind: 'notFound', path: '/fr/~q' })
    expect(decide(`/de/contact/teamwork?product=${'a'.repeat(700)}`)).toEqual({ kind: 'notFound', path: '/de/~q' })
    expect(decide('/de/contact/teamwork?type=joinus&job=3')).toEqual({
      kind: 'rewrite',
      path: `/de/contact/teamwork/~q/${encodeURIComponent('type=joinus&job=3')}`,
      withoutLinks: '/de/contact/teamwork?type=joinus',
    })
  })

  it('names the enquiry form without its links (position, product, variant, series) for the page to lead to when they name none', () => {
    expect(decide('/de/contact/teamwork?article=SH100103&type=project&utm_source=x')).toEqual({
      kind: 'rewrite',
      path: `/de/contact/teamwork/~q/${encodeURIComponent('type=project&article=SH100103')}`,
      withoutLinks: '/de/contact/teamwork?type=project',
    })
    expect(decide('/zh/contact/teamwork?series=luna')).toEqual({
      kind: 'rewrite',
      path: `/zh/contact/teamwork/~q/${encodeURIComponent('series=luna')}`,
      withoutLinks: '/zh/contact/teamwork',
    })
    expect(decide('/de/contact/teamwork?type=joinus&job=3')).toMatchObject({
      withoutLinks: '/de/contact/teamwork?type=joinus',
    })
    expect(decide('/de/contact/teamwork?type=brand')).not.toHaveProperty('withoutLinks')
  })

  it('sends the finder’s queries to the per-request page, and refuses its internal path', () => {
    expect(
      staticQueryDecision('/de/product', new URLSearchParams('category=enclosures&colour=black&fit=900x800')),
    ).toEqual({
      kind: 'perRequest',
      path: '/de/product/~f?category=enclosures&colour=black&fit=900x800',
    })
    expect(staticQueryDecision('/de/product', new URLSearchParams('category=enclosures&colour='))).toMatchObject({
      kind: 'rewrite',
    })
    expect(staticQueryDecision('/de/product/~f', new URLSearchParams('colour=black'))).toMatchObject({
      kind: 'notFound',
    })
  })

  it('lets comparisons pass uncached, whatever their query', () => {
    expect(staticQueryDecision('/zh/compare', new URLSearchParams('p=SH100101,SH100202'))).toEqual({
      kind: 'uncached',
    })
    expect(staticQueryDecision('/de/compare', new URLSearchParams())).toEqual({ kind: 'uncached' })
  })

  it('lets a Merkliste, its PDF and its exports pass uncached with the whole list in the query', () => {
    const items = new URLSearchParams('items=SH300301:2,SH100101:1')
    expect(staticQueryDecision('/fr/list', items)).toEqual({ kind: 'uncached' })
    for (const file of ['list.pdf', 'list.xlsx', 'list.csv', 'list.bmecat.xml', 'list.xchange.json'])
      expect(staticQueryDecision(`/zh/${file}`, items), file).toEqual({ kind: 'uncached' })
  })
})
