/**
 * The one e-mail rule of enquiries, for the form, `POST /api/join` and the stored collection alike.
 * It takes addresses of every market as people write them: a domain in any script
 * (`kunde@bücher.de`, `zz@例子.中国`) and a local part in UTF-8 (`müller@example.de`), and refuses
 * what no mail server could deliver to: no domain, a top-level domain that is not two or more
 * letters (`a@example.c0m`, `a@example.x`), characters no host name may hold.
 *
 * The domain is read by the WHATWG URL parser (the browser's own, and Node's), which gives its
 * ASCII (punycode) form: that is what mail servers look up and what staff reply to.
 */

/** Characters a host never holds and the URL parser would read as something else (port, path, escape). */
const NOT_IN_DOMAIN = /[\s/?#:\\[\]%@<>"'`,;()]/u
/** A label of a host name in its ASCII form (letters, digits, inner hyphens; 63 at most). */
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
/** A top-level domain: two or more letters, or the punycode of one in another script (`xn--fiqs8s` is 中国). */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/
/** The local part: no spaces, no control characters, no second `@`. */
const LOCAL = /^[^\s@\p{Cc}]{1,64}$/u

export type ParsedEmail = {
  /** the address as typed (trimmed) */
  address: string
  /** the same address with its domain in ASCII (`kunde@xn--bcher-kva.de`) */
  ascii: string
  /** the local part holds characters beyond ASCII (`müller@…`): it has no ASCII form at all */
  utf8Local: boolean
}

/** The domain's ASCII form, or null when it is no host name mail can go to. */
export function asciiDomain(domain: string): string | null {
  if (domain === '' || NOT_IN_DOMAIN.test(domain)) return null
  let host: string
  try {
    host = new URL(`http://${domain}`).hostname
  } catch {
    return null
  }
  if (host.length > 253) return null
  const labels = host.split('.')
  if (labels.length < 2 || !labels.every((label) => ASCII_LABEL.test(label))) return null
  return TOP_LEVEL.test(labels.at(-1)!) ? host : null
}

/** Reads an address with the rule above; null when it is not one. */
export function parseEmail(value: string): ParsedEmail | null {
  const address = value.trim()
  const at = address.lastIndexOf('@')
  if (at <= 0) return null
  const local = address.slice(0, at)
  if (!LOCAL.test(local)) return null
  const domain = asciiDomain(address.slice(at + 1))
  if (!domain) return null
  return { address, ascii: `${local}@${domain}`, utf8Local: /[^\x00-\x7f]/.test(local) }
}

export const isEmail = (value: string): boolean => parseEmail(value) !== null
