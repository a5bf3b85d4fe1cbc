import type { Locale } from '@/i18n/locales'
import { likePatterns, type QueryUnit } from '@/lib/search/normalize'
import { searchKinds, type SearchKind } from '@/lib/vocabularies'

import { sql, type SQL } from './db'

/** Kinds in the order results show them when equally relevant: products first. */
const kindOrder = sql.join(
  ['product', 'series', 'category', 'page', 'news', 'case'].map(
    (kind, i) => sql`WHEN ${kind} THEN ${sql.raw(String(i))}`,
  ),
  sql` `,
)

/**
 * Every unit must occur in the entry's terms (all of its texts). The longest unit is tested
 * first: it rules out most entries, and the others are then tested on few.
 */
function matches(locale: Locale, units: readonly QueryUnit[]): SQL {
  const longestFirst = [...units].sort((a, b) => b.text.length - a.text.length)
  const each = longestFirst.map((unit) => sql`terms LIKE ${likePatterns(unit).within}`)
  return sql`lang = ${locale} AND ${sql.join(each, sql` AND `)}`
}

/**
 * Relevance: per unit, a whole word of the title counts most, then a title word starting with
 * it, then a title word containing it, then a word of the other texts starting with it.
 */
function score(units: readonly QueryUnit[]): SQL {
  const each = units.map((unit) => {
    const p = likePatterns(unit)
    return sql`(CASE WHEN title_terms LIKE ${p.word} THEN 10 WHEN title_terms LIKE ${p.start} THEN 8 WHEN title_terms LIKE ${p.within} THEN 6 WHEN terms LIKE ${p.start} THEN 2 ELSE 0 END)`
  })
  return sql.join(each, sql` + `)
}

export type HitRow = {
  id: number | string
  kind: SearchKind
  path: string
  title: string
  snippet: string | null
  image: number | string | null
}

/** The best matching entries of a language, most relevant first (products first where equal). */
export function hitsQuery(
  locale: Locale,
  units: readonly QueryUnit[],
  options: { limit: number; offset: number; kind?: SearchKind },
): SQL {
  const kind = options.kind ? sql` AND kind = ${options.kind}` : sql``
  return sql`SELECT id, kind, path, title, snippet, image_id AS image, ${score(units)} AS score
    FROM search_entries
    WHERE ${matches(locale, units)}${kind}
    ORDER BY score DESC, CASE kind ${kindOrder} ELSE 9 END, "rank", title, id
    LIMIT ${options.limit} OFFSET ${options.offset}`
}

/**
 * A page of results and the number of matches per kind in one pass over the entries: the
 * matches are collected once (a CTE used twice is materialised by SQLite and PostgreSQL alike),
 * then ranked for the page and counted. Rows come back as `row_type` 'hit' (with `pos`, their
 * place on the page) or 'count' (`kind`, `n`).
 */
export function resultsQuery(
  locale: Locale,
  units: readonly QueryUnit[],
  options: { limit: number; offset: number; kind?: SearchKind },
): SQL {
  const kind = options.kind ? sql`WHERE kind = ${options.kind}` : sql``
  const order = sql`score DESC, CASE kind ${kindOrder} ELSE 9 END, "rank", title, id`
  return sql`WITH m AS (SELECT id, kind, "rank", title, ${score(units)} AS score FROM search_entries WHERE ${matches(locale, units)})
    SELECT 'hit' AS row_type, h.pos, e.id, e.kind, e.path, e.title, e.snippet, e.image_id AS image, NULL AS n
    FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY ${order}) AS pos FROM m ${kind} ORDER BY ${order} LIMIT ${options.limit} OFFSET ${options.offset}) AS h
    JOIN search_entries e ON e.id = h.id
    UNION ALL
    SELECT 'count', NULL, NULL, kind, NULL, NULL, NULL, NULL, COUNT(*) FROM m GROUP BY kind`
}

/** The titles of a language, the words a misspelt query is compared with. */
export function titlesQuery(locale: Locale): SQL {
  return sql`SELECT DISTINCT title FROM search_entries WHERE lang = ${locale}`
}

export function toHit(row: Record<string, unknown>): HitRow {
  const kind = String(row.kind)
  return {
    id: row.id as number | string,
    kind: (searchKinds as readonly string[]).includes(kind) ? (kind as SearchKind) : 'page',
    path: String(row.path),
    title: String(row.title),
    snippet: row.snippet === null || row.snippet === undefined ? null : String(row.snippet),
    image: row.image === null || row.image === undefined ? null : (row.image as number | string),
  }
}

export function toCounts(rows: readonly Record<string, unknown>[]): Partial<Record<SearchKind, number>> {
  const counts: Partial<Record<SearchKind, number>> = {}
  for (const row of rows) {
    const kind = String(row.kind)
    if ((searchKinds as readonly string[]).includes(kind)) counts[kind as SearchKind] = Number(row.n)
  }
  return counts
}
