import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'

import { exportEnquiriesCsv } from '@/cms/collections/enquiries/exportEndpoint'
import { openApiDocument } from '@/features/publicApi/openapi'

import { enquiryPoster, hotelInHangzhou, storedEnquiry, twoColourBasin } from './enquiryFixtures'
import { cmsOfFile, dbKind, publishedProduct } from './harness'
import de from '../../messages/de.json' with { type: 'json' }
import zh from '../../messages/zh.json' with { type: 'json' }

/**
 * The rows of a project enquiry (`items` of `POST /api/join`), on both databases (a database
 * migrated from the schema before them: migrations.int.test.ts): checked per row in the visitor's language, published
 * products only, stored with the title the visitor saw, shown to staff in the mail and the CSV.
 */

const cms = cmsOfFile()
const ctx = { disableRevalidate: true }
const valid = hotelInHangzhou
const send = enquiryPoster(cms, '203.0.113.9')
const post = (body: unknown, query = '') => send(body, { query })
const stored = (res: Response) => storedEnquiry(cms, res)
const basin = () => twoColourBasin(cms)
type Failure = { error: { code: string; fields: Record<string, string> } }

describe(`the rows of a project enquiry (${dbKind()})`, () => {
  it('stores each row with its quantity and the title the visitor saw; the linked product becomes a row', async () => {
    const luna = await basin()
    const other = await publishedProduct(cms, { de: 'Wanne Aria', zh: '阿丽娅浴缸' })
    const otherArticle = (await cms.payload.findByID({ collection: 'products', id: other, depth: 0 })).variants[0]!
      .articleNumber
    const res = await post(
      {
        ...valid,
        product: luna.slug,
        items: [
          { article: luna.black.toLowerCase(), quantity: 120 },
          { article: otherArticle, quantity: '4' },
          { article: luna.black, quantity: 30 },
        ],
      },
      '?lang=zh',
    )
    expect(res.status).toBe(201)
    const doc = await stored(res)
    expect(doc.items?.map(({ article, quantity, title }) => ({ article, quantity, title }))).toEqual([
      { article: luna.white, quantity: 1, title: '露娜台盆 – 白色' },
      { article: luna.black, quantity: 150, title: '露娜台盆 – 黑色' },
      { article: otherArticle, quantity: 4, title: '阿丽娅浴缸' },
    ])
    expect(doc.product).toBe(luna.slug)

    // Staff read the rows in the notification and in the CSV export (one cell, defused).
    await cms.payload.jobs.run({ queue: 'mail', limit: 100 })
    const mailDir = path.join(cms.dir, 'mail')
    const mail = fs
      .readdirSync(mailDir)
      .map((f) => JSON.parse(fs.readFileSync(path.join(mailDir, f), 'utf8')) as { text: string })
      .find((m) => m.text.includes(`/admin/collections/enquiries/${doc.id}\n`))
    expect(mail?.text).toContain(`Positionen / Items (3):\n- ${luna.white} × 1  露娜台盆 – 白色\n- ${luna.black} × 150`)
    const admin = await cms.payload.create({
      collection: 'users',
      data: { email: `admin-${crypto.randomUUID()}@int.example`, password: 'a-Long-enough-Passw0rd', role: 'admin' },
      context: { ...ctx },
    })
    const req = await createLocalReq({ user: { ...admin, collection: 'users' } }, cms.payload)
    req.query = { where: { id: { equals: doc.id } } }
    const csv = Buffer.from(await (await exportEnquiriesCsv(req)).arrayBuffer())
      .subarray(3)
      .toString('utf8')
    expect(csv.split('\r\n')[0]).toContain('"Produkt","Positionen","Anliegen"')
    expect(csv).toContain(`"${luna.white} × 1; ${luna.black} × 150; ${otherArticle} × 4"`)
  })

  it('refuses the whole enquiry while a row is bad, naming each bad row in the visitor’s language', async () => {
    const luna = await basin()
    const draft = await publishedProduct(cms, { de: 'Entwurf' })
    const draftArticle = (await cms.payload.findByID({ collection: 'products', id: draft, depth: 0 })).variants[0]!
      .articleNumber
    await cms.payload.update({ collection: 'products', id: draft, data: { _status: 'draft' }, context: { ...ctx } })
    const before = await cms.payload.count({ collection: 'enquiries', overrideAccess: true })

    const bad = await post({
      ...valid,
      name: 'W',
      items: [{ article: luna.white, quantity: 2 }, { article: 'Becken', quantity: 0 }, { article: luna.black }],
    })
    expect(bad.status).toBe(400)
    const v = de.enquiry.validation
    expect(((await bad.json()) as Failure).error.fields).toEqual({
      name: v.nameShort,
      'items.1.article': '„Becken“ ist keine Artikelnummer (SH und sechs Ziffern).',
      'items.1.quantity': 'Bitte eine Menge von 1 bis 9999 angeben.',
      'items.2.quantity': 'Bitte eine Menge von 1 bis 9999 angeben.',
    })

    // Well-formed, but no published product has the numbers: checked once the form is right.
    const gone = await post(
      {
        ...valid,
        items: [
          { article: luna.white, quantity: 2 },
          { article: draftArticle, quantity: 1 },
          { article: 'SH999990', quantity: 5 },
        ],
      },
      '?lang=1',
    )
    expect(gone.status).toBe(400)
    expect(((await gone.json()) as Failure).error.fields).toEqual({
      'items.1.article': zh.enquiry.validation.itemUnavailable.replace('{article}', draftArticle),
      'items.2.article': `SH999990已不再销售，请删除该项。`,
    })
    const tooMany = await post({
      ...valid,
      items: Array.from({ length: 51 }, (_, i) => ({ article: `SH7${String(i).padStart(5, '0')}`, quantity: 1 })),
    })
    expect(((await tooMany.json()) as Failure).error.fields).toEqual({ items: 'Höchstens 50 Positionen je Anfrage.' })
    expect(await cms.payload.count({ collection: 'enquiries', overrideAccess: true })).toEqual(before)
  })

  it('says in the OpenAPI document what a row is and how many there may be', () => {
    const doc = openApiDocument('http://localhost:3000') as unknown as {
      paths: Record<string, { post: { requestBody: { content: Record<string, { schema: unknown }> } } }>
    }
    const schema = JSON.stringify(doc.paths['/api/join']!.post.requestBody.content['application/json']!.schema)
    expect(schema).toContain('"maxItems":50')
    expect(schema).toContain('"maximum":9999')
  })
})
