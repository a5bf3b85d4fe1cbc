import type { CollectionSlug, Field, GlobalSlug, Payload } from 'payload'

import { globalFields } from '@/cms/fields/finish'
import { asDoc, visitTexts } from '@/cms/fields/texts'
import { fallbackChain, type Locale } from '@/i18n/locales'
import { FALLBACK_KEY, type FallbackMarks } from '@/lib/fallbackLang'
import { isEmptyText } from '@/lib/translation/status'
import { valueAt } from '@/lib/valueAt'

import { finishTexts } from './finish'

type Doc = Record<string, unknown>

/**
 * The paths of the localized texts (plain, long, rich) that are empty in a document read in one
 * language without Payload's fallback, in the document and the documents it links to as read.
 */
function emptyTexts(payload: Payload, fields: readonly Field[], value: unknown): string[] {
  const out: string[] = []
  visitTexts(payload, fields, value, ({ path, value: text }) => {
    if (isEmptyText(text)) out.push(path)
  })
  return out
}

function setAt(doc: Doc, path: string, next: unknown): void {
  const keys = path.split('.')
  const last = keys.pop()!
  const parent = valueAt(doc, keys.join('.')) ?? (keys.length === 0 ? doc : undefined)
  const target = keys.length === 0 ? doc : parent
  if (target && typeof target === 'object') (target as Record<string, unknown>)[last] = next
}

/**
 * Fills the texts missing in `locale` from the languages of its fallback chain
 * (`fallbackChain` in `src/i18n/locales.ts`: it, fr, es, zh → en → de; en → de), reading the
 * same documents in each of them only when something is missing, and notes on each document
 * which text came from which language (`_fallback`: path → language), so the page can mark it
 * with its own `lang`. Documents are matched by id (a global by being the one).
 */
export async function fillFromChain<T>(
  payload: Payload,
  fields: readonly Field[],
  docs: T[],
  locale: Locale,
  readIn: (other: Locale) => Promise<T[]>,
  collection?: string,
): Promise<T[]> {
  const missing = new Map<Doc, string[]>()
  for (const doc of docs) {
    const record = asDoc(doc)
    if (!record) continue
    const empty = emptyTexts(payload, fields, record)
    if (empty.length > 0) missing.set(record, empty)
  }
  for (const other of fallbackChain[locale]) {
    if (missing.size === 0) break
    const found = await readIn(other)
    const byId = new Map(found.map((doc) => [asDoc(doc)?.id ?? 'global', asDoc(doc)]))
    for (const [record, empty] of missing) {
      const source = byId.get(record.id ?? 'global')
      if (!source) continue
      const left: string[] = []
      const marks: FallbackMarks = { ...(record[FALLBACK_KEY] as FallbackMarks | undefined) }
      for (const path of empty) {
        const value = valueAt(source, path)
        if (isEmptyText(value)) left.push(path)
        else {
          setAt(record, path, value)
          marks[path] = other
        }
      }
      if (Object.keys(marks).length > 0) record[FALLBACK_KEY] = marks
      if (left.length > 0) missing.set(record, left)
      else missing.delete(record)
    }
  }
  return finishTexts(payload, fields, docs, locale, collection)
}

/** A global read in `locale` by `read` (without Payload's fallback), its missing texts filled from the chain. */
export async function globalInChain<T>(
  payload: Payload,
  slug: GlobalSlug,
  locale: Locale,
  read: (locale: Locale) => Promise<T>,
): Promise<T> {
  const fields = globalFields(payload, slug)
  const [doc] = await fillFromChain(payload, fields, [await read(locale)], locale, async (other) => [await read(other)])
  return doc!
}

/** Documents read in `locale` by `read` (without Payload's fallback), their missing texts filled from the chain. */
export async function docsInChain<T>(
  payload: Payload,
  collection: CollectionSlug,
  locale: Locale,
  read: (locale: Locale) => Promise<T[]>,
): Promise<T[]> {
  const fields = payload.collections?.[collection]?.config.fields ?? []
  return fillFromChain(payload, fields, await read(locale), locale, read, collection)
}
