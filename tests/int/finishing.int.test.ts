import { beforeAll, describe, expect, it, vi } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'
import type { JobOpening } from '@/payload-types'

import { frankfurtOffice, requiredSettings } from './fixtures'
import { dbKind, cmsOfFile, publishedProduct, testPicture } from './harness'
import { pdfText } from '../support/pdfText'
import { richText } from '../support/richText'

/**
 * Every text the CMS stores reaches visitors finished (`finishText`): a company-fact token and a
 * product mention planted in one text of each collection and global visitors read (products and
 * their variants, job openings, legal pages, guarantees, news, page texts, site settings) come out resolved
 * from the data layer's readers (which the pages render), the search index, the public API and
 * a product's data sheet. The staff mail's CMS texts: enquiry.int.test.ts.
 */

// The readers without Next's data cache, from this test's CMS; messages of the data sheet by key.
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read, revalidateTag: () => {} }))
vi.mock('@/lib/cms/payload', () => ({ payloadClient: async () => (globalThis as { intPayload?: unknown }).intPayload }))
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }))

const cms = cmsOfFile()
const ctx = { disableRevalidate: true }

/** What a token becomes: the founding year, and the product's title in each language. */
const FOUNDED = '1998'
const titles: Record<Locale, string> = {
  de: 'Wandwaschbecken Tokena 60',
  zh: 'Tokena 60 壁挂式台盆',
  en: 'Tokena 60 wall-hung basin',
  it: 'Lavabo sospeso Tokena 60',
  fr: 'Lavabo suspendu Tokena 60',
  es: 'Lavabo suspendido Tokena 60',
}
let slug = ''
let productId = 0
let planted = ''
/** Every place a token may have stayed raw: anything with `{{` in a JSON of the value. */
const raw = (value: unknown): string[] => JSON.stringify(value).match(/.{0,40}\{\{.{0,40}/g) ?? []

beforeAll(async () => {
  Object.assign(globalThis, { intPayload: cms.payload })
  await cms.payload.create({
    collection: 'company-facts',
    locale: 'de',
    data: { key: 'founded', label: 'Gegründet', value: FOUNDED, _status: 'published' } as never,
    context: ctx,
  })
  productId = await publishedProduct(cms, titles)
  ;({ slug } = await cms.payload.findByID({ collection: 'products', id: productId, depth: 0 }))
  planted = `Seit {{founded}} gefertigt, wie das {{product:${slug}}}.`

  // The product's description and its variant's own name.
  const product = await cms.payload.findByID({ collection: 'products', id: productId, depth: 0 })
  for (const locale of locales) {
    await cms.payload.update({
      collection: 'products',
      id: productId,
      locale,
      data: {
        description: planted,
        variants: product.variants!.map((v) => ({ ...v, label: `Edition {{founded}}` })),
        _status: 'published',
      } as never,
      context: ctx,
    })
  }
  await cms.payload.create({
    collection: 'job-openings',
    locale: 'de',
    data: {
      title: 'Designer (seit {{founded}})',
      slug: 'designer-token',
      location: 'Hangzhou',
      datePosted: '2026-10-01',
      employmentType: 'FULL_TIME',
      validThrough: '2099-12-31T12:00:00.000Z',
      summary: planted,
      description: richText(planted) as JobOpening['description'],
      _status: 'published',
    } as never,
    context: ctx,
  })
  await cms.payload.create({
    collection: 'legal-pages',
    locale: 'de',
    data: { slug: 'impressum', title: 'Impressum', body: richText(planted), _status: 'published' } as never,
    context: ctx,
  })
  const category = await cms.payload.create({
    collection: 'news-categories',
    data: { title: 'Neuigkeiten', language: 'de', legacyId: 91, _status: 'published' } as never,
    context: ctx,
  })
  await cms.payload.create({
    collection: 'news',
    data: {
      title: 'Ein Jubiläum',
      slug: 'jubilaeum-token',
      category: category.id,
      publishedAt: '2026-11-01T08:00:00.000Z',
      excerpt: planted,
      body: richText(planted),
      image: await testPicture(cms),
      _status: 'published',
    } as never,
    context: ctx,
  })
  await cms.payload.updateGlobal({
    slug: 'craft-page',
    locale: 'de',
    data: { heading: 'Technik seit {{founded}}', text: planted, _status: 'published' } as never,
    context: ctx,
  })
  await cms.payload.updateGlobal({
    slug: 'site-settings',
    locale: 'de',
    data: {
      ...(await requiredSettings(cms)),
      copyright: '© {{founded}} SANHAUS',
      markets: [{ key: 'europe', name: 'Europa', countries: ['DE'] }],
      _status: 'published',
    } as never,
    context: ctx,
  })
  const guarantor = await frankfurtOffice(cms, 'frankfurt-token')
  await cms.payload.create({
    collection: 'guarantees',
    locale: 'de',
    data: {
      market: 'europe',
      title: 'Garantie seit {{founded}}',
      guarantor,
      covers: richText(planted),
      claim: richText('Schreiben Sie uns.'),
      _status: 'published',
    } as never,
    context: ctx,
  })
})

describe(`a planted fact token and product mention reach visitors resolved (${dbKind()})`, () => {
  it('from every reader the pages render: product, variant, job, legal page, guarantee, news, page text, site settings', async () => {
    const content = await import('@/lib/cms/content')
    const { getProduct } = await import('@/lib/cms/catalogue')
    const { getSiteSettings } = await import('@/lib/cms/site')
    const { getNewsArticle } = await import('@/lib/cms/content')
    const { variantsOf } = await import('@/lib/catalogue/variants')
    const product = await getProduct(slug, 'de')
    const job = (await content.getList('job-openings', 'de')).find((j) => j.slug === 'designer-token')
    const legal = await content.getLegalPage('impressum', 'de')
    const article = await getNewsArticle('jubilaeum-token', 'de')
    const craft = await content.getPageGlobal('craft-page', 'de')
    const settings = await getSiteSettings('de')
    const [guarantee] = await content.getGuarantees('de')
    const read = { product, job, legal, article, craft, copyright: settings.copyright, guarantee }
    expect(raw(read)).toEqual([])
    const finished = `Seit ${FOUNDED} gefertigt, wie das ${titles.de}.`
    expect(product?.description).toBe(finished)
    expect(variantsOf(product!, 'de')[0]?.name).toBe(`Edition ${FOUNDED}`)
    expect(job?.title).toBe(`Designer (seit ${FOUNDED})`)
    expect(job?.summary).toBe(finished)
    expect(JSON.stringify(legal?.body)).toContain(finished)
    expect(article?.excerpt).toBe(finished)
    expect(craft.heading).toBe(`Technik seit ${FOUNDED}`)
    expect(craft.text).toBe(finished)
    expect(settings.copyright).toBe(`© ${FOUNDED} SANHAUS`)
    expect(guarantee?.title).toBe(`Garantie seit ${FOUNDED}`)
    expect(JSON.stringify(guarantee?.covers)).toContain(finished)
  })

  it('in every language, with the product’s title of that language (the texts come from the German by the fallback chain)', async () => {
    const { getProduct } = await import('@/lib/cms/catalogue')
    for (const locale of locales) {
      const product = await getProduct(slug, locale)
      expect(product?.description, locale).toContain(titles[locale])
      expect(raw(product), locale).toEqual([])
    }
  })

  it('in the search index, in every language', async () => {
    const { docs } = await cms.payload.find({
      collection: 'search-entries',
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    expect(docs.length).toBeGreaterThan(6)
    expect(raw(docs.map((d) => [d.title, d.snippet, d.terms]))).toEqual([])
    const entry = docs.find((d) => d.lang === 'fr' && d.ref === `products:${productId}`)
    expect(entry?.snippet).toContain(titles.fr)
    const guarantee = docs.find((d) => d.lang === 'de' && d.ref.startsWith('guarantees:'))
    expect(guarantee?.title).toBe(`Garantie seit ${FOUNDED}`)
  })

  it('in the public API: a job’s summary and description, an article’s excerpt and text', async () => {
    const { listJobs, readArticle, listArticles } = await import('@/features/publicApi/data')
    const jobs = await listJobs('de')
    const article = (await listArticles('de', 1, 10)).data.find((a) => a.url.endsWith('jubilaeum-token'))
    const full = article ? await readArticle(article.id) : null
    expect(jobs.length).toBeGreaterThan(0)
    expect(full).not.toBeNull()
    expect(raw([jobs, article, full])).toEqual([])
    expect(full?.desc).toContain(titles.de)
  })

  it('in the product’s data sheet, as a PDF reader extracts its text', async () => {
    const { getDatasheet } = await import('@/lib/cms/datasheet')
    const sheet = await getDatasheet(slug, null, 'de')
    expect(sheet).not.toBeNull()
    const { text } = await pdfText(Buffer.from(sheet!.base64, 'base64'))
    expect(text.replace(/\s+/g, ' ')).toContain(`Seit ${FOUNDED} gefertigt`)
    expect(text).not.toContain('{{')
  })
})
