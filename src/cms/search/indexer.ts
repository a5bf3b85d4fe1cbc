import type { Payload, PayloadRequest } from 'payload'

import { cacheTags } from '@/lib/cacheTags'

import { indexContext, type Source } from './context'
import { analyze, execute, sql } from './db'
import { refOf, toRow, type EntryRow } from './entries'
import { allSources } from './sources'

type Id = number | string

/** Entries of one source to renew: those of `ids`, or all of the source's. */
export type Target = { source: Source; ids?: readonly Id[] }

/**
 * Expires the cached words a misspelt query is corrected to (they come from the index), unless the
 * change asks for no revalidation (the seed at start-up, before the server listens). Imported
 * when first needed: the revalidation reads the site's environment, which scripts and tests set
 * only after importing the indexer.
 */
async function expireIndexTag(req?: Partial<PayloadRequest>): Promise<void> {
  if (req?.context?.disableRevalidate) return
  const { expireTags } = await import('@/cms/hooks/revalidate')
  await expireTags([cacheTags.searchIndex])
}

/** Rows per INSERT: ten values each, far below both databases' limits on parameters. */
const CHUNK = 200

async function insertRows(payload: Payload, rows: readonly EntryRow[], req?: Partial<PayloadRequest>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows
      .slice(i, i + CHUNK)
      .map(
        (r) =>
          sql`(${r.ref}, ${r.lang}, ${r.kind}, ${r.path}, ${r.title}, ${r.snippet}, ${r.titleTerms}, ${r.terms}, ${r.rank}, ${r.image})`,
      )
    await execute(
      payload,
      sql`INSERT INTO search_entries (ref, lang, kind, path, title, snippet, title_terms, terms, "rank", image_id) VALUES ${sql.join(values, sql`, `)}`,
      req,
    )
  }
}

async function deleteRefs(payload: Payload, refs: readonly string[], req?: PayloadRequest): Promise<void> {
  for (let i = 0; i < refs.length; i += CHUNK) {
    const list = sql.join(
      refs.slice(i, i + CHUNK).map((r) => sql`${r}`),
      sql`, `,
    )
    await execute(payload, sql`DELETE FROM search_entries WHERE ref IN (${list})`, req)
  }
}

async function deleteSource(payload: Payload, source: Source, req?: PayloadRequest): Promise<void> {
  await execute(payload, sql`DELETE FROM search_entries WHERE ref LIKE ${`${source.name}:%`}`, req)
}

/**
 * Renews the entries of some documents from their published state: a published document gets
 * fresh entries in every language, an unpublished or deleted one loses its entries. Inside a
 * hook, `req` keeps reads and writes in the editor's transaction.
 */
export async function reindex(payload: Payload, targets: readonly Target[], req?: PayloadRequest): Promise<number> {
  const ctx = indexContext(payload, req)
  let written = 0
  for (const { source, ids } of targets) {
    const wanted = ids ? new Set(ids.map((id) => refOf(source.name, id))) : null
    // Some sources always build all of theirs (categories name each other): keep only the wanted.
    const rows = (await source.build(ctx, ids)).filter((e) => !wanted || wanted.has(e.ref)).map(toRow)
    if (wanted) await deleteRefs(payload, [...wanted], req)
    else await deleteSource(payload, source, req)
    await insertRows(payload, rows, req)
    written += rows.length
  }
  await expireIndexTag(req)
  return written
}

/**
 * Builds the whole index anew from the published content: after the seed, or on an empty index.
 * In one transaction where the database has them, so searches never see it half-built.
 */
export async function rebuildSearchIndex(payload: Payload): Promise<{ entries: number; ms: number }> {
  const started = Date.now()
  await analyze(payload)
  const ctx = indexContext(payload)
  const rows: EntryRow[] = []
  for (const source of allSources) for (const entry of await source.build(ctx)) rows.push(toRow(entry))
  const transactionID = await payload.db.beginTransaction()
  const req: Partial<PayloadRequest> | undefined = transactionID ? { transactionID } : undefined
  try {
    await execute(payload, sql`DELETE FROM search_entries`, req)
    await insertRows(payload, rows, req)
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
  // Built at start-up (after the seed, or on an empty index): nothing is cached of it yet.
  return { entries: rows.length, ms: Date.now() - started }
}

export async function searchIndexIsEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'search-entries', overrideAccess: true })
  return totalDocs === 0
}
