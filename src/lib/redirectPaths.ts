/**
 * The form redirects are stored and looked up in: a path starting with one `/`, without query,
 * fragment, blanks or a trailing slash, percent-decoded (`/de/über-uns`). Null for anything else.
 */
export function normalizeRedirectPath(input: string): string | null {
  let path = input.trim()
  if (!path.startsWith('/') || path.startsWith('//') || /[?#\s\\]/.test(path) || path.length > 300) return null
  try {
    path = decodeURI(path)
  } catch {
    return null
  }
  if (/\s/.test(path)) return null
  if (path.length > 1) path = path.replace(/\/+$/, '')
  return path || null
}

/** A stand-in origin to resolve a site path against: a path of the site keeps it. */
const HERE = 'https://site.invalid'

/**
 * Whether a redirect may lead to `target`: a path of this site (`/de/product`) or a full http(s)
 * URL (`https://partner.example/…`). Refused is whatever a browser would read as another host
 * than it looks (`//evil.example`, `/\evil.example`, `/%5Cevil.example`, `/\t/evil.example`), and
 * blanks, control characters or a backslash anywhere.
 */
export function isRedirectTarget(target: string): boolean {
  if (target.length === 0 || target.length > 2000) return false
  if (/[\s\u0000-\u001f\u007f\\]|%5c/i.test(target)) return false
  if (target.startsWith('/')) {
    if (target.startsWith('//')) return false
    try {
      return new URL(target, HERE).origin === HERE
    } catch {
      return false
    }
  }
  try {
    const url = new URL(target)
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && url.host !== '' && /^https?:\/\/[^/]/i.test(target)
    )
  } catch {
    return false
  }
}
