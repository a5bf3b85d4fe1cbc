import type { CollectionSlug, DataFromCollectionSlug, Field, Payload, PayloadRequest, Where } from 'payload'

import { finishTexts, publishedScope, sourceIn } from '@/cms/fields/finish'
import type { Locale } from '@/i18n/locales'

import type { EntryInput } from './entries'

type Id = number | string

/**
 * What the index builders read with: the Payload instance and, inside a hook, the editor's
 * request (so reads see the transaction's own writes), and `finish`, which finishes documents'
 * texts as the pages show them (`finishText`: company facts, product names, typography), with
 * each language's facts and product names read once per run.
 */
export type IndexContext = {
  payload: Payload
  req?: PayloadRequest
  /** the documents' texts finished for visitors in `locale` (changed in place) */
  finish: <T>(fields: readonly Field[], docs: T[], locale: Locale, collection?: string) => Promise<T[]>
}

export function indexContext(payload: Payload, req?: PayloadRequest): IndexContext {
  const source = sourceIn(payload, publishedScope(req))
  return {
    payload,
    req,
    finish: (fields, docs, locale, collection) => finishTexts(payload, fields, docs, locale, collection, source),
  }
}

/**
 * Documents read per query. Payload reads a few hundred documents quickly, but all of a large
 * catalogue in one query takes minutes on SQLite (5,000 products: 80 s against 3 s in pages).
 */
const BATCH = 250

/**
 * Published documents of a collection in one language (all, or those with the given ids), in id
 * order, their texts finished for visitors (unless `unfinished`).
 */
export async function publishedDocs<T extends CollectionSlug>(
  ctx: IndexContext,
  collection: T,
  locale: Locale,
  filter: { ids?: readonly Id[]; where?: Where; unfinished?: boolean } = {},
): Promise<DataFromCollectionSlug<T>[]> {
  const conditions: Where[] = [{ _status: { equals: 'published' } }]
  if (filter.ids) conditions.push({ id: { in: [...filter.ids] } })
  if (filter.where) conditions.push(filter.where)
  const out: DataFromCollectionSlug<T>[] = []
  let after: Id | null = null
  for (;;) {
    // Keyset pages (id > last id): no count query and no OFFSET to skip through.
    const where: Where = { and: after === null ? conditions : [...conditions, { id: { greater_than: after } }] }
    const found = await ctx.payload.find({
      collection,
      locale,
      depth: 0,
      where,
      sort: 'id',
      pagination: false,
      limit: BATCH,
      overrideAccess: true,
      req: ctx.req,
    })
    const docs = found.docs as DataFromCollectionSlug<T>[]
    out.push(...docs)
    if (docs.length < BATCH) break
    after = (docs[docs.length - 1] as { id: Id }).id
  }
  // Their texts as a visitor reads them in `locale`; news is per language: its reader finishes
  // each article in its own language (`unfinished`).
  if (filter.unfinished) return out
  return ctx.finish(ctx.payload.collections[collection].config.fields, out, locale, collection)
}

/**
 * One kind of thing the index holds, e.g. products. `build` gives the entries, in every
 * language, of the given documents (all when `ids` is absent); a document that is not
 * published gives none, so rebuilding its entries removes them.
 */
export type Source = {
  /** the first part of the entries' `ref` (`products` in `products:12`) */
  name: string
  build: (ctx: IndexContext, ids?: readonly Id[]) => Promise<EntryInput[]>
}
