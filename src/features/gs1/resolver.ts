import { env } from '@/env'
import { isLocale, type Locale } from '@/i18n/locales'
import { LOCALE_COOKIE } from '@/i18n/routing'
import { acceptedLocale } from '@/lib/acceptLanguage'
import { findGtin } from '@/lib/cms/catalogue'
import { digitalLinkTargets } from '@/lib/cms/digitalLink'
import { DIGITAL_LINK_PREFIX, gs1LinkTypes, gtin14, linkset, linkTypeUri } from '@/lib/gs1/digitalLink'
import { variantPageHref } from '@/lib/paths'

/**
 * Every answer of the resolver depends on the reader's language and on what it accepts, and is
 * kept by no cache (nginx's included): a cached linkset must never reach a browser, nor one
 * language's redirect another reader.
 */
const VARY = { Vary: 'Accept, Accept-Language, Cookie', 'Cache-Control': 'no-store', 'X-Accel-Expires': '0' }

/** The reader's language: the one they chose on the site, else their browser's, else German. */
function readerLocale(request: Request): Locale {
  const chosen = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1]
  return isLocale(chosen) ? chosen : acceptedLocale(request.headers.get('accept-language'))
}

/** The site's not-found page in the reader's language (the production server puts it in: scripts/server.mjs). */
function notFound(locale: Locale, linksetHref?: string): Response {
  return new Response('<!doctype html><title>404</title>', {
    status: 404,
    headers: {
      ...VARY,
      'Content-Type': 'text/html; charset=utf-8',
      'x-page-locale': locale,
      ...(linksetHref ? { Link: `<${linksetHref}>; rel="linkset"; type="application/linkset+json"` } : {}),
    },
  })
}

/**
 * `GET /01/<GTIN>[?linkType=…]`: GS1 Digital Link. A GTIN-8/12/13/14 with a correct check digit
 * that a published variant carries answers 307 to the target of the link type asked (the variant's
 * page, `gs1:pip`, when none) in the reader's language, else English, else the first there is;
 * `linkType=all` or `Accept: application/linkset+json` answers the RFC 9264 linkset of every
 * target. A GTIN that is none or no variant's, or a link type the variant lacks, gets the
 * not-found page in the reader's language.
 */
export async function resolveDigitalLink(request: Request, raw: string): Promise<Response> {
  const locale = readerLocale(request)
  const key = gtin14(decodeURIComponent(raw))
  const found = key ? await findGtin(key) : null
  if (!key || !found) return notFound(locale)
  const origin = new URL(env.siteUrl).origin
  const anchor = `${origin}${DIGITAL_LINK_PREFIX}/${key}`
  const linksetHref = `${anchor}?linkType=all`
  const linkType = new URL(request.url).searchParams.get('linkType')
  const accept = request.headers.get('accept') ?? ''
  if (linkType === 'all' || (!linkType && /application\/linkset\+json/.test(accept))) {
    const targets = await digitalLinkTargets(found, origin)
    const defaultHref =
      origin + variantPageHref('de', found.slug, { isDefault: found.isDefault, articleNumber: found.article })
    return new Response(JSON.stringify(linkset(anchor, targets, defaultHref)), {
      status: 200,
      headers: {
        ...VARY,
        'Content-Type': 'application/linkset+json; charset=utf-8',
        'Access-Control-Allow-Origin': '*',
        Link: `<${anchor}>; rel="self"`,
      },
    })
  }
  const rel = linkType ? linkTypeUri(linkType, origin) : gs1LinkTypes['gs1:pip']
  if (!rel) return notFound(locale, linksetHref)
  const targets = await digitalLinkTargets(found, origin, rel)
  const target =
    targets.find((t) => t.hreflang === locale) ?? targets.find((t) => t.hreflang === 'en') ?? targets[0] ?? null
  if (!target) return notFound(locale, linksetHref)
  return new Response(null, {
    status: 307,
    headers: {
      ...VARY,
      Location: target.href,
      Link: `<${linksetHref}>; rel="linkset"; type="application/linkset+json"`,
    },
  })
}
