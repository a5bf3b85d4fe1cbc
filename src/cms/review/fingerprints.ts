import type { Field } from 'payload'

import { isLocalized, walkFields } from '@/cms/fields/walk'
import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/locales'
import { fingerprint } from '@/lib/translation/status'

/**
 * What a language of a document holds, as one short fingerprint per language: two states of a
 * document whose fingerprints for Italian agree show an Italian reader the same thing. Values
 * shared by all languages (the slug, pictures, prices, the order of a list's rows) belong to the
 * source language, German: its reviewer approves them.
 *
 * A document is read either with `locale: 'all'` (each localized field an object of languages) or
 * as one language's save sends it (`{ locale }`: each localized field that language's value); both
 * give the same fingerprint for the same content.
 */
export type LanguageFingerprints = Record<Locale, string>

type Data = Record<string, unknown>

/** Bookkeeping that changes with every save and says nothing a reader sees. */
const BOOKKEEPING = new Set([
  'id',
  '_status',
  'createdAt',
  'updatedAt',
  'deletedAt',
  'translation',
  'editedBy',
  'versionAuthors',
  'review',
])

const asData = (value: unknown): Data => (value !== null && typeof value === 'object' ? (value as Data) : {})

/** A value as compared: ids for links, nothing for empty, the fingerprint of structured values. */
function comparable(field: Field, value: unknown): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return ''
  if (field.type === 'relationship' || field.type === 'upload') {
    return (Array.isArray(value) ? value : [value])
      .map((item) => {
        const link = asData(item)
        if ('relationTo' in link) return `${String(link.relationTo)}:${String(asData(link.value).id ?? link.value)}`
        return String(link.id ?? item)
      })
      .join(',')
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value === 'string') return value
  // Rich text: an editor that holds only empty paragraphs is empty.
  if (field.type === 'richText') {
    const print = fingerprint(value)
    return print === '0' ? '' : print
  }
  return stable(value)
}

/** JSON with sorted keys: the same tree gives the same text whatever order its keys were written in. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value as Data)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => `${JSON.stringify(key)}:${stable(inner)}`)
      .join(',')}}`
  return JSON.stringify(value ?? null)
}

/** One language's value of a localized field: from an object of languages, or as sent. */
function valueIn(value: unknown, locale: Locale, as: 'all' | Locale): unknown {
  if (as !== 'all') return as === locale ? value : undefined
  return asData(value)[locale]
}

/** A document's texts per language and its values shared by all languages, fingerprinted apart. */
export type LanguageParts = { texts: Record<Locale, string>; shared: string }

/**
 * The parts of `doc` read with `locale: 'all'`, or as one language's save holds it (`as` that
 * language): then only that language's texts and the shared values are meaningful.
 */
export function languageParts(fields: readonly Field[], doc: unknown, as: 'all' | Locale): LanguageParts {
  const parts: Record<Locale, string[]> = Object.fromEntries(locales.map((l) => [l, []])) as never
  const shared: string[] = []
  walkFields(fields, asData(doc), ({ field, value, path }) => {
    if (BOOKKEEPING.has(field.name) || field.type === 'ui' || field.type === 'join') return false
    if (isLocalized(field)) {
      // Only what a language holds: a row added to a list adds nothing to a language without its text.
      for (const locale of locales) {
        const text = comparable(field, valueIn(value, locale, as))
        if (text !== '') parts[locale].push(`${path}=${text}`)
      }
      return false
    }
    if (field.type === 'group') return true
    if (field.type === 'array' || field.type === 'blocks') {
      const rows = Array.isArray(value) ? (value as unknown[]) : []
      shared.push(`${path}#${rows.map((row) => String(asData(row).blockType ?? '')).join('|')}`)
      return true
    }
    shared.push(`${path}=${comparable(field, value)}`)
    return false
  })
  const texts = {} as Record<Locale, string>
  for (const locale of locales) texts[locale] = fingerprint(parts[locale].join('\n'))
  return { texts, shared: fingerprint(shared.join('\n')) }
}

/** The parts of a document after one language's save: that language and the shared values from the save. */
export function withSave(stored: LanguageParts, saved: LanguageParts, locale: Locale): LanguageParts {
  return { texts: { ...stored.texts, [locale]: saved.texts[locale] }, shared: saved.shared }
}

/** One fingerprint per language; German's covers the shared values too. */
export function fingerprintsOf(parts: LanguageParts): LanguageFingerprints {
  const out = { ...parts.texts }
  out[defaultLocale] = fingerprint(`${parts.texts[defaultLocale]}|${parts.shared}`)
  return out
}

/**
 * A save laid over the stored document as Payload lays it: what the save leaves out stays as it
 * was, groups are merged field by field, lists and values are replaced.
 */
export function overlay(stored: unknown, saved: unknown): unknown {
  if (saved === undefined) return stored
  const isPlain = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v)
  // A rich text (its tree under `root`) is replaced whole, like any value.
  if (!isPlain(stored) || !isPlain(saved) || 'root' in (saved as Data)) return saved
  const out: Data = { ...(stored as Data) }
  for (const [key, value] of Object.entries(saved as Data)) out[key] = overlay(out[key], value)
  return out
}

/** The languages whose fingerprints differ between two states (all of them against none). */
export function changedLanguages(
  before: LanguageFingerprints | null,
  after: LanguageFingerprints,
  empty: LanguageFingerprints,
): Locale[] {
  const base = before ?? empty
  return locales.filter((locale) => base[locale] !== after[locale])
}

/** A list of language codes as stored, the known ones only. */
export const localeList = (value: unknown): Locale[] =>
  Array.isArray(value) ? value.filter((v): v is Locale => typeof v === 'string' && isLocale(v)) : []
