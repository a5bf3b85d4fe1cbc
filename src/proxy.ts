import { NextResponse, type NextRequest } from 'next/server'

import { LOCALE_COOKIE } from '@/i18n/routing'
import { decide } from '@/lib/localeRedirect'
import { isPreviewPath } from '@/lib/preview'
import { pageCsp, PREVIEW_HEADERS, tileOrigin } from '@/lib/security/headers'
import { NOT_FOUND_LOCATION_HEADER, QUERY_SEGMENT, staticQueryDecision } from '@/lib/staticQuery'

// The map tile server of this deployment, read at start (it may differ from the build's).
const PAGE_CSP = pageCsp(tileOrigin(process.env.MAP_TILE_URL) ?? undefined)
const PREVIEW_CSP = pageCsp(tileOrigin(process.env.MAP_TILE_URL) ?? undefined, 'self')

/** Every page answer carries the pages' Content-Security-Policy (next.config sets the other headers). */
function secured(response: NextResponse): NextResponse {
  response.headers.set('Content-Security-Policy', PAGE_CSP)
  return response
}

/** The language of an unprefixed address, for scripts/server.mjs (which removes it again). */
const PAGE_LOCALE_HEADER = 'x-page-locale'

const NOT_FOUND_PAGE = /^\/[a-z]{2}\/~404\/?$/

function isNotFoundPage(pathname: string): boolean {
  return NOT_FOUND_PAGE.test(pathname)
}

/** A request of the production server itself: it carries the token only that process knows. */
function fromServer(request: NextRequest): boolean {
  const token = process.env.NOT_FOUND_PAGE_TOKEN
  return !!token && request.headers.get('x-not-found-page') === token
}

/**
 * Locale routing for page paths. It reads only the language cookie, only to redirect
 * unprefixed paths; locale-prefixed pages pass through (and stay cacheable), those with a
 * query string to the internal path that caches them (`@/lib/staticQuery`).
 */
export function proxy(request: NextRequest): NextResponse {
  if (isPreviewPath(request.nextUrl.pathname)) return previewAnswer(request)
  return secured(route(request))
}

/** The request's headers as passed on: the internal sub-request marker is never accepted from outside. */
function forwarded(request: NextRequest): Headers {
  const headers = new Headers(request.headers)
  headers.delete('x-middleware-subrequest')
  return headers
}

/**
 * A preview of drafts (`/preview/<locale>/…`) is no locale path: it passes as it is, framed by the
 * admin only, stored by no cache, never indexed. The page checks the session itself.
 */
function previewAnswer(request: NextRequest): NextResponse {
  const response = NextResponse.next({ request: { headers: forwarded(request) } })
  response.headers.set('Content-Security-Policy', PREVIEW_CSP)
  for (const { key, value } of PREVIEW_HEADERS) response.headers.set(key, value)
  return response
}

function route(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl
  const decision = decide(
    pathname,
    search,
    request.cookies.get(LOCALE_COOKIE)?.value,
    request.headers.get('accept-language'),
  )
  const headers = forwarded(request)
  switch (decision.kind) {
    case 'redirect':
      return NextResponse.redirect(new URL(decision.location, request.url), decision.permanent ? 308 : 307)
    case 'rewrite': {
      const response = NextResponse.rewrite(new URL(decision.path, request.url), { request: { headers } })
      // Should the page not exist, the production server answers with the not-found page of this
      // language (scripts/server.mjs), which the address alone does not name.
      response.headers.set(PAGE_LOCALE_HEADER, decision.path.split('/')[1] ?? '')
      return response
    }
    case 'next': {
      // The server-rendered not-found page is for the production server's own request only
      // (scripts/server.mjs); anyone else asking for it gets the not-found answer.
      if (isNotFoundPage(pathname) && !fromServer(request)) {
        return NextResponse.rewrite(new URL(`${pathname}/${QUERY_SEGMENT}`, request.url), { request: { headers } })
      }
      // A page whose state is in the query is served from its cached internal path.
      const query = staticQueryDecision(pathname, request.nextUrl.searchParams)
      if (query.kind === 'plain') return NextResponse.next({ request: { headers } })
      if (query.kind === 'redirect') return NextResponse.redirect(new URL(query.location, request.url), 308)
      const response =
        query.kind === 'uncached'
          ? NextResponse.next({ request: { headers } })
          : NextResponse.rewrite(new URL(query.path, request.url), { request: { headers } })
      // Per-request answers are kept by no cache in front of the app either (nginx's micro-cache).
      if (query.kind === 'uncached' || query.kind === 'perRequest') response.headers.set('X-Accel-Expires', '0')
      // A link naming a product, variant or series the catalogue does not publish leads to the
      // page without it (scripts/server.mjs, on the page's not-found answer).
      if (query.kind === 'rewrite' && query.withoutLinks)
        response.headers.set(NOT_FOUND_LOCATION_HEADER, query.withoutLinks)
      return response
    }
  }
}

export const config = {
  // Admin, API, build assets, GS1 Digital Links (`/01/<GTIN>`, src/app/01) and the site's files
  // (robots.txt, sitemaps, the icon, the documents beside pages) never pass here. Every other path does, dotted or not (`/de/home.x`,
  // `/de/product/~q/view%3Dzz.x`): it is a page or the not-found page, with the pages' CSP.
  matcher: [
    '/((?!api(?:/|$)|admin(?:/|$)|01/|_next/|_vercel/|robots\\.txt$|sitemap\\.xml$|sitemaps/|icon\\.svg$|favicon\\.ico$|[a-z]{2}/list\\.pdf$|[a-z]{2}/product/[^/]+/(?:[^/]+/)?(?:datasheet\\.pdf|manual\\.pdf|plan\\.dxf|model\\.ifc|solid\\.stp|tender\\.(?:x81|txt|docx))$|[a-z]{2}/series/[^/]+/tender\\.(?:x81|txt|docx)$).*)',
  ],
}
