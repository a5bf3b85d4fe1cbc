import { fail, languageOf } from '@/features/publicApi/request'
import { matches } from '@/features/publicApi/respond'
import { localeNames } from '@/i18n/locales'
import { declarationFile } from '@/lib/cms/declarations'
import { isDopLocale } from '@/lib/dop/declaration'
import { hrefFor } from '@/lib/paths'

/**
 * `GET /api/dop/<number>/<lang>.pdf`: a declaration of performance as it was issued, byte for
 * byte (its SHA-256 checked against the one noted at publication, and its ETag). It never
 * changes, so it may be kept for a year. A number or language never issued answers 404, a file
 * that is gone or altered 503, both in the file's language.
 */
export async function dopAnswer(request: Request, number: string, file: string): Promise<Response> {
  const lang = /^([a-z]{2})\.pdf$/.exec(file)?.[1]
  const locale = lang && isDopLocale(lang) ? lang : languageOf(request)
  const index = new URL(hrefFor(locale, 'dop'), request.url).href
  if (!lang || !isDopLocale(lang))
    return fail(locale, 404, 'not_found', 'noDeclaration', { number, language: file, index })
  const found = await declarationFile(number, lang)
  if (found.state === 'missing')
    return fail(locale, 404, 'not_found', 'noDeclaration', { number, language: localeNames[lang], index })
  if (found.state === 'damaged') {
    const answer = await fail(locale, 503, 'unavailable', 'declarationDamaged', { number: found.number })
    answer.headers.set('Retry-After', '3600')
    return answer
  }
  const headers: Record<string, string> = {
    ETag: `"${found.sha256}"`,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  }
  if (matches(request.headers.get('if-none-match'), headers.ETag!)) return new Response(null, { status: 304, headers })
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(found.body), {
    status: 200,
    headers: {
      ...headers,
      'Content-Type': 'application/pdf',
      'Content-Length': String(found.body.length),
      'Content-Disposition': `inline; filename="${found.number}-${lang}.pdf"`,
      'Last-Modified': new Date(found.date).toUTCString(),
    },
  })
}
