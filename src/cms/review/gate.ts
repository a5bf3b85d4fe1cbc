import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  GlobalAfterChangeHook,
  GlobalBeforeChangeHook,
  PayloadRequest,
  RequestContext,
} from 'payload'

import { titleOf } from '@/cms/audit/hooks'
import { SYSTEM_WRITE } from '@/cms/audit/record'
import { changedPublic, wasVersionRestore } from '@/cms/hooks/publication'
import { inAdminLanguage } from '@/cms/labels'
import { Refused } from '@/cms/refused'
import { savedLocale } from '@/cms/translation/record'
import { localeNames, locales, type Locale } from '@/i18n/locales'

import { fingerprintsOf, overlay, withSave, type LanguageFingerprints } from './fingerprints'
import { reviewRefusals } from './labels'
import {
  approvalKinds,
  clearRound,
  keepingLocale,
  latestDraft,
  missingApprovals,
  partsOf,
  partsOfSave,
  publishedFingerprints,
  REVIEW_COLLECTION,
  reviewRows,
  sameId,
  writeRow,
  type ReviewTarget,
} from './state'

/**
 * The approval gate (`./state.ts` has the rules). Before a save of a kind of content that needs
 * approval, it works out what each language will read after the save. A publish is refused (403,
 * naming the languages) while any language that differs from the last published state lacks an
 * approval of that very text by a person who did not change it. After a draft save, the languages
 * it changed are noted with their author; after a publish, the round ends.
 *
 * Not gated: the system (the demo seed, migrations, jobs without an account: `SYSTEM_WRITE` or no
 * user), restores of an earlier version (a state once published), moves to and from the trash, an
 * unpublish, and an administrator's emergency publish (`EMERGENCY`, recorded as such).
 */

/** Set in a request's context by the emergency publish of an administrator. */
export const EMERGENCY = 'approvalEmergency'

/** What a save's before-hook worked out, for its after-hook (by request: Payload copies contexts). */
type Pending = {
  target: ReviewTarget | null
  title: string
  before: LanguageFingerprints
  next: LanguageFingerprints
  saved: Locale[]
  publishing: boolean
}
const pendingSaves = new WeakMap<object, Map<string, Pending>>()
const keyOf = (slug: string, id: unknown) => `${slug}:${id === undefined ? '' : String(id)}`

function remember(req: PayloadRequest, key: string, pending: Pending) {
  const saves = pendingSaves.get(req) ?? new Map<string, Pending>()
  saves.set(key, pending)
  pendingSaves.set(req, saves)
}
function recall(req: PayloadRequest, key: string): Pending | undefined {
  const saves = pendingSaves.get(req)
  const pending = saves?.get(key)
  saves?.delete(key)
  return pending
}

const bySystem = (req: PayloadRequest, context: RequestContext) => !req.user || Boolean(context[SYSTEM_WRITE])

type Data = Record<string, unknown>

function refuse(req: PayloadRequest, languages: Locale[], created = false): never {
  const names = languages.map((l) => localeNames[l]).join(', ')
  throw new Refused(
    inAdminLanguage(created ? reviewRefusals.createPublished : reviewRefusals.publish, req, { languages: names }),
    403,
    'approval',
  )
}

/**
 * The work of the before-hooks: the fingerprints before and after this save, the languages it
 * writes, the gate for a publish.
 */
async function beforeSave(
  req: PayloadRequest,
  target: ReviewTarget | null,
  entity: { slug: string },
  data: Data,
  original: Data | undefined,
  publishing: boolean,
  title: string,
): Promise<void> {
  const saved = savedLocale(req)
  if (!saved) return
  const stored = target ? await latestDraft(req, target) : null
  // A new document has no target yet: its collection's fields are read through a stand-in.
  const probe = target ?? { kind: 'collection' as const, slug: entity.slug, id: 0 }
  const storedParts = partsOf(req.payload, probe, stored)
  const nextParts =
    saved === 'all'
      ? partsOf(req.payload, probe, overlay(stored ?? {}, data))
      : withSave(storedParts, partsOfSave(req.payload, probe, overlay(original ?? {}, data), saved), saved)
  const before = fingerprintsOf(storedParts)
  const next = fingerprintsOf(nextParts)
  // The languages this save writes: its own (or all), and German where it changes shared values.
  const written = saved === 'all' ? [...locales] : [saved]
  if (storedParts.shared !== nextParts.shared && !written.includes('de')) written.push('de')
  const key = keyOf(entity.slug, target?.id)
  if (publishing) {
    if (!target) {
      const empty = fingerprintsOf(partsOf(req.payload, probe, {}))
      refuse(
        req,
        locales.filter((l) => next[l] !== empty[l]),
        true,
      )
    }
    if (!req.context[EMERGENCY]) {
      const missing = missingApprovals(await publishedFingerprints(req, target), next, await reviewRows(req, target))
      if (missing.length > 0) refuse(req, missing)
    }
  }
  remember(req, key, { target, title, before, next, saved: written, publishing })
}

/**
 * After a draft save: each language the save wrote and changed notes its author; a language back
 * to what is published has nothing to approve; an approval of another text no longer holds.
 */
async function afterSave(req: PayloadRequest, pending: Pending, target: ReviewTarget): Promise<void> {
  if (pending.publishing) {
    await clearRound(req, target)
    return
  }
  const published = await publishedFingerprints(req, target)
  const rows = await reviewRows(req, target)
  const user = req.user!.id
  for (const locale of pending.saved) {
    const row = rows.get(locale)
    const now = pending.next[locale]
    if (now === published[locale]) {
      if (row)
        await keepingLocale(req, () =>
          req.payload.delete({ collection: REVIEW_COLLECTION, id: row.id, overrideAccess: true, req }),
        )
      continue
    }
    const changed = now !== pending.before[locale]
    if (row && !changed && row.fingerprint === now) continue
    const changedBy = row?.changedBy ?? []
    const authors = changed && !changedBy.some((u) => sameId(u, user)) ? [...changedBy, user] : changedBy
    // A new text voids an approval given to another; a request or a sending back stands.
    const state = row?.state === 'approved' && row.approvedFingerprint !== now ? 'changed' : (row?.state ?? 'changed')
    const data = {
      entity: target.slug,
      entityKind: target.kind,
      documentId: target.kind === 'collection' ? String(target.id) : null,
      title: pending.title,
      locale,
      state,
      changedBy: authors,
      fingerprint: now,
      ...(state === 'changed' ? { reviewer: null, decidedAt: null, approvedFingerprint: null } : {}),
    }
    await writeRow(req, row, data)
  }
}

export const approvalCollectionGate: CollectionBeforeChangeHook = async ({
  collection,
  data,
  originalDoc,
  operation,
  req,
  context,
}) => {
  if (bySystem(req, context) || !(await approvalKinds(req)).has(collection.slug)) return data
  const original = originalDoc as Data | undefined
  const moving = Boolean(data.deletedAt) || (Boolean(original?.deletedAt) && 'deletedAt' in data && !data.deletedAt)
  if (moving) return data
  const id = original?.id as number | string | undefined
  const status = data._status ?? original?._status
  const publishing =
    status === 'published' &&
    changedPublic(collection, { id, _status: status }, context, operation) &&
    !(id !== undefined && wasVersionRestore(collection, { id }, context))
  const target: ReviewTarget | null = id === undefined ? null : { kind: 'collection', slug: collection.slug, id }
  const title = titleOf(collection, { ...original, ...data }, req.locale ?? undefined)
  await beforeSave(req, target, collection, data, original, publishing, title)
  return data
}

export const approvalCollectionRound: CollectionAfterChangeHook = async ({ collection, doc, req, context }) => {
  if (bySystem(req, context)) return doc
  const key = keyOf(collection.slug, (doc as Data).id)
  const pending = recall(req, key) ?? recall(req, keyOf(collection.slug, undefined))
  if (!pending) return doc
  const target: ReviewTarget = { kind: 'collection', slug: collection.slug, id: (doc as Data).id as number | string }
  await afterSave(req, pending, target)
  return doc
}

export const approvalGlobalGate: GlobalBeforeChangeHook = async ({ global, data, originalDoc, req, context }) => {
  if (bySystem(req, context) || !(await approvalKinds(req)).has(global.slug)) return data
  const original = originalDoc as Data | undefined
  const status = data._status ?? original?._status
  const publishing =
    status === 'published' &&
    changedPublic(global, { _status: status }, context) &&
    !wasVersionRestore(global, {}, context)
  // The title of a global's rows: its name in German, the source language (the admin shows each reader's own).
  const label =
    typeof global.label === 'string' ? global.label : ((global.label as { de?: string } | undefined)?.de ?? global.slug)
  await beforeSave(req, { kind: 'global', slug: global.slug }, global, data, original, publishing, label)
  return data
}

export const approvalGlobalRound: GlobalAfterChangeHook = async ({ global, doc, req, context }) => {
  if (bySystem(req, context)) return doc
  const pending = recall(req, keyOf(global.slug, undefined))
  if (pending) await afterSave(req, pending, { kind: 'global', slug: global.slug })
  return doc
}
