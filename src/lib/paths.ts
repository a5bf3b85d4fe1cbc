import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { type ListItem, withItems } from '@/lib/list/items'
import { routes, type RouteKey } from '@/lib/routes'
import type { DemandType } from '@/lib/vocabularies'

/** A query's parameters; a list is written as the parameter repeated (`colour=a&colour=b`). */
type Query = Record<string, string | number | readonly string[] | undefined | null>

function withQuery(path: string, query?: Query): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    for (const one of [value ?? []].flat()) if (one !== '') params.append(key, String(one))
  }
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

/** Adds the locale prefix to a path below it (`/about` -> `/de/about`). */
export function localizePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  return `/${locale}${clean === '/' ? '' : clean}`
}

/**
 * The one URL builder for internal links, redirects, sitemaps and hreflang.
 * `hrefFor('zh', 'about')` -> `/zh/about`; `hrefFor('de', 'product', { category: 'basins' })`.
 */
export function hrefFor(locale: Locale, route: RouteKey, query?: Query): string {
  return withQuery(localizePath(locale, routes[route]), query)
}

/**
 * Each language's address of a route with the same query (repeated parameters kept): the flags of
 * a page whose query the server knows (the product centre's filters, a search), so they keep it
 * without JavaScript too.
 */
export function switchTargets(route: RouteKey, query: Query): Record<Locale, string> {
  return Object.fromEntries(locales.map((l) => [l, hrefFor(l, route, query)])) as Record<Locale, string>
}

/** A detail page below a route: `hrefFor` plus one slug segment (`/de/news/<slug>`). */
export function hrefForSlug(locale: Locale, route: RouteKey, slug: string, query?: Query): string {
  return withQuery(`${localizePath(locale, routes[route])}/${encodeURIComponent(slug)}`, query)
}

/** A page of the news list: `/de/news`, `/de/news?page=2` (page 1 has no parameter, so one address each). */
export function newsListHref(locale: Locale, page = 1): string {
  return hrefFor(locale, 'news', { page: page > 1 ? page : undefined })
}

export type CatalogueView = 'grid' | 'list'

/** The state of the product centre, all of it in the URL so a view can be shared and indexed. */
export type CatalogueQuery = {
  /** key (slug) of a root category */
  category?: string | null
  /** key (slug) of one of its sub-categories */
  sub?: string | null
  view?: CatalogueView
  page?: number
}

/** `/de/product?category=basins&sub=basins-wall-hung&view=list&page=2`; defaults are left out. */
export function catalogueHref(locale: Locale, query: CatalogueQuery = {}): string {
  return hrefFor(locale, 'product', {
    category: query.category,
    sub: query.category ? query.sub : undefined,
    view: query.view === 'list' ? 'list' : undefined,
    page: query.page && query.page > 1 ? query.page : undefined,
  })
}

/** A product's own page: `/de/product/<slug>`. */
export function productHref(locale: Locale, slug: string): string {
  return hrefForSlug(locale, 'product', slug)
}

/** A variant's own page: `/de/product/<slug>/<article number>`. */
export function variantHref(locale: Locale, slug: string, article: string): string {
  return `${productHref(locale, slug)}/${encodeURIComponent(article)}`
}

/**
 * Where a variant's page is: the default variant (and one without an article number) at the
 * product's own address, the others at their own.
 */
export function variantPageHref(
  locale: Locale,
  slug: string,
  variant: { isDefault: boolean; articleNumber: string | null },
): string {
  return variant.isDefault || !variant.articleNumber
    ? productHref(locale, slug)
    : variantHref(locale, slug, variant.articleNumber)
}

/** A series' page: `/de/series/<slug>`. */
export function seriesHref(locale: Locale, slug: string): string {
  return hrefForSlug(locale, 'series', slug)
}

/** Below this prefix, an article number leads to its variant (`/p/SH100101`, printed on cartons). */
export const SHORT_LINK_PREFIX = '/p'

/** The short link of an article number, without a language: it finds the reader's. */
export function shortLinkHref(article: string): string {
  return `${SHORT_LINK_PREFIX}/${encodeURIComponent(article)}`
}

/**
 * The comparison of some products or variants: `/de/compare?p=SH100101,SH100202`, each item by
 * its article number (a product without one by its slug); `diff` shows only the rows that differ.
 */
export function compareHref(locale: Locale, items: readonly string[] = [], options: { diff?: boolean } = {}): string {
  const query = [
    ...(items.length ? [`p=${items.map(encodeURIComponent).join(',')}`] : []),
    ...(options.diff ? ['diff=1'] : []),
  ]
  return `${hrefFor(locale, 'compare')}${query.length ? `?${query.join('&')}` : ''}`
}

/**
 * The Merkliste; with rows, the link that carries them (`/de/list?items=SH300301:2,SH100101:1`),
 * which opens the same list on any device.
 */
export function listHref(locale: Locale, items: readonly ListItem[] = []): string {
  return withItems(hrefFor(locale, 'list'), items)
}

export type EnquiryLink = {
  type?: DemandType
  /** id of a job opening */
  job?: string | number
  /** slug of a product */
  product?: string
  /** article number of one of its variants (the variant's own quote) */
  article?: string | null
  /** slug of a series: its products become the enquiry's rows */
  series?: string
}

/**
 * The link contract to the enquiry form:
 * `/<locale>/contact/teamwork?type=<demand>&job=<job id>&product=<slug>&article=<SH…>&series=<slug>`.
 */
export function enquiryHref(locale: Locale, link: EnquiryLink = {}): string {
  return hrefFor(locale, 'teamwork', {
    type: link.type,
    job: link.job,
    product: link.product,
    article: link.article,
    series: link.series,
  })
}

/** Swaps the locale prefix of a site path, keeping the rest (used by the language switcher). */
export function switchLocalePath(pathname: string, to: Locale): string {
  const parts = pathname.split('/')
  // parts[0] is '' for an absolute path; parts[1] is the locale segment.
  if (parts.length > 1 && parts[1] !== '') {
    parts[1] = to
    return parts.join('/')
  }
  return localizePath(to, routes.home)
}

export const defaultHome = hrefFor(defaultLocale, 'home')
