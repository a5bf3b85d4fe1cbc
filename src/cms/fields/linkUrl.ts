/**
 * Addresses a rich-text link may have: the web, e-mail, telephone, or a path of this site. Anything
 * else (`javascript:`, `data:`, `vbscript:` …) would run or carry code in a visitor's browser.
 */
export function safeLinkUrl(url: string): boolean {
  const value = url.trim()
  if (/\s/.test(value)) return false
  if (/^(\/(?!\/)|#|\?)/.test(value)) return true
  return /^(https?:\/\/[^/?#]+|mailto:.+@.+|tel:\+?[\d().-]+$)/i.test(value)
}
