import { isLocale } from '@/i18n/locales'
import { normalizeArticle } from '@/lib/catalogue/articles'
import { finderParams } from '@/lib/catalogue/facets'
import { tenderFormats } from '@/lib/documentPaths'
import { demandTypeOf } from '@/lib/enquiry/kinds'
import { routes } from '@/lib/routes'
import { listExportSuffix } from '@/lib/trade/feedPaths'

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
  [routes.teamwork]: ['job', 'product', 'article', 'series'],
}

/** Where a page request goes when its page answers not-found: the canonical address without the link parameters. */
export const NOT_FOUND_LOCATION_HEADER = 'x-not-found-location'

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/
const slug = (value: string) => (SLUG.test(value) ? value : null)

/**
 * Each parameter's values in their canonical form, as the proxy can judge them without the CMS
 * (vocabularies, number ranges, the form of slugs and article numbers); null for a value no page
 * has. Whether a slug names a published document only the page knows (`linkParams`, and
 * categories, whose unknown ones the product centre answers with its not-found page).
 */
const valueRules: Record<string, (value: string) => string | null> = {
  category: slug,
  sub: slug,
  title: (value) => (value.length <= 200 ? value : null),
  // The grid is the product centre's default: only the list has an address of its own.
  view: (value) => (value === 'list' ? 'list' : null),
  // Page 1 is the page without a number (what is no page number at all is `strictValues`' to refuse).
  page: (value) => (value === '1' ? null : value),
  type: (value) => demandTypeOf(value) ?? null,
  job: slug,
  product: slug,
  article: normalizeArticle,
  series: slug,
}

/**
 * Parameters whose wrong values are no page at all (the 404 page, which no cache keeps) rather
 * than a value to drop: a page number is a whole number from 1 to 9999, given once.
 */
const strictValues: Record<string, (values: string[]) => boolean> = {
  page: (values) => values.length === 1 && /^[1-9]\d{0,3}$/.test(values[0]!),
}

/** The page's parameters as it reads them: the first value of each (others are none), canonical. */
function keptValues(keys: readonly string[], search: URLSearchParams): [string, string][] {
  const kept: [string, string][] = []
  for (const key of keys) {
    const given = search.getAll(key).find((v) => v !== '')
    const rule = valueRules[key]
    const value = given === undefined ? null : rule ? rule(given) : given
    if (value) kept.push([key, value])
  }
  return kept
}

/**
 * Pages rendered per request from a query that is the visitor's own (a comparison's items, a
 * Merkliste and its PDF): they pass as they are, and no cache in front of the app keeps them.
 */
export const uncachedRoutes: readonly string[] = [
  routes.compare,
  routes.list,
  `${routes.list}.pdf`,
  ...Object.values(listExportSuffix).map((suffix) => `${routes.list}${suffix}`),
  ...tenderFormats.map((format) => `${routes.list}.tender.${format}`),
]

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
  /** a value no page has, or one not in its canonical form: the address with the canonical ones */
  | { kind: 'redirect'; location: string }

/** The kept parameters of a query, canonically ordered and encoded (`category=basins&page=2`), or ''. */
export function canonicalQuery(keys: readonly string[], search: URLSearchParams): string {
  return new URLSearchParams(keptValues(keys, search)).toString()
}

/**
 * Where a query leads when a parameter of its page holds a value no page has (`?view=zz`,
 * `?page=0`, `?type=lottery`), a second value, or one in another form than the canonical
 * (`?article=sh100103`, `?type=1`): the canonical values, the other parameters (`utm_…`) as
 * given. Null when the query is canonical already.
 */
function canonicalLocation(pathname: string, keys: readonly string[], search: URLSearchParams): string | null {
  const kept = keptValues(keys, search)
  const asked = keys.flatMap((key) => search.getAll(key).map((value): [string, string] => [key, value]))
  const same = asked.filter(([, v]) => v !== '')
  if (same.length === kept.length && same.every(([k, v], i) => kept[i]?.[0] === k && kept[i]?.[1] === v)) return null
  const next = new URLSearchParams(kept)
  for (const [key, value] of search) if (!keys.includes(key)) next.append(key, value)
  const query = next.toString()
  return query ? `${pathname}?${query}` : pathname
}

/**
 * Where the proxy sends a locale-prefixed page request: `plain` leaves it alone (`uncached`
 * too, telling nginx to keep nothing); `perRequest` renders the finder's answer; `rewrite`
 * serves a query page from its cached internal path; `redirect` leads a query with a value no
 * page has to the canonical one (so no made-up value becomes a page of its own); `notFound` is for
 * a direct request of an internal path, or a query too long to be a page's state.
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
  if (search.toString().length > MAX_QUERY_LENGTH) return notFound
  for (const [key, valid] of Object.entries(strictValues))
    if (keys.includes(key) && search.has(key) && !valid(search.getAll(key))) return notFound
  const location = canonicalLocation(pathname, keys, search)
  if (location) return { kind: 'redirect', location }
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

/**
 * The page's search parameters back from the internal path's segment (as Next would give them),
 * or null when the segment is not the canonical query of `route` the proxy makes: the internal
 * path asked for directly (`/de/news/~q/datasheet.pdf`, `/de/product/~q/view%3Dzz.x`), which no
 * page has and no cache keeps.
 */
export function readQuerySegment(route: string, segment: string): Record<string, string | string[]> | null {
  const keys = queryPages[route]
  if (!keys) return null
  // Next may hand the segment over decoded or not: the canonical form always holds a `=`.
  let query = segment
  if (!query.includes('=')) {
    try {
      query = decodeURIComponent(query)
    } catch {
      return null
    }
  }
  const search = new URLSearchParams(query)
  // Compared in URLSearchParams' own encoding, which Next may have undone (`title=浴缸`).
  if (search.size === 0 || canonicalQuery(keys, search) !== search.toString()) return null
  for (const [key, valid] of Object.entries(strictValues))
    if (keys.includes(key) && search.has(key) && !valid(search.getAll(key))) return null
  const out: Record<string, string | string[]> = {}
  for (const [key, value] of search) out[key] = value
  return out
}
