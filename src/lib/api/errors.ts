import type { Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import { fill } from '@/lib/template'

/**
 * The one error shape of the public API:
 * `{ "error": { "code", "message", "fields"?: { "<field>": "<localized message>" } } }`.
 */
export type ApiErrorBody = {
  error: { code: ApiErrorCode; message: string; fields?: Record<string, string> }
}

export const apiErrorCodes = [
  'bad_json',
  'unsupported_media_type',
  'too_large',
  'invalid',
  'bad_language',
  'method_not_allowed',
  'rate_limited',
  'unavailable',
  'challenge_failed',
  'not_found',
] as const

export type ApiErrorCode = (typeof apiErrorCodes)[number]

/** Keys of the `api` namespace in messages/<locale>.json. */
export type ApiMessageKey =
  | 'badJson'
  | 'range'
  | 'fitFormat'
  | 'fitTooSmall'
  | 'fitTooLarge'
  | 'contentType'
  | 'tooLarge'
  | 'invalid'
  | 'method'
  | 'rateLimited'
  | 'unavailable'
  | 'challenge'
  | 'badLanguage'
  | 'invalidParameters'
  | 'wholeNumber'
  | 'oneOf'
  | 'noPath'
  | 'noCategory'
  | 'noRootCategory'
  | 'noArticleCategory'
  | 'noArticle'
  | 'noFeed'
  | 'feedPending'
  | 'noVariant'
  | 'gtinFormat'
  | 'sinceFormat'
  | 'noDeclaration'
  | 'declarationDamaged'
  | 'noShowroom'

type ApiMessages = Record<ApiMessageKey, string>

export async function apiMessages(locale: Locale): Promise<ApiMessages> {
  return (await loadMessages(locale)).api as ApiMessages
}

export const noStore = { 'Cache-Control': 'no-store' } as const

export type ErrorOptions = {
  status: number
  code: ApiErrorCode
  message: string
  fields?: Record<string, string>
  locale: Locale
  headers?: Record<string, string>
}

export function errorResponse({ status, code, message, fields, locale, headers }: ErrorOptions): Response {
  const body: ApiErrorBody = { error: fields ? { code, message, fields } : { code, message } }
  return Response.json(body, { status, headers: { ...noStore, 'Content-Language': locale, ...headers } })
}

/** 405 with `Allow`, for every method a path does not serve. */
export async function methodNotAllowed(locale: Locale, allowed: readonly string[]): Promise<Response> {
  const m = await apiMessages(locale)
  return errorResponse({
    status: 405,
    code: 'method_not_allowed',
    message: fill(m.method, { allowed: allowed.join(', ') }),
    locale,
    headers: { Allow: allowed.join(', ') },
  })
}
