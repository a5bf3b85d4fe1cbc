import { z } from 'zod'

/** Articles on one page of the news list. */
export const NEWS_PER_PAGE = 9
/** Products on one page of the product centre. */
export const PRODUCTS_PER_PAGE = 6

/** A page number as written in a URL: a positive whole number without a leading zero. */
const pageParam = z.union([
  z.undefined(),
  z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number),
])

/**
 * `?page=` of a paginated list: absent means page 1, a positive whole number is that page.
 * Anything else (`0`, `-1`, `2.5`, `abc`, `01`, the parameter twice) is null, which the page
 * answers with its 404: every page of a list has exactly one address.
 */
export function parsePageParam(value: string | string[] | undefined): number | null {
  const parsed = pageParam.safeParse(value)
  return parsed.success ? (parsed.data ?? 1) : null
}

/**
 * The page numbers a pagination shows: the first, the last and the current one with its
 * neighbours; null marks a gap (shown as an ellipsis). A gap of a single page shows that page
 * instead, since its number takes no more room than the ellipsis.
 */
export function pageWindow(current: number, total: number): (number | null)[] {
  const wanted = [...new Set([1, current - 1, current, current + 1, total])]
    .filter((p) => p >= 1 && p <= total)
    .sort((a, b) => a - b)
  const out: (number | null)[] = []
  for (const p of wanted) {
    const last = out.at(-1)
    if (typeof last === 'number' && p - last === 2) out.push(p - 1)
    else if (typeof last === 'number' && p - last > 2) out.push(null)
    out.push(p)
  }
  return out
}

/**
 * How many pages `total` items make at `size` a page, where a last page of a single item joins
 * the page before it (seven products are one page of seven, not six and one).
 */
export function pageCount(total: number, size: number): number {
  if (total <= size) return 1
  return total % size === 1 ? Math.floor(total / size) : Math.ceil(total / size)
}

/** Whether page `page` of `total` items is the last one and takes the item that would stand alone. */
export const takesLoneItem = (page: number, total: number, size: number): boolean =>
  total > size && total % size === 1 && page === pageCount(total, size)
