import type { Payload, PayloadRequest, TypedUser } from 'payload'

import { say } from '@/cms/components/translation/text'
import { hasDrafts } from '@/cms/hooks/publication'
import { isLocale, languageOfTag, localeTags, type Locale } from '@/i18n/locales'
import {
  fieldState,
  fingerprint,
  isEmptyText,
  plainText,
  SOURCE_LOCALE,
  type Fingerprints,
  type LocalizedText,
  type TranslationState,
} from '@/lib/translation/status'
import { fromInline, InlineCodeError, inlineText, toInline } from '@/lib/translation/xliff/inline'
import {
  readXliff,
  writeXliff,
  XliffFileError,
  type ReadUnit,
  type XliffDocument,
  type XliffVersion,
} from '@/lib/translation/xliff/xliff'

import { languagesOf, translatableDocuments } from './overview'
import { CHECKED_CONTEXT, TRANSLATION_FIELD, type CheckedFields } from './record'
import { localizedTexts } from './texts'

/**
 * Translation by agencies: what the board lists as not current in one language (or all fields of
 * chosen documents) as an XLIFF file, and that file back, translated. A unit whose German source
 * changed since the export is not applied and is listed with both texts; the rest is saved as
 * drafts of that language (never published), each field then current on the board.
 */

type Doc = Record<string, unknown>

/** A document or global as a unit key starts: `products/42`, `globals/site-settings`. */
type Entity = { collection: string; id: string } | { global: string }
const entityKey = (entity: Entity) =>
  'collection' in entity ? `${entity.collection}/${entity.id}` : `globals/${entity.global}`

/** The document and field path of a unit key; null if it names none. */
export function parseUnitKey(key: string): { entity: Entity; path: string } | null {
  const [first, second, ...rest] = key.split('/')
  const path = rest.join('/')
  if (!first || !second || !path || !/^[\w.-]+$/.test(path)) return null
  return first === 'globals'
    ? { entity: { global: second }, path }
    : { entity: { collection: first, id: second }, path }
}

/** A field as editors know it: its groups' and its own label, and its row in a list. */
function fieldName(text: LocalizedText, language: string): string {
  if (!text.label) return text.path
  const names = [...(text.label.parents ?? []), text.label.text].map((label) => say(label, language))
  return `${names.join(' › ')}${text.label.row ? ` (${text.label.row})` : ''}`
}

export type ExportOptions = {
  locale: Locale
  version: XliffVersion
  /** `open`: the fields the board lists (missing, outdated, same as source); `all`: every field with a source. */
  scope: 'open' | 'all'
  /** Only documents of this kind (a collection's or global's slug). */
  kind?: string
  /** Only these documents (`products/42`, `globals/site-settings`). */
  documents?: string[]
  /** The language of the notes beside each unit (the exporting admin's). */
  language: string
}

/** The XLIFF file of what `user` may translate into `options.locale`, and its size. */
export async function exportXliff(
  payload: Payload,
  user: TypedUser,
  options: ExportOptions,
): Promise<{ text: string; units: number; documents: number }> {
  const chosen = options.documents ? new Set(options.documents) : null
  const documents: XliffDocument[] = []
  for (const item of await translatableDocuments(payload, user)) {
    const key = entityKey(item.entity)
    const kind = 'collection' in item.entity ? item.entity.collection : item.entity.global
    if (options.kind && kind !== options.kind) continue
    if (chosen && !chosen.has(key)) continue
    const recorded = item.doc[TRANSLATION_FIELD] as Fingerprints | null | undefined
    const units: XliffDocument['units'] = []
    for (const text of localizedTexts(item.fields, item.doc)) {
      const source = text.values[SOURCE_LOCALE]
      if (isEmptyText(source)) continue
      const state: TranslationState = fieldState(text, options.locale, recorded)
      if (options.scope === 'open' && state === 'current') continue
      const target = text.values[options.locale]
      units.push({
        key: `${key}/${text.path}`,
        print: fingerprint(source),
        source: toInline(source),
        target: isEmptyText(target) ? null : toInline(target),
        state,
        note: `${fieldName(text, options.language)} — ${item.title}`,
      })
    }
    if (units.length) documents.push({ original: key, units })
  }
  const text = writeXliff({
    version: options.version,
    sourceLanguage: localeTags[SOURCE_LOCALE],
    targetLanguage: localeTags[options.locale],
    site: payload.config.serverURL,
    documents,
  })
  return { text, units: documents.reduce((n, d) => n + d.units.length, 0), documents: documents.length }
}

/** Why a whole file is refused (400), with the values its message names. */
export class XliffImportError extends Error {
  constructor(
    readonly reason:
      | 'malformed'
      | 'notXliff'
      | 'version'
      | 'oldVersion'
      | 'sourceLanguage'
      | 'targetLanguage'
      | 'notYourLanguage'
      | 'site'
      | 'noUnits',
    readonly values: Record<string, string> = {},
  ) {
    super(reason)
  }
}

export type RefusedUnit = {
  key: string
  reason: 'unknown' | 'sourceChanged' | 'codes' | 'empty' | 'saveRefused'
  /** The source text in the file and the source now (a changed source), as words. */
  source?: { file: string; now: string }
  /** The code named, or the save's own message. */
  detail?: string
}

export type ImportResult = {
  locale: Locale
  version: XliffVersion
  applied: string[]
  refused: RefusedUnit[]
}

/** Sets the value at a field path (`items.2.title`) inside a document's data. */
function setAt(data: Doc, path: string, value: unknown): boolean {
  const parts = path.split('.')
  let at: unknown = data
  for (const part of parts.slice(0, -1)) {
    const next: unknown = Array.isArray(at) ? at[Number(part)] : (at as Doc | null)?.[part]
    if (next === null || typeof next !== 'object') return false
    at = next
  }
  const last = parts[parts.length - 1]!
  if (Array.isArray(at)) at[Number(last)] = value
  else (at as Doc)[last] = value
  return true
}

/**
 * Takes a translated XLIFF file back: refuses the whole file (XliffImportError) when it is not
 * well-formed XLIFF 1.2 or 2.0, not from German, not for a language `user` translates into, or
 * not from this site; otherwise saves each document's applicable units as one draft of the
 * target language, and lists every unit it did not apply, with the reason.
 */
export async function importXliff(payload: Payload, req: PayloadRequest, text: string): Promise<ImportResult> {
  const user = req.user
  if (!user) throw new XliffImportError('notYourLanguage')
  let file
  try {
    file = readXliff(text)
  } catch (error) {
    if (error instanceof XliffFileError) {
      if (error.reason === 'version' && /^1\.[01]$/.test(error.detail))
        throw new XliffImportError('oldVersion', { version: error.detail })
      throw new XliffImportError(error.reason, { detail: error.detail })
    }
    throw error
  }
  if (languageOfTag(file.sourceLanguage) !== SOURCE_LOCALE)
    throw new XliffImportError('sourceLanguage', { language: file.sourceLanguage ?? '—' })
  const locale = languageOfTag(file.targetLanguage)
  if (!isLocale(locale) || locale === SOURCE_LOCALE)
    throw new XliffImportError('targetLanguage', { language: file.targetLanguage ?? '—' })
  if (!languagesOf(user).includes(locale)) throw new XliffImportError('notYourLanguage', { language: locale })
  const site = payload.config.serverURL
  if (file.sites.length !== 1 || file.sites[0] !== site)
    throw new XliffImportError('site', { site: file.sites.join(', ') || '—' })
  const ours = file.units.filter((unit) => unit.key && unit.print && parseUnitKey(unit.key))
  if (ours.length === 0) throw new XliffImportError('noUnits')

  const result: ImportResult = { locale, version: file.version, applied: [], refused: [] }
  const byDocument = new Map<string, { entity: Entity; units: { unit: ReadUnit; path: string }[] }>()
  for (const unit of file.units) {
    const parsed = unit.key ? parseUnitKey(unit.key) : null
    if (!parsed || !unit.print) {
      result.refused.push({ key: unit.key ?? '—', reason: 'unknown' })
      continue
    }
    const key = entityKey(parsed.entity)
    const group = byDocument.get(key) ?? { entity: parsed.entity, units: [] }
    group.units.push({ unit, path: parsed.path })
    byDocument.set(key, group)
  }

  for (const { entity, units } of byDocument.values()) {
    const config =
      'collection' in entity
        ? payload.config.collections.find((c) => c.slug === entity.collection)
        : payload.config.globals.find((g) => g.slug === entity.global)
    const refuseAll = (reason: RefusedUnit['reason'], detail?: string) =>
      units.forEach(({ unit }) => result.refused.push({ key: unit.key!, reason, ...(detail ? { detail } : {}) }))
    if (!config) {
      refuseAll('unknown')
      continue
    }
    // The latest draft as the importing account may read it, a language's own texts only.
    const read = (readLocale: Locale | 'all') => {
      const args = {
        locale: readLocale,
        fallbackLocale: false as const,
        draft: true,
        depth: 0,
        overrideAccess: false,
        user,
      }
      return 'collection' in entity
        ? payload.findByID({ collection: entity.collection as 'products', id: entity.id, disableErrors: true, ...args })
        : payload.findGlobal({ slug: entity.global as 'site-settings', ...args })
    }
    const stored = (await read('all')) as Doc | null
    if (!stored) {
      refuseAll('unknown')
      continue
    }
    const texts = new Map(localizedTexts(config.fields, stored).map((t) => [t.path, t]))
    const changes: { key: string; path: string; value: unknown }[] = []
    for (const { unit, path } of units) {
      const key = unit.key!
      const field = texts.get(path)
      if (!field) {
        result.refused.push({ key, reason: 'unknown' })
        continue
      }
      const source = field.values[SOURCE_LOCALE]
      if (fingerprint(source) !== unit.print) {
        result.refused.push({
          key,
          reason: 'sourceChanged',
          source: { file: inlineText(unit.source), now: plainText(source) },
        })
        continue
      }
      if (unit.unsupported.length) {
        result.refused.push({ key, reason: 'codes', detail: [...new Set(unit.unsupported)].join(', ') })
        continue
      }
      if (!unit.target || !inlineText(unit.target).trim()) {
        result.refused.push({ key, reason: 'empty' })
        continue
      }
      try {
        changes.push({ key, path, value: fromInline(unit.target, source) })
      } catch (error) {
        if (!(error instanceof InlineCodeError)) throw error
        result.refused.push({
          key,
          reason: 'codes',
          detail: error.code ? `${error.reason} ${error.code}` : error.reason,
        })
      }
    }
    if (changes.length === 0) continue
    const current = (await read(locale)) as unknown as Doc
    const data: Doc = {}
    for (const change of changes) {
      setAt(current, change.path, change.value)
      const top = change.path.split('.')[0]!
      data[top] = current[top]
    }
    const checked: CheckedFields = { locale, paths: changes.map((c) => c.path) }
    // One draft of the language, saved as the importing account (its rights and languages apply).
    const save = {
      locale,
      data: data as never,
      ...(hasDrafts(config) ? { draft: true } : {}),
      context: { [CHECKED_CONTEXT]: checked },
      depth: 0,
      user,
      overrideAccess: false,
      req: { i18n: req.i18n } as PayloadRequest,
    }
    try {
      if ('collection' in entity)
        await payload.update({ collection: entity.collection as 'products', id: entity.id, ...save })
      else await payload.updateGlobal({ slug: entity.global as 'site-settings', ...save })
      result.applied.push(...changes.map((c) => c.key))
    } catch (error) {
      const status = (error as { status?: number }).status
      if (status !== 403 && status !== 400) throw error
      changes.forEach((c) =>
        result.refused.push({ key: c.key, reason: 'saveRefused', detail: (error as Error).message }),
      )
    }
  }
  return result
}
