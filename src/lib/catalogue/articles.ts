/**
 * Article numbers and GTINs: how the trade orders.
 *
 * An article number is `SH` and six digits (`SH100101`): upper-case letters and digits only, so it
 * can never be taken for a slug (lower case with hyphens) nor for a file name (no dot). Addresses
 * accept it in any case and show it in upper case.
 */
export const ARTICLE_NUMBER = /^SH\d{6}$/

/** `sh100101` -> `SH100101`; anything that is no article number in any case -> null. */
export function normalizeArticle(value: string): string | null {
  const upper = value.trim().toUpperCase()
  return ARTICLE_NUMBER.test(upper) ? upper : null
}

/** Whether the start of an article number was typed (`SH10`, `sh1001`): what search and suggestions complete. */
export function isArticlePrefix(value: string): boolean {
  return /^SH\d{0,6}$/i.test(value.trim()) && value.trim().length >= 3
}

/** GTIN-8, GTIN-12 (UPC), GTIN-13 (EAN) and GTIN-14. */
const GTIN = /^(\d{8}|\d{12,14})$/

/** The GS1 check digit of a GTIN's other digits (weights 3 and 1 from the right). */
export function gtinCheckDigit(body: string): number {
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48
    sum += digit * (i % 2 === 0 ? 3 : 1)
  }
  return (10 - (sum % 10)) % 10
}

export type GtinProblem = 'format' | 'checksum'

/** What is wrong with a GTIN, or null when it is one (length and check digit). */
export function gtinProblem(value: string): GtinProblem | null {
  if (!GTIN.test(value)) return 'format'
  return gtinCheckDigit(value.slice(0, -1)) === Number(value.at(-1)) ? null : 'checksum'
}

/** Whether digits typed may be (the start of) a GTIN: what search looks up among them. */
export function isGtinPrefix(value: string): boolean {
  return /^\d{6,14}$/.test(value.trim())
}
