import type { Endpoint, PayloadHandler, PayloadRequest, CollectionSlug } from 'payload'

import { hasRole } from '@/cms/access/roles'
import { latestVersion } from '@/cms/audit/hooks'
import { actingUser, recordAudit, type AuditLine } from '@/cms/audit/record'
import { inAdminLanguage, type AdminText } from '@/cms/labels'
import { Refused } from '@/cms/refused'
import { userLanguages } from '@/cms/translation/limits'
import { isLocale, localeNames, locales, type Locale } from '@/i18n/locales'

import { fingerprintsOf, type LanguageFingerprints } from './fingerprints'
import { EMERGENCY } from './gate'
import { reviewRefusals as R } from './labels'
import {
  approvalHolds,
  approvalKinds,
  latestDraft,
  missingApprovals,
  partsOf,
  publishedFingerprints,
  REVIEW_COLLECTION,
  reviewLanguagesOf,
  reviewRows,
  sameId,
  writeRow,
  type ReviewTarget,
} from './state'

/**
 * The actions on a document's round of approval, for the panel beside each document and the
 * dashboard: `GET /api/reviews/round?entity=…&id=…` tells each changed language's state and what
 * the caller may do; `POST /api/reviews/{ask,approve,send-back,emergency}` with
 * `{ entity, id?, locale?, locales?, comment? }` act. Each refusal names its reason in the
 * admin's language (403 for a right the caller lacks, 400 for a request that cannot be met).
 */

const MAX_COMMENT = 2000

type Body = { entity?: unknown; id?: unknown; locale?: unknown; locales?: unknown; comment?: unknown }

async function bodyOf(req: PayloadRequest): Promise<Body> {
  try {
    const parsed = typeof req.json === 'function' ? await req.json() : req.data
    return parsed && typeof parsed === 'object' ? (parsed as Body) : {}
  } catch {
    return {}
  }
}

const fail = (req: PayloadRequest, text: AdminText, status: 400 | 403 | 404, values: Record<string, string> = {}) =>
  Response.json({ errors: [{ message: inAdminLanguage(text, req, values) }] }, { status })

/** The document an action is about, if it exists and its kind needs approval. */
async function targetOf(req: PayloadRequest, body: Body): Promise<ReviewTarget | Response> {
  const entity = typeof body.entity === 'string' ? body.entity : ''
  const isCollection = entity in req.payload.collections && entity !== REVIEW_COLLECTION
  const isGlobal = req.payload.config.globals.some((g) => g.slug === entity)
  if (!isCollection && !isGlobal) return fail(req, R.unknown, 404)
  if (!(await approvalKinds(req)).has(entity)) return fail(req, R.notGated, 400)
  if (isGlobal) return { kind: 'global', slug: entity }
  const id = typeof body.id === 'number' || (typeof body.id === 'string' && body.id !== '') ? body.id : null
  if (id === null || !(await latestDraft(req, { kind: 'collection', slug: entity, id })))
    return fail(req, R.unknown, 404)
  return { kind: 'collection', slug: entity, id }
}

/** What each language of the latest draft reads, and what was last published. */
async function fingerprints(req: PayloadRequest, target: ReviewTarget) {
  const draft = await latestDraft(req, target)
  return {
    draft,
    now: fingerprintsOf(partsOf(req.payload, target, draft)),
    published: await publishedFingerprints(req, target),
  }
}

const changedIn = (now: LanguageFingerprints, published: LanguageFingerprints) =>
  locales.filter((l) => now[l] !== published[l])

/** The document's title in a language (German where that language has none). */
function titleOf(
  draft: Record<string, unknown> | null,
  target: ReviewTarget,
  req: PayloadRequest,
  locale: Locale = 'de',
): string {
  if (target.kind === 'global') {
    const label = req.payload.config.globals.find((g) => g.slug === target.slug)?.label
    return typeof label === 'string' ? label : ((label as { de?: string } | undefined)?.de ?? target.slug)
  }
  const field = req.payload.collections[target.slug as CollectionSlug]?.config.admin?.useAsTitle
  const value = field ? draft?.[field] : undefined
  if (typeof value === 'string') return value
  const byLocale = value as Partial<Record<Locale, unknown>> | undefined
  const text = byLocale?.[locale] || byLocale?.de
  return typeof text === 'string' ? text : String(target.id)
}

async function audit(req: PayloadRequest, target: ReviewTarget, line: Omit<AuditLine, 'user' | 'entity'>) {
  const version = await latestVersion(
    req,
    target.kind === 'collection' ? { collection: target.slug, id: target.id } : { global: target.slug },
  )
  await recordAudit(req.payload, {
    ...line,
    user: actingUser(req),
    entity: { kind: target.kind, slug: target.slug },
    documentId: target.kind === 'collection' ? target.id : null,
    version,
  })
  return version
}

const rowBase = (target: ReviewTarget, title: string, locale: Locale) => ({
  entity: target.slug,
  entityKind: target.kind,
  documentId: target.kind === 'collection' ? String(target.id) : null,
  title,
  locale,
})

/** Who may edit content, and in which languages (a translator: theirs). */
function editsIn(req: PayloadRequest): Locale[] | null {
  if (!hasRole(req, 'admin', 'editor')) return null
  return userLanguages(req.user) ?? [...locales]
}

const signedIn = (req: PayloadRequest) =>
  req.user ? null : Response.json({ errors: [{ message: req.t('error:unauthorized') }] }, { status: 401 })

const ask: PayloadHandler = async (req) => {
  const unauthorized = signedIn(req)
  if (unauthorized) return unauthorized
  const own = editsIn(req)
  if (!own) return Response.json({ errors: [{ message: req.t('error:notAllowedToPerformAction') }] }, { status: 403 })
  const body = await bodyOf(req)
  const target = await targetOf(req, body)
  if (target instanceof Response) return target
  const { draft, now, published } = await fingerprints(req, target)
  const wanted = Array.isArray(body.locales)
    ? body.locales.filter(isLocale)
    : isLocale(body.locale)
      ? [body.locale]
      : null
  const changed = changedIn(now, published).filter((l) => own.includes(l) && (!wanted || wanted.includes(l)))
  if (changed.length === 0)
    return fail(req, R.nothingToReview, 400, { language: (wanted ?? own).map((l) => localeNames[l]).join(', ') })
  const rows = await reviewRows(req, target)
  const comment = typeof body.comment === 'string' ? body.comment.trim().slice(0, MAX_COMMENT) : ''
  const asked: Locale[] = []
  for (const locale of changed) {
    const row = rows.get(locale)
    if (approvalHolds(row, now[locale])) continue
    await writeRow(req, row, {
      ...rowBase(target, titleOf(draft, target, req, locale), locale),
      state: 'requested',
      fingerprint: now[locale],
      requestedBy: req.user!.id,
      requestedAt: new Date().toISOString(),
      reviewer: null,
      decidedAt: null,
      approvedFingerprint: null,
      comment: comment || null,
      ...(row ? {} : { changedBy: [] }),
    })
    asked.push(locale)
  }
  if (asked.length > 0)
    await audit(req, target, {
      action: 'reviewRequested',
      title: titleOf(draft, target, req, asked[0]),
      languages: asked,
      detail: comment || null,
    })
  return Response.json({ asked })
}

/** The checks an approval and a sending back share: the right for the language, not one's own change. */
async function decision(req: PayloadRequest) {
  const unauthorized = signedIn(req)
  if (unauthorized) return unauthorized
  const body = await bodyOf(req)
  const target = await targetOf(req, body)
  if (target instanceof Response) return target
  if (!isLocale(body.locale)) return fail(req, R.unknown, 400)
  const locale = body.locale
  const language = localeNames[locale]
  if (!reviewLanguagesOf(req.user).includes(locale) || !hasRole(req, 'admin', 'editor'))
    return fail(req, R.notReviewer, 403, { language })
  const { draft, now, published } = await fingerprints(req, target)
  if (now[locale] === published[locale]) return fail(req, R.nothingToReview, 400, { language })
  const rows = await reviewRows(req, target)
  const row = rows.get(locale)
  if (row?.changedBy.some((u) => sameId(u, req.user!.id))) return fail(req, R.ownChange, 403, { language })
  return { body, target, locale, now, row, title: titleOf(draft, target, req, locale) }
}

const approve: PayloadHandler = async (req) => {
  const checked = await decision(req)
  if (checked instanceof Response) return checked
  const { target, locale, now, row, title } = checked
  const version = await audit(req, target, { action: 'approved', title, languages: [locale] })
  await writeRow(req, row, {
    ...rowBase(target, title, locale),
    state: 'approved',
    fingerprint: now[locale],
    reviewer: req.user!.id,
    decidedAt: new Date().toISOString(),
    approvedFingerprint: now[locale],
    version,
    ...(row ? {} : { changedBy: [] }),
  })
  return Response.json({ approved: locale, version })
}

const sendBack: PayloadHandler = async (req) => {
  const checked = await decision(req)
  if (checked instanceof Response) return checked
  const { body, target, locale, now, row, title } = checked
  const comment = typeof body.comment === 'string' ? body.comment.trim().slice(0, MAX_COMMENT) : ''
  if (!comment) return fail(req, R.commentRequired, 400)
  const version = await audit(req, target, { action: 'sentBack', title, languages: [locale], detail: comment })
  await writeRow(req, row, {
    ...rowBase(target, title, locale),
    state: 'returned',
    fingerprint: now[locale],
    reviewer: req.user!.id,
    decidedAt: new Date().toISOString(),
    approvedFingerprint: null,
    version,
    comment,
    ...(row ? {} : { changedBy: [] }),
  })
  return Response.json({ returned: locale, version })
}

/** An administrator publishes the latest draft without the missing approvals; the record names them. */
const emergency: PayloadHandler = async (req) => {
  const unauthorized = signedIn(req)
  if (unauthorized) return unauthorized
  if (!hasRole(req, 'admin')) return fail(req, R.adminsOnly, 403)
  const body = await bodyOf(req)
  const target = await targetOf(req, body)
  if (target instanceof Response) return target
  const { draft, now, published } = await fingerprints(req, target)
  const missing = missingApprovals(published, now, await reviewRows(req, target))
  const title = titleOf(draft, target, req)
  req.context[EMERGENCY] = true
  try {
    if (target.kind === 'collection')
      await req.payload.update({
        collection: target.slug as never,
        id: target.id,
        data: { _status: 'published' } as never,
        overrideAccess: false,
        user: req.user,
        req,
      })
    else
      await req.payload.updateGlobal({
        slug: target.slug as never,
        data: { _status: 'published' } as never,
        overrideAccess: false,
        user: req.user,
        req,
      })
  } catch (error) {
    if (error instanceof Refused)
      return Response.json({ errors: [{ message: error.message }] }, { status: error.status })
    throw error
  } finally {
    delete req.context[EMERGENCY]
  }
  await audit(req, target, { action: 'emergencyPublish', title, languages: missing })
  return Response.json({ published: true, withoutApproval: missing })
}

type Person = { id: number | string; name: string }

async function people(req: PayloadRequest, ids: (number | string | null | undefined)[]): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((id): id is number | string => id != null).map(String))]
  if (wanted.length === 0) return new Map()
  const found = await req.payload.find({
    collection: 'users',
    where: { id: { in: wanted } },
    depth: 0,
    limit: wanted.length,
    pagination: false,
    overrideAccess: true,
    select: { name: true, email: true } as never,
  })
  return new Map(
    (found.docs as { id: number | string; name?: string | null; email?: string }[]).map((u) => [
      String(u.id),
      { id: u.id, name: u.name || u.email || String(u.id) },
    ]),
  )
}

/** The admin's address of a version compared with the last published one, in one language. */
async function diffLinks(
  req: PayloadRequest,
  target: ReviewTarget,
): Promise<{ from: string | null; to: string | null }> {
  const base = target.kind === 'collection' ? { collection: target.slug, id: target.id } : { global: target.slug }
  const to = await latestVersion(req, base)
  const where = { 'version._status': { equals: 'published' } } as const
  const from =
    target.kind === 'collection'
      ? await req.payload.findVersions({
          collection: target.slug as never,
          where: { and: [where, { parent: { equals: target.id } }] },
          sort: '-updatedAt',
          limit: 1,
          depth: 0,
          overrideAccess: true,
          trash: true,
          select: { updatedAt: true } as never,
        })
      : await req.payload.findGlobalVersions({
          slug: target.slug as never,
          where,
          sort: '-updatedAt',
          limit: 1,
          depth: 0,
          overrideAccess: true,
          select: { updatedAt: true } as never,
        })
  return { from: from.docs[0] ? String(from.docs[0].id) : null, to }
}

const round: PayloadHandler = async (req) => {
  const unauthorized = signedIn(req)
  if (unauthorized) return unauthorized
  if (!hasRole(req, 'admin', 'editor'))
    return Response.json({ errors: [{ message: req.t('error:notAllowedToPerformAction') }] }, { status: 403 })
  const query = (req.query ?? {}) as Body
  const entity = typeof query.entity === 'string' ? query.entity : ''
  if (!(await approvalKinds(req)).has(entity)) return Response.json({ needed: false })
  const target = await targetOf(req, query)
  if (target instanceof Response) return target
  const { now, published } = await fingerprints(req, target)
  const rows = await reviewRows(req, target)
  const changed = changedIn(now, published)
  const names = await people(
    req,
    [...rows.values()].flatMap((r) => [...r.changedBy, r.requestedBy, r.reviewer]),
  )
  const person = (id: unknown) =>
    id == null ? null : (names.get(String(id)) ?? { id: id as number, name: String(id) })
  const mine = reviewLanguagesOf(req.user)
  const own = editsIn(req) ?? []
  const admin = req.payload.config.routes.admin
  const { from, to } = await diffLinks(req, target)
  const versionsPath =
    target.kind === 'collection'
      ? `${admin}/collections/${target.slug}/${target.id}/versions`
      : `${admin}/globals/${target.slug}/versions`
  const languages = changed.map((locale) => {
    const row = rows.get(locale)
    const byMe = Boolean(row?.changedBy.some((u) => sameId(u, req.user!.id)))
    const holds = approvalHolds(row, now[locale])
    return {
      locale,
      state: holds ? 'approved' : row?.state === 'approved' ? 'changed' : (row?.state ?? 'changed'),
      changedBy: (row?.changedBy ?? []).map(person),
      changedByMe: byMe,
      requestedBy: person(row?.requestedBy),
      requestedAt: row?.requestedAt ?? null,
      reviewer: person(row?.reviewer),
      decidedAt: row?.decidedAt ?? null,
      comment: row?.comment ?? null,
      canAsk: own.includes(locale) && !holds && row?.state !== 'requested',
      canDecide: mine.includes(locale) && !byMe,
      diff:
        to && from
          ? `${versionsPath}/${to}?versionFrom=${from}&localeCodes=${encodeURIComponent(JSON.stringify([locale]))}`
          : to
            ? `${versionsPath}/${to}`
            : null,
    }
  })
  return Response.json({
    needed: true,
    languages,
    missing: missingApprovals(published, now, rows),
    canEmergency: hasRole(req, 'admin'),
  })
}

export const reviewEndpoints: Endpoint[] = [
  { path: '/round', method: 'get', handler: round },
  { path: '/ask', method: 'post', handler: ask },
  { path: '/approve', method: 'post', handler: approve },
  { path: '/send-back', method: 'post', handler: sendBack },
  { path: '/emergency', method: 'post', handler: emergency },
]
