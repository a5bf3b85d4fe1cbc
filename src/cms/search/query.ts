import type { Locale } from '@/i18n/locales'
import { likePatterns, type QueryUnit } from '@/lib/search/normalize'
import type { QueryTerm } from '@/lib/search/plan'
import { searchKinds, type SearchKind } from '@/lib/vocabularies'

import { sql, type SQL } from './db'

/** Kinds in the order results show them when equally relevant: products first. */
const kindOrder = sql.join(
  ['product', 'series', 'category', 'page', 'news', 'case'].map(
    (kind, i) => sql`WHEN ${kind} THEN ${sql.raw(String(i))}`,
  ),
  sql` `,
)

const longestFirst = (units: readonly QueryUnit[]) => [...units].sort((a, b) => b.text.length - a.text.length)

/** One way of a term: every unit in the entry's terms (the longest first: it rules out most entries). */
const alternativeIn = (units: readonly QueryUnit[], pattern: (u: QueryUnit) => string, column = 'terms'): SQL =>
  sql.join(
    longestFirst(units).map((unit) => sql`${sql.raw(column)} LIKE ${pattern(unit)}`),
    sql` AND `,
  )

/** A term occurs in the entry's terms (all of its texts) in one of its ways. */
const termIn = (term: QueryTerm): SQL =>
  sql`(${sql.join(
    term.alternatives.map((units) => sql`(${alternativeIn(units, (u) => likePatterns(u).within)})`),
    sql` OR `,
  )})`

/**
 * Which entries of a language match: every term (`all`), or at least one (`any`: the longest
 * term first, as it rules out most entries).
 */
function matches(locale: Locale, terms: readonly QueryTerm[], need: Need): SQL {
  const each = [...terms].sort((a, b) => b.key.length - a.key.length).map(termIn)
  return sql`lang = ${locale} AND (${sql.join(each, need === 'all' ? sql` AND ` : sql` OR `)})`
}

/** How many of the query's terms an entry holds (for `any`: those holding more come first). */
function matched(terms: readonly QueryTerm[]): SQL {
  return sql.join(
    terms.map((term) => sql`(CASE WHEN ${termIn(term)} THEN 1 ELSE 0 END)`),
    sql` + `,
  )
}

/**
 * Relevance: per term, the title holding it as a whole word counts most, then a title word
 * starting with it, then a title word containing it, then a word of the other texts starting
 * with it (each in any of the term's ways).
 */
function score(terms: readonly QueryTerm[]): SQL {
  const tiers: [number, (u: QueryUnit) => string, string][] = [
    [10, (u) => likePatterns(u).word, 'title_terms'],
    [8, (u) => likePatterns(u).start, 'title_terms'],
    [6, (u) => likePatterns(u).within, 'title_terms'],
    [2, (u) => likePatterns(u).start, 'terms'],
  ]
  const each = terms.map((term) => {
    const whens = tiers.flatMap(([points, pattern, column]) =>
      term.alternatives.map(
        (units) => sql`WHEN ${alternativeIn(units, pattern, column)} THEN ${sql.raw(String(points))}`,
      ),
    )
    return sql`(CASE ${sql.join(whens, sql` `)} ELSE 0 END)`
  })
  return sql.join(each, sql` + `)
}

/**
 * `all`: entries holding every term; `any`: entries holding at least one, those holding more
 * first (the search widens to them when fewer than ten hold all).
 */
export type Need = 'all' | 'any'

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
  terms: readonly QueryTerm[],
  need: Need,
  options: { limit: number; offset: number; kind?: SearchKind },
): SQL {
  const kind = options.kind ? sql` AND kind = ${options.kind}` : sql``
  const held = need === 'any' ? sql`${matched(terms)}` : sql`0`
  return sql`SELECT id, kind, path, title, snippet, image_id AS image, ${held} AS matched, ${score(terms)} AS score
    FROM search_entries
    WHERE ${matches(locale, terms, need)}${kind}
    ORDER BY matched DESC, score DESC, CASE kind ${kindOrder} ELSE 9 END, "rank", title, id
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
  terms: readonly QueryTerm[],
  need: Need,
  options: { limit: number; offset: number; kind?: SearchKind },
): SQL {
  const kind = options.kind ? sql`WHERE kind = ${options.kind}` : sql``
  const order = sql`matched DESC, score DESC, CASE kind ${kindOrder} ELSE 9 END, "rank", title, id`
  const held = need === 'any' ? sql`${matched(terms)}` : sql`0`
  return sql`WITH m AS (SELECT id, kind, "rank", title, ${held} AS matched, ${score(terms)} AS score FROM search_entries WHERE ${matches(locale, terms, need)})
    SELECT 'hit' AS row_type, h.pos, e.id, e.kind, e.path, e.title, e.snippet, e.image_id AS image, NULL AS n
    FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY ${order}) AS pos FROM m ${kind} ORDER BY ${order} LIMIT ${options.limit} OFFSET ${options.offset}) AS h
    JOIN search_entries e ON e.id = h.id
    UNION ALL
    SELECT 'count', NULL, NULL, kind, NULL, NULL, NULL, NULL, COUNT(*) FROM m GROUP BY kind`
}

/** The texts of a language, the words a misspelt query is compared with: titles and snippets as shown, and the index's terms. */
export function lexiconQuery(locale: Locale): SQL {
  return sql`SELECT title, snippet, terms FROM search_entries WHERE lang = ${locale}`
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
