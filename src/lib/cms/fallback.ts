import type { CollectionSlug, Field, GlobalSlug, Payload } from 'payload'

import { fallbackChain, type Locale } from '@/i18n/locales'
import { FALLBACK_KEY, type FallbackMarks } from '@/lib/fallbackLang'
import { isEmptyText } from '@/lib/translation/status'

type Doc = Record<string, unknown>

const asDoc = (value: unknown): Doc | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Doc) : null

/**
 * The paths of the localized texts (plain, long, rich) that are empty in a document read in one
 * language without Payload's fallback, in its groups, rows, tabs, lists and blocks, and in the
 * documents it links to as they were read with it (a category's title on a product page).
 */
function emptyTexts(payload: Payload, fields: readonly Field[], value: unknown, prefix = '', seen = 0): string[] {
  const doc = asDoc(value)
  if (!doc || seen > 2) return []
  const out: string[] = []
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name)
          out.push(...emptyTexts(payload, tab.fields, doc[tab.name], `${prefix}${tab.name}.`, seen))
        else out.push(...emptyTexts(payload, tab.fields, doc, prefix, seen))
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      if ('fields' in field) out.push(...emptyTexts(payload, field.fields, doc, prefix, seen))
      continue
    }
    const path = `${prefix}${field.name}`
    const inner = doc[field.name]
    if (field.type === 'text' || field.type === 'textarea' || field.type === 'richText') {
      if (field.localized && !('hasMany' in field && field.hasMany) && isEmptyText(inner)) out.push(path)
    } else if (field.type === 'group') {
      out.push(...emptyTexts(payload, field.fields, inner, `${path}.`, seen))
    } else if (field.type === 'array' && Array.isArray(inner)) {
      inner.forEach((row, i) => out.push(...emptyTexts(payload, field.fields, row, `${path}.${i}.`, seen)))
    } else if (field.type === 'blocks' && Array.isArray(inner)) {
      inner.forEach((row, i) => {
        const block = field.blocks.find((b) => b.slug === asDoc(row)?.blockType)
        if (block) out.push(...emptyTexts(payload, block.fields, row, `${path}.${i}.`, seen))
      })
    } else if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
      const related = payload.collections[field.relationTo as CollectionSlug]?.config.fields ?? []
      const items = Array.isArray(inner) ? inner : [inner]
      items.forEach((item, i) => {
        const at = Array.isArray(inner) ? `${path}.${i}.` : `${path}.`
        out.push(...emptyTexts(payload, related, item, at, seen + 1))
      })
    }
  }
  return out
}

function valueAt(doc: unknown, path: string): unknown {
  let value = doc
  for (const key of path.split('.')) {
    const container = value as Record<string, unknown> | unknown[] | null
    if (container === null || typeof container !== 'object') return undefined
    value = Array.isArray(container) ? container[Number(key)] : container[key]
  }
  return value
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
  return docs
}

/** A global read in `locale` by `read` (without Payload's fallback), its missing texts filled from the chain. */
export async function globalInChain<T>(
  payload: Payload,
  slug: GlobalSlug,
  locale: Locale,
  read: (locale: Locale) => Promise<T>,
): Promise<T> {
  const fields = payload.config.globals.find((global) => global.slug === slug)?.fields ?? []
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
  return fillFromChain(payload, fields, await read(locale), locale, read)
}
