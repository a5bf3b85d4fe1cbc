import path from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { seed, type SeedStats } from '@/cms/seed'
import { products } from '@/cms/seed/content/catalogue'
import { locales } from '@/i18n/locales'
import { factKeysIn } from '@/lib/facts'
import type { Media, Product } from '@/payload-types'

import { cadFilesSuite } from './cadFiles'
import { dbKind, cmsOfFile, type Cms } from './harness'
import { manualsSuite } from './manuals'
import { publicApiSuite } from './publicApi'
import { writeSeedSnapshot } from '../../scripts/seed-snapshot.mjs'

// The public API reads through `src/lib/cms`: here without Next's data cache, from this test's CMS.
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: () => {} }))
vi.mock('@/lib/cms/payload', () => ({ payloadClient: async () => (globalThis as { intPayload?: unknown }).intPayload }))

const cms = cmsOfFile()
let first: SeedStats

beforeAll(async () => {
  Object.assign(globalThis, { intPayload: cms.payload })
  first = await seed(cms.payload, (m) => console.log(m))
  console.log(`[${dbKind()}] seed took ${(first.ms / 1000).toFixed(1)} s`)
  // `npm test` hands this seed to its browser tests' server (scripts/seed-snapshot.mjs).
  const snapshot = process.env.SEED_SNAPSHOT_DIR
  if (snapshot && cms.kind === 'sqlite') {
    const { client } = cms.payload.db as unknown as { client: { execute: (sql: string) => Promise<unknown> } }
    await writeSeedSnapshot(snapshot, { execute: (sql) => client.execute(sql), mediaDir: path.join(cms.dir, 'media') })
  }
})

const published = { _status: { equals: 'published' } } as const

async function all<T>(collection: Parameters<Cms['payload']['find']>[0]['collection'], where = {}): Promise<T[]> {
  const { docs } = await cms.payload.find({ collection, where, limit: 1000, pagination: false, depth: 0 })
  return docs as T[]
}

/** Walks a document read with `locale: 'all'` and yields every localized text as { path, values }. */
function* localizedTexts(value: unknown): Generator<{ path: string; values: Record<string, unknown> }> {
  for (const entry of localizedValues(value))
    if (Object.values(entry.values).some((v) => typeof v === 'string')) yield entry
}

const CJK = /[\u3400-\u9fff]/

/** Walks a document read with `locale: 'all'` and yields every localized value (rich texts too) as { path, values }. */
function* localizedValues(value: unknown, trail = ''): Generator<{ path: string; values: Record<string, unknown> }> {
  if (value === null || typeof value !== 'object') return
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* localizedValues(item, `${trail}[${i}]`)
    return
  }
  const keys = Object.keys(value)
  if (keys.length > 0 && keys.every((k) => (locales as readonly string[]).includes(k)) && keys.includes('de')) {
    yield { path: trail, values: value as Record<string, unknown> }
    return
  }
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'sizes') continue
    yield* localizedValues(inner, trail ? `${trail}.${key}` : key)
  }
}

/** Every document of the content collections and every global, read in all languages at once. */
async function everyDocInAllLanguages(): Promise<{ name: string; doc: unknown }[]> {
  const collections = [
    'banners',
    'product-categories',
    'products',
    'technology-lines',
    'cases',
    'certificates',
    'offices',
    'job-openings',
    'service-guarantees',
    'showroom-countries',
    'showrooms',
    'company-facts',
    'legal-pages',
    'guarantees',
    'media',
  ] as const
  const globals = [
    'site-settings',
    'navigation',
    'search-synonyms',
    'home-page',
    'about-page',
    'craft-page',
    'case-page',
    'qualification-page',
    'contact-page',
    'service-page',
    'recruit-page',
    'product-centre-page',
    'showcase-page',
    'news-page',
    'teamwork-page',
  ] as const
  const docs: { name: string; doc: unknown }[] = []
  for (const collection of collections) {
    const { docs: found } = await cms.payload.find({
      collection,
      locale: 'all',
      fallbackLocale: false,
      depth: 0,
      limit: 1000,
      pagination: false,
    })
    for (const doc of found)
      docs.push({ name: `${collection}/${String((doc as { filename?: string }).filename ?? doc.id)}`, doc })
  }
  for (const slug of globals)
    docs.push({
      name: slug,
      doc: await cms.payload.findGlobal({ slug, locale: 'all', fallbackLocale: false, depth: 0 }),
    })

  return docs
}

describe(`demo content (${dbKind()})`, () => {
  it('has the whole category tree of the spec, and products in every category', async () => {
    type Cat = { id: number | string; slug: string; parent?: number | string | null }
    const cats = await all<Cat>('product-categories', published)
    const roots = cats.filter((c) => !c.parent)
    const childrenOf = (slug: string) => {
      const root = roots.find((r) => r.slug === slug)
      return cats.filter((c) => c.parent === root?.id).length
    }
    expect(roots.map((r) => r.slug)).toEqual(
      expect.arrayContaining(['basins', 'furniture', 'enclosures', 'bathtubs', 'hardware']),
    )
    expect([
      childrenOf('basins'),
      childrenOf('furniture'),
      childrenOf('enclosures'),
      childrenOf('bathtubs'),
      childrenOf('hardware'),
    ]).toEqual([5, 2, 5, 4, 4])
    type Product = { category: number | string; subCategory?: number | string | null; family: string }
    const products = await all<Product>('products', published)
    expect(products.length).toBeGreaterThanOrEqual(30)
    for (const sub of cats.filter((c) => c.parent)) {
      expect(
        products.some((p) => p.subCategory === sub.id),
        `no product in ${sub.slug}`,
      ).toBe(true)
    }
    expect(new Set(products.map((p) => p.family))).toEqual(
      new Set(['basin', 'cabinet', 'enclosure', 'tray', 'tub', 'tap', 'toilet']),
    )
  })

  it('has the cases, certificates, jobs, offices and countries of the spec', async () => {
    const cases = await all<{ region: string }>('cases', published)
    expect(cases.filter((c) => c.region === 'foreign')).toHaveLength(12)
    expect(cases.filter((c) => c.region === 'china')).toHaveLength(20)

    const certs = await all<{ group: string; number?: string | null }>('certificates', published)
    const group = (g: string) => certs.filter((c) => c.group === g)
    expect([group('standard').length, group('more').length, group('patent').length]).toEqual([8, 8, 9])
    expect(group('patent').every((c) => Boolean(c.number))).toBe(true)
    for (const further of ['honour', 'quality', 'testing']) expect(group(further).length).toBeGreaterThan(0)
    expect((await all('test-reports', published)).length).toBeGreaterThan(0)

    const jobs = await all<{ legacyValue: string }>('job-openings', published)
    expect(jobs.map((j) => j.legacyValue)).toEqual([
      '网店运营/店长',
      '国际平台运营',
      '3D动画设计师',
      '产品跟单',
      '新媒体运营',
      '售前客服',
    ])

    const offices = await all<{ key: string; zoom: number; center: { lat: number; lng: number } }>('offices', published)
    expect(offices.map((o) => o.key)).toEqual(['hangzhou', 'pujiang', 'germany'])
    expect(offices.find((o) => o.key === 'germany')?.zoom).toBe(17)

    const countries = await all<{ code: string }>('showroom-countries', published)
    expect(countries.map((c) => c.code)).toEqual(['CN', 'DE', 'FR', 'GB', 'IT', 'DK', 'ES', 'RU', 'BE', 'SE'])

    // The brand's ten showrooms (the home page's figure), Munich's of the news among them, and
    // the trade's in every country of the country row and in Austria and Switzerland.
    type Room = { kind: string; slug: string; city: string; country: string; series: unknown[]; hours: unknown[] }
    const rooms = await all<Room>('showrooms', published)
    const facts = await all<{ key: string; value: string }>('company-facts', published)
    const brand = rooms.filter((r) => r.kind === 'brand')
    expect(brand).toHaveLength(Number(facts.find((f) => f.key === 'showrooms')?.value))
    expect(brand.find((r) => r.slug === 'sanhaus-showroom-muenchen')?.city).toBe('München')
    expect(new Set(rooms.map((r) => r.country))).toEqual(new Set([...countries.map((c) => c.code), 'AT', 'CH']))
    expect(rooms.length).toBeGreaterThanOrEqual(50)
    expect(rooms.every((r) => r.series.length > 0 && r.hours.length > 0)).toBe(true)
    expect((await all('banners', published)).length).toBeGreaterThanOrEqual(3)
  })

  it('has the header menu of the spec, with the contact and shop submenus', async () => {
    const nav = await cms.payload.findGlobal({ slug: 'navigation', locale: 'en', depth: 0 })
    const items = nav.items ?? []
    expect(items.map((i) => i.route)).toEqual([
      'home',
      'about',
      'product',
      'craft',
      'case',
      'certifiction',
      'contact',
      'shop',
    ])
    expect(items.find((i) => i.route === 'contact')?.children?.map((c) => c.route)).toContain('recruit')
    expect(items.find((i) => i.route === 'shop')?.children?.map((c) => c.shop)).toEqual(['product', 'sogood'])
    const settings = await cms.payload.findGlobal({ slug: 'site-settings', locale: 'de', depth: 0 })
    expect(settings.social?.map((s) => s.kind)).toHaveLength(9)
    expect(settings.messaging?.map((m) => m.kind)).toEqual(['wechat', 'whatsapp'])
  })

  it('keeps news per language, with the spec’s article category ids', async () => {
    type Category = { id: number | string; language: string; legacyId: number }
    const categories = await all<Category>('news-categories', published)
    expect(Object.fromEntries(categories.map((c) => [c.language, c.legacyId]))).toEqual({
      zh: 13,
      de: 14,
      en: 15,
      fr: 16,
      es: 17,
      it: 19,
    })
    const news = await all<{ category: number | string }>('news', published)
    for (const c of categories)
      expect(news.filter((n) => n.category === c.id).length, c.language).toBeGreaterThanOrEqual(3)
  })

  it('keeps the disagreeing figures of the sources as variants of one fact', async () => {
    type Fact = { key: string; value: string; variants: { value: string }[] }
    const facts = Object.fromEntries((await all<Fact>('company-facts', published)).map((f) => [f.key, f]))
    const readings = (key: string) => [facts[key]?.value, ...(facts[key]?.variants ?? []).map((v) => v.value)]
    expect(readings('factory_area')).toEqual(['36980', '39860', '25000'])
    expect(readings('acceptance_hours')).toEqual(['36', '72'])
    expect(readings('history_range').map((v) => v?.replace(/[–-]/, '-'))).toEqual(['2003-2020', '2003-2018'])
  })

  it('fills every text in all six languages, and the Chinese site is in Chinese', async () => {
    const docs = await everyDocInAllLanguages()
    const missing: string[] = []
    const notChinese: string[] = []
    let texts = 0
    for (const { name, doc } of docs) {
      for (const { path, values } of localizedTexts(doc)) {
        // An optional field left empty in every language (a fact without a unit) is not a gap.
        if (locales.every((l) => !String(values[l] ?? '').trim())) continue
        texts++
        for (const locale of locales) {
          const v = values[locale]
          if (typeof v !== 'string' || v.trim() === '') missing.push(`${name}.${path} [${locale}]`)
        }
        const en = String(values.en ?? '')
        const zh = String(values.zh ?? '')
        const words = en.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length
        // News is kept per language: an article's picture is described in that article's language.
        // A dealer's name and a street abroad are written as the place writes them, the post's way.
        const ownLanguageOnly =
          name.startsWith('media/news-') || (name.startsWith('showrooms/') && (path === 'name' || path === 'street'))
        if (words >= 3 && !ownLanguageOnly && !CJK.test(zh)) notChinese.push(`${name}.${path}: ${zh.slice(0, 60)}`)
      }
    }
    expect(texts).toBeGreaterThan(600)
    expect(missing, 'texts missing in a language').toEqual([])
    expect(notChinese, 'texts of the Chinese site that are not Chinese').toEqual([])
  })

  it('holds no broken link in any of the six languages: every rich-text link and link field leads to a published page or file', async () => {
    const { brokenLinks, contentLinks } = await import('@/cms/health/check')
    // The check reads the demo's links, in every language.
    const links = await contentLinks(cms.payload)
    const perLanguage = Object.fromEntries(locales.map((l) => [l, links.filter((x) => x.locale === l).length]))
    console.log(`[${dbKind()}] links of the demo: ${links.length}, per language ${JSON.stringify(perLanguage)}`)
    for (const locale of locales) expect(perLanguage[locale], locale).toBeGreaterThan(0)
    expect(await brokenLinks(cms.payload)).toEqual([])
  })

  it('gives its certificates and test reports a validity: one of each runs out within the 60 days the health board looks ahead', async () => {
    const { expiringDocuments } = await import('@/cms/health/check')
    const ending = await expiringDocuments(cms.payload)
    expect(ending.map((e) => [e.collection, e.daysLeft])).toEqual([
      ['test-reports', 20],
      ['certificates', 45],
    ])
    const reports = await cms.payload.find({ collection: 'test-reports', depth: 0, pagination: false })
    expect(reports.docs.every((r) => r.validUntil)).toBe(true)
  })

  it('describes every picture it shows in each language it shows it in (a news article’s in its own)', async () => {
    const { picturesWithoutAlt } = await import('@/cms/health/check')
    const missing = (await picturesWithoutAlt(cms.payload)).map(
      (m) => `${m.filename} [${m.locale}] ${m.usedBy.collection ?? m.usedBy.global}.${m.usedBy.path}`,
    )
    expect(missing).toEqual([])
    const { missingFiles } = await import('@/cms/health/check')
    expect(await missingFiles(cms.payload), 'files shown whose stored file is gone').toEqual([])
  })

  it('plans the market launch of one product 14 days ahead, which the editors’ calendar lists', async () => {
    const { plannedEntries } = await import('@/cms/calendar/planned')
    const { DEMO_PLANNED_LAUNCH } = await import('@/cms/seed/catalogue')
    const planned = await plannedEntries(cms.payload, { titleLocale: 'zh' })
    expect(planned.map((p) => [p.kind, p.target.slug])).toEqual([['launch', 'products']])
    const product = await cms.payload.findByID({ collection: 'products', id: planned[0]!.target.id, locale: 'zh' })
    expect([product.slug, planned[0]!.title]).toEqual([DEMO_PLANNED_LAUNCH, product.title])
    const days = Math.round((new Date(planned[0]!.due).getTime() - Date.now()) / 86_400_000)
    // 14 days from the day of the seed at noon (13 when this run passes midnight)
    expect([13, 14]).toContain(days)
  })

  it('gives every page a title and a description in each language it is shown in', async () => {
    const { readContent } = await import('@/cms/health/check')
    const { pagesWithoutText } = await import('@/cms/health/pages')
    const missing = pagesWithoutText((await readContent(cms.payload)).content).map(
      (m) => `${m.collection ?? m.global} ${m.titles.de} [${m.locale}] ${m.missing}`,
    )
    expect(missing).toEqual([])
  })

  it('starts the translation board with nothing missing, outdated or copied: the demo’s translations, pictures’ alternative texts included, are its baseline', async () => {
    const { translationOverview } = await import('@/cms/translation/overview')
    // An administrator as the board reads for one (no account made: the audit record stays the seed's one line).
    const admin = { id: 0, collection: 'users', email: 'board@content.example', role: 'admin' } as never
    const rows = await translationOverview(cms.payload, admin)
    expect(rows.filter((r) => r.kind === 'media').length).toBeGreaterThan(100)
    const open = rows.filter((r) => r.state !== 'current').map((r) => `${r.kind} ${r.title} [${r.locale}] ${r.state}`)
    expect(open).toEqual([])
  })

  it('gives the factory area as the same fact variant in all six languages of each text, never as a figure', async () => {
    const docs = await everyDocInAllLanguages()
    const { docs: history } = await cms.payload.find({
      collection: 'history-entries',
      locale: 'all',
      depth: 0,
      limit: 1000,
      pagination: false,
    })
    docs.push(...history.map((doc) => ({ name: `history-entries/${doc.id}`, doc })))
    // 36980, 39860 and 25000 m² however a language writes the figure (36.980, 36,980, 36 980).
    const figure = /(?<!\d)(?:36|39|25)[.,\s\u00a0\u202f]?(?:980|860|000)(?!\d)\s*(?:m²|平方米|㎡)/
    const disagree: string[] = []
    const literal: string[] = []
    let texts = 0
    for (const { name, doc } of docs) {
      for (const { path, values } of localizedValues(doc)) {
        const variants = locales.map((locale) => {
          const text = JSON.stringify(values[locale] ?? '')
          if (figure.test(text)) literal.push(`${name}.${path} [${locale}]: ${figure.exec(text)![0]}`)
          return factKeysIn(text)
            .filter((t) => t.key === 'factory_area')
            .map((t) => t.variant ?? 'primary')
            .join(',')
        })
        if (variants.every((v) => v === '')) continue
        texts++
        if (new Set(variants).size > 1)
          disagree.push(`${name}.${path}: ${locales.map((l, i) => `${l}=${variants[i] || '–'}`).join(' ')}`)
      }
    }
    expect(texts, 'texts giving the factory area').toBeGreaterThan(0)
    expect(disagree).toEqual([])
    expect(literal).toEqual([])
  })

  it('resolves every fact token used in the texts', async () => {
    const keys = new Map<string, Set<string>>()
    for (const f of await all<{ key: string; variants: { key: string }[] }>('company-facts'))
      keys.set(f.key, new Set(f.variants.map((v) => v.key)))
    const unknown: string[] = []
    const scan = (text: string, where: string) => {
      for (const token of factKeysIn(text)) {
        const variants = keys.get(token.key)
        if (!variants || (token.variant && !variants.has(token.variant)))
          unknown.push(`${where}: {{${token.key}${token.variant ? `|${token.variant}` : ''}}}`)
      }
    }
    for (const slug of ['home-page', 'about-page', 'service-page', 'recruit-page', 'showcase-page'] as const) {
      scan(JSON.stringify(await cms.payload.findGlobal({ slug, locale: 'all', depth: 0 })), slug)
    }
    for (const collection of ['service-guarantees', 'technology-lines', 'history-entries', 'news'] as const) {
      scan(
        JSON.stringify(
          (await cms.payload.find({ collection, locale: 'all', depth: 0, limit: 1000, pagination: false })).docs,
        ),
        collection,
      )
    }
    expect(unknown).toEqual([])
  })

  it('ships drawn images as lossless originals with their responsive sizes in WebP', async () => {
    type M = {
      mimeType: string
      filename: string
      sizes?: Record<string, { url?: string | null; mimeType?: string | null } | undefined>
    }
    const media = await all<M>('media')
    const rasters = media.filter((m) => m.mimeType === 'image/png')
    expect(rasters.length).toBeGreaterThan(100)
    expect(rasters.every((m) => Boolean(m.sizes?.thumb?.url && m.sizes?.card?.url))).toBe(true)
    expect(
      rasters.every((m) => m.sizes?.thumb?.mimeType === 'image/webp' && m.sizes?.card?.mimeType === 'image/webp'),
    ).toBe(true)
    expect(media.filter((m) => m.mimeType === 'image/svg+xml').length).toBeGreaterThan(20)
  })

  it('is idempotent: a second run adds nothing', async () => {
    const count = async (collection: 'media' | 'products') =>
      (await cms.payload.find({ collection, limit: 0 })).totalDocs
    const before = { media: await count('media'), products: await count('products') }
    const again = await seed(cms.payload)
    expect(Object.values(again.created).reduce((a, b) => a + b, 0)).toBe(0)
    expect(Object.values(first.created).reduce((a, b) => a + b, 0)).toBeGreaterThan(200)
    // No picture or product twice.
    expect({ media: await count('media'), products: await count('products') }).toEqual(before)
    // The audit record has one line for the first run, written as the system, and none per document.
    const lines = await cms.payload.find({ collection: 'audit-entries', depth: 0, limit: 10, overrideAccess: true })
    expect(lines.docs.map((l) => [l.action, l.actor, l.user ?? null])).toEqual([['seed', 'system', null]])
    expect(lines.docs[0]!.count).toBe(Object.values(first.created).reduce((a, b) => a + b, 0))
    // The seed published as the system, unhindered by the approval its settings ask for from then on.
    const settings = await cms.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    expect(new Set(settings.records?.approvalKinds)).toEqual(
      new Set([
        'legal-pages',
        'products',
        'site-settings',
        ...cms.payload.config.globals.map((g) => g.slug).filter((slug) => slug.endsWith('-page')),
      ]),
    )
    expect((await cms.payload.find({ collection: 'reviews', limit: 0, overrideAccess: true })).totalDocs).toBe(0)
  })
})

async function product(slug: string, locale: 'de' | 'zh' | 'en'): Promise<Product> {
  const { docs } = await cms.payload.find({
    collection: 'products',
    where: { slug: { equals: slug } },
    locale,
    depth: 1,
    limit: 1,
  })
  const doc = docs[0]
  if (!doc) throw new Error(`no product ${slug}`)
  return doc
}

const media = (value: number | Media | null | undefined): Media => {
  if (!value || typeof value === 'number') throw new Error('media not populated')
  return value
}

describe(`catalogue (${dbKind()})`, () => {
  it('gives a basin its technical data, three described pictures and related products', async () => {
    const luna = await product('luna-60-wall-hung-basin', 'zh')
    expect(luna.specs).toMatchObject({
      width: 600,
      depth: 420,
      height: 120,
      material: 'mineral-cast',
      finish: 'matt',
      installation: 'wall-hung',
      weight: 14.5,
    })
    expect(luna.specs?.colours).toEqual(['white', 'grey', 'black'])

    const pictures = (luna.images ?? []).map(media)
    // The picture and its close-up; the installation drawing is drawn by the site from the data.
    expect(pictures).toHaveLength(2)
    // Product pictures are raster files, the close-up too (SVG is for icons); the site shows their WebP sizes.
    expect(pictures.map((p) => p.mimeType)).toEqual(['image/png', 'image/png'])
    expect(pictures.map((p) => p.sizes?.hero?.mimeType)).toEqual(['image/webp', 'image/webp'])
    expect(pictures.every((p) => p.width === 1600 && p.height === 1200)).toBe(true)
    expect(new Set(pictures.map((p) => p.alt)).size).toBe(2)
    expect(luna.specs?.measures).toMatchObject({ drainDiameter: 45, drainX: 300, drainY: 250, wallFixingCentres: 400 })

    const related = (luna.related ?? []).map((r) => (typeof r === 'number' ? r : r.slug))
    expect(related).toEqual(['fino-basin-mixer', 'clic-push-button-basin-waste', 'forma-rimless-wall-hung-toilet'])
  })

  it('keeps glass and capacity where they belong', async () => {
    const clara = await product('clara-120-walk-in-screen', 'de')
    expect(clara.specs).toMatchObject({ material: 'tempered-glass', finish: 'clear-glass', glass: 8 })
    const bath = await product('lago-180-freestanding-acrylic-bath', 'en')
    expect(bath.specs).toMatchObject({ width: 1800, capacity: 260, material: 'acrylic' })
  })

  it('seeds every product with two pictures, its measures and outline, and no data sheet or drawing as a file (the site makes them)', async () => {
    const { docs } = await cms.payload.find({ collection: 'products', depth: 0, limit: 1000, pagination: false })
    expect(docs).toHaveLength(products.length)
    expect(docs.every((d) => d.images?.length === 2)).toBe(true)
    expect(docs.every((d) => d.specs?.outline && Object.values(d.specs.measures ?? {}).some((v) => v !== null))).toBe(
      true,
    )
    expect(docs.every((d) => (d.related ?? []).length >= 2)).toBe(true)
    const sheets = await cms.payload.find({
      collection: 'media',
      where: { filename: { like: 'datasheet-' } },
      limit: 0,
    })
    expect(sheets.totalDocs).toBe(0)
    const drawings = await cms.payload.find({
      collection: 'media',
      where: { filename: { like: '-dimensions' } },
      limit: 0,
    })
    expect(drawings.totalDocs).toBe(0)
  })

  it('uploads no documents for products (the site makes their data sheets, manuals and CAD files), and leads projects and certificates to products', async () => {
    const { docs } = await cms.payload.find({ collection: 'products', depth: 0, limit: 1000, pagination: false })
    for (const d of docs) expect(d.downloads ?? [], d.slug).toEqual([])
    const guides = await cms.payload.find({
      collection: 'installation-guides',
      depth: 0,
      limit: 100,
      pagination: false,
    })
    expect(guides.docs.map((g) => [g.family, g._status, g.revision]).sort()).toEqual(
      ['basin', 'cabinet', 'enclosure', 'tap', 'toilet', 'tray', 'tub'].map((f) => [f, 'published', 1]),
    )
    const quadro = docs.find((d) => d.slug === 'quadro-90-corner-enclosure')!
    const cases = await cms.payload.find({ collection: 'cases', depth: 0, limit: 100, pagination: false })
    expect(cases.docs.every((c) => (c.products ?? []).length > 0)).toBe(true)
    const seenIn = cases.docs.filter((c) => (c.products ?? []).some((p) => p.product === quadro.id))
    expect(seenIn.map((c) => c.city)).toEqual(['Hamburg', 'Suzhou'])
    const covering = await cms.payload.find({
      collection: 'certificates',
      where: { products: { in: [quadro.id] } },
      depth: 0,
      limit: 100,
    })
    expect(covering.docs.map((c) => c.number)).toContain('CPR-14428-SH-190417')
  })

  it('gives every product a series and article numbers in one scheme, a third of them several variants', async () => {
    const { docs } = await cms.payload.find({ collection: 'products', depth: 0, limit: 1000, pagination: false })
    expect(docs.every((d) => typeof d.series === 'number')).toBe(true)
    const numbers = docs.flatMap((d) => d.variants.map((v) => v.articleNumber))
    expect(numbers.every((n) => /^SH\d{6}$/.test(n))).toBe(true)
    expect(new Set(numbers).size).toBe(numbers.length)
    expect(docs.filter((d) => d.variants.length > 1).length).toBeGreaterThanOrEqual(Math.ceil(docs.length / 3))
    const series = await cms.payload.find({ collection: 'series', locale: 'zh', limit: 0, pagination: false })
    expect(series.docs.every((s) => s.title && s.story)).toBe(true)
  })
})

publicApiSuite(() => cms)
cadFilesSuite(() => cms)
manualsSuite(() => cms)
