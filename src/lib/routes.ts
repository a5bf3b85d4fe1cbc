/**
 * The site's routes, by key, as paths below the locale prefix.
 * The spec's route table (section 2) plus the pages later issues add.
 * `hrefFor` builds every internal link from these keys.
 */
export const routes = {
  home: '/home',
  about: '/about',
  product: '/product',
  series: '/series',
  compare: '/compare',
  list: '/list',
  products: '/products',
  tailorism: '/products/tailorism',
  slideshow: '/products/slideshow',
  craft: '/craft',
  case: '/case',
  certifiction: '/certifiction',
  contact: '/contact',
  teamwork: '/contact/teamwork',
  recruit: '/contact/recruit',
  details: '/contact/details',
  service: '/service',
  shop: '/shop',
  news: '/news',
  search: '/search',
  impressum: '/impressum',
  privacy: '/privacy',
  accessibility: '/accessibility',
  guarantee: '/guarantee',
  trade: '/trade',
  dop: '/dop',
  showrooms: '/showrooms',
} as const

export type RouteKey = keyof typeof routes

export const routeKeys = Object.keys(routes) as RouteKey[]

export function isRouteKey(value: unknown): value is RouteKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(routes, value)
}
