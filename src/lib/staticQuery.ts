import { isLocale } from '@/i18n/locales'
import { normalizeArticle } from '@/lib/catalogue/articles'
import { finderParams } from '@/lib/catalogue/facets'
import { routes } from '@/lib/routes'

/**
 * Pages whose state is in the query string (`/de/product?category=basins&page=2`) are still
 * rendered once and then served from the cache: the proxy rewrites such a request to an
 * internal path that carries the query as one path segment (`/de/product/~q/<query>`), which
 * Next caches like any other page. Only the parameters the page reads are kept, in a fixed
 * order, so `?utm_source=…` or a reordered query share one cached page.
 */
export const QUERY_SEGMENT = '~q'

/**
 * The product finder's answers (`/de/product?colour=black&fit=900x800`) are rendered per request
 * at this internal path below the product centre, never cached: their combinations have no end.
 */
export const FINDER_SEGMENT = '~f'

/** The parameters each query page reads, in their canonical order. */
export const queryPages: Record<string, readonly string[]> = {
  [routes.product]: ['category', 'sub', 'title', 'view', 'page'],
  [routes.news]: ['page'],
  [routes.teamwork]: ['type', 'job', 'product', 'article', 'series'],
}

/**
 * Parameters that name a document (a product, a variant, a series) only the CMS knows: where the
 * page finds none, it answers not-found (which no cache keeps), and the production server leads
 * the visitor to the address without them (`x-not-found-location`, scripts/server.mjs).
 */
export const linkParams: Record<string, readonly string[]> = {
  [routes.teamwork]: ['product', 'article', 'series'],
}

/** Where a page request goes when its page answers not-found: the canonical address without the link parameters. */
export const NOT_FOUND_LOCATION_HEADER = 'x-not-found-location'

/**
 * Values the proxy can judge without the CMS, in their canonical form; null drops the parameter
 * (an article number in the wrong form never becomes a page of its own).
 */
const valueRules: Record<string, (value: string) => string | null> = {
  article: normalizeArticle,
}

/**
 * Pages rendered per request from a query that is the visitor's own (a comparison's items, a
 * Merkliste and its PDF): they pass as they are, and no cache in front of the app keeps them.
 */
export const uncachedRoutes: readonly string[] = [routes.compare, routes.list, `${routes.list}.pdf`]

/** Longer queries than this are not a state of any page: they get the 404 page. */
export const MAX_QUERY_LENGTH = 600

export type QueryDecision =
  | { kind: 'plain' }
  | { kind: 'uncached' }
  | {
      kind: 'rewrite'
      path: string
      /** the canonical address without the parameters only the CMS can judge, when the query holds any */
      withoutLinks?: string
    }
  | { kind: 'perRequest'; path: string }
  | { kind: 'notFound'; path: string }

/** The kept parameters of a query, canonically ordered and encoded (`category=basins&page=2`), or ''. */
export function canonicalQuery(keys: readonly string[], search: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const key of keys)
    for (const given of search.getAll(key)) {
      const value = valueRules[key] ? valueRules[key](given) : given
      if (value) kept.append(key, value)
    }
  return kept.toString()
}

/**
 * Where the proxy sends a locale-prefixed page request: `plain` leaves it alone (`uncached`
 * too, telling nginx to keep nothing); `perRequest` renders the finder's answer; `rewrite`
 * serves a query page from its cached internal path; `notFound` is for a direct request of an
 * internal path, or a query too long to be a page's state.
 */
export function staticQueryDecision(pathname: string, search: URLSearchParams): QueryDecision {
  const [, locale = '', ...rest] = pathname.split('/')
  if (!isLocale(locale)) return { kind: 'plain' }
  const notFound: QueryDecision = { kind: 'notFound', path: `/${locale}/${QUERY_SEGMENT}` }
  if (rest.includes(QUERY_SEGMENT) || rest.includes(FINDER_SEGMENT)) return notFound
  const route = `/${rest.join('/')}`
  if (uncachedRoutes.includes(route)) return { kind: 'uncached' }
  if (route === routes.product && finderParams.some((key) => (search.get(key) ?? '') !== '')) {
    const query = search.toString()
    if (query.length > MAX_QUERY_LENGTH) return notFound
    return { kind: 'perRequest', path: `${pathname}/${FINDER_SEGMENT}?${query}` }
  }
  const keys = queryPages[route]
  if (!keys) return { kind: 'plain' }
  const query = canonicalQuery(keys, search)
  if (query === '') return { kind: 'plain' }
  if (query.length > MAX_QUERY_LENGTH) return notFound
  const path = `${pathname}/${QUERY_SEGMENT}/${encodeURIComponent(query)}`
  const links = linkParams[route] ?? []
  if (!links.some((key) => search.has(key))) return { kind: 'rewrite', path }
  const kept = canonicalQuery(
    keys.filter((key) => !links.includes(key)),
    search,
  )
  return { kind: 'rewrite', path, withoutLinks: kept ? `${pathname}?${kept}` : pathname }
}

/** The page's search parameters back from the internal path's segment (as Next would give them). */
export function readQuerySegment(segment: string): Record<string, string | string[]> {
  // Next may hand the segment over decoded or not: the canonical form always holds a `=`.
  let query = segment
  if (!query.includes('=')) {
    try {
      query = decodeURIComponent(query)
    } catch {
      return {}
    }
  }
  const out: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(query)) {
    const seen = out[key]
    out[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value]
  }
  return out
}
