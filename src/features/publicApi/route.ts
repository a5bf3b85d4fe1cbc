import { methodNotAllowed } from '@/lib/api/errors'

import { fail, languageOf } from './request'
import { preflight, withCors } from './respond'

/** A GET handler of the public API; `path` holds the segments a catch-all route received. */
export type ApiHandler = (request: Request, path: string[]) => Promise<Response>

type Context = { params?: Promise<Record<string, string | string[] | undefined>> }

const RETRY_SECONDS = 30

/**
 * The route exports of one public API path: GET (Next answers HEAD from it), a CORS
 * preflight, and 405 with `Allow` for every other method. A failure of the data source is a
 * 503 with `Retry-After` in the error shape, never an HTML error page.
 */
export function apiRoute(handler: ApiHandler) {
  const GET = async (request: Request, context: Context): Promise<Response> => {
    // Routes without a dynamic segment get no params.
    const params = (await context?.params) ?? {}
    const raw = Object.values(params)[0]
    const path = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]
    try {
      return withCors(request, await handler(request, path))
    } catch (error) {
      console.error(`[api] ${new URL(request.url).pathname} failed:`, error instanceof Error ? error.message : error)
      const response = await fail(languageOf(request), 503, 'unavailable', 'unavailable', { seconds: RETRY_SECONDS })
      response.headers.set('Retry-After', String(RETRY_SECONDS))
      return withCors(request, response)
    }
  }
  const refuse = async (request: Request): Promise<Response> =>
    withCors(request, await methodNotAllowed(languageOf(request), ['GET', 'HEAD']))
  const OPTIONS = async (request: Request): Promise<Response> => preflight(request, ['GET', 'HEAD'])
  return { GET, OPTIONS, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse }
}
