import { permanentRedirect } from 'next/navigation'

import { getDatasheet } from '@/lib/cms/datasheet'
import { datasheetHref } from '@/lib/documentPaths'

import { notFoundResponse, pdfResponse } from './responses'
import { type DocumentParams, documentTarget } from './target'

/**
 * Pages are rendered once and then served from the cache until a publish expires them; browsers
 * ask again each time (a page has no max-age either) and get a 304 while the sheet is unchanged.
 */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate'

/**
 * `GET /<locale>/product/<slug>[/<article>]/datasheet.pdf`: a variant's data sheet, as its page
 * (the default variant at the product's own address). What is a 404 for the page is a 404 here;
 * a number in lower case or the default's own number lead to the sheet's one address, as for pages.
 */
export async function datasheetAnswer(request: Request, params: DocumentParams): Promise<Response> {
  const target = documentTarget(params, datasheetHref)
  if (!target) return notFoundResponse()
  const { locale, slug, article } = target
  const sheet = await getDatasheet(slug, article, locale)
  if (!sheet) return notFoundResponse()
  if (article !== null && sheet.isDefault) permanentRedirect(datasheetHref(locale, slug, null))
  const headers = { 'Cache-Control': CACHE_CONTROL, ETag: sheet.etag, 'Content-Language': locale }
  if (request.headers.get('if-none-match') === sheet.etag) return new Response(null, { status: 304, headers })
  return pdfResponse(Buffer.from(sheet.base64, 'base64'), sheet.filename, headers)
}
