import type { Field, Payload, PayloadRequest, Where, CollectionSlug } from 'payload'

import { readAll } from '@/cms/translation/record'
import { isLocale, locales, type Locale } from '@/i18n/locales'

import {
  fingerprintsOf,
  languageParts,
  localeList,
  type LanguageFingerprints,
  type LanguageParts,
} from './fingerprints'
import type { ReviewState } from './labels'

export const REVIEW_COLLECTION = 'reviews' as const

/** A document of a collection, or a global. */
export type ReviewTarget =
  { kind: 'collection'; slug: string; id: number | string } | { kind: 'global'; slug: string; id?: undefined }

/** One language's row of `reviews`, as read at depth 0. */
export type ReviewRow = {
  id: number | string
  locale: Locale
  state: ReviewState
  changedBy: (number | string)[]
  fingerprint?: string | null
  requestedBy?: number | string | null
  requestedAt?: string | null
  reviewer?: number | string | null
  decidedAt?: string | null
  approvedFingerprint?: string | null
  version?: string | null
  comment?: string | null
  title?: string | null
}

const idOf = (value: unknown): number | string | null => {
  if (typeof value === 'number' || typeof value === 'string') return value
  const id = (value as { id?: unknown } | null | undefined)?.id
  return typeof id === 'number' || typeof id === 'string' ? id : null
}
export const sameId = (a: unknown, b: unknown) => idOf(a) !== null && String(idOf(a)) === String(idOf(b))

/** Reads and writes within a request's transaction, its own locale kept (`readAll`). */
export const keepingLocale = readAll

/** The kinds of content (collection and global slugs) whose publishes need approval: the settings' list. */
export async function approvalKinds(req: PayloadRequest): Promise<Set<string>> {
  const settings = await keepingLocale(req, () =>
    req.payload.findGlobal({ slug: 'site-settings' as never, depth: 0, overrideAccess: true, req }),
  )
  const kinds = (settings as { records?: { approvalKinds?: unknown } } | null)?.records?.approvalKinds
  return new Set(Array.isArray(kinds) ? kinds.filter((k): k is string => typeof k === 'string') : [])
}

const fieldsOf = (payload: Payload, target: ReviewTarget): Field[] =>
  target.kind === 'collection'
    ? (payload.collections[target.slug as CollectionSlug]?.config.fields ?? [])
    : (payload.globals.config.find((g) => g.slug === target.slug)?.fields ?? [])

/** The latest draft of every language (what a publish now would put live). */
export async function latestDraft(req: PayloadRequest, target: ReviewTarget): Promise<Record<string, unknown> | null> {
  return keepingLocale(req, async () => {
    if (target.kind === 'global')
      return (await req.payload.findGlobal({
        slug: target.slug as never,
        locale: 'all',
        draft: true,
        depth: 0,
        overrideAccess: true,
        req,
      })) as Record<string, unknown>
    try {
      return (await req.payload.findByID({
        collection: target.slug as never,
        id: target.id,
        locale: 'all',
        draft: true,
        depth: 0,
        overrideAccess: true,
        trash: true,
        req,
      })) as Record<string, unknown>
    } catch {
      return null
    }
  })
}

/**
 * What visitors were last shown: the live document while it is published, else the newest
 * published version (a document taken offline and published again); null if never published.
 */
export async function publishedState(
  req: PayloadRequest,
  target: ReviewTarget,
): Promise<Record<string, unknown> | null> {
  return keepingLocale(req, async () => {
    const live =
      target.kind === 'global'
        ? await req.payload.findGlobal({
            slug: target.slug as never,
            locale: 'all',
            draft: false,
            depth: 0,
            overrideAccess: true,
            req,
          })
        : await req.payload
            .findByID({
              collection: target.slug as never,
              id: target.id,
              locale: 'all',
              draft: false,
              depth: 0,
              overrideAccess: true,
              trash: true,
              req,
            })
            .catch(() => null)
    if ((live as { _status?: unknown } | null)?._status === 'published')
      return live as unknown as Record<string, unknown>
    const where: Where = { 'version._status': { equals: 'published' } }
    const found =
      target.kind === 'global'
        ? await req.payload.findGlobalVersions({
            slug: target.slug as never,
            where,
            sort: '-updatedAt',
            limit: 1,
            depth: 0,
            locale: 'all',
            overrideAccess: true,
            req,
          })
        : await req.payload.findVersions({
            collection: target.slug as never,
            where: { and: [where, { parent: { equals: target.id } }] },
            sort: '-updatedAt',
            limit: 1,
            depth: 0,
            locale: 'all',
            overrideAccess: true,
            trash: true,
            req,
          })
    const version = (found.docs[0] as { version?: Record<string, unknown> } | undefined)?.version
    return version ?? null
  })
}

/** The parts (texts per language, shared values) of a state read with `locale: 'all'`. */
export const partsOf = (payload: Payload, target: ReviewTarget, doc: unknown): LanguageParts =>
  languageParts(fieldsOf(payload, target), doc ?? {}, 'all')

export const partsOfSave = (payload: Payload, target: ReviewTarget, doc: unknown, locale: Locale): LanguageParts =>
  languageParts(fieldsOf(payload, target), doc ?? {}, locale)

/** The fingerprints of the last published state (those of an empty document if there is none). */
export async function publishedFingerprints(req: PayloadRequest, target: ReviewTarget): Promise<LanguageFingerprints> {
  return fingerprintsOf(partsOf(req.payload, target, await publishedState(req, target)))
}

const targetWhere = (target: ReviewTarget): Where => ({
  and: [
    { entity: { equals: target.slug } },
    target.kind === 'collection' ? { documentId: { equals: String(target.id) } } : { entityKind: { equals: 'global' } },
  ],
})

/** The rows of a document's current round, one per changed language. */
export async function reviewRows(req: PayloadRequest, target: ReviewTarget): Promise<Map<Locale, ReviewRow>> {
  const found = await keepingLocale(req, () =>
    req.payload.find({
      collection: REVIEW_COLLECTION,
      where: targetWhere(target),
      depth: 0,
      limit: locales.length * 2,
      pagination: false,
      overrideAccess: true,
      req,
    }),
  )
  const rows = new Map<Locale, ReviewRow>()
  for (const doc of found.docs as unknown as ReviewRow[]) {
    if (!isLocale(doc.locale)) continue
    rows.set(doc.locale, { ...doc, changedBy: (doc.changedBy ?? []).map((u) => idOf(u)!).filter((u) => u !== null) })
  }
  return rows
}

/** Ends a round: a publish went live, so nothing of it waits any more. */
export async function clearRound(req: PayloadRequest, target: ReviewTarget): Promise<void> {
  await keepingLocale(req, () =>
    req.payload.delete({ collection: REVIEW_COLLECTION, where: targetWhere(target), overrideAccess: true, req }),
  )
}

/** Writes a language's row of a round: a new one, or the one it has. */
export async function writeRow(req: PayloadRequest, row: ReviewRow | undefined, data: Record<string, unknown>) {
  await keepingLocale(req, () =>
    row
      ? req.payload.update({
          collection: REVIEW_COLLECTION,
          id: row.id,
          data: data as never,
          overrideAccess: true,
          req,
        })
      : req.payload.create({ collection: REVIEW_COLLECTION, data: data as never, overrideAccess: true, req }),
  )
}

/** Whether a row's approval still holds for the language's text now (`current`). */
export function approvalHolds(row: ReviewRow | undefined, current: string): boolean {
  if (!row || row.state !== 'approved' || !row.reviewer) return false
  if (row.approvedFingerprint !== current) return false
  return !row.changedBy.some((u) => sameId(u, row.reviewer))
}

/**
 * The languages a publish of `next` would put live without approval: each language that differs
 * from the last published state and whose row has no approval of this very text by a person who
 * did not change it.
 */
export function missingApprovals(
  published: LanguageFingerprints,
  next: LanguageFingerprints,
  rows: Map<Locale, ReviewRow>,
): Locale[] {
  return locales.filter(
    (locale) => published[locale] !== next[locale] && !approvalHolds(rows.get(locale), next[locale]),
  )
}

/** The languages a person may approve (`reviewLanguages` of their account). */
export const reviewLanguagesOf = (user: unknown): Locale[] =>
  localeList((user as { reviewLanguages?: unknown } | null | undefined)?.reviewLanguages)
