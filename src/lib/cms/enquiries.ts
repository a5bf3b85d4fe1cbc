import { ValidationError, type Payload } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/locales'
import { variantsOf } from '@/lib/catalogue/variants'
import type { EnquiryItem } from '@/lib/enquiry/items'
import type { MarketRow } from '@/lib/enquiry/markets'
import type { Enquiry } from '@/lib/enquiry/schema'
import { isOpen } from '@/lib/jobs'
import type { VisitHours } from '@/lib/showrooms/visit'
import type { Enquiry as EnquiryDoc, Product } from '@/payload-types'

import { payloadClient } from './payload'
import { hoursOf } from './showrooms'

/** The database did not take the enquiry; the visitor is told to retry, never told it arrived. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError'
}

/**
 * The collection's own rules refused a field the endpoint's rules let through (they are meant to
 * be the same): the visitor is told which field, with a 400, and nothing was stored.
 */
export class StoreRefusedError extends Error {
  override name = 'StoreRefusedError'
  constructor(readonly fields: string[]) {
    super(`the enquiry was refused for ${fields.join(', ')}`)
  }
}

export type StoredEnquiry = { id: number | string; createdAt: string }

/** What a failure of the database means for the visitor: a refused field (400) or a retry later (503). */
function failure(error: unknown): StoreRefusedError | StoreUnavailableError {
  if (error instanceof StoreRefusedError || error instanceof StoreUnavailableError) return error
  if (error instanceof ValidationError)
    return new StoreRefusedError([...new Set(error.data.errors.map((e) => e.path.split('.')[0]!))])
  return new StoreUnavailableError(error instanceof Error ? error.message : String(error), { cause: error })
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw failure(error)
  }
}

function latestId(payload: Payload): Promise<number> {
  return guard(async () => {
    const found = await payload.find({
      collection: 'enquiries',
      sort: '-id',
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      trash: true,
      select: { createdAt: true },
    })
    return found.docs[0]?.id ?? 0
  })
}

function findByKey(payload: Payload, key: string): Promise<StoredEnquiry | null> {
  return guard(async () => {
    const found = await payload.find({
      collection: 'enquiries',
      where: { idempotencyKey: { equals: key } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { createdAt: true },
    })
    const doc = found.docs[0]
    return doc ? { id: doc.id, createdAt: doc.createdAt } : null
  })
}

/** A job opening an application names, and whether it still takes applications today. */
export type FoundJob = { id: number; open: boolean }

/**
 * The published job opening a visitor applies for, named by its id, its slug or its legacy value
 * (`value` of `GET /api/jobs`); null when there is none. Should one text name several openings,
 * an id wins over a slug and a slug over a legacy value, and among openings sharing a legacy
 * value an open one (the latest closing day) wins.
 */
function findJob(payload: Payload, job: string): Promise<FoundJob | null> {
  return guard(async () => {
    const id = /^\d+$/.test(job) ? Number(job) : null
    const byId = id === null ? [] : [{ id: { equals: id } }]
    const found = await payload.find({
      collection: 'job-openings',
      where: {
        and: [
          { _status: { equals: 'published' } },
          { or: [...byId, { slug: { equals: job } }, { legacyValue: { equals: job } }] },
        ],
      },
      sort: '-validThrough',
      limit: 20,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { slug: true, legacyValue: true, validThrough: true },
    })
    const rank = (doc: (typeof found.docs)[number]) => (doc.id === id ? 0 : doc.slug === job ? 1 : 2)
    const best = found.docs.reduce<(typeof found.docs)[number] | undefined>(
      (chosen, doc) => (chosen === undefined || rank(doc) < rank(chosen) ? doc : chosen),
      undefined,
    )
    return best ? { id: best.id, open: isOpen(best.validThrough) } : null
  })
}

/**
 * The published variants of some article numbers, each with what staff read beside its number
 * (the product's title and the variant's name, in the enquiry's language); a number missing from
 * the answer is no published variant.
 */
function findItems(payload: Payload, articles: readonly string[], locale: Locale): Promise<Map<string, string>> {
  return guard(async () => {
    const titles = new Map<string, string>()
    if (articles.length === 0) return titles
    const found = await payload.find({
      collection: 'products',
      where: { and: [{ _status: { equals: 'published' } }, { 'variants.articleNumber': { in: [...articles] } }] },
      locale,
      depth: 0,
      limit: articles.length,
      pagination: false,
      overrideAccess: true,
      select: { title: true, specs: true, variants: true },
    })
    for (const p of found.docs) {
      const product = { ...p, images: [], downloads: [] } as Pick<
        Product,
        'specs' | 'variants' | 'images' | 'downloads'
      >
      for (const v of variantsOf(product, locale))
        if (v.articleNumber && articles.includes(v.articleNumber))
          titles.set(v.articleNumber, [p.title, v.name].filter(Boolean).join(' – '))
    }
    return titles
  })
}

/** The article number of a published product's default variant, named by its slug; null when it has none. */
function findProductArticle(payload: Payload, slug: string): Promise<string | null> {
  return guard(async () => {
    const found = await payload.find({
      collection: 'products',
      where: { and: [{ _status: { equals: 'published' } }, { slug: { equals: slug } }] },
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
      select: { variants: { articleNumber: true } },
    })
    return found.docs[0]?.variants?.[0]?.articleNumber ?? null
  })
}

/** A published showroom an appointment is asked for: what its rules and its routing read. */
export type AppointmentShowroom = VisitHours & {
  id: number
  slug: string
  country: string
  /** a dealer's or installer's showroom: another business, which receives the request */
  independent: boolean
  /** the series on display there */
  series: { id: number; slug: string }[]
}

/** The published showroom of a slug (not in the trash); null when there is none. */
function findShowroom(payload: Payload, slug: string): Promise<AppointmentShowroom | null> {
  return guard(async () => {
    const found = await payload.find({
      collection: 'showrooms',
      where: { and: [{ _status: { equals: 'published' } }, { slug: { equals: slug } }] },
      depth: 1,
      limit: 1,
      pagination: false,
      overrideAccess: true,
      populate: { series: { slug: true } },
      select: { slug: true, kind: true, country: true, timeZone: true, hours: true, exceptions: true, series: true },
    })
    const doc = found.docs[0]
    if (!doc) return null
    return {
      id: doc.id,
      slug: doc.slug,
      country: doc.country,
      independent: doc.kind !== 'brand',
      timeZone: doc.timeZone,
      ...hoursOf(doc),
      series: (doc.series ?? []).flatMap((s) => (s && typeof s === 'object' ? [{ id: s.id, slug: s.slug }] : [])),
    }
  })
}

export type StoreResult = { enquiry: StoredEnquiry; replayed: boolean }

let sqliteWrites: Promise<unknown> = Promise.resolve()

/**
 * SQLite has one writer at a time; concurrent transactions wait in its busy handler, which backs
 * off in growing sleeps and lets unlucky requests wait for seconds. Queuing this process's
 * enquiry writes in order keeps every wait short. PostgreSQL writes in parallel.
 */
function inTurn<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  if (payload.db.name !== 'sqlite') return work()
  const turn = sqliteWrites.then(work, work)
  // The queue only waits for its turn; the failure itself reaches the caller through `turn`.
  sqliteWrites = turn.catch(() => undefined)
  return turn
}

/**
 * Commits the enquiry (and, in the same transaction, its notification job) before anything is
 * answered. A retry with the same idempotency key returns the first stored enquiry instead of a
 * second one, also when both arrive at the same moment (the key is unique in the database).
 */
async function storeEnquiry(payload: Payload, data: Enquiry, meta: EnquiryMeta): Promise<StoreResult> {
  const now = new Date().toISOString()
  try {
    const doc = await inTurn(payload, () =>
      payload.create({
        collection: 'enquiries',
        overrideAccess: true,
        depth: 0,
        data: {
          type: data.type,
          status: 'new',
          country: data.country as EnquiryDoc['country'],
          market: meta.market ?? undefined,
          name: data.name,
          tel: data.tel,
          telE164: data.phone.e164,
          email: data.email,
          emailAscii: data.emailAscii,
          company: data.company || undefined,
          province: data.province,
          region: data.region,
          postcode: data.postcode,
          city: data.city,
          requirement: data.requirement || undefined,
          showroom: meta.showroom?.id,
          series: meta.showroom?.series.filter((s) => data.series?.includes(s.slug)).map((s) => s.id),
          visitDate: data.visitDate,
          visitTime: data.visitTime,
          job: meta.job ?? undefined,
          product: data.product,
          items: meta.items?.map(({ article, quantity, title }) => ({ article, quantity, title })),
          locale: meta.locale,
          consentAt: now,
          transferConsentAt: data.transferConsent ? now : undefined,
          shareConsentAt: data.shareConsent ? now : undefined,
          idempotencyKey: meta.idempotencyKey,
        },
      }),
    )
    // Payload's PostgreSQL and SQLite adapters swallow an error of the COMMIT itself (the
    // connection dying at that moment), so a create can "succeed" without a stored row. Read it
    // back, outside the transaction, before anyone is told it arrived.
    const committed = await payload.count({
      collection: 'enquiries',
      where: { id: { equals: doc.id } },
      overrideAccess: true,
    })
    if (committed.totalDocs !== 1) throw new StoreUnavailableError(`enquiry ${doc.id} was not committed`)
    return { enquiry: { id: doc.id, createdAt: doc.createdAt }, replayed: false }
  } catch (error) {
    if (error instanceof StoreUnavailableError) throw error
    if (meta.idempotencyKey) {
      // A concurrent request with the same key won the unique index (Payload reports it as a field
      // refused for not being unique): answer with its enquiry.
      const existing = await findByKey(payload, meta.idempotencyKey)
      if (existing) return { enquiry: existing, replayed: true }
    }
    throw failure(error)
  }
}

/** What the site settings say about enquiries: China only or every market, and the markets. */
export type EnquiryPolicy = { chinaOnly: boolean; markets: MarketRow[] }

function readPolicy(payload: Payload): Promise<EnquiryPolicy> {
  return guard(async () => {
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: true,
      select: { chinaOnly: true, markets: true },
    })
    return { chinaOnly: Boolean(settings.chinaOnly), markets: settings.markets ?? [] }
  })
}

/** The overseas notice in a language (German where it has none): the refusal of another country while China only. */
function readNotice(payload: Payload, locale: Locale): Promise<string | null> {
  return guard(async () => {
    const page = await payload.findGlobal({
      slug: 'teamwork-page',
      locale,
      fallbackLocale: defaultLocale,
      depth: 0,
      overrideAccess: true,
      select: { overseasNotice: true },
    })
    return page.overseasNotice || null
  })
}

/** A row as stored: its article number, quantity and the title the visitor saw. */
export type StoredItem = EnquiryItem & { title: string }

export type EnquiryMeta = {
  locale: Locale
  idempotencyKey?: string
  job?: number | null
  items?: StoredItem[]
  /** the key of the market the country belongs to now (an appointment: the showroom's country) */
  market?: string | null
  /** an appointment: the showroom asked for */
  showroom?: AppointmentShowroom
}

/** What the enquiry endpoint reads and writes; every failure is a StoreUnavailableError, a StoreRefusedError or the client's own. */
export type EnquiryStore = {
  findByKey(key: string): Promise<StoredEnquiry | null>
  /** the id of the latest enquiry (0 when there is none): what a robot's decoy reference follows */
  latestId(): Promise<number>
  findJob(job: string): Promise<FoundJob | null>
  findItems(articles: readonly string[], locale: Locale): Promise<Map<string, string>>
  findProductArticle(slug: string): Promise<string | null>
  findShowroom(slug: string): Promise<AppointmentShowroom | null>
  policy(): Promise<EnquiryPolicy>
  notice(locale: Locale): Promise<string | null>
  store(data: Enquiry, meta: EnquiryMeta): Promise<StoreResult>
}

/** The enquiries of the configured database (`client` is another Payload only in tests). */
export function enquiryStore(client: () => Promise<Payload> = payloadClient): EnquiryStore {
  return {
    findByKey: async (key) => findByKey(await client(), key),
    latestId: async () => latestId(await client()),
    findJob: async (job) => findJob(await client(), job),
    findItems: async (articles, locale) => findItems(await client(), articles, locale),
    findProductArticle: async (slug) => findProductArticle(await client(), slug),
    findShowroom: async (slug) => findShowroom(await client(), slug),
    policy: async () => readPolicy(await client()),
    notice: async (locale) => readNotice(await client(), locale),
    store: async (data, meta) => storeEnquiry(await client(), data, meta),
  }
}
