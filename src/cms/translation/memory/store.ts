import type { Payload } from 'payload'

import { hasDrafts } from '@/cms/hooks/publication'
import { execute, sql } from '@/cms/search/db'
import { type Locale } from '@/i18n/locales'
import { MemoryIndex, normalized, type MemoryPair } from '@/lib/translation/memory/index'
import { sentences } from '@/lib/translation/memory/segment'
import {
  fieldState,
  fingerprint,
  isEmptyText,
  plainText,
  SOURCE_LOCALE,
  targetLocales,
  type Fingerprints,
} from '@/lib/translation/status'
import { inlineText, isRichText, toInline } from '@/lib/translation/xliff/inline'

import { MEMORY_COLLECTION } from './collection'
import { hasTranslation, TRANSLATION_FIELD } from '../record'
import { localizedTexts } from '../texts'

/** A pair as the memory stores it: its language and where it came from. */
export type StoredPair = MemoryPair & { locale: Locale; origin: string }

/** The row's key: the target language and the normalized source sentence's fingerprint. */
export const memoryKey = (locale: Locale, source: string) => `${locale}:${fingerprint(normalized(source))}`

/** Longest text stored as one unit where its sentences do not pair up. */
const LONGEST_UNIT = 1000

/** A field's text as paragraphs: a rich text's blocks, a plain text's lines. */
function paragraphsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.split(/\n+/)
  if (!isRichText(value)) return []
  return toInline(value).map((part) => (typeof part === 'string' ? part : inlineText([part])))
}

/**
 * The sentence pairs of a field's source and translation: paragraph by paragraph where both have
 * as many, sentence by sentence where a paragraph's sentences pair up, else the paragraph (or the
 * whole text) as one unit.
 */
export function fieldPairs(source: unknown, target: unknown, locale: Locale): MemoryPair[] {
  const from = paragraphsOf(source)
    .map((p) => p.trim())
    .filter(Boolean)
  const to = paragraphsOf(target)
    .map((p) => p.trim())
    .filter(Boolean)
  const chunks: [string, string][] =
    from.length === to.length ? from.map((p, i) => [p, to[i]!]) : [[plainText(source).trim(), plainText(target).trim()]]
  const out: MemoryPair[] = []
  for (const [s, t] of chunks) {
    if (!s || !t) continue
    const a = sentences(s, SOURCE_LOCALE)
    const b = sentences(t, locale)
    if (a.length === b.length) a.forEach((sentence, i) => out.push({ source: sentence, target: b[i]! }))
    else if (s.length <= LONGEST_UNIT) out.push({ source: s.replace(/\s+/g, ' '), target: t.replace(/\s+/g, ' ') })
  }
  // A sentence left as it is (a model name, a number) is not a translation.
  return out.filter((pair) => normalized(pair.source) !== normalized(pair.target))
}

type Doc = Record<string, unknown>

/** Every pair of the published content whose translation the board counts as current. */
export async function publishedPairs(payload: Payload): Promise<StoredPair[]> {
  const out: StoredPair[] = []
  const add = (key: string, fields: Parameters<typeof localizedTexts>[0], doc: Doc) => {
    const recorded = doc[TRANSLATION_FIELD] as Fingerprints | null | undefined
    for (const text of localizedTexts(fields, doc)) {
      const source = text.values[SOURCE_LOCALE]
      if (isEmptyText(source)) continue
      for (const locale of targetLocales) {
        if (fieldState(text, locale, recorded) !== 'current') continue
        for (const pair of fieldPairs(source, text.values[locale], locale))
          out.push({ ...pair, locale, origin: `${key}/${text.path}` })
      }
    }
  }
  for (const collection of payload.config.collections) {
    if (!hasTranslation(collection)) continue
    const found = await payload.find({
      collection: collection.slug,
      locale: 'all',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      ...(hasDrafts(collection) ? { where: { _status: { equals: 'published' } } } : {}),
    })
    for (const doc of found.docs as object[] as Doc[]) add(`${collection.slug}/${doc.id}`, collection.fields, doc)
  }
  for (const global of payload.config.globals) {
    if (!hasTranslation(global)) continue
    const doc = (await payload.findGlobal({
      slug: global.slug,
      locale: 'all',
      depth: 0,
      overrideAccess: true,
    })) as unknown as Doc
    if (!hasDrafts(global) || doc._status === 'published') add(`globals/${global.slug}`, global.fields, doc)
  }
  return out
}

/** Rows written per statement. */
const CHUNK = 200

/**
 * Writes pairs into the memory: a new sentence is added, one known with another translation takes
 * the new one (the latest approved wins); returns how many of each.
 */
export async function storePairs(
  payload: Payload,
  pairs: readonly StoredPair[],
): Promise<{ added: number; changed: number }> {
  const table = sql.raw(`"${MEMORY_COLLECTION.replace(/-/g, '_')}"`)
  const known = new Map<string, { id: number; target: string }>()
  for (const row of await execute(payload, sql`SELECT id, key, target FROM ${table}`))
    known.set(String(row.key), { id: Number(row.id), target: String(row.target) })
  const now = new Date().toISOString()
  const fresh = new Map<string, StoredPair>()
  const changed: { id: number; pair: StoredPair }[] = []
  for (const pair of pairs) {
    const key = memoryKey(pair.locale, pair.source)
    const row = known.get(key)
    if (!row) fresh.set(key, pair)
    else if (row.target !== pair.target) {
      changed.push({ id: row.id, pair })
      row.target = pair.target
    }
  }
  const rows = [...fresh.entries()]
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows
      .slice(i, i + CHUNK)
      .map(
        ([key, pair]) =>
          sql`(${SOURCE_LOCALE}, ${pair.locale}, ${pair.source}, ${pair.target}, ${key}, ${pair.origin}, ${now}, ${now})`,
      )
    await execute(
      payload,
      sql`INSERT INTO ${table} (source_language, target_language, source, target, key, origin, updated_at, created_at) VALUES ${sql.join(values, sql`, `)}`,
    )
  }
  for (const { id, pair } of changed)
    await execute(
      payload,
      sql`UPDATE ${table} SET target = ${pair.target}, origin = ${pair.origin}, updated_at = ${now} WHERE id = ${id}`,
    )
  return { added: rows.length, changed: changed.length }
}

/** Stores every current published translation's sentences (after a publish, nightly, after the seed). */
export async function renewTranslationMemory(
  payload: Payload,
): Promise<{ pairs: number; added: number; changed: number; tookMs: number }> {
  const started = Date.now()
  const pairs = await publishedPairs(payload)
  const { added, changed } = await storePairs(payload, pairs)
  return { pairs: pairs.length, added, changed, tookMs: Date.now() - started }
}

/** One index per target language, rebuilt when the table changed (rows counted, last change). */
const indexes = new Map<Locale, { stamp: string; index: MemoryIndex }>()

/** The lookup index of a target language, current with the table. */
export async function memoryIndex(payload: Payload, locale: Locale): Promise<MemoryIndex> {
  const table = sql.raw(`"${MEMORY_COLLECTION.replace(/-/g, '_')}"`)
  const [state] = await execute(
    payload,
    sql`SELECT COUNT(*) AS n, MAX(updated_at) AS last FROM ${table} WHERE target_language = ${locale}`,
  )
  const stamp = `${state?.n}:${String(state?.last)}`
  const cached = indexes.get(locale)
  if (cached?.stamp === stamp) return cached.index
  const rows = await execute(
    payload,
    sql`SELECT source, target FROM ${table} WHERE target_language = ${locale} ORDER BY id`,
  )
  const index = new MemoryIndex(rows.map((row) => ({ source: String(row.source), target: String(row.target) })))
  indexes.set(locale, { stamp, index })
  return index
}

/** The memory's pairs of some target languages, as TMX 1.4 writes them. */
export async function allPairs(payload: Payload, languages: readonly Locale[]): Promise<StoredPair[]> {
  const table = sql.raw(`"${MEMORY_COLLECTION.replace(/-/g, '_')}"`)
  const rows = await execute(payload, sql`SELECT target_language, source, target, origin FROM ${table} ORDER BY id`)
  return rows
    .filter((row) => languages.includes(row.target_language as Locale))
    .map((row) => ({
      locale: row.target_language as Locale,
      source: String(row.source),
      target: String(row.target),
      origin: String(row.origin ?? ''),
    }))
}
