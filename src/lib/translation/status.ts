import { defaultLocale, locales, type Locale } from '@/i18n/locales'

/**
 * Translation status, per localized text field and language, measured against the source
 * language (German, the site's default):
 * - `missing`: the source has text and this language has none;
 * - `outdated`: the source text changed since this language's text of that field was last
 *   changed or checked (the fingerprint of the source recorded then differs from the source's
 *   fingerprint now);
 * - `identical`: this language's text is the source's own (copied across, e.g. Payload's "copy to
 *   locale"), and nobody has said it stays so (a brand or model name): not counted as translated;
 * - `current`: otherwise. A language saved before fingerprints were kept (no record) counts as
 *   current where it has text: the translations a site starts with are its baseline.
 */
export type TranslationState = 'missing' | 'outdated' | 'identical' | 'current'

/** From the worst to the best: a language's state is its worst field's. */
export const translationStates: readonly TranslationState[] = ['missing', 'outdated', 'identical', 'current']

/** The source every other language is translated from. */
export const SOURCE_LOCALE: Locale = defaultLocale

export const targetLocales: readonly Locale[] = locales.filter((l) => l !== SOURCE_LOCALE)

/**
 * Per language, per field path: the source's fingerprint when that language's text of the field
 * was last changed, or, marked with `CHECKED` in front, when someone said it is right as it is.
 */
export type Fingerprints = Partial<Record<Locale, Record<string, string>>>

/** In front of a fingerprint: the field was checked by hand against that source ("Geprüft"). */
export const CHECKED = '!'

/** Keys sorted, so the same value gives the same text whichever database stored it. */
function stableText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableText).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stableText(inner)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/** The words of a rich-text (Lexical) value, or the string itself. */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === null || typeof value !== 'object') return ''
  if (Array.isArray(value)) return value.map(plainText).join(' ')
  const node = value as { text?: unknown; children?: unknown; root?: unknown }
  if (node.root) return plainText(node.root)
  const own = typeof node.text === 'string' ? node.text : ''
  return [own, Array.isArray(node.children) ? plainText(node.children) : ''].filter(Boolean).join(' ')
}

export const isEmptyText = (value: unknown): boolean => plainText(value).trim() === ''

/**
 * A short fingerprint of a text (53-bit cyrb53 hash, base 36): enough to tell whether a text
 * changed, not to recover it. Empty texts share one fingerprint.
 */
export function fingerprint(value: unknown): string {
  if (isEmptyText(value)) return '0'
  const text = stableText(value)
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** A label in each admin language, or one for all. */
export type AdminLabel = Readonly<Record<string, string>> | string

/** One localized text field of a document, its value in each language. */
export type LocalizedText = {
  path: string
  kind: 'text' | 'textarea' | 'richText'
  values: Partial<Record<Locale, unknown>>
  /** The field's label (per admin language), those of the groups and lists around it, its row's number. */
  label?: { text: AdminLabel; parents?: AdminLabel[]; row?: number }
}

/** The state of one field in one target language. */
export function fieldState(
  text: LocalizedText,
  locale: Locale,
  recorded: Fingerprints | null | undefined,
): TranslationState {
  const source = text.values[SOURCE_LOCALE]
  const target = text.values[locale]
  if (isEmptyText(target)) return isEmptyText(source) ? 'current' : 'missing'
  const kept = recorded?.[locale]?.[text.path]
  if (kept === undefined || isEmptyText(source)) return 'current'
  const checked = kept.startsWith(CHECKED)
  const sourcePrint = fingerprint(source)
  if ((checked ? kept.slice(CHECKED.length) : kept) !== sourcePrint) return 'outdated'
  return !checked && fingerprint(target) === sourcePrint ? 'identical' : 'current'
}

/** A language's state for a whole document: its worst field, and which fields are not current. */
export type FieldStatus = { path: string; state: TranslationState; label?: LocalizedText['label'] }
export type LanguageStatus = { state: TranslationState; fields: FieldStatus[] }

export function languageStatus(
  texts: readonly LocalizedText[],
  locale: Locale,
  recorded: Fingerprints | null | undefined,
): LanguageStatus {
  const fields = texts
    .map((text): FieldStatus => ({ path: text.path, state: fieldState(text, locale, recorded), label: text.label }))
    .filter((field) => field.state !== 'current')
  const state: TranslationState = translationStates.find((s) => fields.some((f) => f.state === s)) ?? 'current'
  return { state, fields }
}

/**
 * What a save of one language records: the source's fingerprint of each field whose text in that
 * language the save changed (`changed`, paths; every field where it is not given, as for a save
 * of all languages at once) or that has none yet; a field the save left as it was keeps what it
 * had, so saving one field does not make another one current. A save of the source itself
 * records nothing for it; the first save of a document that has no record yet also takes the
 * languages' current translations as the baseline (measured against the source as it was stored
 * before this save), so that a change of the source then shows them outdated.
 */
export function recordSave(
  texts: readonly LocalizedText[],
  saved: Locale | 'all',
  recorded: Fingerprints | null | undefined,
  changed?: ReadonlySet<string>,
): Fingerprints {
  const sourcePrints = Object.fromEntries(texts.map((text) => [text.path, fingerprint(text.values[SOURCE_LOCALE])]))
  const next: Fingerprints = { ...(recorded ?? {}) }
  const baseline = !recorded || Object.keys(recorded).length === 0
  for (const locale of targetLocales) {
    // What a language held before its first recorded save is its baseline, as checked by hand.
    if (baseline && !next[locale] && saved !== locale && saved !== 'all')
      next[locale] = Object.fromEntries(Object.entries(sourcePrints).map(([path, print]) => [path, CHECKED + print]))
    else if (saved === 'all' || (baseline && !next[locale])) next[locale] = { ...sourcePrints }
    else if (saved === locale) {
      const before = next[locale] ?? {}
      next[locale] = Object.fromEntries(
        texts.map((text) => {
          const kept = before[text.path]
          const renew = !changed || changed.has(text.path) || kept === undefined
          return [text.path, renew ? (sourcePrints[text.path] ?? '0') : kept]
        }),
      )
    }
  }
  return next
}

/**
 * A check by hand: the fields (paths) of a language are right as they are against the source
 * now, whether outdated (the source's change needs no new translation) or identical (a name that
 * stays the same in every language).
 */
export function recordChecked(
  texts: readonly LocalizedText[],
  locale: Locale,
  paths: readonly string[],
  recorded: Fingerprints | null | undefined,
): Fingerprints {
  const own = { ...(recorded?.[locale] ?? {}) }
  for (const text of texts)
    if (paths.includes(text.path)) own[text.path] = `${CHECKED}${fingerprint(text.values[SOURCE_LOCALE])}`
  return { ...(recorded ?? {}), [locale]: own }
}
