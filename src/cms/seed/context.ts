import type { CollectionSlug, GlobalSlug, Payload, Where } from 'payload'

import { SYSTEM_WRITE } from '@/cms/audit/record'
import { defaultLocale, type Locale } from '@/i18n/locales'

import { otherLocales, withRowIds } from './localize'

type Id = number | string

/** What the seed did, for the start-up log and the tests. */
export type SeedStats = { created: Record<string, number>; skipped: Record<string, number>; ms: number }

export type SeedContext = {
  payload: Payload
  stats: SeedStats
  log: (message: string) => void
  /** uploads of this run, by file name */
  media: Map<string, Promise<Id>>
}

// Seed writes happen before any page is cached; there is nothing to revalidate. The search
// index and the media's visibility are built once at the end instead of after each of the
// seed's thousands of writes.
// The demo content's product references are checked against its catalogue by a unit test
// (languageRules.test.ts), not on each write: parts of it are seeded without the catalogue.
const context = {
  // The seed writes as the system: one line of the audit record for the whole run (`seed`), none per document.
  [SYSTEM_WRITE]: true,
  disableRevalidate: true,
  disableSearchIndex: true,
  skipMediaVisibility: true,
  skipProductCheck: true,
  // The demo guarantees are made before the site settings that list their markets.
  skipMarketCheck: true,
}

function count(map: Record<string, number>, key: string): void {
  map[key] = (map[key] ?? 0) + 1
}

/**
 * Creates a document in German, then fills each further language, unless a document
 * matching `where` already exists (the seed is idempotent: a rerun only adds what is missing).
 * `dataFor(locale)` gives the document's data in one language.
 */
export async function ensureDoc(
  ctx: SeedContext,
  collection: CollectionSlug,
  where: Where,
  dataFor: (locale: Locale) => Record<string, unknown>,
  options: { localized?: boolean } = {},
): Promise<Id> {
  const { payload } = ctx
  const found = await payload.find({ collection, where, limit: 1, depth: 0, draft: true, pagination: false, context })
  const existing = found.docs[0]
  if (existing) {
    count(ctx.stats.skipped, collection)
    return existing.id
  }
  const created = await payload.create({
    collection,
    data: dataFor(defaultLocale) as never,
    locale: defaultLocale,
    depth: 0,
    context,
  })
  if (options.localized !== false) {
    for (const locale of otherLocales(defaultLocale)) {
      await payload.update({
        collection,
        id: created.id,
        data: withRowIds(dataFor(locale), created) as never,
        locale,
        depth: 0,
        // One publication in six languages: the first write counted it (a data sheet's revision).
        context: { ...context, sameRevision: true },
      })
    }
  }
  count(ctx.stats.created, collection)
  return created.id
}

/** Fills a global in all six languages unless it was already filled (its `probe` field has a value). */
export async function ensureGlobal(
  ctx: SeedContext,
  slug: GlobalSlug,
  probe: string,
  dataFor: (locale: Locale) => Record<string, unknown>,
): Promise<void> {
  const { payload } = ctx
  const current = await payload.findGlobal({
    slug,
    locale: defaultLocale,
    depth: 0,
    fallbackLocale: false,
    context,
  })
  const value: unknown = Reflect.get(current, probe)
  if (Array.isArray(value) ? value.length > 0 : Boolean(value)) {
    count(ctx.stats.skipped, slug)
    return
  }
  // Published: what the seed creates is live at once, as before globals kept drafts.
  const stored = await payload.updateGlobal({
    slug,
    data: { ...dataFor(defaultLocale), _status: 'published' } as never,
    locale: defaultLocale,
    depth: 0,
    context,
  })
  for (const locale of otherLocales(defaultLocale)) {
    await payload.updateGlobal({
      slug,
      data: { ...(withRowIds(dataFor(locale), stored) as object), _status: 'published' } as never,
      locale,
      depth: 0,
      context,
    })
  }
  count(ctx.stats.created, slug)
}

/** The ids of the seeded offices by their key (`germany`, `hangzhou`, `pujiang`). */
export async function officeIds(ctx: SeedContext): Promise<(key: string) => Id | null> {
  const offices = await ctx.payload.find({
    collection: 'offices',
    depth: 0,
    limit: 20,
    pagination: false,
    select: { key: true },
  })
  return (key) => offices.docs.find((o) => o.key === key)?.id ?? null
}
