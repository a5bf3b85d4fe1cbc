import crypto from 'node:crypto'

import { env } from '@/env'
import type { Locale } from '@/i18n/locales'

/**
 * Clients may keep an answer but must ask again before using it; the ETag makes that question
 * cheap (304 without a body), and an editor's publish is visible at the next request.
 */
export const CACHE_CONTROL = 'public, max-age=0, must-revalidate'

function etagOf(body: string): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/** Whether `If-None-Match` names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === bare
  })
}

/** A 200 JSON answer with ETag and Cache-Control, or a 304 when the client's copy is current. */
export function okJson(request: Request, value: unknown, locale: Locale | null): Response {
  const body = JSON.stringify(value)
  const etag = etagOf(body)
  const headers: Record<string, string> = { ETag: etag, 'Cache-Control': CACHE_CONTROL }
  if (locale) headers['Content-Language'] = locale
  if (matches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
  return new Response(body, { status: 200, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
}

/** The site's own origin and the configured partner origins (`API_CORS_ORIGINS`). */
export function allowedOrigin(origin: string | null): boolean {
  if (!origin) return false
  return origin === new URL(env.siteUrl).origin || env.corsOrigins.includes(origin)
}

const EXPOSED = 'ETag, Retry-After, Content-Language'

/** Adds the CORS headers an allowed origin needs to read the answer; others get none. */
export function withCors(request: Request, response: Response): Response {
  const origin = request.headers.get('origin')
  const headers = new Headers(response.headers)
  headers.append('Vary', 'Origin')
  if (allowedOrigin(origin)) {
    headers.set('Access-Control-Allow-Origin', origin as string)
    headers.set('Access-Control-Expose-Headers', EXPOSED)
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** The answer to a CORS preflight: the path's methods for an allowed origin, nothing for others. */
export function preflight(request: Request, methods: readonly string[]): Response {
  const allow = [...methods, 'OPTIONS'].join(', ')
  const headers = new Headers({ Allow: allow, 'Cache-Control': 'no-store' })
  const origin = request.headers.get('origin')
  if (allowedOrigin(origin)) {
    headers.set('Access-Control-Allow-Origin', origin as string)
    headers.set('Access-Control-Allow-Methods', allow)
    headers.set('Access-Control-Allow-Headers', 'Content-Type, Idempotency-Key, If-None-Match')
    headers.set('Access-Control-Max-Age', '600')
  }
  headers.append('Vary', 'Origin')
  return new Response(null, { status: 204, headers })
}
