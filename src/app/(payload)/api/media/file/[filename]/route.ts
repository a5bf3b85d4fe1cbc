import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'

import { attachmentHeaders } from '@/lib/downloads/attachment'

const payloadGet = REST_GET(config)

type Context = { params: Promise<{ filename: string }> }

/**
 * A media file as Payload serves it (its access rules, the disk or the bucket), with CAD and BIM
 * files sent as attachments of their own type: browsers download them instead of showing text
 * (DXF, IFC, STEP) or guessing. Pictures and PDFs keep Payload's answer.
 */
async function serve(request: Request, { params }: Context): Promise<Response> {
  const { filename } = await params
  const response = await payloadGet(request, { params: Promise.resolve({ slug: ['media', 'file', filename] }) })
  const extra = response.ok ? attachmentHeaders(filename) : null
  if (!extra) return response
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(extra)) headers.set(name, value)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

export const GET = serve

/** HEAD answers as GET would, without the body (as Payload's catch-all route does). */
export async function HEAD(request: Request, context: Context): Promise<Response> {
  const response = await serve(new Request(request.url, { method: 'GET', headers: request.headers }), context)
  await response.body?.cancel()
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
}
