import { isLocale } from '@/i18n/locales'
import { normalizeRedirectPath } from '@/lib/redirectPaths'
import { routes } from '@/lib/routes'
import { shopSlugs } from '@/lib/vocabularies'

/** A link a text holds: to a document of the CMS (a rich-text internal link) or to an address. */
export type ContentLink = { to: 'document'; relationTo: string; id: number | string } | { to: 'address'; href: string }

type Node = { type?: unknown; fields?: unknown; children?: unknown; root?: unknown }

const asNode = (value: unknown): Node | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : null

/** Every link of a rich text (Lexical's JSON): internal ones by their document, custom ones by their address. */
export function linksInRichText(value: unknown): ContentLink[] {
  const out: ContentLink[] = []
  const visit = (node: Node | null) => {
    if (!node) return
    if (node.type === 'link' || node.type === 'autolink') {
      const fields = asNode(node.fields) as {
        linkType?: unknown
        url?: unknown
        doc?: { relationTo?: unknown; value?: unknown } | null
      } | null
      if (fields?.linkType === 'internal' && fields.doc && typeof fields.doc.relationTo === 'string') {
        const value = fields.doc.value
        const id = asNode(value) ? (value as { id?: unknown }).id : value
        if (typeof id === 'number' || typeof id === 'string')
          out.push({ to: 'document', relationTo: fields.doc.relationTo, id })
      } else if (typeof fields?.url === 'string' && fields.url.trim())
        out.push({ to: 'address', href: fields.url.trim() })
    }
    if (Array.isArray(node.children)) for (const child of node.children) visit(asNode(child))
  }
  visit(asNode(asNode(value)?.root))
  return out
}

/** The files beside a product's or variant's page, and beside a series' page. */
export const productFiles = [
  'datasheet.pdf',
  'manual.pdf',
  'model.ifc',
  'plan.dxf',
  'solid.stp',
  'tender.docx',
  'tender.txt',
  'tender.x81',
] as const
export const seriesFiles = ['tender.docx', 'tender.txt', 'tender.x81'] as const
/** The Merkliste's downloads beside `/<locale>/list`. */
const listFiles = [
  'list.bmecat.xml',
  'list.csv',
  'list.pdf',
  'list.tender.docx',
  'list.tender.txt',
  'list.tender.x81',
  'list.xchange.json',
  'list.xlsx',
]

/** The collections whose documents have a page of their own at `/<locale>/<route>/<slug>`. */
export type PageCollection = 'products' | 'series' | 'news' | 'job-openings' | 'showrooms' | 'guarantees'

/** What an address of the site names, as far as the address alone tells. */
export type SiteAddress =
  /** a page or file every site has (a route of the menu, a list, a shop) */
  | { kind: 'route' }
  /** a document's page (or a file beside it): it answers while the document is published */
  | { kind: 'document'; collection: PageCollection; slug: string; article?: string }
  /** a short link of an article number (`/p/SH100103`) */
  | { kind: 'article'; article: string }
  /** a file of the media library */
  | { kind: 'media'; filename: string }
  /** no page of the site: only a redirect of the editors can answer it */
  | { kind: 'none'; path: string }

const staticPaths = new Set<string>([
  ...Object.values(routes),
  '/series',
  '/showrooms/search',
  ...listFiles.map((file) => `/${file}`),
])

/**
 * What a link's address names on this site, or null where it leads elsewhere (another host, an
 * e-mail, a telephone number, a fragment of the same page). `siteUrl` is the site's own origin: a
 * full address of it counts as a path.
 */
export function siteAddress(href: string, siteUrl?: string): SiteAddress | null {
  const value = href.trim()
  if (!value || value.startsWith('#') || value.startsWith('?')) return null
  let url: URL
  try {
    const base = siteUrl ? new URL(siteUrl) : new URL('https://site.invalid')
    url = new URL(value, base)
    if (url.origin !== base.origin) return null
  } catch {
    return null
  }
  let pathname: string
  try {
    pathname = decodeURI(url.pathname)
  } catch {
    return { kind: 'none', path: url.pathname }
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const media = /^\/api\/media\/file\/([^/]+)$/.exec(path)
  if (media) return { kind: 'media', filename: media[1]! }
  const short = /^\/p\/([^/]+)$/.exec(path)
  if (short) return { kind: 'article', article: short[1]! }
  if (path === '/') return { kind: 'route' }
  const [locale, ...parts] = path.split('/').slice(1)
  if (!isLocale(locale)) return { kind: 'none', path }
  const rest = `/${parts.join('/')}`
  if (parts.length === 0 || staticPaths.has(rest)) return { kind: 'route' }
  const [first, slug, third, fourth, ...more] = parts
  const files = (list: readonly string[], name: string | undefined) => name === undefined || list.includes(name)
  if (first === 'p' && slug && parts.length === 2) return { kind: 'article', article: slug }
  if (first === 'product' && slug && more.length === 0) {
    // /product/<slug>, /product/<slug>/<file>, /product/<slug>/<article>[/<file>]
    if (third === undefined) return { kind: 'document', collection: 'products', slug }
    if (fourth === undefined && (productFiles as readonly string[]).includes(third))
      return { kind: 'document', collection: 'products', slug }
    if (files(productFiles, fourth)) return { kind: 'document', collection: 'products', slug, article: third }
  }
  if (first === 'series' && slug && fourth === undefined && files(seriesFiles, third))
    return { kind: 'document', collection: 'series', slug }
  if (parts.length === 2 && slug) {
    if (first === 'news') return { kind: 'document', collection: 'news', slug }
    if (first === 'showrooms') return { kind: 'document', collection: 'showrooms', slug }
    if (first === 'guarantee') return { kind: 'document', collection: 'guarantees', slug }
    if (first === 'shop')
      return (shopSlugs as readonly string[]).includes(slug) ? { kind: 'route' } : { kind: 'none', path }
  }
  if (parts.length === 3 && first === 'contact' && slug === 'recruit' && third)
    return { kind: 'document', collection: 'job-openings', slug: third }
  return { kind: 'none', path: normalizeRedirectPath(path) ?? path }
}
