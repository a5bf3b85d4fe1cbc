import { NextResponse, type NextRequest } from 'next/server'
import { getTranslations } from 'next-intl/server'

import { locales } from '@/i18n/locales'
import { acceptedLocale } from '@/lib/acceptLanguage'
import { suggest } from '@/lib/cms/search'
import { MAX_QUERY_LENGTH, readSuggestRequest } from '@/lib/search/request'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }
const RETRY_AFTER_SECONDS = 30

/**
 * `GET /api/search?q=…&locale=de`: up to eight suggestions ({ kind, title, href }) for the
 * header search box, and `didYouMean`: the query with a misspelt word corrected, which the
 * suggestions were found by (null when nothing was corrected). Bad parameters get a 400 with a message in the requested language (or the
 * browser's, when the language itself is the problem).
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const parsed = readSuggestRequest(request.nextUrl.searchParams)
  if (!parsed.ok) {
    const locale = parsed.locale ?? acceptedLocale(request.headers.get('accept-language'))
    const t = await getTranslations({ locale, namespace: 'search.api' })
    const message = t(parsed.error, { max: MAX_QUERY_LENGTH, allowed: locales.join(', ') })
    return NextResponse.json(
      { error: { code: parsed.error, message } },
      { status: 400, headers: { ...noStore, 'Content-Language': locale } },
    )
  }
  try {
    const { suggestions, respelt } = await suggest(parsed.locale, parsed.q)
    return NextResponse.json(
      { query: parsed.q, locale: parsed.locale, suggestions, didYouMean: respelt },
      { headers: noStore },
    )
  } catch (error) {
    // The database does not answer: the box shows no suggestions and the client may ask again.
    console.error('[search] suggestions could not be read:', error instanceof Error ? error.message : error)
    const t = await getTranslations({ locale: parsed.locale, namespace: 'search.api' })
    return NextResponse.json(
      { error: { code: 'unavailable', message: t('unavailable') } },
      {
        status: 503,
        headers: { ...noStore, 'Retry-After': String(RETRY_AFTER_SECONDS), 'Content-Language': parsed.locale },
      },
    )
  }
}
