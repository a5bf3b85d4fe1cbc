import crypto from 'node:crypto'
import { createLocalReq, type Field } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { exportEnquiriesCsv } from '@/cms/collections/enquiries/exportEndpoint'
import { memoryRateLimiter } from '@/features/enquiry/rateLimit'
import { openApiDocument } from '@/features/publicApi/openapi'
import { euMemberStates } from '@/lib/geo/countries'
import { addDays, weekdayOf } from '@/lib/showrooms/visit'
import type { Weekday } from '@/lib/vocabularies'
import type { Enquiry, User } from '@/payload-types'

import { architectInMunich, enquiryPoster, storedEnquiry } from './enquiryFixtures'
import { cmsOfFile, dbKind, publishedProduct, testPicture } from './harness'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import zh from '../../messages/zh.json' with { type: 'json' }
import { smtpStub, type SmtpStub } from '../support/smtpStub'

/**
 * Enquiries from every market (both databases): addresses in every script are stored and mailed
 * through a real SMTP conversation, each enquiry is routed to its market's recipients, China's
 * form keeps the spec's rules with the consent to the transfer to Germany, the China-only switch
 * brings the overseas notice back, staff filter and export by country and market (a database migrated from
 * the schema before keeps its enquiries as China's: migrations.int.test.ts).
 */

vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  unstable_cache: <T>(read: T) => read,
  revalidateTag: () => {},
}))

let smtp: SmtpStub
const cms = cmsOfFile(async () => {
  smtp = await smtpStub({ smtpUtf8: true })
  // Mail goes through a real SMTP conversation with a server that announces SMTPUTF8.
  process.env.SMTP_URL = smtp.url
})
const ctx = { disableRevalidate: true }
const users = {} as Record<'admin' | 'sales' | 'hr', User>

const munich = architectInMunich

const hangzhou = {
  type: 'project',
  name: 'Wang Lei',
  tel: '13800138000',
  email: 'wang.lei@example.cn',
  province: '浙江',
  requirement: '杭州酒店项目，需要120套台盆。',
  consent: true,
  transferConsent: true,
}

type Failure = { error: { code: string; message: string; fields: Record<string, string> } }

const post = enquiryPoster(cms, '203.0.113.41')
const storedOf = (res: Response): Promise<Enquiry> => storedEnquiry(cms, res)

const count = async () => (await cms.payload.count({ collection: 'enquiries', overrideAccess: true })).totalDocs

/** The mails the stub received whose text holds `marker`, with their recipients and headers. */
async function mailsWith(marker: string) {
  await cms.payload.jobs.run({ queue: 'mail', limit: 100 })
  return smtp.received.filter((m) => m.data.includes(marker) || decode(m.data).includes(marker))
}

/** A header's MIME encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as text. */
const words = (head: string) =>
  head.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  )

/** The text of a received message: its headers' encoded words and its quoted-printable or base64 body decoded. */
function decode(data: string): string {
  const [rawHead = '', ...rest] = data.split(/\r\n\r\n/)
  const head = words(rawHead)
  const body = rest.join('\r\n\r\n')
  if (/Content-Transfer-Encoding: base64/i.test(head)) return `${head}\n${Buffer.from(body, 'base64').toString('utf8')}`
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return `${head}\n${Buffer.from(bytes, 'latin1').toString('utf8')}`
  }
  return `${head}\n${body}`
}

/** The site settings a fresh site has after the seed: three markets, China only off. */
async function settings(chinaOnly = false) {
  const offices = await Promise.all(
    ['hangzhou', 'germany'].map(async (key) => {
      const found = await cms.payload.find({ collection: 'offices', where: { key: { equals: key } }, depth: 0 })
      if (found.docs[0]) return found.docs[0].id
      const doc = await cms.payload.create({
        collection: 'offices',
        data: {
          key,
          name: key,
          city: key,
          address: key,
          center: { lat: 30, lng: 120 },
          marker: { lat: 30, lng: 120 },
          _status: 'published',
        } as never,
        context: ctx,
      })
      return doc.id
    }),
  )
  const logo = await testPicture(cms)
  const line = { label: 'Zentrum', address: 'Adresse' }
  await cms.payload.updateGlobal({
    slug: 'site-settings',
    locale: 'de',
    data: {
      brandName: 'SANHAUS',
      logo,
      salesAddress: line,
      factoryAddress: line,
      copyright: '© SANHAUS',
      onlinePhone: '400-826-9188',
      chinaOnly,
      markets: [
        {
          key: 'china',
          name: 'China',
          countries: ['CN'],
          office: offices[0],
          salesRecipients: ['sales.hangzhou@sanhaus.example'],
          hrRecipients: ['hr.hangzhou@sanhaus.example'],
        },
        {
          key: 'europe',
          name: 'Europa',
          countries: [...euMemberStates, 'GB', 'CH', 'NO'],
          office: offices[1],
          salesRecipients: ['vertrieb.europa@sanhaus.example', 'innendienst@sanhaus.example'],
          hrRecipients: ['personal@sanhaus.example'],
        },
        { key: 'international', name: 'International', others: true, office: offices[1] },
      ],
      _status: 'published',
    } as never,
    context: ctx,
  })
  await cms.payload.updateGlobal({
    slug: 'teamwork-page',
    locale: 'de',
    data: {
      heading: 'Zusammenarbeit',
      overseasNotice: 'Kooperationen außerhalb Chinas vorübergehend nicht möglich.',
      _status: 'published',
    } as never,
    context: ctx,
  })
}

beforeAll(async () => {
  await settings()
  for (const role of ['admin', 'sales', 'hr'] as const) {
    users[role] = await cms.payload.create({
      collection: 'users',
      data: { email: `${role}@markets.example`, password: 'a-Long-enough-Passw0rd', role },
      context: ctx,
    })
  }
})

afterAll(async () => {
  await smtp?.close()
  delete process.env.SMTP_URL
})

describe(`enquiries from every market (${dbKind()})`, () => {
  it('stores a German architect’s Merkliste with country DE, and mails the Frankfurt recipients with the rows and “Deutschland”', async () => {
    const ids = await Promise.all([
      publishedProduct(cms, { de: 'Waschtisch Luna', zh: '露娜台盆' }),
      publishedProduct(cms, { de: 'Wanne Aria', zh: '阿丽娅浴缸' }),
      publishedProduct(cms, { de: 'Duschtasse Piano', zh: '钢琴淋浴底盘' }),
    ])
    const articles = await Promise.all(
      ids.map(
        async (id) => (await cms.payload.findByID({ collection: 'products', id, depth: 0 })).variants[0]!.articleNumber,
      ),
    )
    const marker = crypto.randomUUID()
    const res = await post({
      ...munich,
      province: '安徽',
      requirement: `${munich.requirement} ${marker}`,
      items: articles.map((article, i) => ({ article, quantity: [120, 4, 30][i] })),
    })
    expect(res.status).toBe(201)
    const doc = await storedOf(res)
    expect(doc).toMatchObject({
      country: 'DE',
      market: 'europe',
      tel: '+49 89 1234567',
      telE164: '+49891234567',
      city: 'München',
      postcode: '80331',
    })
    // A province sent with another country is not stored; nor a consent to a transfer never asked for.
    expect(doc.province ?? null).toBeNull()
    expect(doc.transferConsentAt ?? null).toBeNull()
    expect(doc.items?.map((i) => [i.article, i.quantity])).toEqual(articles.map((a, i) => [a, [120, 4, 30][i]]))

    const [mail] = await mailsWith(marker)
    expect(mail?.to.sort()).toEqual(['innendienst@sanhaus.example', 'vertrieb.europa@sanhaus.example'])
    const text = decode(mail!.data)
    expect(text).toMatch(/^Subject: .*Deutschland/m)
    expect(text).toContain('Land / Country: Deutschland (DE)')
    for (const article of articles) expect(text).toContain(article)
  })

  it('routes a China enquiry sent from a German page to the Hangzhou recipients, with its province and the transfer consent', async () => {
    const marker = crypto.randomUUID()
    const res = await post(
      { ...hangzhou, country: 'CN', requirement: `${hangzhou.requirement} ${marker}` },
      { query: '?lang=de' },
    )
    expect(res.status).toBe(201)
    const doc = await storedOf(res)
    expect(doc).toMatchObject({
      country: 'CN',
      market: 'china',
      province: '浙江',
      telE164: '+8613800138000',
      locale: 'de',
    })
    expect(doc.transferConsentAt).toBeTruthy()
    const [mail] = await mailsWith(marker)
    expect(mail?.to).toEqual(['sales.hangzhou@sanhaus.example'])
    expect(decode(mail!.data)).toContain('Provinz / Province: 浙江 (Zhejiang)')

    // An application from another country goes to that market's HR, a country no market lists to "every other".
    const job = await cms.payload.create({
      collection: 'job-openings',
      data: {
        title: 'Vertrieb',
        slug: `vertrieb-${marker.slice(0, 6)}`,
        location: 'Frankfurt',
        datePosted: '2026-10-01',
        employmentType: 'FULL_TIME',
        validThrough: '2099-12-31T12:00:00.000Z',
        description: {
          root: {
            type: 'root',
            children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text: 'Vertrieb', version: 1 }] }],
            direction: null,
            format: '',
            indent: 0,
            version: 1,
          },
        },
        _status: 'published',
      } as never,
      context: ctx,
    })
    const brazil = await post({
      ...munich,
      country: 'BR',
      tel: '+55 11 91234 5678',
      type: 'joinus',
      job: String(job.id),
      requirement: `Bewerbung ${marker}`,
    })
    expect(brazil.status).toBe(201)
    expect((await storedOf(brazil)).market).toBe('international')
    const mails = await mailsWith(`Bewerbung ${marker}`)
    // "International" names no recipients: the site's HR_EMAIL.
    expect(mails.map((m) => m.to)).toEqual([['hr@sanhaus.example']])
  })

  it('stores and mails addresses in every script; Reply-To carries the punycode domain, or UTF-8 where the server announced SMTPUTF8', async () => {
    const cases = [
      ['kunde@bücher.de', 'kunde@xn--bcher-kva.de'],
      ['zz@例子.中国', 'zz@xn--fsqu00a.xn--fiqs8s'],
      ['müller@example.de', 'müller@example.de'],
    ] as const
    for (const [email, ascii] of cases) {
      const marker = crypto.randomUUID()
      const res = await post({ ...munich, email, requirement: `Anfrage ${marker}` })
      expect(res.status, email).toBe(201)
      const doc = await storedOf(res)
      expect([doc.email, doc.emailAscii]).toEqual([email, ascii])
      const [mail] = await mailsWith(marker)
      expect(mail, email).toBeDefined()
      expect(decode(mail!.data)).toMatch(new RegExp(`^Reply-To: ${ascii.replace(/[.+]/g, '\\$&')}\\s*$`, 'm'))
    }
  })

  it('answers every refusal of the rules with the field’s message in the request’s language, and stores nothing', async () => {
    const before = await count()
    const failure = async (body: unknown, query = '?lang=en') => {
      const res = await post(body, { query })
      expect(res.status).toBe(400)
      return ((await res.json()) as Failure).error.fields
    }
    const { transferConsent: _, ...withoutTransfer } = hangzhou
    expect(await failure(withoutTransfer)).toEqual({ transferConsent: en.enquiry.validation.transferConsent })
    expect(await failure({ ...hangzhou, country: 'CN', transferConsent: false })).toEqual({
      transferConsent: en.enquiry.validation.transferConsent,
    })
    expect(await failure({ ...hangzhou, tel: '1380013800' })).toEqual({ tel: en.enquiry.validation.telFormat })
    expect(await failure({ ...munich, tel: '+49 89' })).toEqual({ tel: en.enquiry.validation.telCountry })
    expect(await failure({ ...munich, country: 'ZZ' }, '?lang=zh')).toEqual({
      country: zh.enquiry.validation.countryUnknown,
    })
    expect(await failure({ ...munich, country: 'HK' }, '?lang=1')).toEqual({
      country: zh.enquiry.validation.countryUnknown,
    })
    for (const email of ['a@example.c0m', 'a@example.x'])
      expect(await failure({ ...munich, email })).toEqual({ email: en.enquiry.validation.emailFormat })
    expect(await count()).toBe(before)

    // Hong Kong is a province of China's form, with its own numbering.
    const hk = await post({ ...hangzhou, province: '香港', tel: '+852 2123 4567' })
    expect(hk.status).toBe(201)
    expect(await storedOf(hk)).toMatchObject({ country: 'CN', province: '香港', telE164: '+85221234567' })
  })

  it('answers a refusal of the collection’s own rules with 400 and that field’s message, and does not count it against the limit', async () => {
    const find = (fields: Field[]): Field | undefined =>
      fields
        .map((f) => ('name' in f && f.name === 'email' ? f : 'fields' in f ? find(f.fields) : undefined))
        .find(Boolean)
    const email = find(cms.payload.collections.enquiries.config.fields) as {
      validate?: (value: unknown, options: unknown) => unknown
    }
    const original = email.validate
    email.validate = () => 'refused by the collection'
    const limiter = memoryRateLimiter()
    const before = await count()
    try {
      for (let i = 0; i < 4; i++) {
        const res = await post(munich, { limiter, rateLimit: 1, query: '?lang=de' })
        expect(res.status, `attempt ${i}`).toBe(400)
        expect(((await res.json()) as Failure).error.fields).toEqual({ email: de.enquiry.validation.emailFormat })
      }
    } finally {
      email.validate = original
    }
    expect(await count()).toBe(before)
    // The limit of one enquiry per window is still free: refusals never counted.
    expect((await post(munich, { limiter, rateLimit: 1 })).status).toBe(201)
    expect((await post(munich, { limiter, rateLimit: 1 })).status).toBe(429)
  })

  it('describes the new fields in the OpenAPI document, and China’s requirements as a condition', () => {
    type Schema = {
      properties: Record<string, { enum?: string[]; const?: unknown; description?: string }>
      required: string[]
      allOf: { then: { required: string[] } }[]
    }
    const doc = openApiDocument('http://localhost:3000') as {
      paths: Record<string, { post?: { requestBody: { content: Record<string, { schema: Schema }> } } }>
    }
    const body = doc.paths['/api/join']!.post!.requestBody.content['application/json']!.schema
    for (const field of ['country', 'region', 'postcode', 'city', 'transferConsent', 'tel', 'province'])
      expect(body.properties[field]?.description, field).toBeTruthy()
    expect(body.properties.country!.enum).toContain('DE')
    expect(body.properties.country!.enum).not.toContain('HK')
    expect(body.properties.transferConsent!.const).toBe(true)
    expect(body.required).toContain('tel')
    expect(body.allOf[0]!.then.required).toEqual(['province', 'transferConsent'])
  })

  it('counts a robot’s enquiry (answered with a decoy) against the limit like a stored one', async () => {
    const limiter = memoryRateLimiter()
    const before = await count()
    const robot = await post({ ...munich, website: 'http://spam.example' }, { limiter, rateLimit: 1 })
    expect(robot.status).toBe(201)
    // The decoy's reference looks like a real one, and nothing was stored.
    expect(((await robot.json()) as { data: { reference: string } }).data.reference).toMatch(/^SH-\d{6}$/)
    expect(await count()).toBe(before)
    expect((await post(munich, { limiter, rateLimit: 1 })).status).toBe(429)
  })

  it('bounds every request by the second limit, refused ones included', async () => {
    const limiter = memoryRateLimiter()
    for (let i = 0; i < 3; i++)
      expect((await post({ ...munich, tel: 'x' }, { limiter, requestLimit: 3 })).status, `request ${i}`).toBe(400)
    const limited = await post(munich, { limiter, requestLimit: 3, query: '?lang=de' })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('takes enquiries from China only while the switch is on, refusing others with the overseas notice', async () => {
    await settings(true)
    try {
      const res = await post(munich, { query: '?lang=de' })
      expect(res.status).toBe(400)
      expect(((await res.json()) as Failure).error.fields).toEqual({
        country: 'Kooperationen außerhalb Chinas vorübergehend nicht möglich.',
      })
      expect((await post(hangzhou)).status).toBe(201)
    } finally {
      await settings(false)
    }
    expect((await post(munich)).status).toBe(201)
  })

  it('lets staff filter the inbox by country and market, and exports both', async () => {
    const marker = crypto.randomUUID().slice(0, 8)
    await post({ ...munich, country: 'FR', tel: '+33 1 23 45 67 89', name: `Claire ${marker}` })
    await post({ ...hangzhou, name: `Li ${marker}` })
    const asSales = { overrideAccess: false, user: { ...users.sales, collection: 'users' as const } }
    const french = await cms.payload.find({
      collection: 'enquiries',
      where: { and: [{ country: { equals: 'FR' } }, { name: { like: marker } }] },
      ...asSales,
    })
    expect(french.docs.map((d) => [d.name, d.market])).toEqual([[`Claire ${marker}`, 'europe']])
    const china = await cms.payload.find({
      collection: 'enquiries',
      where: { and: [{ market: { equals: 'china' } }, { name: { like: marker } }] },
      ...asSales,
    })
    expect(china.docs.map((d) => d.name)).toEqual([`Li ${marker}`])

    const req = await createLocalReq({ user: { ...users.sales, collection: 'users' } }, cms.payload)
    req.query = { where: { country: { equals: 'FR' } }, search: marker, tz: 'America/New_York' }
    const csv = Buffer.from(await (await exportEnquiriesCsv(req)).arrayBuffer())
      .subarray(3)
      .toString('utf8')
    const [header, row, ...more] = csv.trim().split('\r\n')
    expect(more).toEqual([])
    const cells = (line: string) => line.slice(1, -1).split('","')
    const columns = Object.fromEntries(cells(header!).map((name, i) => [name, cells(row!)[i]]))
    // Headers, kinds, states, the market and the language as the exporting user's admin reads
    // them (German), the time in the zone the browser named.
    const received = Object.keys(columns).find((name) => name.startsWith('Eingegangen'))!
    expect(received).toBe('Eingegangen (America/New_York)')
    expect(columns[received]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(columns).toMatchObject({
      Vorgangsnummer: expect.stringMatching(/^SH-\d+$/),
      Kooperationsart: 'Projektbeschaffung',
      Status: 'Neu',
      Land: 'Frankreich (FR)',
      Markt: 'Europa',
      // A leading + would be read as a formula: the export marks the cell as text.
      Telefon: "'+33 1 23 45 67 89",
      'Telefon (E.164)': "'+33123456789",
      Sprache: 'Deutsch',
      Benachrichtigung: 'Ausstehend',
    })
    // A Chinese province in the exporting user's language, with the name the visitor chose.
    req.query = { where: { market: { equals: 'china' } }, search: marker }
    const chinese = Buffer.from(await (await exportEnquiriesCsv(req)).arrayBuffer())
      .subarray(3)
      .toString('utf8')
    const [chineseHeader, chineseRow] = chinese.trim().split('\r\n')
    const chinaColumns = Object.fromEntries(cells(chineseHeader!).map((name, i) => [name, cells(chineseRow!)[i]]))
    expect(chinaColumns).toMatchObject({ Land: 'China (CN)', Markt: 'China', Provinz: 'Zhejiang (浙江)' })
  })

  describe('appointments in a showroom', () => {
    let showroom: string
    let seriesSlugs: string[]
    const visitor = {
      country: 'AT',
      name: 'Lena Gruber',
      tel: '+43 1 2345678',
      email: 'lena.gruber@example.at',
      consent: true,
      // The showroom is a dealer's: the details go to it only with this consent.
      shareConsent: true,
    }
    /** The next Tuesday at least two days ahead in Munich, and the next Sunday (closed). */
    const nextDay = (day: Weekday) => {
      let date = addDays(new Date().toISOString().slice(0, 10), 2)
      while (weekdayOf(date) !== day) date = addDays(date, 1)
      return date
    }

    beforeAll(async () => {
      const series = await Promise.all(
        ['Luna', 'Aria', 'Piano'].map((title) =>
          cms.payload.create({
            collection: 'series',
            locale: 'de',
            data: {
              title,
              slug: `${title.toLowerCase()}-${crypto.randomUUID().slice(0, 6)}`,
              _status: 'published',
            } as never,
            context: ctx,
          }),
        ),
      )
      seriesSlugs = series.map((s) => s.slug)
      const room = await cms.payload.create({
        collection: 'showrooms',
        locale: 'de',
        data: {
          kind: 'dealer',
          name: 'Bäderwelt Isar',
          slug: `baederwelt-isar-${crypto.randomUUID().slice(0, 6)}`,
          street: 'Sonnenstraße 12',
          postcode: '80331',
          city: 'München',
          country: 'DE',
          position: { lat: 48.1372, lng: 11.5656 },
          timeZone: 'Europe/Berlin',
          hours: [
            { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '18:00' },
            { days: ['sat'], opens: '10:00', closes: '14:00' },
          ],
          email: 'termine@baederwelt-isar.example',
          // Two series on display; the third is not.
          series: [series[0]!.id, series[1]!.id],
          _status: 'published',
        },
        context: ctx,
      })
      showroom = room.slug
    })

    it('stores the request as an appointment with its showroom, series and wished visit, and mails the showroom and its market’s sales team', async () => {
      const marker = crypto.randomUUID()
      const tuesday = nextDay('tue')
      const res = await post(
        {
          ...visitor,
          // A type sent along is not taken: this endpoint makes appointments only.
          type: 'joinus',
          series: [seriesSlugs[0], seriesSlugs[1], seriesSlugs[0]],
          visitDate: tuesday,
          visitTime: 'afternoon',
          requirement: `Neues Bad im Altbau. ${marker}`,
        },
        { showroom, query: '?lang=de' },
      )
      expect(res.status).toBe(201)
      const doc = await cms.payload.findByID({
        collection: 'enquiries',
        id: Number(((await res.json()) as { data: { reference: string } }).data.reference.slice(3)),
        depth: 1,
        overrideAccess: true,
      })
      expect(doc).toMatchObject({ type: 'appointment', country: 'AT', market: 'europe', visitTime: 'afternoon' })
      expect(doc.visitDate?.slice(0, 10)).toBe(tuesday)
      expect(doc.shareConsentAt).toBeTruthy()
      expect(typeof doc.showroom === 'object' && doc.showroom?.slug).toBe(showroom)
      expect((doc.series ?? []).map((s) => (typeof s === 'object' ? s.title : s))).toEqual(['Luna', 'Aria'])

      const [mail] = await mailsWith(marker)
      expect(mail?.to.sort()).toEqual([
        'innendienst@sanhaus.example',
        'termine@baederwelt-isar.example',
        'vertrieb.europa@sanhaus.example',
      ])
      const text = decode(mail!.data)
      expect(text).toMatch(/^Subject: .*Terminanfrage – Bäderwelt Isar: Lena Gruber/m)
      expect(text).toContain('Ausstellung / Showroom: Bäderwelt Isar, München')
      expect(text).toContain('Serien / Series: Luna, Aria')
      expect(text).toContain(`Wunschtermin / Preferred visit: ${tuesday} (Di / Tue), nachmittags / afternoon`)

      // Sales read it in the inbox; HR does not.
      const asRole = (role: 'sales' | 'hr') => ({
        overrideAccess: false,
        user: { ...users[role], collection: 'users' as const },
      })
      const found = (role: 'sales' | 'hr') =>
        cms.payload.count({ collection: 'enquiries', where: { id: { equals: doc.id } }, ...asRole(role) })
      expect((await found('sales')).totalDocs).toBe(1)
      expect((await found('hr')).totalDocs).toBe(0)
    })

    it('takes a request without a message or a day, and refuses what the showroom cannot offer with the field’s message in the request’s language', async () => {
      expect((await post(visitor, { showroom })).status).toBe(201)
      // The brand's own showroom asks for no consent to pass anything on, and records none.
      const own = await cms.payload.create({
        collection: 'showrooms',
        locale: 'de',
        data: {
          kind: 'brand',
          name: 'SANHAUS Showroom Wien',
          slug: `sanhaus-wien-${crypto.randomUUID().slice(0, 6)}`,
          street: 'Ring 1',
          city: 'Wien',
          country: 'AT',
          position: { lat: 48.2, lng: 16.37 },
          timeZone: 'Europe/Vienna',
          hours: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opens: '10:00', closes: '18:00' }],
          _status: 'published',
        },
        context: ctx,
      })
      const { shareConsent: _, ...withoutShare } = visitor
      const atBrand = await post(withoutShare, { showroom: own.slug })
      expect(atBrand.status).toBe(201)
      expect((await storedOf(atBrand)).shareConsentAt ?? null).toBeNull()
      const failure = async (body: object, query = '?lang=de') => {
        const res = await post({ ...visitor, ...body }, { showroom, query })
        expect(res.status).toBe(400)
        return ((await res.json()) as Failure).error.fields
      }
      const before = await count()
      expect(await failure({ series: [seriesSlugs[2]] })).toEqual({ series: de.enquiry.validation.series })
      expect(await failure({ shareConsent: false }, '?lang=en')).toEqual({
        shareConsent: en.enquiry.validation.shareConsent,
      })
      expect(await failure({ visitDate: nextDay('sun') })).toEqual({ visitDate: de.enquiry.validation.visitClosed })
      expect(await failure({ visitDate: nextDay('sat'), visitTime: 'evening' }, '?lang=zh')).toEqual({
        visitTime: zh.enquiry.validation.visitTime,
      })
      expect(await failure({ visitDate: new Date().toISOString().slice(0, 10) })).toEqual({
        visitDate: de.enquiry.validation.visitDate,
      })
      expect(await failure({ visitDate: addDays(nextDay('tue'), 364) })).toEqual({
        visitDate: de.enquiry.validation.visitDate,
      })
      expect(await failure({ visitDate: '2027-02-30' }, '?lang=en')).toEqual({
        visitDate: en.enquiry.validation.visitDate,
      })
      expect(await failure({ visitTime: 'night' })).toEqual({ visitTime: de.enquiry.validation.visitTime })
      // The enquiry form's own rules hold here too.
      expect(await failure({ tel: '+43 1' })).toEqual({ tel: de.enquiry.validation.telCountry })
      expect(await count()).toBe(before)
    })

    it('answers an unknown or unpublished showroom with 404 in the request’s language; the enquiry form takes no appointment', async () => {
      for (const [slug, query, messages] of [
        ['gibt-es-nicht', '?lang=de', de],
        ['UPPER case/../x', '?lang=zh', zh],
      ] as const) {
        const res = await post(visitor, { showroom: slug, query })
        expect(res.status).toBe(404)
        const body = (await res.json()) as Failure
        expect(body.error.code).toBe('not_found')
        expect(body.error.message).toBe(
          messages.api.noShowroom
            .replace('{slug}', slug)
            .replace('{index}', query === '?lang=de' ? '/de/showrooms' : '/zh/showrooms'),
        )
      }
      const draft = await cms.payload.create({
        collection: 'showrooms',
        locale: 'de',
        draft: true,
        data: {
          kind: 'studio',
          name: 'Noch nicht eröffnet',
          slug: `entwurf-${crypto.randomUUID().slice(0, 6)}`,
          street: 'Weg 1',
          city: 'Graz',
          country: 'AT',
          position: { lat: 47.07, lng: 15.44 },
          timeZone: 'Europe/Vienna',
          _status: 'draft',
        },
        context: ctx,
      })
      expect((await post(visitor, { showroom: draft.slug })).status).toBe(404)
      const res = await post({ ...munich, type: 'appointment' }, { query: '?lang=de' })
      expect(res.status).toBe(400)
      expect(((await res.json()) as Failure).error.fields).toEqual({ type: de.enquiry.validation.type })
    })
  })
})
