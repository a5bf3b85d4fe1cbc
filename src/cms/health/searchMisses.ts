import type { Payload, Where } from 'payload'

import { locales, type Locale } from '@/i18n/locales'

export const SEARCH_MISSES = 'search-misses'

/** How long a search that found nothing is kept, and how far back the board counts. */
export const SEARCH_MISS_DAYS = 30

/** At most this many different queries are counted per language and day (a flood of made-up queries stops there). */
export const SEARCH_MISS_QUERIES_PER_DAY = 500

/** A query as counted: trimmed, spaces collapsed, lower case as its language writes it. */
export function missKey(query: string, locale: Locale): string | null {
  const key = query.trim().replace(/\s+/g, ' ').toLocaleLowerCase(locale)
  return key.length >= 2 && key.length <= 100 ? key : null
}

/** The UTC day of an instant, `YYYY-MM-DD`. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10)

/** The first day of the `days` days up to `now` (today counted). */
const firstDay = (now: Date, days: number): string => dayOf(new Date(now.getTime() - (days - 1) * 86_400_000))

/**
 * Counts a search of the site's search page that found nothing: the query, its language and the
 * day, one more each time. Nothing about who searched. Never fails the search: a problem is logged.
 */
export async function recordSearchMiss(payload: Payload, query: string, locale: Locale, now = new Date()) {
  const key = missKey(query, locale)
  if (!key) return
  const day = dayOf(now)
  const where: Where = { and: [{ query: { equals: key } }, { locale: { equals: locale } }, { day: { equals: day } }] }
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      const found = await payload.find({
        collection: SEARCH_MISSES,
        where,
        limit: 1,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      const row = found.docs[0] as { id: number | string; count?: number } | undefined
      if (row) {
        await payload.update({
          collection: SEARCH_MISSES,
          id: row.id,
          data: { count: (row.count ?? 0) + 1 },
          depth: 0,
          overrideAccess: true,
        })
        return
      }
      const today = await payload.count({
        collection: SEARCH_MISSES,
        where: { and: [{ locale: { equals: locale } }, { day: { equals: day } }] },
        overrideAccess: true,
      })
      if (today.totalDocs >= SEARCH_MISS_QUERIES_PER_DAY) return
      try {
        await payload.create({
          collection: SEARCH_MISSES,
          data: { query: key, locale, day, count: 1 },
          depth: 0,
          overrideAccess: true,
        })
        return
      } catch {
        // The same query of the same day counted at the same moment (the unique index): count it there.
      }
    }
  } catch (error) {
    payload.logger.warn(`[search] a search that found nothing could not be counted: ${(error as Error).message}`)
  }
}

/** A query that found nothing, with its language and how often it was searched in the period. */
export type FailedSearch = { query: string; locale: Locale; count: number; lastDay: string }

/** The searches of the last `days` days that found nothing, most frequent first. */
export async function failedSearches(
  payload: Payload,
  { now = new Date(), days = SEARCH_MISS_DAYS }: { now?: Date; days?: number } = {},
): Promise<FailedSearch[]> {
  const since = firstDay(now, days)
  const found = await payload.find({
    collection: SEARCH_MISSES,
    where: { day: { greater_than_equal: since } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const byQuery = new Map<string, FailedSearch>()
  for (const row of found.docs as unknown as { query: string; locale: Locale; count: number; day: string }[]) {
    const key = `${row.locale} ${row.query}`
    const seen = byQuery.get(key)
    if (seen) {
      seen.count += row.count
      if (row.day > seen.lastDay) seen.lastDay = row.day
    } else byQuery.set(key, { query: row.query, locale: row.locale, count: row.count, lastDay: row.day })
  }
  const order = (l: Locale) => locales.indexOf(l)
  return [...byQuery.values()].sort(
    (a, b) => b.count - a.count || order(a.locale) - order(b.locale) || a.query.localeCompare(b.query),
  )
}

/** Removes the counts older than the period (with the health board's nightly renewal). */
export async function pruneSearchMisses(payload: Payload, now = new Date()): Promise<number> {
  const before = firstDay(now, SEARCH_MISS_DAYS)
  const result = await payload.delete({
    collection: SEARCH_MISSES,
    where: { day: { less_than: before } },
    depth: 0,
    overrideAccess: true,
  })
  return result.docs.length
}
