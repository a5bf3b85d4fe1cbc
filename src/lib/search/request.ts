import { z } from 'zod'

import { parseLocale, type Locale } from '@/i18n/locales'
import { searchKinds, type SearchKind } from '@/lib/vocabularies'

/** The longest query the search takes. */
export const MAX_QUERY_LENGTH = 100
/** Results per page of the search page. */
export const PAGE_SIZE = 10
/** The last page a visitor can page to (100 results are plenty to refine a query). */
export const MAX_PAGE = 10

type Raw = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)

const pageSchema = z.coerce.number().int().min(1).max(MAX_PAGE).catch(1)
const kindSchema = z.enum(searchKinds).nullable().catch(null)

export type SearchPageParams = {
  /** the query as typed (trimmed) */
  q: string
  /** over `MAX_QUERY_LENGTH`: the page asks for a shorter one instead of searching */
  tooLong: boolean
  page: number
  kind: SearchKind | null
}

/** The search page's URL parameters; anything malformed falls back to its default, never an error page. */
export function readSearchPageParams(raw: Raw): SearchPageParams {
  const q = (first(raw.q) ?? '').trim()
  return {
    q,
    tooLong: q.length > MAX_QUERY_LENGTH,
    page: pageSchema.parse(first(raw.page)),
    kind: kindSchema.parse(first(raw.kind) ?? null),
  }
}

export type SuggestError = 'missingQuery' | 'queryTooLong' | 'unknownLocale'

export type SuggestRequest =
  { ok: true; q: string; locale: Locale } | { ok: false; error: SuggestError; locale: Locale | null }

const querySchema = z.string().trim().min(1).max(MAX_QUERY_LENGTH)

/**
 * The suggestion API's parameters: `q` (1 to 100 characters) and `locale` (a code such as `de`
 * or the spec's index `0`-`5`).
 */
export function readSuggestRequest(params: URLSearchParams): SuggestRequest {
  const locale = parseLocale(params.get('locale'))
  if (!locale) return { ok: false, error: 'unknownLocale', locale: null }
  const q = querySchema.safeParse(params.get('q') ?? '')
  if (!q.success)
    return { ok: false, error: q.error.issues[0]?.code === 'too_big' ? 'queryTooLong' : 'missingQuery', locale }
  return { ok: true, q: q.data, locale }
}
