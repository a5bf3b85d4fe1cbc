/**
 * The Merkliste (a visitor's project list): article numbers with quantities, kept on the visitor's
 * device and carried by a link as `?items=SH300301:2,SH100101:1`. Pure, shared by the list page,
 * its PDF, the buttons that add to it and the enquiry form that sends it.
 */
import { normalizeArticle } from '@/lib/catalogue/articles'
import { MAX_ITEMS, MAX_QUANTITY } from '@/lib/enquiry/items'

/** The most rows a list holds: as many as one enquiry carries. */
export const MAX_LIST = MAX_ITEMS
export { MAX_QUANTITY }

export type ListItem = { article: string; quantity: number }

export type SharedList = {
  /** the rows, each article once (a number given twice adds up), at most MAX_LIST */
  items: ListItem[]
  /** the parts that are no `<article-no>[:<quantity>]`, as given (shortened) */
  invalid: string[]
  /** how many rows were left out beyond MAX_LIST */
  dropped: number
}

/** The longest share value read; longer values are cut (50 rows of `SH123456:9999,` fit in 700). */
const MAX_SHARED_LENGTH = 1200

const clampQuantity = (n: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(n)))

/**
 * The rows of a share value (`SH300301:2,sh100101`, a missing quantity is 1). Parts that are no
 * article number or carry no valid quantity are named in `invalid`, never thrown.
 */
export function parseShared(value: string | null | undefined): SharedList {
  const out: SharedList = { items: [], invalid: [], dropped: 0 }
  if (!value) return out
  const rows = new Map<string, number>()
  for (const raw of value.slice(0, MAX_SHARED_LENGTH).split(',')) {
    const part = raw.trim()
    if (part === '') continue
    const [articlePart = '', quantityPart, ...rest] = part.split(':')
    const article = normalizeArticle(articlePart)
    const quantity = quantityPart === undefined ? 1 : readQuantity(quantityPart)
    if (!article || quantity === null || rest.length > 0) {
      out.invalid.push(part.slice(0, 24))
      continue
    }
    const seen = rows.get(article)
    if (seen !== undefined) rows.set(article, clampQuantity(seen + quantity))
    else if (rows.size < MAX_LIST) rows.set(article, quantity)
    else out.dropped++
  }
  out.items = [...rows].map(([article, quantity]) => ({ article, quantity }))
  return out
}

/** A quantity as typed into a field: a whole number from 1 to MAX_QUANTITY, or null. */
export function readQuantity(value: string): number | null {
  const n = /^\d{1,4}$/.test(value.trim()) ? Number(value) : 0
  return n >= 1 && n <= MAX_QUANTITY ? n : null
}

/** The share value of rows: `SH300301:2,SH100101:1`. */
export function formatShared(items: readonly ListItem[]): string {
  return items.map((i) => `${i.article}:${i.quantity}`).join(',')
}

/**
 * The rows kept on the device, as read back from storage: anything else than the format written
 * (an older version, a hand-edited value) gives the rows that are still valid, or none.
 */
export function readStored(raw: string | null): ListItem[] {
  if (!raw) return []
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return []
  }
  const rows = typeof data === 'object' && data !== null && Array.isArray((data as { items?: unknown }).items)
  if (!rows) return []
  const shared = (data as { items: unknown[] }).items
    .map((row) => {
      const r = (typeof row === 'object' && row !== null ? row : {}) as { article?: unknown; quantity?: unknown }
      return typeof r.article === 'string' && typeof r.quantity === 'number' && Number.isFinite(r.quantity)
        ? `${r.article}:${clampQuantity(r.quantity)}`
        : ''
    })
    .join(',')
  return parseShared(shared).items
}

/** The rows as stored on the device. */
export function writeStored(items: readonly ListItem[]): string {
  return JSON.stringify({ v: 1, items: items.slice(0, MAX_LIST) })
}

/** The rows with one set to a quantity (added at the end when new; 0 removes it). */
export function withQuantity(items: readonly ListItem[], article: string, quantity: number): ListItem[] {
  const rest = items.filter((i) => i.article !== article)
  if (quantity < 1) return rest
  const row = { article, quantity: clampQuantity(quantity) }
  const at = items.findIndex((i) => i.article === article)
  if (at === -1) return rest.length >= MAX_LIST ? [...items] : [...rest, row]
  return [...items.slice(0, at), row, ...items.slice(at + 1)]
}

/** Two lists with the same rows in the same order. */
export function sameList(a: readonly ListItem[], b: readonly ListItem[]): boolean {
  return a.length === b.length && a.every((r, i) => r.article === b[i]!.article && r.quantity === b[i]!.quantity)
}

/** An address with the rows as its share value: `/de/list?items=SH300301:2` (the address alone for none). */
export function withItems(path: string, items: readonly ListItem[]): string {
  return items.length ? `${path}?items=${formatShared(items)}` : path
}

/** One list with another's rows added (quantities of shared articles add up), at most MAX_LIST rows. */
export function mergeLists(mine: readonly ListItem[], other: readonly ListItem[]): ListItem[] {
  return parseShared(formatShared([...mine, ...other])).items
}
