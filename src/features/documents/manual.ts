import { permanentRedirect } from 'next/navigation'

import { getManual } from '@/lib/cms/manual'
import { manualHref } from '@/lib/documentPaths'

import { notFoundResponse, pdfResponse } from './responses'
import { type DocumentParams, documentTarget } from './target'

/** As the data sheet: kept by the cache until a publish, asked again by browsers (304 while unchanged). */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate'

/**
 * `GET /<locale>/product/<slug>[/<article>]/manual.pdf`: a variant's installation manual in the
 * address's language. Variants that differ only in colour or finish share one (a permanent
 * redirect to the first of them); what is a 404 for the page is a 404 here.
 */
export async function manualAnswer(request: Request, params: DocumentParams): Promise<Response> {
  const target = documentTarget(params, manualHref)
  if (!target) return notFoundResponse()
  const { locale, slug, article } = target
  const manual = await getManual(slug, article, locale)
  if (manual.status === 'none') return notFoundResponse()
  if (manual.status === 'elsewhere') permanentRedirect(manualHref(locale, slug, manual.article))
  const headers = { 'Cache-Control': CACHE_CONTROL, ETag: manual.etag, 'Content-Language': locale }
  if (request.headers.get('if-none-match') === manual.etag) return new Response(null, { status: 304, headers })
  return pdfResponse(Buffer.from(manual.base64, 'base64'), manual.filename, headers)
}
