import { NextResponse, type NextRequest } from 'next/server'

import { LOCALE_COOKIE } from '@/i18n/routing'
import { decide } from '@/lib/localeRedirect'

/**
 * Locale routing for page paths. It reads only the language cookie, only to redirect
 * unprefixed paths; locale-prefixed pages pass through untouched (and stay cacheable).
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl
  const decision = decide(pathname, search, request.cookies.get(LOCALE_COOKIE)?.value)
  // The internal sub-request marker must never be accepted from outside.
  const headers = new Headers(request.headers)
  headers.delete('x-middleware-subrequest')
  switch (decision.kind) {
    case 'redirect':
      return NextResponse.redirect(new URL(decision.location, request.url), decision.permanent ? 308 : 307)
    case 'rewrite':
      return NextResponse.rewrite(new URL(decision.path, request.url), { request: { headers } })
    case 'next':
      return NextResponse.next({ request: { headers } })
  }
}

export const config = {
  // Admin, API, build assets and files (anything with an extension) never pass here.
  matcher: ['/((?!api(?:/|$)|admin(?:/|$)|_next/|_vercel/|.*\\.\\w+$).*)'],
}
