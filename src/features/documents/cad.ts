import { permanentRedirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { type CadFormat, cadFormats, cadHref } from '@/lib/cad/files'
import { getCadFile } from '@/lib/cms/cad'
import { FILE_CSP } from '@/lib/security/headers'

import { messageResponse, notFoundResponse } from './responses'
import { type DocumentParams, documentTarget } from './target'

/** As the data sheet: kept by the cache until a publish, asked again by browsers (304 while unchanged). */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate'

/**
 * `GET /<locale>/product/<slug>[/<article>]/plan.dxf|model.ifc|solid.stp`: a variant's CAD or BIM
 * file, saved under its article number. A variant that differs from another only in colour or
 * finish has its files at the first such variant's address (a permanent redirect); what is a 404
 * for the page is a 404 here; a file that failed its check is not served (503, logged).
 */
export async function cadAnswer(request: Request, params: DocumentParams, format: CadFormat): Promise<Response> {
  const target = documentTarget(params, (locale, slug, article) => cadHref(locale, slug, article, format))
  if (!target) return notFoundResponse()
  const { locale, slug, article } = target
  const file = await getCadFile(slug, article, locale, format)
  if (file.status === 'none') return notFoundResponse()
  if (file.status === 'elsewhere') permanentRedirect(cadHref(locale, slug, file.article, format))
  if (file.status === 'refused') {
    const t = await getTranslations({ locale, namespace: 'downloads' })
    return messageResponse(503, t('fileUnavailable'), locale)
  }
  const headers = {
    'Cache-Control': CACHE_CONTROL,
    ETag: file.etag,
    'Content-Language': locale,
    'X-Article-Numbers': file.articles.join(', '),
  }
  if (request.headers.get('if-none-match') === file.etag) return new Response(null, { status: 304, headers })
  const bytes = Buffer.from(file.base64, 'base64')
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': cadFormats[format].mime,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Content-Security-Policy': FILE_CSP,
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  })
}
