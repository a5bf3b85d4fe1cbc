import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withSignInThrottle } from '@/features/signIn/route'

export const GET = REST_GET(config)
// The staff sign-in and password reset pass their throttle first (src/features/signIn/throttle.ts).
export const POST = withSignInThrottle(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
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
