import { isRedirectTarget } from '@/lib/redirectPaths'

/**
 * Addresses a rich-text link may have: the web, e-mail, telephone, or a path of this site. Anything
 * else (`javascript:`, `data:`, `vbscript:` …) would run or carry code in a visitor's browser, and a
 * path a browser reads as another host (`//evil.example`, `/\evil.example`) would leave the site.
 */
export function safeLinkUrl(url: string): boolean {
  const value = url.trim()
  if (/\s/.test(value)) return false
  if (/^[#?]/.test(value)) return !/[\\]|%5c/i.test(value)
  if (/^(mailto:.+@.+|tel:\+?[\d().-]+$)/i.test(value)) return true
  return isRedirectTarget(value)
}
