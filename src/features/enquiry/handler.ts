import crypto from 'node:crypto'

import type { EnquirySettings } from '@/env'
import { defaultLocale, locales, parseLocale, type Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import { readJsonBody } from '@/lib/api/body'
import { clientAddress } from '@/lib/api/clientAddress'
import { apiMessages, errorResponse, noStore, type ApiMessageKey } from '@/lib/api/errors'
import type { EnquiryStore, StoredItem } from '@/lib/cms/enquiries'
import { type ReadItem, parseItems } from '@/lib/enquiry/items'
import { referenceOf } from '@/lib/enquiry/reference'
import { parseEnquiry, type ValidationMessages } from '@/lib/enquiry/schema'
import { fill } from '@/lib/template'

import { verifyChallenge, verifyWork } from './challenge'
import type { RateLimiter } from './rateLimit'

export const MAX_BODY_BYTES = 32 * 1024
/** Seconds a client is asked to wait when the database does not answer. */
export const UNAVAILABLE_RETRY_SECONDS = 30

const KEY = /^[A-Za-z0-9_-]{16,100}$/

export type JoinDeps = {
  store: EnquiryStore
  limiter: RateLimiter
  settings: EnquirySettings
  secret: string
  trustedProxies: number
  now?: () => number
  log?: (message: string) => void
}

/** What a successful submission answers: `201 { data: { reference, receivedAt } }`. */
export type JoinAnswer = { data: { reference: string; receivedAt: string } }

function accepted(reference: string, receivedAt: string, replayed = false): Response {
  const body: JoinAnswer = { data: { reference, receivedAt } }
  return Response.json(body, {
    status: 201,
    headers: { ...noStore, ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}) },
  })
}

/**
 * Bots are not told they were caught: they get an answer that looks like any other, and
 * nothing is stored or sent.
 */
function decoy(now: number): Response {
  return accepted(referenceOf(100_000 + crypto.randomInt(900_000)), new Date(now).toISOString())
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The rows to store: the product the form was opened for (its default variant, once) first, then
 * the rows sent, each with its title; a row whose article is not published (any more) refuses the
 * enquiry with a message for that row.
 */
async function itemRows(
  store: EnquiryStore,
  sent: readonly ReadItem[],
  product: string | undefined,
  locale: Locale,
  m: ValidationMessages,
): Promise<{ ok: true; items: StoredItem[] } | { ok: false; errors: Record<string, string> }> {
  const fromLink = product ? await store.findProductArticle(product) : null
  const rows =
    fromLink && !sent.some((r) => r.article === fromLink) ? [{ article: fromLink, quantity: 1, row: -1 }] : []
  rows.push(...sent)
  if (rows.length === 0) return { ok: true, items: [] }
  const titles = await store.findItems(
    rows.map((r) => r.article),
    locale,
  )
  const missing = rows.filter((r) => !titles.has(r.article))
  if (missing.length > 0) {
    return {
      ok: false,
      errors: Object.fromEntries(
        missing.map((r) => [`items.${r.row}.article`, fill(m.itemUnavailable, { article: r.article })]),
      ),
    }
  }
  return { ok: true, items: rows.map(({ article, quantity }) => ({ article, quantity, title: titles.get(article)! })) }
}

/**
 * `POST /api/join`: validates a cooperation enquiry or job application with the form's own
 * schema, screens out bots, limits each client, and stores it before answering 201.
 */
export async function handleJoin(request: Request, deps: JoinDeps): Promise<Response> {
  const now = deps.now?.() ?? Date.now()
  const log = deps.log ?? ((message: string) => console.info(`[join] ${message}`))
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  const raw = body.ok && isRecord(body.value) ? body.value : {}
  // The messages' language: `lang` of the query, else of the body; German when none is given.
  const requested =
    new URL(request.url).searchParams.get('lang') ??
    (raw.lang === undefined || raw.lang === null ? null : String(raw.lang))
  const chosen = parseLocale(requested)
  const locale: Locale = chosen ?? defaultLocale
  const [api, validation] = await Promise.all([
    apiMessages(locale),
    loadMessages(locale).then((all) => (all.enquiry as { validation: ValidationMessages }).validation),
  ])
  const fail = (
    status: number,
    code: Parameters<typeof errorResponse>[0]['code'],
    key: ApiMessageKey,
    values = {},
    extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) => errorResponse({ status, code, message: fill(api[key], values), locale, ...extra })

  if (!body.ok) {
    if (body.problem === 'too_large') return fail(413, 'too_large', 'tooLarge', { max: MAX_BODY_BYTES / 1024 })
    if (body.problem === 'unsupported_media_type') return fail(415, 'unsupported_media_type', 'contentType')
    return fail(400, 'bad_json', 'badJson')
  }
  if (requested !== null && !chosen)
    return fail(400, 'bad_language', 'badLanguage', { allowed: `0-5, ${locales.join(', ')}` })
  if (!isRecord(body.value)) return fail(400, 'invalid', 'invalid')

  // Every bad field and every bad row of `items` at once, so the visitor fixes them in one go.
  const parsed = parseEnquiry(validation, raw)
  const items = parseItems(validation, raw.items)
  if (!parsed.ok || !items.ok)
    return fail(
      400,
      'invalid',
      'invalid',
      {},
      {
        fields: { ...(parsed.ok ? {} : parsed.errors), ...(items.ok ? {} : items.errors) },
      },
    )
  const data = parsed.data

  const key =
    request.headers.get('idempotency-key') ?? (typeof raw.idempotencyKey === 'string' ? raw.idempotencyKey : undefined)
  if (key !== undefined && !KEY.test(key))
    return fail(400, 'invalid', 'invalid', {}, { fields: { idempotencyKey: api.invalid } })

  // The honeypot is a field people never see; only form-filling robots write into it.
  if (typeof raw.website === 'string' && raw.website.trim() !== '') {
    log('honeypot filled: answered with a decoy, nothing stored')
    return decoy(now)
  }
  const { powBits, minFillMs } = deps.settings
  if (powBits > 0 || minFillMs > 0) {
    const challenge = verifyChallenge(deps.secret, raw.challenge, now)
    if (!challenge.ok || !key || !verifyWork(String(raw.challenge), key, raw.nonce, powBits)) {
      return fail(400, 'challenge_failed', 'challenge')
    }
    if (now - challenge.issuedAt < minFillMs) {
      log(`sent ${now - challenge.issuedAt} ms after the form opened: answered with a decoy, nothing stored`)
      return decoy(now)
    }
  }

  const unavailable = (error: unknown) => {
    console.error('[join] the enquiry could not be stored:', error instanceof Error ? error.message : error)
    return fail(
      503,
      'unavailable',
      'unavailable',
      { seconds: UNAVAILABLE_RETRY_SECONDS },
      { headers: { 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) } },
    )
  }
  try {
    if (key) {
      const existing = await deps.store.findByKey(key)
      if (existing) return accepted(referenceOf(existing.id), existing.createdAt, true)
    }
    const limit = await deps.limiter.hit(
      `join:${clientAddress(request.headers, deps.trustedProxies)}`,
      deps.settings.rateLimit,
      deps.settings.rateWindowSeconds * 1000,
      now,
    )
    if (!limit.ok) {
      return fail(
        429,
        'rate_limited',
        'rateLimited',
        { seconds: limit.retryAfterSeconds },
        { headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
      )
    }
    let job: number | null = null
    if (data.type === 'joinus' && data.job) {
      const found = await deps.store.findJob(data.job)
      if (found === null) return fail(400, 'invalid', 'invalid', {}, { fields: { job: validation.job } })
      // Its closing day has passed (24:00 Berlin): the form still listed it, or a link was old.
      if (!found.open) return fail(400, 'invalid', 'invalid', {}, { fields: { job: validation.jobClosed } })
      job = found.id
    }
    const rows = await itemRows(deps.store, items.items, data.product, locale, validation)
    if (!rows.ok) return fail(400, 'invalid', 'invalid', {}, { fields: rows.errors })
    const stored = await deps.store.store(data, { locale, idempotencyKey: key, job, items: rows.items })
    return accepted(referenceOf(stored.enquiry.id), stored.enquiry.createdAt, stored.replayed)
  } catch (error) {
    // StoreUnavailableError, or Payload could not start at all (no database at boot): either way
    // nothing was stored, and the client keeps its data and retries with the same key.
    return unavailable(error)
  }
}
