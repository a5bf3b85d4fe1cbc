import { env } from '@/env'
import { openApiDocument } from '@/features/publicApi/openapi'
import { okJson } from '@/features/publicApi/respond'
import { apiRoute } from '@/features/publicApi/route'

export const dynamic = 'force-dynamic'

let document: Record<string, unknown> | null = null

/** `GET /api/openapi.json`: the OpenAPI 3.1 document of the public API, built from the handlers' schemas. */
export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(async (request) => {
  document ??= openApiDocument(env.siteUrl)
  return okJson(request, document, null)
})
