import type { CollectionSlug, Field, Payload } from 'payload'

import { asDoc, isTextField, walkFields } from './walk'

export { asDoc }

type Doc = Record<string, unknown>

/** A localized text as read: plain or long text (a string), or rich text (Lexical JSON). */
export type TextVisit = {
  /** the field's path in the document (`hotline.heading`, `items.2.title`, `category.title`) */
  path: string
  kind: 'text' | 'richText'
  value: unknown
  /** writes a new value in place of this one */
  set: (next: unknown) => void
}

/**
 * Calls `visit` for every localized plain, long and rich text of a document as read (with
 * `unlocalized`, for its other texts too: a collection kept per language), in its groups, rows,
 * tabs, lists and blocks (`walkFields`), and in the documents it links to as they were read with
 * it (two levels deep: a category's title on a product page).
 */
export function visitTexts(
  payload: Payload,
  fields: readonly Field[],
  value: unknown,
  visit: (text: TextVisit) => void,
  { prefix = '', depth = 0, unlocalized = false }: { prefix?: string; depth?: number; unlocalized?: boolean } = {},
): void {
  if (!asDoc(value) || depth > 2) return
  walkFields(fields, value, ({ field, holder, value: inner, path }) => {
    if (isTextField(field)) {
      if ((field.localized || unlocalized) && !('hasMany' in field && field.hasMany))
        visit({
          path: `${prefix}${path}`,
          kind: field.type === 'richText' ? 'richText' : 'text',
          value: inner,
          set: (next) => {
            holder[field.name] = next
          },
        })
    } else if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
      const related = payload.collections[field.relationTo as CollectionSlug]?.config.fields ?? []
      const items = Array.isArray(inner) ? inner : [inner]
      items.forEach((item, i) => {
        const at = Array.isArray(inner) ? `${prefix}${path}.${i}.` : `${prefix}${path}.`
        visitTexts(payload, related, item, visit, { prefix: at, depth: depth + 1 })
      })
    }
  })
}

/** A text value with every string passed through `map`: a string itself, or each text node of rich text. */
export function mapText(value: unknown, kind: TextVisit['kind'], map: (text: string) => string): unknown {
  if (kind === 'text') return typeof value === 'string' ? map(value) : value
  const walk = (node: unknown): unknown => {
    const record = asDoc(node)
    if (!record) return node
    const next: Doc = { ...record }
    if (record.type === 'text' && typeof record.text === 'string') next.text = map(record.text)
    if (Array.isArray(record.children)) next.children = record.children.map(walk)
    if (asDoc(record.root)) next.root = walk(record.root)
    return next
  }
  return walk(value)
}

/** Every string of a text value (rich text: its text nodes), for checks. */
export function stringsOf(value: unknown): string[] {
  const out: string[] = []
  mapText(value, typeof value === 'string' ? 'text' : 'richText', (text) => {
    out.push(text)
    return text
  })
  return out
}
