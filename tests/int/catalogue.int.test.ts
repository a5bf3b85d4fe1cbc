import { createTranslator } from 'next-intl'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type * as Feeds from '@/cms/trade/feeds'
import type { feedAnswer as FeedAnswer } from '@/features/trade/feedAnswer'

import { productPublisherOf } from './fixtures'
import { dbKind, nextArticle, publishedProduct, refusedFields, cmsOfFile } from './harness'
import { expectDocumented } from './publicApi'
import de from '../../messages/de.json'
import zh from '../../messages/zh.json'

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'de' | 'zh'; namespace: string }) =>
    createTranslator({ locale, messages: { de, zh }[locale], namespace } as never),
}))

/**
 * The catalogue as the trade orders from it, on both databases: article numbers in one format and
 * once in the whole catalogue, GTINs with a valid check digit (a product from before series and
 * variants taking them, on a migrated database: migrations.int.test.ts).
 */

const cms = cmsOfFile()
const ctx = { disableRevalidate: true }

const publish = productPublisherOf(cms)

describe(`article numbers and GTINs (${dbKind()})`, () => {
  it('refuses a number in another format, with the format in the editor’s language', async () => {
    const id = await publishedProduct(cms, { de: 'Becken A' })
    for (const bad of ['SH12345', 'sh123456', 'SH-123456', 'luna-60', 'SH123456.pdf']) {
      const errors = await refusedFields(publish(id, { variants: [{ articleNumber: bad }] }))
      expect(errors['variants.0.articleNumber'], bad).toMatch(/„SH“ und sechs Ziffern/)
    }
    const zh = await refusedFields(publish(id, { variants: [{ articleNumber: 'X1' }] }, 'zh'))
    expect(zh['variants.0.articleNumber']).toMatch(/货号格式/)
  })

  it('keeps each number once in the whole catalogue, in one product and across products', async () => {
    const first = await publishedProduct(cms, { de: 'Becken B' })
    const taken = (await cms.payload.findByID({ collection: 'products', id: first, depth: 0 })).variants[0]!
      .articleNumber
    const second = await publishedProduct(cms, { de: 'Becken C' })
    const across = await refusedFields(publish(second, { variants: [{ articleNumber: taken }] }))
    const firstSlug = (await cms.payload.findByID({ collection: 'products', id: first, depth: 0 })).slug
    expect(across['variants.0.articleNumber']).toBe(
      `${taken} gehört schon zum Produkt „Becken B“ (ID ${first}, Adresse ${firstSlug}).`,
    )
    const fresh = nextArticle()
    const twice = await refusedFields(
      publish(second, { variants: [{ articleNumber: fresh }, { articleNumber: fresh }] }),
    )
    expect(twice['variants.1.articleNumber']).toBe(`${fresh} steht bei zwei Varianten dieses Produkts.`)
    // The product keeps its own numbers on every save.
    const own = (await cms.payload.findByID({ collection: 'products', id: second, depth: 0 })).variants
    expect(await refusedFields(publish(second, { title: 'Becken C2', variants: own }))).toEqual({})
  })

  it('duplicates a product into a draft of its own: a new valid slug, no numbers, no revision; the original publishes as before', async () => {
    const id = await publishedProduct(cms, { de: 'Basis 170' })
    const gtin = '4012345678901'
    expect(await refusedFields(publish(id, { variants: [{ articleNumber: nextArticle(), gtin }] }))).toEqual({})
    const original = await cms.payload.findByID({ collection: 'products', id, depth: 0 })
    expect(original.revision).toBeGreaterThanOrEqual(1)
    // As the admin's "Duplizieren" asks for it: a draft.
    const copy = await cms.payload.duplicate({
      collection: 'products',
      id,
      locale: 'de',
      draft: true,
      context: { ...ctx },
    })
    expect(copy.slug).toBe(`${original.slug}-kopie`)
    expect(copy.variants.map((v) => [v.articleNumber || '', v.gtin ?? null])).toEqual([['', null]])
    expect(copy.revision ?? null).toBeNull()
    expect(copy._status).toBe('draft')
    const again = await cms.payload.duplicate({
      collection: 'products',
      id: copy.id,
      locale: 'de',
      draft: true,
      context: { ...ctx },
    })
    expect(again.slug).toBe(`${original.slug}-kopie-2`)
    // The original is not blocked by its copies.
    expect(await refusedFields(publish(id, { title: 'Basis 170 neu' }))).toEqual({})
    // The copy publishes once it has numbers of its own; the original's are refused, naming it.
    const refused = await refusedFields(
      publish(copy.id, { variants: [{ articleNumber: original.variants[0]!.articleNumber, gtin }] }),
    )
    expect(refused['variants.0.articleNumber']).toContain(`(ID ${id}, Adresse ${original.slug})`)
    expect(refused['variants.0.gtin']).toContain(`(ID ${id}, Adresse ${original.slug})`)
    expect(await refusedFields(publish(copy.id, { variants: [{ articleNumber: nextArticle() }] }))).toEqual({})
  })

  it('accepts a GTIN with a right check digit and refuses a wrong one or a wrong length', async () => {
    const id = await publishedProduct(cms, { de: 'Becken D' })
    const articleNumber = nextArticle()
    const wrongDigit = await refusedFields(publish(id, { variants: [{ articleNumber, gtin: '4006381333932' }] }))
    expect(wrongDigit['variants.0.gtin']).toMatch(/Prüfziffer/)
    const wrongLength = await refusedFields(publish(id, { variants: [{ articleNumber, gtin: '40063813339' }] }, 'fr'))
    expect(wrongLength['variants.0.gtin']).toBe('Un GTIN/EAN compte 8, 12, 13 ou 14 chiffres.')
    await publish(id, { variants: [{ articleNumber, gtin: '4006381333931' }] })
    const other = await publishedProduct(cms, { de: 'Becken E' })
    const again = await refusedFields(
      publish(other, { variants: [{ articleNumber: nextArticle(), gtin: '4006381333931' }] }),
    )
    expect(again['variants.0.gtin']).toMatch(/gehört schon zum Produkt „Becken D“/)
  })

  it('finds a published variant by its number, and a draft’s number not at all', async () => {
    const id = await publishedProduct(cms, { de: 'Becken F' })
    const numbers = [nextArticle(), nextArticle()]
    await publish(id, { variants: numbers.map((articleNumber) => ({ articleNumber })) })
    const visitor = (n: string) =>
      cms.payload.find({
        collection: 'products',
        where: { 'variants.articleNumber': { equals: n } },
        overrideAccess: false,
      })
    expect((await visitor(numbers[1]!)).docs.map((d) => d.id)).toEqual([id])
    await cms.payload.update({ collection: 'products', id, data: { _status: 'draft' }, context: { ...ctx } })
    expect((await visitor(numbers[1]!)).docs).toHaveLength(0)
  })
})

describe(`trade data (${dbKind()})`, () => {
  const password = 'Preis-Liste-2026!'
  const userOf = async (role: 'admin' | 'editor', name: string) => {
    const user = await cms.payload.create({
      collection: 'users',
      data: { email: `${name}-${Date.now()}@trade.example`, password, role } as never,
      context: { ...ctx },
    })
    return { ...user, collection: 'users' as const }
  }

  it('refuses ETIM features the class does not have and values of the wrong kind, in the editor’s language', async () => {
    const id = await publishedProduct(cms, { de: 'Becken ETIM' })
    const stranger = await refusedFields(
      publish(id, { trade: { etimClass: 'EC011550', etimFeatures: { EF019252: 800, EF020348: 'ja' } } }),
    )
    expect(stranger['trade.etimFeatures']).toBe(
      'Das Merkmal EF019252 gehört nicht zur Klasse EC011550. EF020348 With overflow: ja oder nein.',
    )
    const zh = await refusedFields(publish(id, { trade: { etimFeatures: { EF000049: 400 } } }, 'zh'))
    expect(zh['trade.etimFeatures']).toBe('未选择 ETIM 类别：请先选择类别再填写特征。')
    const tariff = await refusedFields(publish(id, { trade: { customsTariff: '3922.10' } }))
    expect(tariff['trade.customsTariff']).toMatch(/acht Ziffern/)
    const saved = await publish(id, {
      trade: { etimClass: 'EC011550', etimFeatures: { EF020348: true, EF000049: 400 }, customsTariff: '39221000' },
    })
    expect(saved.trade).toMatchObject({ etimClass: 'EC011550', etimFeatures: { EF020348: true, EF000049: 400 } })
  })

  it('lets only administrators change a list price: an editor’s change answers 403 with a reason, the rest of an editor’s save goes through', async () => {
    const id = await publishedProduct(cms, { de: 'Becken Preis' })
    const admin = await userOf('admin', 'prices')
    const editor = await userOf('editor', 'texts')
    const as = (user: typeof admin, data: Record<string, unknown>) =>
      cms.payload.update({
        collection: 'products',
        id,
        data: data as never,
        user,
        overrideAccess: false,
        context: { ...ctx },
        req: { i18n: { language: 'de' } } as never,
      })
    const before = await cms.payload.findByID({ collection: 'products', id, depth: 0 })
    await as(admin, { trade: { listPrice: 289 }, variants: [{ ...before.variants[0], trade: { listPrice: 299 } }] })
    const error = await as(editor, { trade: { listPrice: 199 } }).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 403 })
    expect(String((error as Error).message)).toMatch(/Preise ändern nur Administratoren/)
    const row = (await cms.payload.findByID({ collection: 'products', id, depth: 0 })).variants[0]!
    const variantChange = await as(editor, { variants: [{ ...row, trade: { ...row.trade, listPrice: 1 } }] }).catch(
      (e: unknown) => e,
    )
    expect(variantChange).toMatchObject({ status: 403 })
    const saved = await as(editor, {
      description: 'Neue Beschreibung',
      trade: { listPrice: 289, deliveryDays: 12 },
      variants: [row],
    })
    expect([
      saved.description,
      saved.trade?.listPrice,
      saved.trade?.deliveryDays,
      saved.variants[0]!.trade?.listPrice,
    ]).toEqual(['Neue Beschreibung', 289, 12, 299])
    // Renumbering a variant carries its price along unchanged: no refusal.
    const fresh = nextArticle()
    const renumbered = await as(editor, { variants: [{ ...saved.variants[0]!, articleNumber: fresh }] })
    expect([renumbered.variants[0]!.articleNumber, renumbered.variants[0]!.trade?.listPrice]).toEqual([fresh, 299])
  })
})

describe(`trade feeds (${dbKind()})`, () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'feeds-'))
  let feeds: typeof Feeds
  let answer: typeof FeedAnswer
  const get = (file: string, headers: Record<string, string> = {}, lang = 'de') =>
    answer(new Request(`http://localhost/api/trade/${file}?lang=${lang}`, { headers }), file)
  const queued = async () =>
    (
      await cms.payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'renewTradeFeeds' }, completedAt: { exists: false } },
        overrideAccess: true,
        depth: 0,
      })
    ).totalDocs

  beforeAll(async () => {
    feeds = await import('@/cms/trade/feeds')
    const { fileFeedStore } = await import('@/lib/trade/store')
    feeds.useFeedStore(fileFeedStore(dir))
    answer = (await import('@/features/trade/feedAnswer')).feedAnswer
  })
  afterAll(() => {
    feeds.useFeedStore(null)
    rmSync(dir, { recursive: true, force: true })
  })

  it('answers 503 before the feeds are made and 404 for a name that is no feed, in the language asked', async () => {
    const pending = await get('bmecat-de.xml')
    expect([pending.status, pending.headers.get('retry-after')]).toEqual([503, '30'])
    const unknown = await get('bmecat-xx.xml', {}, 'zh')
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toMatch(/没有文件“bmecat-xx.xml”/)
  })

  it('renews the feeds after a publish, not after a draft save; a client with the current file gets 304', async () => {
    const id = await publishedProduct(cms, { de: 'Becken Feed' })
    const before = await cms.payload.findByID({ collection: 'products', id, depth: 0 })
    await cms.payload.update({
      collection: 'products',
      id,
      data: {
        trade: { etimClass: 'EC011550', listPrice: 199, customsTariff: '39221000' },
        specs: { width: 600, depth: 450, height: 150, material: 'mineral-cast' },
        _status: 'published',
      },
    })
    expect(await queued()).toBeGreaterThan(0)
    await cms.payload.jobs.run({ queue: 'trade', overrideAccess: true })
    expect(await queued()).toBe(0)
    const first = await get('bmecat-de.xml')
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await first.text()
    expect(xml).toContain(`<SUPPLIER_PID>${before.variants[0]!.articleNumber}</SUPPLIER_PID>`)
    expect(xml).toContain('<DESCRIPTION_SHORT lang="deu">Becken Feed</DESCRIPTION_SHORT>')
    const etag = first.headers.get('etag')!
    expect((await get('bmecat-de.xml', { 'If-None-Match': etag })).status).toBe(304)

    // A draft saved beside the published product queues nothing; the feed stays as it was.
    await cms.payload.update({ collection: 'products', id, data: { title: 'Becken Entwurf' }, draft: true })
    expect(await queued()).toBe(0)
    await cms.payload.jobs.run({ queue: 'trade', overrideAccess: true })
    expect((await get('bmecat-de.xml', { 'If-None-Match': etag })).status).toBe(304)

    // Publishing it renews the feed: a new ETag and the new title.
    await cms.payload.update({ collection: 'products', id, data: { title: 'Becken Neu', _status: 'published' } })
    await cms.payload.jobs.run({ queue: 'trade', overrideAccess: true })
    const renewed = await get('bmecat-de.xml', { 'If-None-Match': etag })
    expect(renewed.status).toBe(200)
    expect(renewed.headers.get('etag')).not.toBe(etag)
    expect(await renewed.text()).toContain('<DESCRIPTION_SHORT lang="deu">Becken Neu</DESCRIPTION_SHORT>')
    const report = (await (await get('report.json')).json()) as { leftOut: { article: string; reason: string }[] }
    // Products of other tests have no ETIM class: each is named in the report, none in the feed.
    expect(report.leftOut.length).toBeGreaterThan(0)
    expect(report.leftOut.every((l) => l.reason === 'noClass')).toBe(true)
    expect(await (await get('xchange.json')).json()).toMatchObject({ CatalogueId: expect.any(String) })

    // The spreadsheets, per language, are downloads headed in their language.
    const xlsx = await get('catalogue-zh.xlsx')
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(xlsx.headers.get('content-disposition')).toBe('attachment; filename="sanhaus-catalogue-zh.xlsx"')
    const csv = await (await get('catalogue-de.csv')).text()
    expect(csv.split('\r\n')[0]).toMatch(/^"Artikelnummer","GTIN\/EAN","Bezeichnung"/)
    expect(csv).toContain(`"${before.variants[0]!.articleNumber}"`)
    expect(csv).toContain('"Becken Neu"')
  })

  it('exports a Merkliste from the feeds’ data: quantities first, an unknown article kept and marked, BMEcat of its articles only', async () => {
    const { listExport } = await import('@/features/trade/listExport')
    const article = (
      await cms.payload.find({ collection: 'products', where: { title: { equals: 'Becken Neu' } }, depth: 0 })
    ).docs[0]!.variants[0]!.articleNumber!
    const ask = (lang: 'de' | 'zh', format: 'xlsx' | 'csv' | 'bmecat' | 'xchange', items: string) =>
      listExport(new Request(`http://localhost/${lang}/list.x?items=${items}`), lang, format)
    const csv = await ask('zh', 'csv', `${article}:3,SH999901:2`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('cache-control')).toBe('private, no-store')
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toMatch(/^"数量","货号","GTIN\/EAN","名称"/)
    expect(lines[1]).toMatch(new RegExp(`^"3","${article}",`))
    expect(lines[2]).toMatch(/^"2","SH999901","","不在贸易目录中"/)
    const bmecat = await (await ask('de', 'bmecat', `${article}:3`)).text()
    expect(bmecat.match(/<PRODUCT /g)).toHaveLength(1)
    expect(bmecat).toContain(`<SUPPLIER_PID>${article}</SUPPLIER_PID>`)
    const xchange = (await (await ask('de', 'xchange', `${article}:1`)).json()) as {
      Supplier: { Product: unknown[] }[]
    }
    expect(xchange.Supplier[0]!.Product).toHaveLength(1)
    const xlsx = await ask('de', 'xlsx', `${article}:1`)
    expect(xlsx.headers.get('content-disposition')).toMatch(/^attachment; filename="list-\d{4}-\d\d-\d\d-de\.xlsx"$/)
    // An empty list is refused in the page's language.
    const empty = await ask('de', 'csv', 'nichts')
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('keine gültigen Artikelnummern')
  })

  it('answers the trade data’s variants by article, by GTIN and changed since a time, each as its schema says; bad input a 400 in the language asked', async () => {
    const { tradeVariants } = await import('@/features/publicApi/tradeVariants')
    const { TradeVariantSchema, TradeVariantList, ErrorSchema } = await import('@/features/publicApi/schemas')
    const ask = async (query: string, path: string[] = []) => {
      const answer = await tradeVariants(new Request(`http://localhost/api/catalogue/variants?${query}`), path)
      const result = {
        status: answer.status,
        body: (await answer.json()) as Record<string, unknown>,
        headers: answer.headers,
      }
      // Every answer is one the OpenAPI document describes.
      expectDocumented(path.length ? '/api/catalogue/variants/{article}' : '/api/catalogue/variants', result)
      return result
    }
    const doc = (
      await cms.payload.find({ collection: 'products', where: { title: { equals: 'Becken Neu' } }, depth: 0 })
    ).docs[0]!
    const article = doc.variants[0]!.articleNumber!
    const one = await ask('lang=zh', [article.toLowerCase()])
    expect(one.status).toBe(200)
    const variant = TradeVariantSchema.parse((one.body as { data: unknown }).data)
    expect(variant).toMatchObject({
      article,
      product: doc.slug,
      etim: { class: 'EC011550', className: 'Washbasin' },
      listPrice: null,
      customsTariff: '39221000',
      dimensions: { width: 600, depth: 450, height: 150 },
    })
    expect(variant.url).toMatch(new RegExp(`/zh/product/${doc.slug}$`))
    expect(variant.etim.features.find((f) => f.code === 'EF002169')).toMatchObject({ value: 'EV011547' })
    expect(variant.files.some((f) => f.kind === 'datasheet' && f.language === 'zh')).toBe(true)

    const gtin = doc.variants[0]!.gtin
    if (gtin) {
      const byGtin = TradeVariantList.parse((await ask(`gtin=${gtin}`)).body)
      expect(byGtin.data.map((v) => v.article)).toEqual([article])
    }
    const all = TradeVariantList.parse((await ask('limit=100')).body)
    expect(all.total).toBeGreaterThan(0)
    const changes = all.data.map((v) => v.updatedAt)
    expect(changes).toEqual([...changes].sort())
    const since = TradeVariantList.parse((await ask(`updatedSince=${encodeURIComponent(variant.updatedAt)}`)).body)
    expect(since.data.map((v) => v.article)).toContain(article)
    expect(since.data.every((v) => v.updatedAt >= variant.updatedAt)).toBe(true)
    expect(TradeVariantList.parse((await ask('updatedSince=2999-01-01')).body).total).toBe(0)

    const bad = await ask('lang=zh&gtin=4262025601014&updatedSince=gestern')
    expect(bad.status).toBe(400)
    const error = ErrorSchema.parse(bad.body).error
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['gtin', 'updatedSince'])
    expect(error.fields!.gtin).toContain('GTIN')
    expect(error.fields!.updatedSince).toContain('ISO 8601')
    const unknown = await ask('lang=de', ['SH999999'])
    expect(unknown.status).toBe(404)
    expect(ErrorSchema.parse(unknown.body).error.message).toBe(
      'Unter der Artikelnummer SH999999 führen die Handelsdaten keinen Artikel.',
    )
  })

  it('gives a request during a renewal the whole previous file', async () => {
    const { fileFeedStore } = await import('@/lib/trade/store')
    const store = fileFeedStore(dir)
    const old = Buffer.alloc(4_000_000, 'a')
    const next = Buffer.alloc(24_000_000, 'b')
    await store.write('race.xml', old)
    const writing = store.write('race.xml', next)
    const seen = new Set<string>()
    let done = false
    void writing.then(() => (done = true))
    while (!done) {
      const read = await store.read('race.xml')
      seen.add(read!.body.equals(old) ? 'old' : read!.body.equals(next) ? 'new' : 'torn')
    }
    await writing
    expect(seen.has('torn')).toBe(false)
    expect(seen.has('old')).toBe(true)
    expect((await store.read('race.xml'))!.body.equals(next)).toBe(true)
  })
})
