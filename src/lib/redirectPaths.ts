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
