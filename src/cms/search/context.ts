import type { CollectionSlug, DataFromCollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { resolveFacts, toFactTable, type FactTable } from '@/lib/facts'
import { hasMentions, resolveMentions } from '@/lib/text/productMentions'

import type { EntryInput } from './entries'

type Id = number | string

/**
 * What the index builders read with: the Payload instance and, inside a hook, the editor's
 * request (so reads see the transaction's own writes), plus each language's company facts,
 * read once per run, to resolve `{{fact}}` tokens as the pages do.
 */
export type IndexContext = {
  payload: Payload
  req?: PayloadRequest
  facts: (locale: Locale) => Promise<FactTable>
  /** a text with its fact tokens and product names (`{{product:<slug>}}`) resolved */
  text: (locale: Locale, value: string | null | undefined) => Promise<string>
}

export function indexContext(payload: Payload, req?: PayloadRequest): IndexContext {
  const tables = new Map<Locale, Promise<FactTable>>()
  const facts = (locale: Locale): Promise<FactTable> => {
    let table = tables.get(locale)
    if (!table) {
      table = payload
        .find({ collection: 'company-facts', locale, depth: 0, limit: 0, pagination: false, overrideAccess: true, req })
        .then(({ docs }) => toFactTable(docs, locale))
      tables.set(locale, table)
    }
    return table
  }
  const nameTables = new Map<Locale, Promise<Map<string, string>>>()
  const names = (locale: Locale): Promise<Map<string, string>> => {
    let table = nameTables.get(locale)
    if (!table) {
      table = payload
        .find({
          collection: 'products',
          locale,
          depth: 0,
          limit: 0,
          pagination: false,
          where: { _status: { equals: 'published' } },
          select: { slug: true, title: true },
          overrideAccess: true,
          req,
        })
        .then(({ docs }) => new Map(docs.map((doc) => [doc.slug, doc.title])))
      nameTables.set(locale, table)
    }
    return table
  }
  const text = async (locale: Locale, value: string | null | undefined): Promise<string> => {
    const resolved = resolveFacts(value, await facts(locale))
    return hasMentions(resolved) ? resolveMentions(resolved, await names(locale)) : resolved
  }
  return { payload, req, facts, text }
}

/**
 * Documents read per query. Payload reads a few hundred documents quickly, but all of a large
 * catalogue in one query takes minutes on SQLite (5,000 products: 80 s against 3 s in pages).
 */
const BATCH = 250

/** Published documents of a collection in one language (all, or those with the given ids), in id order. */
export async function publishedDocs<T extends CollectionSlug>(
  ctx: IndexContext,
  collection: T,
  locale: Locale,
  filter: { ids?: readonly Id[]; where?: Where } = {},
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
    if (docs.length < BATCH) return out
    after = (docs[docs.length - 1] as { id: Id }).id
  }
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
