/**
 * Previews of drafts live below this path (`/preview/de/product/<slug>` shows what
 * `/de/product/<slug>` will show once published). It is outside the locale paths on purpose: no
 * cache in front of the site stores it (deploy/nginx.conf caches `/<locale>/…` only), the proxy
 * leaves it alone, and its answers alone may be framed by the admin (src/lib/security/headers.ts).
 */
export const PREVIEW_PREFIX = '/preview'

/** Whether a request path is a preview's. */
export function isPreviewPath(pathname: string): boolean {
  return pathname === PREVIEW_PREFIX || pathname.startsWith(`${PREVIEW_PREFIX}/`)
}

/** The preview of a public page (`/de/about` -> `/preview/de/about`); query and fragment kept. */
export function previewHref(publicHref: string): string {
  return `${PREVIEW_PREFIX}${publicHref}`
}
