/**
 * The rows of a project enquiry (`items: [{ article, quantity }]` of `POST /api/join`): which
 * products or variants, how many of each. Pure: the endpoint checks afterwards that each article
 * is published. A bad row refuses the whole enquiry with a message for that row, so the visitor
 * can fix it and send again.
 */
import { normalizeArticle } from '@/lib/catalogue/articles'
import { fill } from '@/lib/template'

/** The most rows one enquiry carries (a Merkliste longer than this is sent in parts). */
export const MAX_ITEMS = 50
export const MAX_QUANTITY = 9999

/** The messages of one language for the rows (messages/<locale>.json, `enquiry.validation`). */
export type ItemMessages = {
  items: string
  itemsTooMany: string
  itemArticle: string
  itemQuantity: string
  itemUnavailable: string
}

export type EnquiryItem = { article: string; quantity: number }

/** A row as read, with the index it was given at (the key of its messages). */
export type ReadItem = EnquiryItem & { row: number }

export type ItemsResult = { ok: true; items: ReadItem[] } | { ok: false; errors: Record<string, string> }

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A quantity as a client may send it: a whole number, or its digits as text. */
function quantityOf(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,5}\s*$/.test(value) ? Number(value) : NaN
  return Number.isInteger(n) && n >= 1 && n <= MAX_QUANTITY ? n : null
}

/**
 * The rows of `raw` (absent or null: none), each article once: a number given twice is one row
 * with both quantities (up to the maximum). Errors are keyed by the row's path, `items.2.quantity`,
 * or `items` for the list as a whole.
 */
export function parseItems(m: ItemMessages, raw: unknown): ItemsResult {
  if (raw === undefined || raw === null) return { ok: true, items: [] }
  if (!Array.isArray(raw)) return { ok: false, errors: { items: m.items } }
  if (raw.length > MAX_ITEMS) return { ok: false, errors: { items: fill(m.itemsTooMany, { max: MAX_ITEMS }) } }
  const errors: Record<string, string> = {}
  const rows = new Map<string, { quantity: number; index: number }>()
  raw.forEach((row, i) => {
    const given = isRecord(row) ? row : {}
    const article = typeof given.article === 'string' ? normalizeArticle(given.article) : null
    const quantity = quantityOf(given.quantity)
    if (!article) {
      const shown = typeof given.article === 'string' ? given.article.slice(0, 20) : ''
      errors[`items.${i}.article`] = fill(m.itemArticle, { value: shown })
    }
    if (quantity === null) errors[`items.${i}.quantity`] = fill(m.itemQuantity, { max: MAX_QUANTITY })
    if (!article || quantity === null) return
    const seen = rows.get(article)
    if (!seen) rows.set(article, { quantity, index: i })
    else if (seen.quantity + quantity > MAX_QUANTITY)
      errors[`items.${i}.quantity`] = fill(m.itemQuantity, { max: MAX_QUANTITY })
    else seen.quantity += quantity
  })
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, items: [...rows].map(([article, { quantity, index }]) => ({ article, quantity, row: index })) }
}

/** `SH100101 × 3; SH300301 × 1`: the rows in one line, for a CSV cell or a subject. */
export function itemsLine(items: readonly { article: string; quantity: number }[]): string {
  return items.map((i) => `${i.article} × ${i.quantity}`).join('; ')
}
