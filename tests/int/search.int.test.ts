import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { rebuildSearchIndex } from '@/cms/search/indexer'
import { locales, type Locale } from '@/i18n/locales'
import type * as SearchModule from '@/lib/cms/search'

import { catalogueBasics, dbKind, cmsOfFile, testPng } from './harness'

const cms = cmsOfFile()
let payload: Payload
// The site's search module reads the CMS config, so it is imported once the test database is set.
let search: typeof SearchModule
type Id = number | string
let image: Id
let basins: Id
let bathtubs: Id
let freestanding: Id

/** A text in all six languages, German given, the rest derived unless given. */
const six = (de: string, rest: Partial<Record<Locale, string>> = {}): Record<Locale, string> =>
  Object.fromEntries(locales.map((l) => [l, rest[l] ?? (l === 'de' ? de : `${de} ${l}`)])) as Record<Locale, string>

/** Creates a document in German and fills the other languages, as an editor does, with the hooks on. */
async function createIn<T extends 'products' | 'product-categories'>(
  collection: T,
  texts: Record<string, Record<Locale, string>>,
  data: Record<string, unknown>,
  draft = false,
): Promise<Id> {
  const de = Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.de]))
  const created = await payload.create({ collection, data: { ...data, ...de } as never, locale: 'de', draft, depth: 0 })
  for (const locale of locales.filter((l) => l !== 'de')) {
    const localized = Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v[locale]]))
    await payload.update({
      collection,
      id: created.id,
      data: { ...localized, ...(draft ? {} : { _status: 'published' }) } as never,
      locale,
      draft,
      depth: 0,
    })
  }
  return created.id
}

const titles = async (locale: Locale, q: string) =>
  (await search.searchSite(locale, q, { limit: 50 }, payload)).hits.map((h) => h.title)

async function entriesOf(ref: string) {
  const { docs } = await payload.find({
    collection: 'search-entries',
    where: { ref: { equals: ref } },
    limit: 100,
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

beforeAll(async () => {
  payload = cms.payload
  search = await import('@/lib/cms/search')
  image = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Testbild' },
      file: testPng('search-test.png'),
    })
  ).id
  const published = { _status: 'published' }
  basins = await createIn(
    'product-categories',
    { title: six('Badmöbel', { zh: '浴室柜', en: 'Bathroom furniture' }) },
    { slug: 'furniture', value: '浴室柜', ...published },
  )
  bathtubs = await createIn(
    'product-categories',
    { title: six('Badewannen', { zh: '浴缸', en: 'Bathtubs' }) },
    { slug: 'bathtubs', value: '浴缸', ...published },
  )
  freestanding = await createIn(
    'product-categories',
    { title: six('Freistehende Wannen', { zh: '独立浴缸', en: 'Freestanding baths' }) },
    { slug: 'bathtubs-freestanding', value: '独立浴缸', parent: bathtubs, ...published },
  )
  await createIn(
    'products',
    {
      title: six('Waschtischunterschrank Aria 60', {
        zh: 'Aria 60 浴室柜',
        en: 'Aria 60 vanity unit',
        fr: 'Meuble sous-vasque Aria 60',
      }),
      description: six('Mit gedämpften Schubladen.', { zh: '静音缓冲抽屉。' }),
    },
    {
      slug: 'aria-60',
      images: [image],
      category: basins,
      ...(await catalogueBasics(cms)),
      order: 1,
      specs: { material: 'plywood', colours: ['oak'] },
      ...published,
    },
  )
  await createIn(
    'products',
    {
      title: six('Freistehende Badewanne Terra', { zh: 'Terra 人造石独立浴缸', en: 'Terra freestanding bath' }),
      description: six('Aus Mineralguss, passt zu jedem Badmöbel.', { zh: '人造石一体成型。' }),
    },
    {
      slug: 'terra',
      images: [image],
      category: bathtubs,
      ...(await catalogueBasics(cms)),
      subCategory: freestanding,
      order: 2,
      specs: { material: 'mineral-cast' },
      ...published,
    },
  )
})

describe(`site search (${dbKind()})`, () => {
  it('indexes a published product in all six languages as the editor saves it', async () => {
    const entries = await entriesOf(
      `products:${(await payload.find({ collection: 'products', where: { slug: { equals: 'aria-60' } } })).docs[0]!.id}`,
    )
    expect(entries.map((e) => e.lang).sort()).toEqual([...locales].sort())
    expect(entries.find((e) => e.lang === 'fr')).toMatchObject({
      title: 'Meuble sous-vasque Aria 60',
      path: '/fr/product/aria-60',
      kind: 'product',
      image,
    })
  })

  it('finds the same results for MÖBEL, moebel and möbel', async () => {
    const upper = await titles('de', 'MÖBEL')
    expect(upper).toContain('Waschtischunterschrank Aria 60')
    expect(await titles('de', 'moebel')).toEqual(upper)
    expect(await titles('de', 'möbel')).toEqual(upper)
  })

  it('finds bathtubs by 浴缸 in Chinese, and by one character', async () => {
    expect(await titles('zh', '浴缸')).toEqual(expect.arrayContaining(['Terra 人造石独立浴缸', '浴缸', '独立浴缸']))
    expect(await titles('zh', '缸')).toContain('Terra 人造石独立浴缸')
    expect(await titles('zh', '马桶')).toEqual([])
  })

  it('finds products by their category and by the names of their technical data', async () => {
    expect(await titles('de', 'freistehende wannen')).toContain('Freistehende Badewanne Terra')
    expect(await titles('en', 'oak')).toEqual(['Aria 60 vanity unit'])
    expect(await titles('de', 'multiplex')).toEqual(['Waschtischunterschrank Aria 60'])
  })

  it('ranks title matches first, and products before categories when equally relevant', async () => {
    // "Badmöbel" is the category's title, and only in the bathtub's description.
    const result = await search.searchSite('de', 'badmöbel', {}, payload)
    expect(result.hits[0]).toMatchObject({
      kind: 'category',
      title: 'Badmöbel',
      href: '/de/product?category=furniture',
    })
    expect(result.hits.map((h) => h.title)).toContain('Freistehende Badewanne Terra')
    const both = await search.searchSite('zh', '浴缸', {}, payload)
    expect(both.hits[0]?.kind).toBe('product')
    expect(both.counts).toEqual({ product: 1, category: 2 })
    expect(both.total).toBe(3)
  })

  it('links sub-categories to the product centre with their root', async () => {
    const hit = (await search.searchSite('en', 'freestanding baths', {}, payload)).hits.find(
      (h) => h.kind === 'category',
    )
    expect(hit?.href).toBe('/en/product?category=bathtubs&sub=bathtubs-freestanding')
  })

  it('keeps drafts out, and follows publishing, unpublishing and deleting', async () => {
    const id = await createIn(
      'products',
      { title: six('Duschwanne Piano', { en: 'Piano shower tray' }) },
      { slug: 'piano', images: [image], category: basins, ...(await catalogueBasics(cms)) },
      true,
    )
    expect(await entriesOf(`products:${id}`)).toHaveLength(0)
    expect(await titles('de', 'piano')).toEqual([])

    await payload.update({ collection: 'products', id, data: { _status: 'published' }, locale: 'de' })
    expect(await entriesOf(`products:${id}`)).toHaveLength(6)
    expect(await titles('de', 'dusch')).toEqual(['Duschwanne Piano'])

    // An editor's unpublished draft of a published product leaves the live entry alone.
    await payload.update({ collection: 'products', id, data: { title: 'Duschwanne Forte' }, locale: 'de', draft: true })
    expect(await titles('de', 'forte')).toEqual([])
    expect(await titles('de', 'piano')).toEqual(['Duschwanne Piano'])

    await payload.update({ collection: 'products', id, data: { _status: 'draft' }, locale: 'de' })
    expect(await entriesOf(`products:${id}`)).toHaveLength(0)

    await payload.update({ collection: 'products', id, data: { _status: 'published' }, locale: 'de' })
    expect(await titles('en', 'shower tray')).toEqual(['Piano shower tray'])
    await payload.delete({ collection: 'products', id })
    expect(await entriesOf(`products:${id}`)).toHaveLength(0)
    expect(await titles('en', 'shower tray')).toEqual([])
  })

  it('reindexes the products of a renamed category', async () => {
    await payload.update({
      collection: 'product-categories',
      id: bathtubs,
      data: { title: 'Wannenwelt', _status: 'published' },
      locale: 'de',
    })
    expect(await titles('de', 'wannenwelt')).toEqual([
      'Wannenwelt',
      'Freistehende Badewanne Terra',
      'Freistehende Wannen',
    ])
    // The old name is gone: "badewannen" is now corrected to the product's "Badewanne".
    const renamed = await search.searchSite('de', 'badewannen', { limit: 50 }, payload)
    expect(renamed.hits.map((h) => h.title)).not.toContain('Badewannen')
    expect(renamed.respelt).toBe('Badewanne')
  })

  it('updates a page when its texts change', async () => {
    await payload.updateGlobal({
      slug: 'service-page',
      data: { heading: 'Kundendienst', text: 'Wir helfen mit Ersatzteilen.' },
      locale: 'de',
    })
    const hits = (await search.searchSite('de', 'ersatzteil', {}, payload)).hits
    expect(hits).toEqual([expect.objectContaining({ kind: 'page', title: 'Kundendienst', href: '/de/service' })])
  })

  it('suggests at most eight matches with kind, title and link', async () => {
    const { suggestions, respelt } = await search.suggest('de', 'a', payload)
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions.length).toBeLessThanOrEqual(8)
    for (const s of suggestions) expect(Object.keys(s).sort()).toEqual(['href', 'kind', 'title'])
    expect(respelt).toBeNull()
  })

  it('corrects a misspelt word from every indexed field, in results and suggestions alike', async () => {
    const typo = await search.searchSite('de', 'Wascktischunterschrank', {}, payload)
    expect(typo.respelt).toBe('Waschtischunterschrank')
    expect(typo.hits.map((h) => h.title)).toContain('Waschtischunterschrank Aria 60')
    // "Multiplx": a word of the technical data only, not of any title.
    expect((await search.searchSite('de', 'Multiplx', {}, payload)).respelt).toBe('multiplex')
    const box = await search.suggest('de', 'Wascktischunterschrank', payload)
    expect(box.respelt).toBe('Waschtischunterschrank')
    expect(box.suggestions.map((s) => s.title)).toContain('Waschtischunterschrank Aria 60')
    const nothing = await search.searchSite('de', 'qqqq', {}, payload)
    expect(nothing).toMatchObject({ respelt: null, total: 0 })
  })

  it('lists what holds every word first, then what holds some, when fewer than ten hold all', async () => {
    const both = await titles('de', 'Terra freistehende')
    expect(both[0]).toBe('Freistehende Badewanne Terra')
    expect(both).toContain('Freistehende Wannen')
    // No entry holds both: each is found by its own word.
    expect(await titles('de', 'Terra multiplex')).toEqual(
      expect.arrayContaining(['Freistehende Badewanne Terra', 'Waschtischunterschrank Aria 60']),
    )
    expect((await titles('zh', '人造石浴缸'))[0]).toBe('Terra 人造石独立浴缸')
  })

  it('finds the synonyms an editor keeps once they are published, in each language', async () => {
    expect(await titles('de', 'Waschtischschrank')).toEqual([])
    expect(await titles('zh', '澡盆')).toEqual([])
    const groups = [{ words: 'Waschtischunterschrank, Waschtischschrank' }]
    const saved = await payload.updateGlobal({ slug: 'search-synonyms', data: { groups }, locale: 'de', draft: true })
    await payload.updateGlobal({
      slug: 'search-synonyms',
      data: { groups: [{ id: saved.groups?.[0]?.id, words: '浴缸，澡盆' }] },
      locale: 'zh',
      draft: true,
    })
    // A draft changes nothing.
    expect(await titles('de', 'Waschtischschrank')).toEqual([])
    await payload.updateGlobal({ slug: 'search-synonyms', data: { _status: 'published' }, locale: 'de' })
    expect(await titles('de', 'Waschtischschrank')).toEqual(['Waschtischunterschrank Aria 60'])
    expect(await titles('zh', '澡盆')).toContain('Terra 人造石独立浴缸')
    // Another language's words are not this language's synonyms.
    expect(await titles('en', '澡盆')).toEqual([])
    await expect(
      payload.updateGlobal({
        slug: 'search-synonyms',
        data: { groups: [{ words: 'x'.repeat(61) }] },
        locale: 'en',
      }),
    ).rejects.toThrow()
  })

  it('builds the same index from scratch as the hooks kept', async () => {
    const before = await payload.count({ collection: 'search-entries', overrideAccess: true })
    const rebuilt = await rebuildSearchIndex(payload)
    expect(rebuilt.entries).toBe(before.totalDocs)
    expect(await titles('de', 'MÖBEL')).toContain('Waschtischunterschrank Aria 60')
  })

  it('treats LIKE wildcards and quotes in a query as plain text', async () => {
    expect(await titles('de', "%' OR 1=1 --")).toEqual([])
    expect(await titles('de', '_')).toEqual([])
  })
})
