import { beforeAll, describe, expect, it } from 'vitest'

import { execute, sql } from '@/cms/search/db'
import type { User } from '@/payload-types'

import { declarationsOf, nextDopNumber } from './declarationFixtures'
import { architectInMunich, enquiryPoster, hotelInHangzhou, storedEnquiry, twoColourBasin } from './enquiryFixtures'
import {
  aboutPageOf,
  contactOf,
  downloadFixture,
  frankfurtOffice,
  productPublisherOf,
  requiredSettings,
  revisionsOf,
  sixLocales,
  tinyPdf,
  translationStatusOf,
  uploaderOf,
} from './fixtures'
import {
  cmsOfFile,
  columnsOf,
  dbKind,
  nextArticle,
  publishedProduct,
  refusedFields,
  schemaBefore,
  testPicture,
} from './harness'
import { richText } from '../support/richText'

/**
 * A site updated from an earlier version: for each change of the schema that content had to
 * survive, the database is taken back to the schema before it (its content kept, later migrations
 * undone), content of that time is there, and the way forward runs as an update does. One database
 * per run and dialect; the checks run in the order the migrations were made, each on what the
 * checks before it left, as a long-lived site's database is.
 */

const cms = cmsOfFile()
// Each call gets a copy: Payload keeps per-request state in the context.
const ctx = { disableRevalidate: true }
const locales = sixLocales
const good = 'Wanne-Becken-2026!'
const { liveHeading, publishAbout, aboutVersions } = aboutPageOf(cms)
const publishProduct = productPublisherOf(cms)
const { revisionOf, saveDraft } = revisionsOf(cms)
const contactFor = contactOf(cms)
const upload = uploaderOf(cms)
const fixture = downloadFixture
const pdf = tinyPdf
const post = enquiryPoster(cms, '203.0.113.77')
const stored = (res: Response) => storedEnquiry(cms, res)
const basin = () => twoColourBasin(cms)
const valid = hotelInHangzhou
const munich = architectInMunich
let admin: User
let translator: User
let required: Record<string, unknown>
const statusOf = translationStatusOf(cms, () => admin)

beforeAll(async () => {
  admin = await cms.payload.create({
    collection: 'users',
    data: { email: 'admin@migrations.example', password: 'Adm1n-Migrations-Pass!', role: 'admin' },
  })
  translator = await cms.payload.create({
    collection: 'users',
    data: { email: 'it@migrations.example', password: 'Ital1an-Translator-Pass!', role: 'editor', languages: ['it'] },
  })
  required = await requiredSettings(cms)
})

describe(`a database from each earlier schema, migrated (${dbKind()})`, () => {
  it('page texts from before drafts (content_lifecycle) stay live and published; each history starts with its current state', async () => {
    await publishAbout('Bestand')
    // Back to the schema before this change (its content kept), then forward again, as an update does.
    // That schema knew no scheduled-publish jobs (PostgreSQL's enum of task names would refuse them).
    await cms.payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
      overrideAccess: true,
    })
    const forward = await schemaBefore(cms, 'content_lifecycle')
    await forward()

    for (const global of cms.payload.config.globals.filter((g) => !g.slug.startsWith('payload-'))) {
      const live = (await cms.payload.db.findGlobal({ slug: global.slug })) as { _status?: unknown } | null
      if (live && Object.keys(live).length > 0) expect(live._status, global.slug).toBe('published')
    }
    for (const locale of locales) expect(await liveHeading(locale)).toBe(`Bestand ${locale}`)
    expect((await aboutVersions()).totalDocs).toBe(0)

    // Start-up gives each global with a live document its first version; a second start adds none.
    const { startGlobalHistories } = await import('@/cms/globals/history')
    const started = await startGlobalHistories(cms.payload)
    expect(started).toContain('about-page')
    expect(await startGlobalHistories(cms.payload)).toEqual([])

    // The first change published after the update can be undone.
    await publishAbout('Nach dem Update')
    const first = (await aboutVersions()).docs.at(-1)!
    await cms.payload.restoreGlobalVersion({ slug: 'about-page', id: String(first.id), context: { ...ctx } })
    for (const locale of locales) expect(await liveHeading(locale)).toBe(`Bestand ${locale}`)
  })

  it('histories from before Live Preview (live_preview_autosave) take the autosave mark; autosaves stay drafts beside the live texts', async () => {
    const entry = await cms.payload.create({
      collection: 'history-entries',
      locale: 'de',
      data: { year: 2001, content: 'Gründung', _status: 'published' },
      context: { ...ctx },
    })
    const forward = await schemaBefore(cms, 'live_preview_autosave')
    expect(await columnsOf(cms, '_history_entries_v')).not.toContain('autosave')
    await forward()
    expect(await columnsOf(cms, '_history_entries_v')).toContain('autosave')
    expect(await columnsOf(cms, '_craft_page_v')).toContain('autosave')

    // An editor types in the admin: each pause saves a draft, the site keeps the published text.
    for (const content of ['Gründ', 'Gründung in Berlin', 'Gründung in Berlin, 2001']) {
      await cms.payload.update({
        collection: 'history-entries',
        id: entry.id,
        locale: 'de',
        draft: true,
        autosave: true,
        data: { content },
        context: { ...ctx },
      })
    }
    const live = await cms.payload.findByID({ collection: 'history-entries', id: entry.id, locale: 'de' })
    expect(live.content).toBe('Gründung')
    const draft = await cms.payload.findByID({
      collection: 'history-entries',
      id: entry.id,
      locale: 'de',
      draft: true,
    })
    expect(draft.content).toBe('Gründung in Berlin, 2001')
    const versions = await cms.payload.findVersions({
      collection: 'history-entries',
      where: { and: [{ parent: { equals: entry.id } }, { autosave: { equals: true } }] },
    })
    expect(versions.totalDocs).toBe(1)

    // A page text's draft on the migrated schema (the Local API saves it as the admin's autosave
    // does, but does not take the autosave mark).
    const before = await cms.payload.findGlobal({ slug: 'craft-page', locale: 'de' })
    await cms.payload.updateGlobal({
      slug: 'craft-page',
      locale: 'de',
      draft: true,
      data: { heading: 'Technik im Entwurf' },
      context: { ...ctx },
    })
    expect((await cms.payload.findGlobal({ slug: 'craft-page', locale: 'de' })).heading).toBe(before.heading)
    expect((await cms.payload.findGlobal({ slug: 'craft-page', locale: 'de', draft: true })).heading).toBe(
      'Technik im Entwurf',
    )
  })

  it('translations from before the workflow (translation_workflow) count as current; a German change makes them outdated; a save makes one current', async () => {
    const entry = await cms.payload.create({
      collection: 'history-entries',
      locale: 'de',
      data: { year: 1990, content: 'Gründung in Berlin', _status: 'published' },
      context: { ...ctx },
    })
    for (const [locale, content] of [
      ['it', 'Fondazione a Berlino'],
      ['zh', '在柏林成立'],
    ] as const) {
      await cms.payload.update({
        collection: 'history-entries',
        id: entry.id,
        locale,
        data: { content, _status: 'published' },
        context: { ...ctx },
      })
    }
    const forward = await schemaBefore(cms, 'translation_workflow')
    expect(await columnsOf(cms, 'history_entries')).not.toContain('translation')
    await forward()
    expect(await columnsOf(cms, 'history_entries')).toContain('translation')
    expect(await columnsOf(cms, '_history_entries_v')).toContain('version_translation')

    // Before any save on the new schema: the translations there are the baseline.
    let status = await statusOf(entry.id)
    expect(status.it?.state).toBe('current')
    expect(status.zh?.state).toBe('current')
    expect(status.en).toEqual({ state: 'missing', fields: [{ path: 'content', state: 'missing' }] })

    // The German source changes: every language with text is outdated, the others stay missing.
    await cms.payload.update({
      collection: 'history-entries',
      id: entry.id,
      locale: 'de',
      data: { content: 'Gründung in Berlin-Mitte', _status: 'published' },
      context: { ...ctx },
    })
    status = await statusOf(entry.id)
    expect(status.it).toEqual({ state: 'outdated', fields: [{ path: 'content', state: 'outdated' }] })
    expect(status.zh?.state).toBe('outdated')
    expect(status.fr?.state).toBe('missing')

    // The Italian translator saves a draft: Italian is current, Chinese still outdated.
    await cms.payload.update({
      collection: 'history-entries',
      id: entry.id,
      locale: 'it',
      draft: true,
      data: { content: 'Fondazione a Berlino-Mitte' },
      user: translator,
      overrideAccess: false,
      context: { ...ctx },
    })
    status = await statusOf(entry.id)
    expect(status.it?.state).toBe('current')
    expect(status.zh?.state).toBe('outdated')
  })

  it('one service contact from before (content_truth) is kept, in its time zone; a regional contact then serves its languages', async () => {
    for (const [locale, hours] of [
      ['de', 'Montag bis Samstag, 9:00–18:00 Uhr'],
      ['zh', '周一至周六 9:00–18:00'],
    ] as const) {
      await cms.payload.updateGlobal({
        slug: 'site-settings',
        locale,
        data: { ...required, onlineHours: hours, _status: 'published' } as never,
        context: { ...ctx },
      })
    }
    const forward = await schemaBefore(cms, 'content_truth')
    expect(await columnsOf(cms, 'site_settings')).not.toContain('online_time_zone')
    await forward()
    expect(await columnsOf(cms, 'site_settings')).toContain('online_time_zone')

    // Migrated: every language shows the one contact there was, its hours in China's time.
    expect(await contactFor('de')).toMatchObject({
      phone: '400-826-9188',
      hours: 'Montag bis Samstag, 9:00–18:00 Uhr (Chinesische Normalzeit)',
      timeZone: 'Asia/Shanghai',
    })

    await cms.payload.updateGlobal({
      slug: 'site-settings',
      locale: 'de',
      data: {
        regionalContacts: [
          {
            office: 'Frankfurt',
            languages: ['de', 'fr'],
            phone: '+49 69 4800 7210',
            hours: 'Montag bis Freitag, 8:00–18:00 Uhr',
            timeZone: 'Europe/Berlin',
            email: 'service.europe@sanhaus.example',
          },
        ],
        _status: 'published',
      } as never,
      context: { ...ctx },
    })
    expect(await contactFor('de')).toMatchObject({
      phone: '+49 69 4800 7210',
      hours: 'Montag bis Freitag, 8:00–18:00 Uhr (Mitteleuropäische Zeit)',
      email: 'service.europe@sanhaus.example',
    })
    expect(await contactFor('zh')).toMatchObject({
      phone: '400-826-9188',
      hours: '周一至周六 9:00–18:00（中国标准时间）',
    })
  })

  it('products from before series and variants (catalogue_series_variants) are kept, and take a series and variants on their next publish', async () => {
    const id = await publishedProduct(cms, { de: 'Altes Becken', zh: '旧款台盆' })
    const forward = await schemaBefore(cms, 'catalogue_series_variants')
    expect(await columnsOf(cms, 'products')).not.toContain('series_id')
    await forward()
    expect(await columnsOf(cms, 'products')).toContain('series_id')

    // Migrated: the product is there, in both languages, without series or variants.
    const old = await cms.payload.findByID({ collection: 'products', id, depth: 0, locale: 'zh' })
    expect(old.title).toBe('旧款台盆')
    expect(old.variants ?? []).toEqual([])
    expect(old.series ?? null).toBeNull()
    const { variantsOf } = await import('@/lib/catalogue/variants')
    expect(variantsOf(old, 'zh').map((v) => v.articleNumber)).toEqual([null])

    // Its next publish asks for a series and an article number, then takes them.
    // The admin's form sends every field, as here.
    const { id: _, ...fields } = await cms.payload.findByID({ collection: 'products', id, depth: 0, locale: 'de' })
    const missing = await refusedFields(publishProduct(id, { ...fields, series: null, variants: [] }, null))
    expect(Object.keys(missing)).toEqual(expect.arrayContaining(['series', 'variants']))
    // (The series made before went with the schema: the migration starts the series empty.)
    const series = await cms.payload.create({
      collection: 'series',
      data: { title: 'Luna', slug: 'luna-migrated', _status: 'published' },
      context: { ...ctx },
    })
    const variants = [{ articleNumber: nextArticle(), gtin: '4006381333931' }]
    await publishProduct(id, { ...fields, series: series.id, variants }, null)
    const now = await cms.payload.findByID({ collection: 'products', id, depth: 1, locale: 'zh' })
    expect(now.title).toBe('旧款台盆')
    expect(now.variants.map((v) => [v.articleNumber, v.gtin])).toEqual([[variants[0]!.articleNumber, '4006381333931']])
    expect(typeof now.series === 'object' && now.series?.slug).toBe('luna-migrated')
  })

  it('a product from before the finder (product_finder) keeps its data and takes an opening and a fit range on its next publish; the menu takes the comparison', async () => {
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

  it('an inbox from before enquiry rows (enquiry_items) keeps its enquiries and takes enquiries with rows', async () => {
    const old = await post(valid)
    expect(old.status).toBe(201)
    const oldDoc = await stored(old)
    const forward = await schemaBefore(cms, 'enquiry_items')
    expect(await columnsOf(cms, 'enquiries_items')).toEqual([])
    await forward()
    expect(await columnsOf(cms, 'enquiries_items')).toContain('quantity')
    const kept = await cms.payload.findByID({ collection: 'enquiries', id: oldDoc.id, overrideAccess: true })
    expect(kept).toMatchObject({ name: valid.name, requirement: valid.requirement })
    expect(kept.items ?? []).toEqual([])
    const luna = await basin()
    const res = await post({ ...valid, items: [{ article: luna.black, quantity: 8 }] })
    expect(res.status).toBe(201)
    expect((await stored(res)).items?.map((i) => `${i.article}×${i.quantity}`)).toEqual([`${luna.black}×8`])
  })

  it('a download from before typed downloads (enquiry_items) is kept as a data sheet; typed ones and links are taken', async () => {
    const product = await publishedProduct(cms, { de: 'Wanne Ovalo' })
    const sheet = (await upload(pdf, 'ovalo.pdf', 'application/pdf')).id
    await cms.payload.update({
      collection: 'products',
      id: product,
      locale: 'de',
      data: { downloads: [{ kind: 'care', label: 'Datenblatt', file: sheet }] },
      context: ctx,
    })
    const forward = await schemaBefore(cms, 'enquiry_items')
    expect(await columnsOf(cms, 'products_downloads')).not.toContain('kind')
    expect(await columnsOf(cms, 'cases_products')).toEqual([])
    await forward()
    expect(await columnsOf(cms, 'products_downloads')).toContain('kind')
    const kept = await cms.payload.findByID({ collection: 'products', id: product, locale: 'de', depth: 0 })
    expect(kept.downloads?.map((d) => [d.kind, d.label, d.file])).toEqual([['datasheet', 'Datenblatt', sheet]])
    const dxf = (await upload(fixture('outline.dxf'), 'ovalo.dxf', '')).id
    const saved = await cms.payload.update({
      collection: 'products',
      id: product,
      locale: 'de',
      data: { downloads: [...kept.downloads!, { kind: 'cad2d', label: 'Grundriss', file: dxf }] },
      context: ctx,
    })
    expect(saved.downloads?.map((d) => d.kind)).toEqual(['datasheet', 'cad2d'])
    const image = await testPicture(cms)
    const project = await cms.payload.create({
      collection: 'cases',
      locale: 'de',
      data: { region: 'foreign', city: 'Wien', caption: 'Spa', image, products: [{ product }], _status: 'published' },
      context: ctx,
    })
    expect(project.products?.map((p) => (typeof p.product === 'object' ? p.product.id : p.product))).toEqual([product])
  })

  it('a data sheet from before the count (data_sheet_revision) starts from the publications kept', async () => {
    const id = await publishedProduct(cms, { de: 'Becken Bestand', zh: '存量台盆' })
    await saveDraft(id, 'Becken Bestand (Entwurf)')
    const newest = await cms.payload.findVersions({
      collection: 'products',
      where: { parent: { equals: id }, 'version._status': { equals: 'published' } },
      sort: '-updatedAt',
      limit: 1,
    })
    const forward = await schemaBefore(cms, 'data_sheet_revision')
    expect(await columnsOf(cms, 'products')).not.toContain('revision')
    await forward()
    expect(await columnsOf(cms, 'products')).toContain('revision')
    // Two publications (created, then Chinese), dated by the newest.
    const migrated = await revisionOf(id)
    expect(migrated?.number).toBe(2)
    expect(Date.parse(migrated!.date)).toBe(Date.parse(newest.docs[0]!.updatedAt))
    // The draft saved before the migration carries the count on: its publish is the third.
    await publishProduct(id, { title: 'Becken Bestand neu' }, null)
    expect((await revisionOf(id))?.number).toBe(3)
  })

  it('enquiries from before every market (enquiries_every_market) are kept as China’s, with province, E.164 phone and address', async () => {
    const forward = await schemaBefore(cms, 'enquiries_every_market')
    const stamp = new Date().toISOString()
    await execute(
      cms.payload,
      sql`INSERT INTO enquiries (type, status, name, tel, email, province, requirement, updated_at, created_at)
          VALUES ('brand', 'new', 'Altkunde', '13912345678', 'alt@example.cn', '广东', 'Vor der Umstellung', ${stamp}, ${stamp})`,
    )
    await forward()
    const [old] = (
      await cms.payload.find({ collection: 'enquiries', where: { name: { equals: 'Altkunde' } }, overrideAccess: true })
    ).docs
    expect(old).toMatchObject({
      country: 'CN',
      province: '广东',
      tel: '13912345678',
      telE164: '+8613912345678',
      email: 'alt@example.cn',
      emailAscii: 'alt@example.cn',
    })
    expect(old!.market ?? null).toBeNull()
    expect(old!.transferConsentAt ?? null).toBeNull()
    // The migrated database takes new enquiries of every market.
    expect((await post(munich)).status).toBe(201)
  })

  it('staff from before the hardening (hardening) are kept without the account lock; an account locked before signs in', async () => {
    await cms.payload.create({
      collection: 'users',
      data: { email: 'locked-before@test.example', password: good, role: 'editor' },
      context: ctx,
    })
    const forward = await schemaBefore(cms, 'hardening')
    expect(await columnsOf(cms, 'users')).toEqual(expect.arrayContaining(['login_attempts', 'lock_until']))
    const db = await import('@/cms/search/db')
    const until = new Date(Date.now() + 15 * 60_000).toISOString()
    await db.execute(
      cms.payload,
      db.sql`UPDATE users SET login_attempts = 5, lock_until = ${until} WHERE email = 'locked-before@test.example'`,
    )
    await forward()
    const columns = await columnsOf(cms, 'users')
    expect(columns).not.toContain('login_attempts')
    expect(columns).not.toContain('lock_until')
    const signedIn = await cms.payload.login({
      collection: 'users',
      data: { email: 'locked-before@test.example', password: good },
    })
    expect(signedIn.user?.role).toBe('editor')
  })

  it('products from before model names (product_names_and_guarantees) are named by their title until they take one; guarantees start empty and take one per market', async () => {
    const id = await publishedProduct(cms, { de: 'Wandwaschbecken Alt 50', zh: 'Alt 50 挂盆' })
    const forward = await schemaBefore(cms, 'product_names_and_guarantees')
    expect(await columnsOf(cms, 'products')).not.toContain('name')
    await forward()
    expect(await columnsOf(cms, 'products')).toContain('name')
    expect(await columnsOf(cms, 'guarantees')).toContain('market')

    const { finishTexts, publishedScope, sourceIn } = await import('@/cms/fields/finish')
    const { slug } = await cms.payload.findByID({ collection: 'products', id, depth: 0 })
    const mentions = async (locale: 'de' | 'zh') => {
      const doc = { text: `Mit {{product:${slug}}} · {{product:${slug}|title}}` }
      const fields = [{ name: 'text', type: 'text' as const, localized: true }]
      await finishTexts(cms.payload, fields, [doc], locale, undefined, sourceIn(cms.payload, publishedScope()))
      return doc.text
    }
    // Migrated, without a model name: both forms give the title of the language.
    expect(await mentions('zh')).toBe('Mit Alt 50 挂盆 · Alt 50 挂盆')
    await cms.payload.update({ collection: 'products', id, data: { name: 'Alt 50' }, context: { ...ctx } })
    expect(await mentions('de')).toBe('Mit Alt 50 · Wandwaschbecken Alt 50')

    expect((await cms.payload.count({ collection: 'guarantees', overrideAccess: true })).totalDocs).toBe(0)
    const guarantor = await frankfurtOffice(cms, `office-${slug}`)
    // A market unknown to the site settings is refused, one they list is taken.
    const market = 'europe'
    const guaranteeOf = (key: string) =>
      cms.payload.create({
        collection: 'guarantees',
        locale: 'de',
        data: {
          market: key,
          title: 'Garantie',
          guarantor,
          covers: richText('Material und Verarbeitung.'),
          claim: richText('Schreiben Sie uns.'),
          _status: 'published',
        } as never,
        context: { ...ctx },
      })
    await cms.payload.updateGlobal({
      slug: 'site-settings',
      locale: 'de',
      data: { ...required, markets: [{ key: market, name: 'Europa', countries: ['DE', 'AT'] }] } as never,
      context: { ...ctx },
    })
    expect((await refusedFields(guaranteeOf('mars'))).market).toMatch(/„mars“.*europe/)
    const guarantee = await guaranteeOf(market)
    expect(guarantee.market).toBe(market)
  })

  it('a product from before the installer’s measures (installation_measures) keeps its data and takes measures, a variant’s own over them, parts and an installation guide, on its next publish', async () => {
    const id = await publishedProduct(cms, { de: 'Duschwanne Alt 90', zh: 'Alt 90 淋浴底盘' })
    await cms.payload.update({
      collection: 'products',
      id,
      data: { family: 'tray', specs: { width: 900, depth: 900, height: 30, weight: 28 }, _status: 'published' },
      context: { ...ctx },
    })
    const forward = await schemaBefore(cms, 'installation_measures')
    expect(await columnsOf(cms, 'products')).not.toContain('specs_measures_drain_diameter')
    expect(await columnsOf(cms, 'products_parts')).toEqual([])
    await forward()
    expect(await columnsOf(cms, 'products')).toContain('specs_measures_drain_diameter')
    expect(await columnsOf(cms, 'products_parts')).toContain('spare')
    expect(await columnsOf(cms, 'installation_guides_steps_locales')).toContain('text')
    expect(await columnsOf(cms, 'products')).toContain('specs_outline_radius')
    expect(await columnsOf(cms, 'products_variants')).toContain('measures_drain_x')

    const before = await cms.payload.findByID({ collection: 'products', id, depth: 0, locale: 'zh' })
    expect(before.title).toBe('Alt 90 淋浴底盘')
    expect(before.specs).toMatchObject({ width: 900, depth: 900, height: 30, weight: 28 })
    expect(before.specs?.measures?.drainDiameter ?? null).toBeNull()

    const measures = { drainDiameter: 90, drainX: 450, drainY: 450, mountingHeight: 100, slipClass: 'B' as const }
    await cms.payload.update({
      collection: 'products',
      id,
      data: {
        specs: { ...before.specs, outline: 'rectangle', measures },
        variants: [...before.variants, { articleNumber: nextArticle(), depth: 800, measures: { drainY: 400 } }],
        parts: [{ article: 'ET190001', name: 'Ablaufgarnitur Ø 90', quantity: 1, spare: true }],
        _status: 'published',
      },
      context: { ...ctx },
    })
    const after = await cms.payload.findByID({ collection: 'products', id, depth: 0, locale: 'de' })
    expect(after.parts).toMatchObject([{ article: 'ET190001', name: 'Ablaufgarnitur Ø 90', quantity: 1, spare: true }])
    const guide = await cms.payload.create({
      collection: 'installation-guides',
      locale: 'de',
      data: {
        title: 'Montageanleitung Duschwannen',
        family: 'tray',
        safety: 'Wasser abstellen.',
        steps: [{ title: 'Ausrichten', text: 'Die Wanne mit der Wasserwaage ausrichten.' }],
        _status: 'published',
      },
      context: { ...ctx },
    })
    expect([guide.family, guide.revision, guide.steps?.length]).toEqual(['tray', 1, 1])
    const { variantsOf } = await import('@/lib/catalogue/variants')
    const { specRows } = await import('@/lib/catalogue/format')
    const [, short] = variantsOf(after, 'de')
    expect(short!.specs.measures).toMatchObject({ ...measures, drainY: 400 })
    expect(after.specs?.outline).toBe('rectangle')
    expect(Object.fromEntries(specRows(short!.specs, 'de').map((r) => [r.key, r.value]))).toMatchObject({
      drainDiameter: 'Ø\u00a090 mm',
      drainPosition: '450 mm von links, 400 mm von der Wand',
      slipClass: 'Bewertungsgruppe B',
    })
  })

  it('a product from before the trade data (trade_data) keeps its data and variants, takes an ETIM class, features and a variant’s own price on its next publish, and the settings show no prices until an admin turns them on', async () => {
    const id = await publishedProduct(cms, { de: 'Waschtisch Alt 60', zh: 'Alt 60 台盆' })
    await cms.payload.update({
      collection: 'products',
      id,
      data: {
        family: 'basin',
        specs: { width: 600, depth: 450, height: 160, material: 'mineral-cast' },
        _status: 'published',
      },
      context: { ...ctx },
    })
    const forward = await schemaBefore(cms, 'trade_data')
    expect(await columnsOf(cms, 'products')).not.toContain('trade_etim_class')
    await forward()
    expect(await columnsOf(cms, 'products')).toEqual(expect.arrayContaining(['trade_etim_class', 'trade_list_price']))
    expect(await columnsOf(cms, 'products_variants')).toEqual(
      expect.arrayContaining(['trade_lifecycle', 'trade_successor']),
    )

    const before = await cms.payload.findByID({ collection: 'products', id, depth: 0, locale: 'zh' })
    expect(before.title).toBe('Alt 60 台盆')
    expect(before.trade?.etimClass ?? null).toBeNull()
    const { variantsOf } = await import('@/lib/catalogue/variants')
    expect(variantsOf(before, 'de')[0]!.trade.listPrice ?? null).toBeNull()
    const settings = await cms.payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(settings.trade?.listPrices ?? false).toBe(false)

    await cms.payload.update({
      collection: 'products',
      id,
      data: {
        trade: { etimClass: 'EC011550', etimFeatures: { EF023789: true }, listPrice: 310, customsTariff: '39221000' },
        variants: [
          ...before.variants,
          { articleNumber: nextArticle(), colour: 'black', trade: { listPrice: 340, lifecycle: 'discontinued' } },
        ],
        _status: 'published',
      },
      context: { ...ctx },
    })
    const after = await cms.payload.findByID({ collection: 'products', id, depth: 0, locale: 'de' })
    const [first, black] = variantsOf(after, 'de')
    expect([first!.trade.etimClass, first!.trade.listPrice, black!.trade.listPrice]).toEqual(['EC011550', 310, 340])
    expect([black!.trade.customsTariff, black!.trade.lifecycle, black!.trade.etimFeatures]).toEqual([
      '39221000',
      'discontinued',
      { EF023789: true },
    ])
  })
  it('a database from before the declarations (declarations) keeps its products and navigation, then issues a declaration on its first publish', async () => {
    const product = await publishedProduct(cms, { de: 'Waschtisch vor den Erklärungen' })
    const certificate = await cms.payload.create({
      collection: 'certificates',
      locale: 'de',
      data: { group: 'standard', caption: 'CE-Kennzeichnung alt', image: await testPicture(cms), _status: 'published' },
      context: { ...ctx },
    })
    const forward = await schemaBefore(cms, 'declarations')
    expect(await columnsOf(cms, 'declarations')).toEqual([])
    expect(await columnsOf(cms, 'certificates')).not.toContain('document_id')
    await forward()
    expect(await columnsOf(cms, 'declarations')).toEqual(expect.arrayContaining(['number', 'issued_at', 'avcp']))

    // A certificate from before keeps its picture and takes its document as a PDF.
    const document = await upload(pdf, 'ce-alt.pdf', 'application/pdf')
    await cms.payload.update({
      collection: 'certificates',
      id: certificate.id,
      locale: 'de',
      data: { document: document.id, _status: 'published' },
      context: { ...ctx },
    })
    const kept = await cms.payload.findByID({ collection: 'certificates', id: certificate.id, depth: 0 })
    expect([kept.caption, typeof kept.image, kept.document]).toEqual(['CE-Kennzeichnung alt', 'number', document.id])

    const article = (await cms.payload.findByID({ collection: 'products', id: product, depth: 0 })).variants[0]!
      .articleNumber!
    const { draft, publish } = declarationsOf(cms)
    const number = nextDopNumber()
    const issued = await publish(await draft(number, [article]))
    expect(issued.issued?.files?.map((f) => f.language)).toEqual(['de', 'en', 'it', 'fr', 'es'])
    const { docs } = await cms.payload.find({
      collection: 'declarations',
      where: { articles: { in: [article] } },
      depth: 0,
    })
    expect(docs.map((d) => d.number)).toEqual([number])

    // The navigation takes the new page among its routes.
    const navigation = await cms.payload.findGlobal({ slug: 'navigation', depth: 0 })
    await cms.payload.updateGlobal({
      slug: 'navigation',
      data: { items: [...(navigation.items ?? []), { route: 'dop', label: 'Leistungserklärungen' }] } as never,
      context: { ...ctx },
    })
    const after = await cms.payload.findGlobal({ slug: 'navigation', depth: 0 })
    expect(after.items?.some((i) => i.route === 'dop')).toBe(true)
  })
  it('a database from before the search synonyms (search_synonyms_variant_fit) keeps its products, takes a niche range per variant and synonyms that the search finds', async () => {
    const id = await publishedProduct(cms, { de: 'Eckdusche vor den Synonymen', zh: '旧款淋浴房' })
    const forward = await schemaBefore(cms, 'search_synonyms_variant_fit')
    expect(await columnsOf(cms, 'search_synonyms')).toEqual([])
    expect(await columnsOf(cms, 'products_variants')).not.toContain('fit_range_width_from')
    await forward()
    expect(await columnsOf(cms, 'products_variants')).toEqual(
      expect.arrayContaining(['fit_range_width_from', 'fit_range_depth_to']),
    )

    // The product from before keeps its variants; one now states its own niche depth.
    const before = await cms.payload.findByID({ collection: 'products', id, depth: 0, locale: 'de' })
    await cms.payload.update({
      collection: 'products',
      id,
      locale: 'de',
      data: {
        specs: { ...before.specs, fitRange: { widthFrom: 870, widthTo: 905, depthFrom: 870, depthTo: 905 } },
        variants: before.variants.map((v, i) => (i === 0 ? { ...v, fitRange: { depthFrom: 770, depthTo: 805 } } : v)),
        _status: 'published',
      } as never,
      context: { ...ctx },
    })
    const after = await cms.payload.findByID({ collection: 'products', id, depth: 0, locale: 'de' })
    const { variantsOf } = await import('@/lib/catalogue/variants')
    expect(after.title).toBe('Eckdusche vor den Synonymen')
    expect(variantsOf(after, 'de')[0]!.specs.fitRange).toMatchObject({
      widthFrom: 870,
      widthTo: 905,
      depthFrom: 770,
      depthTo: 805,
    })

    // The synonyms start empty and are found once published.
    expect((await cms.payload.findGlobal({ slug: 'search-synonyms', depth: 0 })).groups ?? []).toEqual([])
    await cms.payload.updateGlobal({
      slug: 'search-synonyms',
      locale: 'de',
      data: { groups: [{ words: 'Duschkabine, Eckdusche' }], _status: 'published' },
      context: { ...ctx },
    })
    const { searchSite } = await import('@/lib/cms/search')
    const found = await searchSite('de', 'Duschkabine', {}, cms.payload)
    expect(found.hits.map((h) => h.title)).toContain('Eckdusche vor den Synonymen')
  })

  it('a database from before the showrooms (showrooms) keeps its series and enquiries, takes a showroom that shows them, with hours in its time zone, and an appointment request for it', async () => {
    const series = await cms.payload.create({
      collection: 'series',
      locale: 'de',
      data: {
        title: 'Serie vor den Ausstellungen',
        slug: `vor-ausstellungen-${Date.now()}`,
        _status: 'published',
      } as never,
      context: { ...ctx },
    })
    const forward = await schemaBefore(cms, 'showrooms')
    expect(await columnsOf(cms, 'showrooms')).toEqual([])
    // An enquiry stored before the update, as the old schema wrote it.
    const enquiryKey = `vor-ausstellungen-${Date.now()}`
    const at = '2026-11-30T10:00:00.000Z'
    await execute(
      cms.payload,
      sql`INSERT INTO enquiries (type, status, country, name, tel, email, requirement, idempotency_key, updated_at, created_at) VALUES ('project', 'new', 'DE', 'Vor dem Update', '+49 89 1234567', 'vor@example.com', 'Zehn Waschtische', ${enquiryKey}, ${at}, ${at})`,
    )
    await forward()
    expect(await columnsOf(cms, 'showrooms')).toEqual(
      expect.arrayContaining(['kind', 'slug', 'postcode', 'country', 'position_lat', 'position_lng', 'time_zone']),
    )

    const room = await cms.payload.create({
      collection: 'showrooms',
      locale: 'de',
      data: {
        kind: 'brand',
        name: 'Showroom nach dem Update',
        slug: `showroom-update-${Date.now()}`,
        street: 'Theresienstraße 40',
        postcode: '80333',
        city: 'München',
        country: 'DE',
        position: { lat: 48.1496, lng: 11.5714 },
        timeZone: 'Europe/Berlin',
        hours: [{ days: ['mon', 'tue'], opens: '10:00', closes: '19:00' }],
        exceptions: [{ date: '2026-12-24T00:00:00.000Z', closed: true }],
        series: [series.id],
        _status: 'published',
      },
      context: { ...ctx },
    })
    const read = await cms.payload.findByID({ collection: 'showrooms', id: room.id, depth: 1, locale: 'de' })
    expect(read.city).toBe('München')
    expect(read.hours?.[0]).toMatchObject({ days: ['mon', 'tue'], opens: '10:00', closes: '19:00' })
    expect((read.series ?? []).map((s) => (typeof s === 'object' ? s.title : s))).toEqual([
      'Serie vor den Ausstellungen',
    ])
    // The enquiry from before is there as it was; an appointment without a message is stored with its showroom and series.
    const kept = await cms.payload.find({
      collection: 'enquiries',
      where: { idempotencyKey: { equals: enquiryKey } },
      depth: 0,
    })
    expect(kept.docs[0]).toMatchObject({ type: 'project', name: 'Vor dem Update', requirement: 'Zehn Waschtische' })
    const appointment = await cms.payload.create({
      collection: 'enquiries',
      depth: 1,
      data: {
        type: 'appointment',
        status: 'new',
        country: 'DE',
        name: 'Termin nach dem Update',
        tel: '+49 89 1234567',
        email: 'termin@example.com',
        showroom: room.id,
        series: [series.id],
        visitDate: '2026-12-15',
        visitTime: 'morning',
      },
      context: { ...ctx },
    })
    expect(appointment.requirement ?? null).toBeNull()
    expect(typeof appointment.showroom === 'object' && appointment.showroom?.name).toBe('Showroom nach dem Update')
    expect((appointment.series ?? []).map((s) => (typeof s === 'object' ? s.title : s))).toEqual([
      'Serie vor den Ausstellungen',
    ])
    expect(appointment.visitDate?.slice(0, 10)).toBe('2026-12-15')

    // A span that ends before it starts is refused with its reason.
    await expect(
      cms.payload.update({
        collection: 'showrooms',
        id: room.id,
        locale: 'de',
        data: { hours: [{ days: ['wed'], opens: '18:00', closes: '09:00' }] },
        context: { ...ctx },
      }),
    ).rejects.toThrow(/Closes|Schließt/)
  })

  it('a database from before the audit record and approval (four_eyes_audit) keeps its products and their history, its certificates take a validity, and failed searches are counted; the next publish is a line naming its author, language and version, and needs no approval until the settings ask for it', async () => {
    const id = await publishedProduct(cms, { de: 'Wanne vor dem Protokoll', it: 'Vasca prima del registro' })
    const forward = await schemaBefore(cms, 'four_eyes_audit')
    expect(await columnsOf(cms, 'audit_entries')).toEqual([])
    expect(await columnsOf(cms, 'reviews')).toEqual([])
    expect(await columnsOf(cms, 'products')).not.toContain('edited_by')
    expect(await columnsOf(cms, 'certificates')).not.toContain('valid_until')
    expect(await columnsOf(cms, 'search_misses')).toEqual([])
    expect(await columnsOf(cms, 'health_reports')).toEqual([])
    expect(await columnsOf(cms, 'products')).not.toContain('planned_for')
    await forward()
    // The content health board's reports and the counted searches that found nothing.
    expect(await columnsOf(cms, 'health_reports')).toEqual(
      expect.arrayContaining(['checked_at', 'trigger', 'took_ms', 'report']),
    )
    expect(await columnsOf(cms, 'search_misses')).toEqual(expect.arrayContaining(['query', 'locale', 'day', 'count']))
    // News and products take a planned date for the editors' calendar, empty for those from before.
    expect(await columnsOf(cms, 'news')).toContain('planned_for')
    expect(await columnsOf(cms, 'products')).toContain('planned_for')
    const { failedSearches, recordSearchMiss } = await import('@/cms/health/searchMisses')
    await recordSearchMiss(cms.payload, 'Wanne Qzxwv', 'de')
    expect((await failedSearches(cms.payload)).map((f) => [f.query, f.count])).toEqual([['wanne qzxwv', 1]])
    // Certificates and test reports take a validity, empty for those from before.
    expect(await columnsOf(cms, 'certificates')).toContain('valid_until')
    expect(await columnsOf(cms, 'test_reports')).toContain('valid_until')
    expect(await columnsOf(cms, 'audit_entries')).toEqual(
      expect.arrayContaining(['action', 'actor', 'user_id', 'entity', 'document_id', 'version']),
    )
    // The versions from before name no author; the product is live as it was.
    const kept = await cms.payload.findByID({ collection: 'products', id, locale: 'it', depth: 0 })
    expect([kept.title, kept._status, kept.editedBy ?? null]).toEqual(['Vasca prima del registro', 'published', null])
    const settings = await cms.payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(settings.records?.auditMonths ?? 24).toBe(24)
    await cms.payload.update({
      collection: 'products',
      id,
      locale: 'it',
      data: { title: 'Vasca dopo il registro', _status: 'published' } as never,
      overrideAccess: false,
      user: admin,
      context: { ...ctx },
    })
    const lines = await cms.payload.find({
      collection: 'audit-entries',
      where: { documentId: { equals: String(id) } },
      depth: 0,
    })
    const versions = await cms.payload.findVersions({
      collection: 'products',
      where: { parent: { equals: id } },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
    })
    expect(lines.docs.map((l) => [l.action, l.userEmail, l.languages, l.version])).toEqual([
      ['publish', admin.email, ['it'], String(versions.docs[0]!.id)],
    ])
    expect(versions.docs[0]!.version.editedBy).toContain(admin.email)
    // Approval is off until an administrator names the kinds that need it (the publish above went
    // through); the rows of a round have their table.
    expect(settings.records?.approvalKinds ?? []).toEqual([])
    expect(await columnsOf(cms, 'reviews')).toEqual(
      expect.arrayContaining(['entity', 'document_id', 'locale', 'state', 'approved_fingerprint']),
    )
    expect(await columnsOf(cms, 'users_review_languages')).toEqual(expect.arrayContaining(['value']))
  })
  it('a database from before the translation memory (translation_at_scale) keeps its products and translations; the first renewal stores their sentences, which the lookup finds', async () => {
    const id = await publishedProduct(cms, { de: 'Wanne vor dem Speicher', it: 'Vasca prima della memoria' })
    const forward = await schemaBefore(cms, 'translation_at_scale')
    expect(await columnsOf(cms, 'translation_memory')).toEqual([])
    await forward()
    expect(await columnsOf(cms, 'translation_memory')).toEqual(
      expect.arrayContaining(['source_language', 'target_language', 'source', 'target', 'key', 'origin']),
    )
    const kept = await cms.payload.findByID({ collection: 'products', id, locale: 'it', depth: 0 })
    expect([kept.title, kept._status]).toEqual(['Vasca prima della memoria', 'published'])
    // The memory starts empty and takes the published translations at its first renewal.
    expect((await cms.payload.count({ collection: 'translation-memory' })).totalDocs).toBe(0)
    const { memoryIndex, renewTranslationMemory } = await import('@/cms/translation/memory/store')
    expect((await renewTranslationMemory(cms.payload)).added).toBeGreaterThan(0)
    const [match] = (await memoryIndex(cms.payload, 'it')).lookup('Wanne vor dem Speicher')
    expect(match).toMatchObject({ score: 100, target: 'Vasca prima della memoria' })
  })
})
