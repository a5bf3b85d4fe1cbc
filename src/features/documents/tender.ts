import { permanentRedirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { isLocale, type Locale } from '@/i18n/locales'
import { listTender, seriesTender, variantTender } from '@/lib/cms/tender'
import { type TenderFormat, tenderHref } from '@/lib/documentPaths'
import { FILE_CSP } from '@/lib/security/headers'
import { type TenderDocument, tenderPlainText } from '@/lib/tender/document'
import { tenderDocx } from '@/lib/tender/docx'
import { gaebX81 } from '@/lib/tender/gaeb'

import { listRequest } from './listRequest'
import { messageResponse, notFoundResponse } from './responses'
import { type DocumentParams, documentTarget } from './target'

const types: Record<TenderFormat, string> = {
  x81: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/** The document in one format, as bytes. */
export async function tenderBytes(doc: TenderDocument, format: TenderFormat): Promise<Uint8Array> {
  if (format === 'docx') return new Uint8Array(await tenderDocx(doc))
  return new Uint8Array(Buffer.from(format === 'x81' ? gaebX81(doc) : tenderPlainText(doc)))
}

/**
 * A tender text as a download. The texts carry the day they were made, so the file is made per
 * request from the cached catalogue; browsers and nginx keep none (`no-store`), and the same text
 * of another day is no stale copy either.
 */
function fileResponse(bytes: Uint8Array, format: TenderFormat, name: string, locale: Locale): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': types[format],
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${name}.${format === 'x81' ? 'X81' : format}"`,
      'Content-Language': locale,
      'Content-Security-Policy': FILE_CSP,
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
      'Cache-Control': 'private, no-store',
      'X-Accel-Expires': '0',
    },
  })
}

/** `GET /<locale>/product/<slug>[/<article>]/tender.(x81|txt|docx)`: a variant's tender text. */
export async function variantTenderAnswer(params: DocumentParams, format: TenderFormat): Promise<Response> {
  const target = documentTarget(params, (locale, slug, article) => tenderHref(locale, slug, article, format))
  if (!target) return notFoundResponse()
  const { locale, slug, article } = target
  const found = await variantTender(slug, article, locale)
  if (!found) return notFoundResponse()
  if (article !== null && found.isDefault) permanentRedirect(tenderHref(locale, slug, null, format))
  return fileResponse(await tenderBytes(found.doc, format), format, found.file, locale)
}

/** `GET /<locale>/series/<slug>/tender.(x81|txt|docx)`: every article of a series. */
export async function seriesTenderAnswer(
  params: { locale: string; slug: string },
  format: TenderFormat,
): Promise<Response> {
  if (!isLocale(params.locale)) return notFoundResponse()
  const found = await seriesTender(decodeURIComponent(params.slug), params.locale)
  if (!found) return notFoundResponse()
  return fileResponse(await tenderBytes(found.doc, format), format, found.file, params.locale)
}

/**
 * `GET /<locale>/list.tender.(x81|txt|docx)?items=SH300301:2,SH100101:1`: a Merkliste as a bill of
 * quantities, a position per article with its quantity. The same limits as the list's PDF.
 */
export async function listTenderAnswer(request: Request, localeParam: string, format: TenderFormat): Promise<Response> {
  if (!isLocale(localeParam)) return notFoundResponse()
  const locale: Locale = localeParam
  const [t, tl] = await Promise.all([
    getTranslations({ locale, namespace: 'tender' }),
    getTranslations({ locale, namespace: 'list' }),
  ])
  const asked = await listRequest(request, locale, tl('exportTooMany'))
  if (asked.refusal) return asked.refusal
  const doc = await listTender(asked.items, locale)
  if (!doc) return messageResponse(400, t('listNone'), locale)
  const day = doc.date.toISOString().slice(0, 10)
  return fileResponse(await tenderBytes(doc, format), format, `list-${day}-tender-${locale}`, locale)
}
