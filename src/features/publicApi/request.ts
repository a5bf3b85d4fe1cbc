import { defaultLocale, locales, parseLocale, type Locale } from '@/i18n/locales'
import { apiMessages, errorResponse, type ApiMessageKey } from '@/lib/api/errors'
import { fill } from '@/lib/template'

import { DEFAULT_LIMIT, layouts, MAX_LIMIT, MAX_PAGE, type Layout } from './schemas'

/** Largest id a path may carry (ids are 32-bit in both databases). */
export const MAX_ID = 2_147_483_647

export type ApiQuery = { locale: Locale; page: number; limit: number; layout: Layout }

/** A parsed request, or the error answer to give instead. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Promise<Response> }

const WHOLE = /^\d{1,10}$/

function wholeNumber(raw: string | null, min: number, max: number): number | null | undefined {
  if (raw === null) return undefined
  const v = raw.trim()
  if (!WHOLE.test(v)) return null
  const n = Number(v)
  return n >= min && n <= max ? n : null
}

/** The language of the messages: `lang` when it names one, German otherwise. */
export function languageOf(request: Request): Locale {
  return parseLocale(new URL(request.url).searchParams.get('lang')) ?? defaultLocale
}

/** An error answer in the request's language, with a message from the `api` namespace. */
export async function fail(
  locale: Locale,
  status: number,
  code: Parameters<typeof errorResponse>[0]['code'],
  key: ApiMessageKey,
  values: Record<string, string | number> = {},
  fields?: Record<string, string>,
): Promise<Response> {
  const m = await apiMessages(locale)
  return errorResponse({ status, code, message: fill(m[key], values), locale, fields })
}

/**
 * Reads `lang` (the spec's index 0-5 or a code), `page`, `limit` and `layout`. Unknown
 * parameters are ignored; a known one with a bad value is a 400 naming it.
 */
export async function readQuery(request: Request): Promise<Parsed<ApiQuery>> {
  const params = new URL(request.url).searchParams
  const rawLang = params.get('lang')
  const chosen = parseLocale(rawLang)
  const locale = chosen ?? defaultLocale
  if (rawLang !== null && !chosen) {
    return {
      ok: false,
      response: fail(locale, 400, 'bad_language', 'badLanguage', { allowed: `0-5, ${locales.join(', ')}` }),
    }
  }
  const m = await apiMessages(locale)
  const fields: Record<string, string> = {}
  const page = wholeNumber(params.get('page'), 1, MAX_PAGE)
  if (page === null) fields.page = fill(m.wholeNumber, { min: 1, max: MAX_PAGE })
  const limit = wholeNumber(params.get('limit'), 1, MAX_LIMIT)
  if (limit === null) fields.limit = fill(m.wholeNumber, { min: 1, max: MAX_LIMIT })
  const rawLayout = params.get('layout')
  const layout = rawLayout === null ? 'sidebar' : layouts.find((l) => l === rawLayout.trim().toLowerCase())
  if (!layout) fields.layout = fill(m.oneOf, { allowed: layouts.join(', ') })
  if (Object.keys(fields).length > 0) {
    return {
      ok: false,
      response: Promise.resolve(
        errorResponse({ status: 400, code: 'invalid', message: m.invalidParameters, locale, fields }),
      ),
    }
  }
  return { ok: true, value: { locale, page: page ?? 1, limit: limit ?? DEFAULT_LIMIT, layout: layout ?? 'sidebar' } }
}

/** A path id: a positive whole number. */
export async function readId(locale: Locale, raw: string | undefined): Promise<Parsed<number>> {
  const id = wholeNumber(raw ?? '', 1, MAX_ID)
  if (typeof id === 'number') return { ok: true, value: id }
  const m = await apiMessages(locale)
  return {
    ok: false,
    response: Promise.resolve(
      errorResponse({
        status: 400,
        code: 'invalid',
        message: m.invalidParameters,
        locale,
        fields: { id: fill(m.wholeNumber, { min: 1, max: MAX_ID }) },
      }),
    ),
  }
}

/** The slice of a list one page shows, with the envelope of list answers. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  limit: number,
): { data: T[]; page: number; limit: number; total: number } {
  return { data: items.slice((page - 1) * limit, page * limit), page, limit, total: items.length }
}

/**
 * The items `page` and `limit` ask for, read in blocks of `MAX_LIMIT` (at most two per request):
 * the data cache holds one entry per block of a list, whatever pages and limits are asked, and a
 * range past the end reads nothing.
 */
export async function sliceOfBlocks<T>(
  total: number,
  page: number,
  limit: number,
  readBlock: (block: number, size: number) => Promise<T[]>,
): Promise<T[]> {
  const start = (page - 1) * limit
  const end = Math.min(total, page * limit)
  if (start >= end) return []
  const first = Math.floor(start / MAX_LIMIT) + 1
  const last = Math.floor((end - 1) / MAX_LIMIT) + 1
  const blocks = await Promise.all(Array.from({ length: last - first + 1 }, (_, i) => readBlock(first + i, MAX_LIMIT)))
  const offset = start - (first - 1) * MAX_LIMIT
  return blocks.flat().slice(offset, offset + (end - start))
}
