import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withSignInThrottle } from '@/features/signIn/route'
import { malformedId, malformedIdResponse } from '@/lib/api/documentIds'
import { fileFromAddress } from '@/lib/api/uploadSource'

type Handler = ReturnType<typeof REST_GET>

/**
 * A request whose document id no document can have (`/api/products/abc`) is answered 404 here,
 * before Payload hands it to the database (where it became `NaN` and a 500); a media document
 * from an address (`url` + `filename`, no file) is refused before Payload fetches it.
 */
function checkedIds(handler: Handler): Handler {
  return async (request, args) => {
    const collections = (await config).collections
    if (malformedId(collections, request.method, new URL(request.url).pathname) !== null)
      return malformedIdResponse(request.headers)
    const fromAddress = await fileFromAddress(
      request,
      collections.filter((c) => c.upload).map((c) => c.slug),
    )
    if (fromAddress) return fromAddress
    return handler(request, args)
  }
}

export const GET = checkedIds(REST_GET(config))
// The staff sign-in and password reset pass their throttle first (src/features/signIn/throttle.ts).
export const POST = checkedIds(withSignInThrottle(REST_POST(config)))
export const DELETE = checkedIds(REST_DELETE(config))
export const PATCH = checkedIds(REST_PATCH(config))
export const PUT = checkedIds(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)

/**
 * HEAD answers as GET would, without the body (Payload has no HEAD endpoints, so link checkers
 * and caches asking for a picture's size or type would get a 404).
 */
export async function HEAD(request: Request, args: Parameters<typeof GET>[1]): Promise<Response> {
  const response = await GET(new Request(request.url, { method: 'GET', headers: request.headers }), args)
  await response.body?.cancel()
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
}
