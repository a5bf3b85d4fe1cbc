import type { Locale } from '@/i18n/locales'
import { indexTerms } from '@/lib/search/normalize'
import type { SearchKind } from '@/lib/vocabularies'

type Id = number | string

/** What a source says about one document (or page) in one language. */
export type EntryInput = {
  /** `<source>:<id>`, the same in every language, so all of a document's entries go together */
  ref: string
  lang: Locale
  kind: SearchKind
  /** full href with the locale prefix */
  path: string
  title: string
  /** the text shown under the title, facts resolved */
  snippet?: string | null
  /** further searchable texts (categories, specs, sections ...) */
  body?: readonly (string | null | undefined)[]
  /** order among entries of equal relevance (lower first) */
  rank?: number
  image?: Id | null
}

/** One row of the `search-entries` collection. */
export type EntryRow = {
  ref: string
  lang: Locale
  kind: SearchKind
  path: string
  title: string
  snippet: string | null
  titleTerms: string
  terms: string
  rank: number
  image: Id | null
}

/** Longer snippets are cut: the results page shows a passage of about 220 characters. */
export const SNIPPET_MAX = 600

function cut(text: string | null | undefined): string | null {
  const clean = text?.replace(/\s+/g, ' ').trim()
  if (!clean) return null
  return clean.length > SNIPPET_MAX ? `${clean.slice(0, SNIPPET_MAX - 1).trimEnd()}…` : clean
}

export function toRow(entry: EntryInput): EntryRow {
  return {
    ref: entry.ref,
    lang: entry.lang,
    kind: entry.kind,
    path: entry.path,
    title: entry.title.trim(),
    snippet: cut(entry.snippet),
    titleTerms: indexTerms(entry.title),
    terms: indexTerms(entry.title, entry.snippet, ...(entry.body ?? [])),
    rank: Number.isFinite(entry.rank) ? (entry.rank as number) : 0,
    image: entry.image ?? null,
  }
}

export const refOf = (source: string, id: Id): string => `${source}:${id}`

/** The id of a relation, populated or not. */
export function idOf(value: Id | { id: Id } | null | undefined): Id | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}
