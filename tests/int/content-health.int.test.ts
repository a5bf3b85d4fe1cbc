import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { cmsOfFile, dbKind, paragraphText, publishedProduct, testPicture, textNode } from './harness'

const cms = cmsOfFile()
const ctx = { disableRevalidate: true }

/** A link of a rich text: to an address, or to a document of the CMS. */
const link = (text: string, to: string | { relationTo: string; value: number }) => ({
  type: 'link',
  version: 3,
  direction: 'ltr',
  format: '',
  indent: 0,
  fields:
    typeof to === 'string'
      ? { linkType: 'custom', url: to, newTab: false }
      : { linkType: 'internal', doc: to, newTab: false },
  children: [textNode(text)],
})

async function productSlug(id: number): Promise<{ slug: string; article: string }> {
  const doc = (await cms.payload.findByID({ collection: 'products', id, depth: 0 })) as unknown as {
    slug: string
    variants: { articleNumber: string }[]
  }
  return { slug: doc.slug, article: doc.variants[0]!.articleNumber }
}

describe(`content health board (${dbKind()})`, () => {
  it('finds, per language and field, links to unpublished, trashed and missing documents, articles, files and addresses no page or redirect answers', async () => {
    const { brokenLinks } = await import('@/cms/health/check')
    const live = await productSlug(await publishedProduct(cms, { de: 'Wanne' }))
    // Published once, then taken offline (unpublished).
    const draft = { id: await publishedProduct(cms, { de: 'Offline' }) }
    await cms.payload.update({
      collection: 'products',
      id: draft.id,
      data: { _status: 'draft' } as never,
      context: ctx,
    })
    const gone = await productSlug(await publishedProduct(cms, { de: 'Papierkorb' }))
    const goneDoc = await cms.payload.find({ collection: 'products', where: { slug: { equals: gone.slug } }, depth: 0 })
    await cms.payload.update({
      collection: 'products',
      id: goneDoc.docs[0]!.id,
      data: { deletedAt: new Date().toISOString() } as never,
      context: ctx,
    })
    await cms.payload.create({
      collection: 'redirects',
      data: { from: '/it/vecchio-catalogo', to: `/it/product/${live.slug}`, permanent: true } as never,
      context: ctx,
    })

    // German: every link leads somewhere (the product, its data sheet, its variant, a redirect, another host).
    const page = await cms.payload.create({
      collection: 'legal-pages',
      locale: 'de',
      data: {
        slug: 'impressum',
        title: 'Impressum',
        body: paragraphText([
          link('Wanne', `/de/product/${live.slug}`),
          link('Datenblatt', `/de/product/${live.slug}/datasheet.pdf`),
          link('Variante', `/de/product/${live.slug}/${live.article}/plan.dxf`),
          link('Kurz', `/p/${live.article}`),
          link('Katalog', '/de/products'),
          link('Anderswo', 'https://partner.example/katalog'),
          link('Post', 'mailto:info@sanhaus.example'),
          link('Intern', {
            relationTo: 'products',
            value: (
              await cms.payload.find({ collection: 'products', where: { slug: { equals: live.slug } }, depth: 0 })
            ).docs[0]!.id as number,
          }),
        ]),
        _status: 'published',
      } as never,
      context: ctx,
    })
    // Italian: each kind of broken link once; the redirect that leads on is not one.
    await cms.payload.update({
      collection: 'legal-pages',
      id: page.id,
      locale: 'it',
      data: {
        title: 'Note legali',
        body: paragraphText([
          link('bozza', { relationTo: 'products', value: draft.id as number }),
          link('cestino', `/it/product/${gone.slug}`),
          link('mai esistito', { relationTo: 'products', value: 999_999 }),
          link('articolo', `/it/product/${live.slug}/SH0000000`),
          link('nessuna pagina', '/it/prodotti-vecchi'),
          link('rinvio', '/it/vecchio-catalogo'),
          link('file', '/api/media/file/non-esiste.png'),
          link('serie', '/it/series/nessuna'),
        ]),
        _status: 'published',
      } as never,
      context: ctx,
    })
    // A banner's link field (the same in every language).
    await cms.payload.create({
      collection: 'banners',
      data: {
        title: 'Neu',
        image: await testPicture(cms),
        link: `/de/news/kein-artikel`,
        _status: 'published',
      } as never,
      context: ctx,
    })
    // A draft's links are not the site's yet: not reported.
    await cms.payload.create({
      collection: 'banners',
      data: { title: 'Entwurf', image: await testPicture(cms), link: '/de/nirgendwo', _status: 'draft' } as never,
      context: ctx,
    })

    const found = (await brokenLinks(cms.payload)).map(
      (b) => `${b.collection ?? b.global} ${b.locale ?? '*'} ${b.path} ${b.target} ${b.problem}`,
    )
    expect(found).toEqual([
      'banners * link /de/news/kein-artikel missing',
      `legal-pages it body products ${draft.id} unpublished`,
      `legal-pages it body /it/product/${gone.slug} trashed`,
      'legal-pages it body products 999999 missing',
      `legal-pages it body /it/product/${live.slug}/SH0000000 noArticle`,
      'legal-pages it body /it/prodotti-vecchi noPage',
      'legal-pages it body /api/media/file/non-esiste.png missing',
      'legal-pages it body /it/series/nessuna missing',
    ])
  })

  it('finds the pictures published content shows in a language without their alternative text in it', async () => {
    const { picturesWithoutAlt } = await import('@/cms/health/check')
    const before = (await picturesWithoutAlt(cms.payload)).length
    // Described in German and Chinese only, shown on a published banner (in every language).
    const picture = await testPicture(cms)
    await cms.payload.update({ collection: 'media', id: picture, locale: 'zh', data: { alt: '图片' }, context: ctx })
    await cms.payload.create({
      collection: 'banners',
      data: { title: 'Bildprobe', image: picture, _status: 'published' } as never,
      context: ctx,
    })
    // A picture only a draft shows is not the site's yet.
    const unseen = await testPicture(cms)
    await cms.payload.create({
      collection: 'banners',
      data: { title: 'Entwurf', image: unseen, _status: 'draft' } as never,
      context: ctx,
    })
    const found = (await picturesWithoutAlt(cms.payload)).filter((m) => m.media === picture || m.media === unseen)
    expect(found.map((m) => `${m.locale} ${m.usedBy.collection}.${m.usedBy.path}`)).toEqual([
      'en banners.image',
      'it banners.image',
      'fr banners.image',
      'es banners.image',
    ])
    expect((await picturesWithoutAlt(cms.payload)).length).toBe(before + 4)
  })

  it('finds the files published content shows whose stored file is gone', async () => {
    const { missingFiles } = await import('@/cms/health/check')
    const before = await missingFiles(cms.payload)
    const picture = await testPicture(cms)
    await cms.payload.create({
      collection: 'banners',
      data: { title: 'Dateiprobe', image: picture, _status: 'published' } as never,
      context: ctx,
    })
    expect(await missingFiles(cms.payload)).toEqual(before)
    const doc = (await cms.payload.findByID({ collection: 'media', id: picture, depth: 0 })) as { filename: string }
    fs.rmSync(path.join(cms.payload.collections.media.config.upload.staticDir!, doc.filename))
    const found = (await missingFiles(cms.payload)).filter((m) => m.media === picture)
    expect(found.map((m) => `${m.filename} ${m.usedBy.collection}.${m.usedBy.path}`)).toEqual([
      `${doc.filename} banners.image`,
    ])
  })

  it('names the published certificates and test reports whose validity ends within 60 days or has ended, soonest first', async () => {
    const { expiringDocuments } = await import('@/cms/health/check')
    const now = new Date('2027-03-01T08:00:00Z')
    const day = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString()
    const report = async (title: string, validUntil: string, status: 'published' | 'draft' = 'published') =>
      (
        await cms.payload.create({
          collection: 'test-reports',
          data: { title, number: `TR-${title}`, validUntil, _status: status } as never,
          context: ctx,
        })
      ).id
    const soon = await report('bald', day(10))
    const ended = await report('abgelaufen', day(-3))
    await report('später', day(100))
    await report('entwurf', day(5), 'draft')
    const certificate = await cms.payload.create({
      collection: 'certificates',
      data: {
        group: 'quality',
        caption: 'ISO 9001',
        image: await testPicture(cms),
        validUntil: day(59),
        _status: 'published',
      } as never,
      context: ctx,
    })
    const ending = await expiringDocuments(cms.payload, { now })
    expect(ending.map((e) => [e.collection, e.id, e.daysLeft])).toEqual([
      ['test-reports', ended, -3],
      ['test-reports', soon, 10],
      ['certificates', certificate.id, 59],
    ])
  })

  it('the job renews the board after a publish: a link to a trashed product planted in a German news article is a line of its report, with the field', async () => {
    const { latestHealthReport } = await import('@/cms/health/report')
    const gone = await productSlug(await publishedProduct(cms, { de: 'Bald im Papierkorb' }))
    const goneId = (
      await cms.payload.find({ collection: 'products', where: { slug: { equals: gone.slug } }, depth: 0 })
    ).docs[0]!.id
    await cms.payload.update({
      collection: 'products',
      id: goneId,
      data: { deletedAt: new Date().toISOString() } as never,
      context: ctx,
    })
    const category = await cms.payload.create({
      collection: 'news-categories',
      data: { title: 'Neuigkeiten', language: 'de', legacyId: 92, _status: 'published' } as never,
      context: ctx,
    })
    // The nightly run, waiting for its hour as the scheduler queues it.
    const nightly = await cms.payload.jobs.queue({
      task: 'renewContentHealth',
      input: {},
      queue: 'health',
      waitUntil: new Date(Date.now() + 86_400_000),
    })
    // Published as an editor would (not as the demo seed): the publish asks for a renewal.
    const article = await cms.payload.create({
      collection: 'news',
      locale: 'de',
      data: {
        title: 'Messebericht',
        slug: `messebericht-${Date.now()}`,
        category: category.id,
        publishedAt: new Date().toISOString(),
        image: await testPicture(cms),
        body: paragraphText([link('Die Wanne', { relationTo: 'products', value: goneId as number })]),
        _status: 'published',
      } as never,
    })
    const queued = await cms.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'renewContentHealth' } },
      depth: 0,
    })
    // The publish's request and the nightly run, neither replacing the other.
    expect(queued.docs.map((j) => (j.input as { trigger?: string }).trigger ?? 'nightly').sort()).toEqual([
      'nightly',
      'publish',
    ])
    await cms.payload.jobs.run({ queue: 'health', overrideAccess: true })
    const left = await cms.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'renewContentHealth' } },
      depth: 0,
    })
    expect(left.docs.map((j) => j.id)).toEqual([nightly.id])
    const stored = await latestHealthReport(cms.payload)
    expect(stored?.trigger).toBe('publish')
    const line = stored!.report.broken.find((b) => b.collection === 'news' && b.id === article.id)
    expect(line && [line.locale, line.path, line.target, line.problem, line.titles.de]).toEqual([
      'de',
      'body',
      `products ${goneId}`,
      'trashed',
      'Messebericht',
    ])
  })

  it('names each published page without a title or description in a language it is shown in, and every declared field exists', async () => {
    const { PAGE_TEXTS, pagesWithoutText } = await import('@/cms/health/pages')
    const { readContent } = await import('@/cms/health/check')
    const { fieldAt } = await import('@/cms/fields/walk')
    for (const [slug, texts] of Object.entries(PAGE_TEXTS.collections))
      for (const path of [...texts.title, ...texts.description])
        expect(
          fieldAt(cms.payload.collections[slug as 'products'].config.fields, path),
          `${slug} ${path}`,
        ).toBeDefined()
    for (const [slug, texts] of Object.entries(PAGE_TEXTS.globals)) {
      const global = cms.payload.config.globals.find((g) => g.slug === slug)
      expect(global, slug).toBeDefined()
      for (const path of [...texts.title, ...texts.description])
        expect(fieldAt(global!.fields, path), `${slug} ${path}`).toBeDefined()
    }
    // A series written in German and Chinese only, its Chinese idea left empty.
    const series = await cms.payload.create({
      collection: 'series',
      locale: 'de',
      data: { title: 'Probe', slug: `probe-${Date.now()}`, story: 'Eine Idee.', _status: 'published' } as never,
      context: ctx,
    })
    await cms.payload.update({
      collection: 'series',
      id: series.id,
      locale: 'zh',
      data: { title: '试样', _status: 'published' } as never,
      context: ctx,
    })
    const found = pagesWithoutText((await readContent(cms.payload)).content).filter(
      (m) => m.collection === 'series' && m.id === series.id,
    )
    expect(found.map((m) => `${m.locale} ${m.missing} ${m.path}`)).toEqual([
      'en title title',
      'it title title',
      'fr title title',
      'es title title',
      'zh description story',
      'en description story',
      'it description story',
      'fr description story',
      'es description story',
    ])
  })

  it('counts the searches that found nothing by query, language and day, keeps them 30 days, and nothing else', async () => {
    const { failedSearches, missKey, pruneSearchMisses, recordSearchMiss } = await import('@/cms/health/searchMisses')
    const now = new Date('2027-05-20T10:00:00Z')
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000)
    await recordSearchMiss(cms.payload, '  Qzxwv ', 'de', now)
    await recordSearchMiss(cms.payload, 'qzxwv', 'de', daysAgo(1))
    await recordSearchMiss(cms.payload, 'QZXWV', 'de', now)
    await recordSearchMiss(cms.payload, 'qzxwv', 'it', now)
    await recordSearchMiss(cms.payload, '浴缸 qzxwv', 'zh', daysAgo(29))
    await recordSearchMiss(cms.payload, 'alt', 'de', daysAgo(30))
    // Too short to say anything: not counted.
    await recordSearchMiss(cms.payload, 'q', 'de', now)
    expect(missKey('  Wanne   RUND ', 'de')).toBe('wanne rund')
    expect(
      (await failedSearches(cms.payload, { now })).map((f) => `${f.locale} ${f.query} ${f.count} ${f.lastDay}`),
    ).toEqual(['de qzxwv 3 2027-05-20', 'zh 浴缸 qzxwv 1 2027-04-21', 'it qzxwv 1 2027-05-20'])
    const rows = await cms.payload.find({ collection: 'search-misses', depth: 0, pagination: false })
    // Query, language, day and count: nothing about who searched.
    expect(Object.keys(rows.docs[0]!).sort()).toEqual([
      'count',
      'createdAt',
      'day',
      'id',
      'locale',
      'query',
      'updatedAt',
    ])
    expect(await pruneSearchMisses(cms.payload, now)).toBe(1)
    expect(
      (await cms.payload.find({ collection: 'search-misses', depth: 0, pagination: false })).docs.map((d) => d.query),
    ).not.toContain('alt')
  })

  it('lists the dates planned for news and launches from a day on, soonest first, drafts included and the trash left out', async () => {
    const { plannedEntries } = await import('@/cms/calendar/planned')
    const category = await cms.payload.create({
      collection: 'news-categories',
      data: { title: 'Notizie', language: 'it', legacyId: 93, _status: 'published' } as never,
      context: ctx,
    })
    const article = await cms.payload.create({
      collection: 'news',
      data: {
        title: 'Fiera di Milano',
        slug: `fiera-${Date.now()}`,
        category: category.id,
        publishedAt: '2027-04-01T08:00:00.000Z',
        plannedFor: '2027-04-10T12:00:00.000Z',
        image: await testPicture(cms),
        body: paragraphText([textNode('Presto.')]),
        _status: 'draft',
      } as never,
      draft: true,
      context: ctx,
    })
    const planProduct = async (title: string, plannedFor: string, trashed = false) => {
      const id = await publishedProduct(cms, { de: title })
      const data = { plannedFor, ...(trashed ? { deletedAt: new Date().toISOString() } : {}) }
      await cms.payload.update({ collection: 'products', id, data: data as never, context: ctx })
      return id
    }
    const launch = await planProduct('Neue Wanne', '2027-04-05T12:00:00.000Z')
    // Before the day asked from, and in the trash: not listed.
    await planProduct('Alte Wanne', '2027-03-01T12:00:00.000Z')
    const gone = await planProduct('Verworfene Wanne', '2027-04-06T12:00:00.000Z', true)
    const planned = (await plannedEntries(cms.payload, { from: '2027-04-01T00:00:00.000Z' })).filter(
      (p) => [String(article.id), String(launch)].includes(p.target.id) || p.target.id === String(gone),
    )
    expect(planned.map((p) => [p.kind, p.title, p.due.slice(0, 10)])).toEqual([
      ['launch', 'Neue Wanne', '2027-04-05'],
      ['news', 'Fiera di Milano', '2027-04-10'],
    ])
  })
})
