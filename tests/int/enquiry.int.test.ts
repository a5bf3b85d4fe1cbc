import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createLocalReq } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { exportEnquiriesCsv } from '@/cms/collections/enquiries/exportEndpoint'
import { CLAIM_LEASE_MS, releaseAbandonedJobs } from '@/cms/jobs/abandoned'
import type { EnquirySettings } from '@/env'
import { issueChallenge } from '@/features/enquiry/challenge'
import { memoryChallengeUses } from '@/features/enquiry/challengeUses'
import { handleJoin, MAX_BODY_BYTES } from '@/features/enquiry/handler'
import { solveWork } from '@/features/enquiry/pow'
import { memoryRateLimiter } from '@/features/enquiry/rateLimit'
import { openApiDocument } from '@/features/publicApi/openapi'
import { enquiryStore } from '@/lib/cms/enquiries'
import { dayInClosingZone } from '@/lib/jobs'
import type { JobOpening, User } from '@/payload-types'

import { openSettings } from './enquiryFixtures'
import { cmsOfFile } from './harness'
import { call } from './publicApi'
import en from '../../messages/en.json' with { type: 'json' }
import zh from '../../messages/zh.json' with { type: 'json' }

// GET /api/jobs reads through `src/lib/cms`: here without Next's data cache, from this test's CMS.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  unstable_cache: <T>(read: T) => read,
  revalidateTag: () => {},
}))
vi.mock('@/lib/cms/payload', () => ({ payloadClient: async () => (globalThis as { intPayload?: unknown }).intPayload }))

const cms = cmsOfFile()
let jobId: number
const secret = crypto.randomBytes(32).toString('base64url')
const open = openSettings
const users = {} as Record<'admin' | 'sales' | 'hr' | 'editor', User>

const valid = {
  type: 'project',
  name: 'Wang Lei',
  tel: '13800138000',
  email: 'wang.lei@example.com',
  company: 'Hangzhou Hotel Group',
  province: '浙江',
  requirement: '120 Waschtische für ein Hotel in Hangzhou, Lieferung im März.',
  consent: true,
  transferConsent: true,
}

const { consent: _consent, transferConsent: _transfer, ...rest } = valid
const stored = { ...rest, country: 'CN' as const }

const key = () => crypto.randomBytes(16).toString('base64url')

function request(
  body: unknown,
  init: { headers?: Record<string, string>; query?: string; raw?: string; ip?: string } = {},
) {
  return new Request(`http://localhost/api/join${init.query ?? ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': init.ip ?? '203.0.113.7', ...init.headers },
    body: init.raw ?? JSON.stringify(body),
  })
}

function post(
  body: unknown,
  init: Parameters<typeof request>[1] & {
    settings?: Partial<EnquirySettings>
    limiter?: ReturnType<typeof memoryRateLimiter>
    challenges?: ReturnType<typeof memoryChallengeUses>
    now?: number
  } = {},
) {
  return handleJoin(request(body, init), {
    store: enquiryStore(async () => cms.payload),
    limiter: init.limiter ?? memoryRateLimiter(),
    settings: { ...open, ...init.settings },
    secret,
    trustedProxies: 0,
    challenges: init.challenges ?? memoryChallengeUses(),
    now: init.now === undefined ? undefined : () => init.now!,
    log: () => {},
  })
}

const count = async () => (await cms.payload.count({ collection: 'enquiries', overrideAccess: true })).totalDocs

/** Tries `read` up to six times, 200 ms apart: connections cut by an outage fail once each. */
async function afterOutage<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read()
    } catch (error) {
      if (attempt >= 5) throw error
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

/** Publishes a job opening (its closing day at 12:00 UTC, as the admin stores a day). */
async function createJob(data: { title: string; slug: string; validThrough: string; legacyValue?: string }) {
  return cms.payload.create({
    collection: 'job-openings',
    data: {
      location: 'Hangzhou',
      datePosted: '2026-10-01',
      employmentType: 'FULL_TIME',
      description: {
        root: {
          type: 'root',
          children: [
            {
              type: 'paragraph',
              version: 1,
              children: [{ type: 'text', text: 'Gestalten Sie unsere Produkte in 3D.', version: 1 }],
            },
          ],
          direction: null,
          format: '',
          indent: 0,
          version: 1,
        },
      } as JobOpening['description'],
      _status: 'published',
      ...data,
      validThrough: `${data.validThrough.slice(0, 10)}T12:00:00.000Z`,
    },
    context: { disableRevalidate: true },
  })
}

/** The calendar day `offset` days from today in Berlin, where the closing days end (YYYY-MM-DD). */
function berlinDay(offset: number): string {
  const today = new Date(`${dayInClosingZone(new Date())}T12:00:00Z`)
  return new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
}

const referenceId = async (res: Response) =>
  Number(((await res.json()) as { data: { reference: string } }).data.reference.slice(3))

beforeAll(async () => {
  Object.assign(globalThis, { intPayload: cms.payload })
  const job = await createJob({ title: '3D-Designer', slug: '3d-designer', validThrough: '2027-10-01' })
  jobId = job.id
  for (const role of ['admin', 'sales', 'hr', 'editor'] as const) {
    users[role] = await cms.payload.create({
      collection: 'users',
      data: { email: `${role}@int.example`, password: 'a-Long-enough-Passw0rd', role },
      context: { disableRevalidate: true },
    })
  }
})

describe('POST /api/join', () => {
  it('stores a valid enquiry before answering 201 with a reference, and ignores fields it does not know', async () => {
    const before = await count()
    const res = await post({
      ...valid,
      status: 'done',
      notes: 'injected',
      mail: { status: 'sent' },
      id: 999_999,
      createdAt: '2001-01-01',
    })
    expect(res.status).toBe(201)
    const body = (await res.json()) as { data: { reference: string; receivedAt: string } }
    expect(body.data.reference).toMatch(/^SH-\d{6,}$/)
    expect(await count()).toBe(before + 1)
    const id = Number(body.data.reference.slice(3))
    const doc = await cms.payload.findByID({ collection: 'enquiries', id, overrideAccess: true })
    expect(doc).toMatchObject({
      type: 'project',
      status: 'new',
      name: 'Wang Lei',
      province: '浙江',
      requirement: valid.requirement,
      locale: 'de',
    })
    expect(doc.notes ?? null).toBeNull()
    expect(doc.mail?.status).toBe('pending')
    expect(doc.consentAt).toBeTruthy()
    expect(new Date(doc.createdAt).getFullYear()).toBeGreaterThan(2020)
  })

  it('answers every invalid field with its localized message, in the language of `lang` (index or code)', async () => {
    const bad = {
      type: 'joinus',
      name: 'L',
      tel: '1380013800',
      email: 'no-at-sign',
      province: 'Atlantis',
      requirement: ' ',
      consent: false,
    }
    for (const [query, messages] of [
      ['?lang=2', en],
      ['?lang=zh', zh],
      ['?lang=1', zh],
    ] as const) {
      const res = await post(bad, { query })
      expect(res.status).toBe(400)
      const body = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } }
      const v = messages.enquiry.validation
      expect(body.error.code).toBe('invalid')
      expect(body.error.message).toBe(messages.api.invalid)
      expect(body.error.fields).toEqual({
        name: v.nameShort,
        tel: v.telFormat,
        email: v.emailFormat,
        province: v.province,
        requirement: v.requirement,
        consent: v.consent,
        transferConsent: v.transferConsent,
        job: v.job,
      })
    }
    const empty = (await (await post({}, { query: '?lang=en' })).json()) as {
      error: { fields: Record<string, string> }
    }
    expect(empty.error.fields).toMatchObject({
      type: en.enquiry.validation.type,
      name: 'Please enter your name',
      tel: 'Please enter your phone',
      email: 'Please enter your email',
      province: 'Please select your location',
      requirement: 'Please enter your requirements',
    })
  })

  it('refuses malformed JSON (400), the wrong content type (415), a body over 32 KB (413) and an unknown language (400)', async () => {
    const bad = await post(null, { raw: '{"name": "Wang', query: '?lang=en' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: { code: 'bad_json', message: en.api.badJson } })
    const type = await post(valid, { headers: { 'content-type': 'text/plain' } })
    expect(type.status).toBe(415)
    const big = await post({ ...valid, requirement: 'x'.repeat(MAX_BODY_BYTES) })
    expect(big.status).toBe(413)
    expect(((await big.json()) as { error: { code: string } }).error.code).toBe('too_large')
    const lang = await post(valid, { query: '?lang=9' })
    expect(lang.status).toBe(400)
    expect(((await lang.json()) as { error: { code: string } }).error.code).toBe('bad_language')
  })

  it('answers a filled honeypot and a form sent too fast like a success, and stores nothing', async () => {
    const before = await count()
    const honeypot = await post({ ...valid, website: 'http://spam.example' })
    expect(honeypot.status).toBe(201)
    expect(((await honeypot.json()) as { data: { reference: string } }).data.reference).toMatch(/^SH-\d{6}$/)
    const now = Date.now()
    const { challenge } = issueChallenge(secret, 0, 3000, now)
    const fast = await post(
      { ...valid, challenge, idempotencyKey: key() },
      { settings: { minFillMs: 3000 }, now: now + 800 },
    )
    expect(fast.status).toBe(201)
    expect(await count()).toBe(before)
    const human = await post(
      { ...valid, challenge, idempotencyKey: key() },
      { settings: { minFillMs: 3000 }, now: now + 9000 },
    )
    expect(human.status).toBe(201)
    expect(await count()).toBe(before + 1)
  })

  it('takes a challenge for one enquiry: its time trap and work are not paid once for many keys', async () => {
    const now = Date.now()
    const { challenge } = issueChallenge(secret, 0, 3000, now)
    const challenges = memoryChallengeUses()
    const settings = { minFillMs: 3000 }
    const before = await count()
    const first = key()
    const statuses: number[] = []
    for (const k of [first, key(), key(), key(), key(), key(), key()])
      statuses.push(
        (await post({ ...valid, challenge, idempotencyKey: k }, { settings, now: now + 4000, challenges })).status,
      )
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400, 400])
    expect(await count()).toBe(before + 1)
    // The form's retry with its own key is answered as before (stored once).
    const again = await post({ ...valid, challenge, idempotencyKey: first }, { settings, now: now + 5000, challenges })
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await count()).toBe(before + 1)
  })

  it('frees a challenge whose use stored nothing (a closed position), so the corrected form is taken', async () => {
    const now = Date.now()
    const { challenge } = issueChallenge(secret, 0, 3000, now)
    const challenges = memoryChallengeUses()
    const settings = { minFillMs: 3000 }
    const gone = await post(
      { ...valid, type: 'joinus', job: 'no-such-position', challenge, idempotencyKey: key() },
      { settings, now: now + 4000, challenges },
    )
    expect(gone.status).toBe(400)
    const corrected = await post(
      { ...valid, challenge, idempotencyKey: key() },
      { settings, now: now + 9000, challenges },
    )
    expect(corrected.status).toBe(201)
  })

  it('gives a robot a reference like the next real one', async () => {
    const real = (await (await post({ ...valid, idempotencyKey: key() })).json()) as { data: { reference: string } }
    const decoy = (await (await post({ ...valid, website: 'http://spam.example' })).json()) as {
      data: { reference: string }
    }
    const number = (reference: string) => Number(reference.replace(/^SH-/, ''))
    expect(decoy.data.reference).toMatch(/^SH-\d{6}$/)
    expect(number(decoy.data.reference) - number(real.data.reference)).toBeGreaterThanOrEqual(1)
    expect(number(decoy.data.reference) - number(real.data.reference)).toBeLessThanOrEqual(3)
  })

  it('needs a solved proof of work when it is switched on', async () => {
    const bits = 10
    const { challenge } = issueChallenge(secret, bits, 0)
    const k = key()
    const nonce = await solveWork(challenge, k, bits)
    const settings = { powBits: bits }
    expect((await post({ ...valid, challenge, nonce: nonce + 1, idempotencyKey: k }, { settings })).status).toBe(400)
    expect((await post({ ...valid, idempotencyKey: k }, { settings })).status).toBe(400)
    const forged = challenge.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    expect((await post({ ...valid, challenge: forged, nonce, idempotencyKey: k }, { settings })).status).toBe(400)
    const res = await post({ ...valid, challenge, nonce, idempotencyKey: k }, { settings })
    expect(res.status).toBe(201)
  })

  it('limits each client and says when to come back (429 with Retry-After)', async () => {
    const limiter = memoryRateLimiter()
    const settings = { rateLimit: 3, rateWindowSeconds: 600 }
    for (let i = 0; i < 3; i++) expect((await post(valid, { limiter, settings, ip: '198.51.100.1' })).status).toBe(201)
    const limited = await post(valid, { limiter, settings, ip: '198.51.100.1', query: '?lang=de' })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited')
    expect((await post(valid, { limiter, settings, ip: '198.51.100.2' })).status).toBe(201)
  })

  it('stores a retried submission once, also when the retries arrive at the same moment', async () => {
    const before = await count()
    const k = key()
    const first = (await (await post(valid, { headers: { 'idempotency-key': k } })).json()) as {
      data: { reference: string }
    }
    const again = await post(valid, { headers: { 'idempotency-key': k } })
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(((await again.json()) as { data: { reference: string } }).data.reference).toBe(first.data.reference)
    const k2 = key()
    const burst = await Promise.all(Array.from({ length: 5 }, () => post({ ...valid, idempotencyKey: k2 })))
    expect(burst.map((r) => r.status)).toEqual([201, 201, 201, 201, 201])
    const references = new Set(
      await Promise.all(burst.map(async (r) => ((await r.json()) as { data: { reference: string } }).data.reference)),
    )
    expect(references.size).toBe(1)
    expect(await count()).toBe(before + 2)
  })

  it('stores a job application with its position, and refuses a position that does not exist', async () => {
    const res = await post({ ...valid, type: 'joinus', job: String(jobId) })
    expect(res.status).toBe(201)
    const id = Number(((await res.json()) as { data: { reference: string } }).data.reference.slice(3))
    const doc = await cms.payload.findByID({ collection: 'enquiries', id, overrideAccess: true, depth: 0 })
    expect(doc.job).toBe(jobId)
    const unknown = await post({ ...valid, type: 'joinus', job: '987654' }, { query: '?lang=en' })
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      job: 'Please choose the position',
    })
  })

  it('takes the position by the `value` GET /api/jobs hands out, as well as by id and slug, and says so in the OpenAPI document', async () => {
    const job = await createJob({
      title: 'Produktdesigner',
      slug: 'produktdesigner',
      validThrough: berlinDay(60),
      legacyValue: '产品设计师/3D',
    })
    const listed = await call('/api/jobs?lang=zh&limit=100')
    expect(listed.status).toBe(200)
    const value = (listed.body as { data: { id: number; value: string | null }[] }).data.find(
      (j) => j.id === job.id,
    )?.value
    expect(value).toBe('产品设计师/3D')
    for (const named of [value!, 'produktdesigner', String(job.id)]) {
      const res = await post({ ...valid, type: 'joinus', job: named })
      expect(res.status, named).toBe(201)
      const doc = await cms.payload.findByID({
        collection: 'enquiries',
        id: await referenceId(res),
        overrideAccess: true,
        depth: 0,
      })
      expect(doc.job, named).toBe(job.id)
    }
    const body = (
      openApiDocument('http://localhost:3000') as {
        paths: Record<string, { post?: { requestBody: { content: Record<string, { schema: unknown }> } } }>
      }
    ).paths['/api/join']!.post!.requestBody.content['application/json']!.schema as {
      properties: Record<string, { description?: string }>
    }
    expect(body.properties.job?.description).toMatch(/`id`.*`slug`.*`value`/)
  })

  it('refuses an application to an opening whose closing day has passed, with a localized message for `job`, and takes one closing today', async () => {
    const expired = await createJob({ title: 'Vertrieb Süd', slug: 'vertrieb-sued', validThrough: berlinDay(-1) })
    const closingToday = await createJob({ title: 'Vertrieb Nord', slug: 'vertrieb-nord', validThrough: berlinDay(0) })
    const before = await count()
    for (const [query, messages] of [
      ['?lang=en', en],
      ['?lang=1', zh],
    ] as const) {
      const res = await post({ ...valid, type: 'joinus', job: String(expired.id) }, { query })
      expect(res.status).toBe(400)
      const error = ((await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } })
        .error
      expect(error).toEqual({
        code: 'invalid',
        message: messages.api.invalid,
        fields: { job: messages.enquiry.validation.jobClosed },
      })
    }
    expect(en.enquiry.validation.jobClosed).toBe('This position is no longer open')
    expect(await count()).toBe(before)
    const today = await post({ ...valid, type: 'joinus', job: 'vertrieb-nord' })
    expect(today.status).toBe(201)
    const doc = await cms.payload.findByID({
      collection: 'enquiries',
      id: await referenceId(today),
      overrideAccess: true,
      depth: 0,
    })
    expect(doc.job).toBe(closingToday.id)
  })

  it('answers 503 with Retry-After, never 2xx, while the database cannot store, and works again after', async () => {
    const before = await count()
    const unblock = await cms.blockDatabase()
    let res: Response
    try {
      res = await post(valid, { headers: { 'idempotency-key': key() } })
    } finally {
      await unblock()
    }
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('30')
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unavailable')
    // Right after the outage the pool may still hold a connection the server cut: the first
    // use of it fails (a 503 for a visitor). Read and resend as a client would, briefly.
    expect(await afterOutage(count)).toBe(before)
    const again = key()
    await expect
      .poll(async () => (await post(valid, { headers: { 'idempotency-key': again } })).status, {
        timeout: 10_000,
        interval: 200,
      })
      .toBe(201)
    expect(await count()).toBe(before + 1)
  }, 60_000)
})

/** Queues the retention clean-up and marks it claimed `ago` ms back by an instance that is gone. */
async function claimedJob(ago: number): Promise<number | string> {
  const job = await cms.payload.jobs.queue({ task: 'enquiryRetention', queue: 'maintenance', input: {} })
  await cms.payload.db.updateOne({
    collection: 'payload-jobs',
    id: job.id,
    data: { processing: true, updatedAt: new Date(Date.now() - ago).toISOString() },
  })
  return job.id
}

const retentionJobs = async () =>
  (
    await cms.payload.find({
      collection: 'payload-jobs',
      overrideAccess: true,
      depth: 0,
      where: { taskSlug: { equals: 'enquiryRetention' } },
    })
  ).docs.map((d) => d.id)

describe('notifications and retention', () => {
  const mailDir = () => path.join(cms.dir, 'mail')
  const mails = () =>
    fs.existsSync(mailDir())
      ? fs.readdirSync(mailDir()).map(
          (f) =>
            JSON.parse(fs.readFileSync(path.join(mailDir(), f), 'utf8')) as {
              to: string[]
              replyTo: string
              subject: string
              text: string
            },
        )
      : []

  it('mails cooperation enquiries to sales and applications to HR, as plain text, and records it', async () => {
    const marker = `<script>alert(1)</script> ${crypto.randomUUID()}`
    const a = await post({ ...valid, requirement: `Angebot bitte ${marker}` })
    const b = await post({ ...valid, type: 'joinus', job: String(jobId), requirement: `Bewerbung ${marker}` })
    expect([a.status, b.status]).toEqual([201, 201])
    await cms.payload.jobs.run({ queue: 'mail', limit: 100 })
    const mine = mails().filter((m) => m.text.includes(marker))
    expect(mine.flatMap((m) => m.to).sort()).toEqual(['hr@sanhaus.example', 'sales@sanhaus.example'])
    expect(mine.every((m) => m.replyTo === valid.email && m.text.includes(marker) && !('html' in m))).toBe(true)
    expect(mine.find((m) => m.to.includes('hr@sanhaus.example'))?.text).toContain('3D-Designer')
    const id = Number(((await a.json()) as { data: { reference: string } }).data.reference.slice(3))
    const doc = await cms.payload.findByID({ collection: 'enquiries', id, overrideAccess: true })
    expect(doc.mail).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('names the position as the site shows it (its tokens resolved) and sends what the visitor typed as typed', async () => {
    await cms.payload.create({
      collection: 'company-facts',
      locale: 'de',
      data: { key: 'founded', label: 'Gegründet', value: '2003', _status: 'published' } as never,
      context: { disableRevalidate: true },
    })
    const job = await createJob({
      title: 'Werkstattleitung (seit {{founded}})',
      slug: `werkstatt-${Date.now()}`,
      validThrough: '2099-12-31',
    })
    const marker = crypto.randomUUID()
    const res = await post({ ...valid, type: 'joinus', job: String(job.id), requirement: `Seit {{founded}} ${marker}` })
    expect(res.status).toBe(201)
    await cms.payload.jobs.run({ queue: 'mail', limit: 100 })
    const mail = mails().find((m) => m.text.includes(marker))
    expect(mail?.text).toContain('Werkstattleitung (seit 2003)')
    expect(mail?.text).toContain(`Seit {{founded}} ${marker}`)
  })

  it('keeps the enquiry and retries when the mail server fails, showing the state to staff', async () => {
    const original = cms.payload.sendEmail
    cms.payload.sendEmail = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:25')
    }
    let id: number
    try {
      const res = await post(valid)
      expect(res.status).toBe(201)
      id = Number(((await res.json()) as { data: { reference: string } }).data.reference.slice(3))
      await cms.payload.jobs.run({ queue: 'mail', limit: 100 })
    } finally {
      cms.payload.sendEmail = original
    }
    const failed = await cms.payload.findByID({ collection: 'enquiries', id, overrideAccess: true })
    expect(failed.mail).toMatchObject({ status: 'retrying', attempts: 1, error: 'connect ECONNREFUSED 127.0.0.1:25' })
    const queued = await cms.payload.find({
      collection: 'payload-jobs',
      overrideAccess: true,
      where: { 'input.enquiry': { equals: String(id) } },
    })
    expect(queued.docs).toHaveLength(1)
    expect(queued.docs[0]?.waitUntil).toBeTruthy()
    await cms.payload.jobs.runByID({ id: queued.docs[0]!.id })
    const sent = await cms.payload.findByID({ collection: 'enquiries', id, overrideAccess: true })
    expect(sent.mail).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('runs a job again once the claim of an instance that ended is older than the lease, and not before', async () => {
    const abandoned = await claimedJob(CLAIM_LEASE_MS + 60_000)
    const running = await claimedJob(5 * 60_000)
    // Claimed jobs are never run by anyone else…
    await cms.payload.jobs.run({ queue: 'maintenance' })
    expect((await retentionJobs()).sort()).toEqual([abandoned, running].sort())

    // …until the lease of one has passed: it is released and runs (and is deleted on completion).
    expect(await releaseAbandonedJobs(cms.payload)).toBe(1)
    await cms.payload.jobs.run({ queue: 'maintenance' })
    expect(await retentionJobs()).toEqual([running])

    // A claim within its lease stays, however often the release runs.
    expect(await releaseAbandonedJobs(cms.payload)).toBe(0)
    expect(await releaseAbandonedJobs(cms.payload, Date.now() + CLAIM_LEASE_MS - 6 * 60_000)).toBe(0)
    expect(await releaseAbandonedJobs(cms.payload, Date.now() + CLAIM_LEASE_MS)).toBe(1)
    await cms.payload.delete({ collection: 'payload-jobs', id: running, overrideAccess: true })
  })

  it('deletes enquiries older than the retention period with its scheduled job, and keeps newer ones', async () => {
    const old = await cms.payload.create({
      collection: 'enquiries',
      overrideAccess: true,
      data: {
        ...stored,
        type: 'project',
        status: 'new',
        createdAt: new Date(Date.now() - 181 * 86_400_000).toISOString(),
      },
      context: { disableRevalidate: true },
    })
    const recent = await cms.payload.create({
      collection: 'enquiries',
      overrideAccess: true,
      data: {
        ...stored,
        type: 'project',
        status: 'new',
        createdAt: new Date(Date.now() - 179 * 86_400_000).toISOString(),
      },
    })
    expect(new Date(old.createdAt).getTime()).toBeLessThan(Date.now() - 180 * 86_400_000)
    const task = cms.payload.config.jobs.tasks?.find((t) => t.slug === 'enquiryRetention')
    expect(task?.schedule?.[0]?.cron).toBe('0 30 3 * * *')
    await cms.payload.jobs.queue({ task: 'enquiryRetention', queue: 'maintenance', input: {} })
    await cms.payload.jobs.run({ queue: 'maintenance' })
    expect(
      await cms.payload.findByID({ collection: 'enquiries', id: old.id, overrideAccess: true, disableErrors: true }),
    ).toBeNull()
    expect(
      await cms.payload.findByID({ collection: 'enquiries', id: recent.id, overrideAccess: true, disableErrors: true }),
    ).not.toBeNull()
  })
})

describe('CSV export of the inbox', () => {
  async function exportAs(role: keyof typeof users, query: Record<string, unknown> = {}) {
    const req = await createLocalReq({ user: { ...users[role], collection: 'users' } }, cms.payload)
    req.query = query
    const res = await exportEnquiriesCsv(req)
    const bytes = Buffer.from(await res.arrayBuffer())
    return { status: res.status, bom: bytes.subarray(0, 3).toString('hex'), text: bytes.subarray(3).toString('utf8') }
  }

  it('exports what the role may see, as UTF-8 with BOM, with formulas defused', async () => {
    await post({
      ...valid,
      name: '=HYPERLINK("http://evil.example")',
      company: '+49 30 1234',
      requirement: '@SUM(A1:A9)\nzweite Zeile',
    })
    await post({ ...valid, type: 'joinus', job: String(jobId), name: '张伟' })
    const sales = await exportAs('sales')
    expect(sales.status).toBe(200)
    expect(sales.bom).toBe('efbbbf')
    // Headers in the exporting user's admin language (German here), the time in the office's zone.
    expect(sales.text.startsWith('"Vorgangsnummer","Eingegangen (Europe/Berlin)","Kooperationsart"')).toBe(true)
    expect(sales.text).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(sales.text).toContain(`"'+49 30 1234"`)
    expect(sales.text).toContain(`"'@SUM(A1:A9)\nzweite Zeile"`)
    expect(sales.text).not.toContain('张伟')
    const hr = await exportAs('hr')
    expect(hr.text).toContain('张伟')
    expect(hr.text).not.toContain('HYPERLINK')
    const filtered = await exportAs('admin', { search: '张伟' })
    expect(filtered.text.trim().split('\r\n')).toHaveLength(2)
    const editor = await exportAs('editor')
    expect(editor.status).toBe(403)
  })
})
