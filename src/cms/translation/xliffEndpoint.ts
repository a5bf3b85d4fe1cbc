import type { Endpoint, PayloadRequest } from 'payload'

import { canEditContent } from '@/cms/access/roles'
import { inAdminLanguage, type AdminText } from '@/cms/labels'
import { isLocale, localeNames } from '@/i18n/locales'

import { languagesOf } from './overview'
import { exportXliff, importXliff, XliffImportError } from './xliff'
import { xliffLabels as X } from './xliffLabels'

/** The largest file taken back (a whole catalogue in one language is a few MB). */
const MOST_MB = 20

const refuse = (req: PayloadRequest, status: number, text: AdminText, values = {}, reason?: string) =>
  Response.json(
    { errors: [{ message: inAdminLanguage(text, req, values) }], ...(reason ? { reason } : {}) },
    { status },
  )

/**
 * `GET /api/translation/xliff?language=it&version=1.2|2.0&scope=open|all[&kind=products][&doc=products/42]`:
 * the XLIFF file of what the board lists for that language (or every text of the chosen
 * documents), as a download.
 */
export const xliffExportEndpoint: Endpoint = {
  path: '/translation/xliff',
  method: 'get',
  handler: async (req) => {
    if (!req.user || !canEditContent({ req })) return refuse(req, 403, X.errors.notAllowed)
    const query = new URL(req.url ?? 'http://x/', 'http://x').searchParams
    const locale = query.get('language') ?? ''
    const own = languagesOf(req.user)
    if (!isLocale(locale) || !own.includes(locale))
      return refuse(req, 400, X.errors.exportLanguage, { languages: own.map((l) => localeNames[l]).join(', ') })
    const version = query.get('version') ?? '1.2'
    if (version !== '1.2' && version !== '2.0') return refuse(req, 400, X.errors.exportVersion)
    const documents = query.getAll('doc').filter(Boolean)
    const scope = query.get('scope') === 'all' ? 'all' : 'open'
    const { text, units } = await exportXliff(req.payload, req.user, {
      locale,
      version,
      scope,
      kind: query.get('kind') || undefined,
      documents: documents.length ? documents : undefined,
      language: req.i18n?.language ?? 'de',
    })
    if (units === 0) return refuse(req, 404, X.errors.nothing, { language: localeNames[locale] })
    const day = new Date().toISOString().slice(0, 10)
    const name = `sanhaus-de-${locale}-${day}-xliff${version.replace('.', '')}.xlf`
    return new Response(text, {
      headers: {
        'Content-Type': 'application/xliff+xml; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'no-store',
        'X-Units': String(units),
      },
    })
  },
}

/** The uploaded file's text: a form's `file`, or the request's body itself (XML). */
async function fileText(req: PayloadRequest): Promise<string | null> {
  const type = req.headers.get('content-type') ?? ''
  if (type.includes('multipart/form-data') && req.formData) {
    const form = await req.formData()
    const file = form.get('file')
    if (file && typeof file !== 'string') {
      if (file.size > MOST_MB * 1024 * 1024) return null
      return new TextDecoder().decode(await file.arrayBuffer())
    }
    return typeof file === 'string' ? file : ''
  }
  const text = req.text ? await req.text() : ''
  return text.length > MOST_MB * 1024 * 1024 ? null : text
}

/**
 * `POST /api/translation/xliff` with the translated file (a form's `file`, or the XML as the body):
 * the units applied as drafts and those not applied with the reason, in the admin's language;
 * a file refused as a whole answers 400 with the reason.
 */
export const xliffImportEndpoint: Endpoint = {
  path: '/translation/xliff',
  method: 'post',
  handler: async (req) => {
    if (!req.user || !canEditContent({ req })) return refuse(req, 403, X.errors.notAllowed)
    const text = await fileText(req)
    if (text === null) return refuse(req, 413, X.errors.tooLarge, { size: MOST_MB })
    try {
      const result = await importXliff(req.payload, req, text)
      return Response.json({
        ...result,
        message: inAdminLanguage(X.applied, req, {
          count: result.applied.length,
          language: localeNames[result.locale],
        }),
        refused: result.refused.map((unit) => ({
          ...unit,
          message: inAdminLanguage(X.reasons[unit.reason], req, { detail: unit.detail ?? '' }),
        })),
      })
    } catch (error) {
      if (!(error instanceof XliffImportError)) throw error
      const values = { ...error.values }
      if (error.values.language && isLocale(error.values.language)) values.language = localeNames[error.values.language]
      return refuse(req, error.reason === 'notYourLanguage' ? 403 : 400, X.errors[error.reason], values, error.reason)
    }
  },
}
