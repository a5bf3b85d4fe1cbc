/**
 * Security headers of every answer. Kept free of imports so next.config.ts (every route) and the
 * locale proxy (the pages' policy, which names the map tile server of this deployment) share it.
 *
 * Content-Security-Policy of the public pages, and why it looks as it does:
 * - The pages are static: rendered once, served to everyone from the cache. A nonce would have to
 *   differ per answer and so makes every page dynamic; hashes would have to cover the inline
 *   scripts Next writes into each page (its flight data differs per page and per edit). So scripts
 *   are limited to this origin plus inline (`'unsafe-inline'`), never `eval` (no `'unsafe-eval'`):
 *   no script from any other host can run, and rich text and visitors' input are escaped on
 *   rendering (tested separately).
 * - Styles: this origin plus inline (React's `style` attributes, the reveal delays).
 * - Images: this origin, `data:`/`blob:` URLs drawn in the page, and the map tile server, which
 *   only ever receives a request after the visitor consented to the live map.
 * - Nothing may frame the site (`frame-ancestors 'none'`), no plugins, forms only to this origin.
 *   The one exception is a preview of drafts (`/preview/…`), which the admin shows beside the
 *   editor's form: only this origin may frame it (`frame-ancestors 'self'`, `SAMEORIGIN`).
 */

export type Header = { key: string; value: string }

/** The origin (`https://tile.openstreetmap.org`) of a tile URL template, or null if it has none. */
export function tileOrigin(template: string | undefined): string | null {
  if (!template) return null
  const match = /^(https?:\/\/[^/]+)\//.exec(template)
  return match ? match[1]! : null
}

const DEFAULT_TILES = 'https://tile.openstreetmap.org'

// The development server (`npm run dev`) evaluates code for React's debugging aids and fast
// refresh; production never does.
const scripts =
  process.env.NODE_ENV === 'development'
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", "'unsafe-inline'"]

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ')

/**
 * The policy of the public pages; `tiles` is the map tile server's origin. `framedBy: 'self'`
 * is for previews only, which the admin frames (Live Preview).
 */
export function pageCsp(tiles: string | null = DEFAULT_TILES, framedBy: 'none' | 'self' = 'none'): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': scripts,
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [`'${framedBy}'`],
  })
}

/**
 * The admin: Payload's interface runs on this origin only. It previews pages in a frame of the
 * site itself, and its editors show uploads as `blob:`/`data:` before they are saved.
 */
export const ADMIN_CSP = policy({
  'default-src': ["'self'"],
  'script-src': scripts,
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
})

/**
 * JSON answers and uploaded pictures: nothing in them may run or load anything. An uploaded SVG
 * opened on its own address cannot run a script even if one slipped through its sanitising.
 */
export const FILE_CSP = policy({
  'default-src': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'style-src': ["'unsafe-inline'"],
  'frame-ancestors': ["'none'"],
  sandbox: [],
})

/** PDF data sheets: the browser's PDF viewer does not open in a sandboxed or plugin-less document. */
export const PDF_CSP = policy({ 'frame-ancestors': ["'none'"] })

/** Headers every answer carries, whatever its path. */
export const COMMON_HEADERS: Header[] = [
  // Two years, subdomains included; browsers ignore it on plain http (local runs).
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Geolocation for the site's own pages only: the showroom locator's "use my location", asked
  // when pressed; no frame or other origin may ask.
  {
    key: 'Permissions-Policy',
    value:
      'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=(), interest-cohort=()',
  },
  // For browsers without CSP level 2; frame-ancestors 'none' says the same.
  { key: 'X-Frame-Options', value: 'DENY' },
]

/**
 * Headers of a preview of drafts, besides its policy (`pageCsp(tiles, 'self')`): framed by the
 * admin only, kept by no cache (a browser's, a proxy's or a CDN's), and never indexed.
 */
export const PREVIEW_HEADERS: Header[] = [
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Cache-Control', value: 'private, no-store' },
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
]
