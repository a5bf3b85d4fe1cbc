import type { Locale } from '@/i18n/locales'

/** U+00A0: before a French colon and inside « ». */
export const NBSP = '\u00a0'
/** U+202F: before a French ; ? ! (the narrow space French typesetting uses there). */
export const NNBSP = '\u202f'

const space = '[ \\u00a0\\u202f]'

/**
 * French spacing: a non-breaking space before `:` and a narrow one before `; ? !`, both only
 * where the mark ends a word (followed by a space, a closing quote or the end), so times
 * (9:00), addresses (https://) and queries (?q=) stay as written; a non-breaking space inside
 * « ». Runs of marks (`?!`) take the space once. Applying it twice changes nothing.
 */
function frenchSpacing(text: string): string {
  return text
    .replace(new RegExp(`([^\\s«(\\[])${space}*([;?!]+)(?=\\s|$|[»)\\]"”])`, 'g'), `$1${NNBSP}$2`)
    .replace(new RegExp(`([^\\s:«(\\[])${space}*:(?=\\s|$)`, 'g'), `$1${NBSP}:`)
    .replace(new RegExp(`«${space}*`, 'g'), `«${NBSP}`)
    .replace(new RegExp(`${space}*»`, 'g'), `${NBSP}»`)
}

/** A straight apostrophe between letters (l'acqua, aujourd'hui) becomes the typographic one. */
function apostrophes(text: string): string {
  return text.replace(/(\p{L})'(?=\p{L})/gu, '$1’')
}

/**
 * A text as a page in `locale` shows it: French spacing and apostrophes in French, apostrophes
 * in Italian; other languages unchanged. Applied when pages are rendered (to every text read
 * from the CMS and to the interface's messages), so what editors type later is set right too.
 */
export function typeset(text: string, locale: Locale): string {
  if (locale === 'fr') return frenchSpacing(apostrophes(text))
  if (locale === 'it') return apostrophes(text)
  return text
}

/** Whether `typeset` changes anything in `locale` (most languages: nothing to do). */
export const typesets = (locale: Locale): boolean => locale === 'fr' || locale === 'it'

/** Every string in a messages tree typeset for `locale` (keys and structure unchanged). */
export function typesetMessages<T>(messages: T, locale: Locale): T {
  if (!typesets(locale)) return messages
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return typeset(value, locale)
    if (Array.isArray(value)) return value.map(walk)
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]))
    return value
  }
  return walk(messages) as T
}
