import crypto from 'node:crypto'

import type { EnquirySettings } from '@/env'
import { defaultLocale, locales, parseLocale, type Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import { readJsonBody } from '@/lib/api/body'
import { clientAddress } from '@/lib/api/clientAddress'
import { apiMessages, errorResponse, noStore, type ApiMessageKey } from '@/lib/api/errors'
import { type AppointmentShowroom, StoreRefusedError, type EnquiryStore, type StoredItem } from '@/lib/cms/enquiries'
import { type ReadItem, parseItems } from '@/lib/enquiry/items'
import { marketOf } from '@/lib/enquiry/markets'
import { referenceOf } from '@/lib/enquiry/reference'
import { parseEnquiry, type ValidationMessages } from '@/lib/enquiry/schema'
import { CHINA } from '@/lib/geo/countries'
import { hrefFor } from '@/lib/paths'
import { fill } from '@/lib/template'

import { CHALLENGE_TTL_MS, verifyChallenge, verifyWork } from './challenge'
import { memoryChallengeUses, type ChallengeUses } from './challengeUses'
import type { RateLimiter } from './rateLimit'

export const MAX_BODY_BYTES = 32 * 1024

/** The challenges of callers that bring none (the route brings the server's: `challengeUses()`). */
const processUses = memoryChallengeUses()
/** Seconds a client is asked to wait when the database does not answer. */
export const UNAVAILABLE_RETRY_SECONDS = 30

const KEY = /^[A-Za-z0-9_-]{16,100}$/

export type JoinDeps = {
  store: EnquiryStore
  limiter: RateLimiter
  settings: EnquirySettings
  secret: string
  trustedProxies: number
  /** which key each challenge went with (this process's, or Redis when several instances run) */
  challenges?: ChallengeUses
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
 * Bots are not told they were caught: they get an answer that looks like any other (a reference
 * just after the latest real one, as the next enquiry would get), and nothing is stored or sent.
 */
async function decoy(store: EnquiryStore, now: number): Promise<Response> {
  const latest = await store.latestId().catch(() => 0)
  return accepted(referenceOf(latest + 1 + crypto.randomInt(3)), new Date(now).toISOString())
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
  const found = await store.findItems(
    rows.map((r) => r.article),
    locale,
  )
  const missing = rows.filter((r) => !found.has(r.article))
  if (missing.length > 0) {
    return {
      ok: false,
      errors: Object.fromEntries(
        missing.map((r) => [`items.${r.row}.article`, fill(m.itemUnavailable, { article: r.article })]),
      ),
    }
  }
  return {
    ok: true,
    items: rows.map(({ article, quantity }) => ({ article, quantity, title: found.get(article)! })),
  }
}

/** What a submission is for: the enquiry form (`POST /api/join`), or an appointment in the showroom of a slug. */
export type JoinTarget = { showroom?: string }

const SHOWROOM_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/

/**
 * `POST /api/join`: validates a cooperation enquiry or job application with the form's own
 * schema, screens out bots, limits each client, and stores it before answering 201.
 * `POST /api/showroom/{slug}/appointment` comes here too, with the showroom as its target: the
 * same protections and field rules, the appointment's own fields, and a kind of its own.
 */
export async function handleJoin(request: Request, deps: JoinDeps, target: JoinTarget = {}): Promise<Response> {
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

  const client = clientAddress(request.headers, deps.trustedProxies)
  const window = deps.settings.rateWindowSeconds * 1000
  const tooMany = (retryAfterSeconds: number) =>
    fail(
      429,
      'rate_limited',
      'rateLimited',
      { seconds: retryAfterSeconds },
      { headers: { 'Retry-After': String(retryAfterSeconds) } },
    )
  // Every request counts here, refused ones too: nobody makes the server look up jobs and
  // articles without end by sending wrong fields.
  const requests = await deps.limiter.hit(`request:${client}`, deps.settings.requestLimit, window, now)
  if (!requests.ok) return tooMany(requests.retryAfterSeconds)

  if (!body.ok) {
    if (body.problem === 'too_large') return fail(413, 'too_large', 'tooLarge', { max: MAX_BODY_BYTES / 1024 })
    if (body.problem === 'unsupported_media_type') return fail(415, 'unsupported_media_type', 'contentType')
    return fail(400, 'bad_json', 'badJson')
  }
  if (requested !== null && !chosen)
    return fail(400, 'bad_language', 'badLanguage', { allowed: `0-5, ${locales.join(', ')}` })
  if (!isRecord(body.value)) return fail(400, 'invalid', 'invalid')
  const invalid = (fields: Record<string, string>) => fail(400, 'invalid', 'invalid', {}, { fields })

  // An appointment is checked against its showroom's series and hours: it has to exist first.
  let showroom: AppointmentShowroom | null = null
  if (target.showroom !== undefined) {
    const slug = target.showroom
    const found = SHOWROOM_SLUG.test(slug) ? await deps.store.findShowroom(slug).catch((error: unknown) => error) : null
    if (found instanceof Error) return unavailable(found)
    if (!found)
      return fail(404, 'not_found', 'noShowroom', {
        slug: slug.slice(0, 100),
        index: hrefFor(locale, 'showrooms'),
      })
    showroom = found as AppointmentShowroom
  }

  // Every bad field and every bad row of `items` at once, so the visitor fixes them in one go.
  const parsed = parseEnquiry(
    validation,
    raw,
    showroom ? { appointment: { ...showroom, series: showroom.series.map((s) => s.slug), now } } : {},
  )
  // An appointment carries no product rows.
  const items = showroom ? ({ ok: true, items: [] } as const) : parseItems(validation, raw.items)
  if (!parsed.ok || !items.ok)
    return invalid({ ...(parsed.ok ? {} : parsed.errors), ...(items.ok ? {} : items.errors) })
  const data = parsed.data
  const sentItems = items.items

  const key =
    request.headers.get('idempotency-key') ?? (typeof raw.idempotencyKey === 'string' ? raw.idempotencyKey : undefined)
  if (key !== undefined && !KEY.test(key)) return invalid({ idempotencyKey: api.invalid })

  // An enquiry counts against the client's limit once stored, or once refused as a robot's.
  const enquiryLimit = (at: number) => deps.limiter.hit(`join:${client}`, deps.settings.rateLimit, window, at)
  const robot = async (message: string) => {
    log(message)
    const counted = await enquiryLimit(now)
    return counted.ok ? decoy(deps.store, now) : tooMany(counted.retryAfterSeconds)
  }
  // The honeypot is a field people never see; only form-filling robots write into it.
  if (typeof raw.website === 'string' && raw.website.trim() !== '')
    return robot('honeypot filled: answered with a decoy, nothing stored')
  const { powBits, minFillMs } = deps.settings
  if (powBits > 0 || minFillMs > 0) {
    const challenge = verifyChallenge(deps.secret, raw.challenge, now)
    if (!challenge.ok || !key || !verifyWork(String(raw.challenge), key, raw.nonce, powBits)) {
      return fail(400, 'challenge_failed', 'challenge')
    }
    if (now - challenge.issuedAt < minFillMs)
      return robot(`sent ${now - challenge.issuedAt} ms after the form opened: answered with a decoy, nothing stored`)
    // One challenge, one enquiry: the time trap and the work are not paid once for many keys.
    const uses = deps.challenges ?? processUses
    const token = String(raw.challenge)
    const ttl = challenge.issuedAt + CHALLENGE_TTL_MS - now
    if ((await uses.claim(token, key, ttl)) === 'taken') {
      log('challenge used with another key: refused')
      return fail(400, 'challenge_failed', 'challenge')
    }
    const response = await storeEnquiry()
    // Stored (or stored before, under this key): the challenge is this key's for good. A refusal
    // that stored nothing frees it for a corrected form; after a 503 the form retries with this key.
    if (response.status === 201) await uses.stored(token, key, ttl)
    else if (response.status !== 503) await uses.release(token, key)
    return response
  }
  return storeEnquiry()

  async function storeEnquiry(): Promise<Response> {
    let release = async () => {}
    try {
      if (key) {
        const existing = await deps.store.findByKey(key)
        if (existing) return accepted(referenceOf(existing.id), existing.createdAt, true)
      }
      const policy = await deps.store.policy()
      // While the site takes enquiries from China only, any other country is refused with the overseas notice.
      if (policy.chinaOnly && data.country !== CHINA)
        return invalid({ country: (await deps.store.notice(locale)) ?? validation.countryUnknown })
      const limit = await enquiryLimit(now)
      if (!limit.ok) return tooMany(limit.retryAfterSeconds)
      // Taken back below when nothing is stored after all: a refused field or an outage is no enquiry.
      release = limit.release
      let job: number | null = null
      if (data.type === 'joinus' && data.job) {
        const found = await deps.store.findJob(data.job)
        if (found === null) return await refused(release, invalid({ job: validation.job }))
        // Its closing day has passed (24:00 Berlin): the form still listed it, or a link was old.
        if (!found.open) return await refused(release, invalid({ job: validation.jobClosed }))
        job = found.id
      }
      const rows = await itemRows(deps.store, sentItems, data.product, locale, validation)
      if (!rows.ok) return await refused(release, invalid(rows.errors))
      // An appointment is the business of the showroom's market, wherever the visitor lives.
      const market = marketOf(showroom?.country ?? data.country, policy.markets)?.key ?? null
      const stored = await deps.store.store(data, {
        locale,
        idempotencyKey: key,
        job,
        items: rows.items,
        market,
        ...(showroom ? { showroom } : {}),
      })
      if (stored.replayed) await release()
      return accepted(referenceOf(stored.enquiry.id), stored.enquiry.createdAt, stored.replayed)
    } catch (error) {
      await release()
      // The collection's own rules refused a field: say which, never "try again later".
      if (error instanceof StoreRefusedError) {
        console.warn(`[join] the store refused ${error.fields.join(', ')}; answered 400`)
        return invalid(Object.fromEntries(error.fields.map((f) => [f, storeMessage(f, validation) ?? api.invalid])))
      }
      // StoreUnavailableError, or Payload could not start at all (no database at boot): either way
      // nothing was stored, and the client keeps its data and retries with the same key.
      return unavailable(error)
    }
  }
}

/** Answers a refusal after taking back the hit it had counted. */
async function refused(release: () => Promise<void>, response: Response): Promise<Response> {
  await release()
  return response
}

/** The visitor's message for a field the collection refused (the same rule as the form's, where there is one). */
function storeMessage(field: string, m: ValidationMessages): string | undefined {
  const messages: Record<string, string> = {
    email: m.emailFormat,
    emailAscii: m.emailFormat,
    tel: m.telFormat,
    telE164: m.telCountry,
    name: m.nameShort,
    country: m.countryUnknown,
    province: m.province,
    requirement: m.requirement,
  }
  return messages[field]
}
