import type { CollectionBeforeChangeHook, Field, GlobalBeforeChangeHook, PayloadRequest } from 'payload'

import { SYSTEM_WRITE } from '@/cms/audit/record'
import { isLocale, type Locale } from '@/i18n/locales'
import { fingerprint, recordChecked, recordSave, targetLocales, type Fingerprints } from '@/lib/translation/status'

import { localizedTexts } from './texts'

/** The hidden field that keeps each language's fingerprints of the source (`@/lib/translation/status`). */
export const TRANSLATION_FIELD = 'translation'

export const translationField: Field = {
  name: TRANSLATION_FIELD,
  type: 'json',
  admin: { hidden: true, disableListColumn: true, disableListFilter: true },
}

/** The language a save writes: one language, or all of them (`locale=all` / `*`). */
export function savedLocale(req: Pick<PayloadRequest, 'locale'>): Locale | 'all' | null {
  const locale = req.locale as string | undefined
  if (locale === 'all' || locale === '*') return 'all'
  return isLocale(locale) ? locale : null
}

/**
 * Reads within the save's transaction. The Local API sets the locale it is asked for on the request
 * it is handed, so the save's own locale is put back afterwards.
 */
export async function readAll<T>(req: PayloadRequest, read: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale } = req
  try {
    return await read()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}

const recordedOf = (doc: unknown): Fingerprints | null =>
  ((doc as Record<string, unknown> | undefined)?.[TRANSLATION_FIELD] as Fingerprints | null | undefined) ?? null

/** Whether a collection or global keeps fingerprints (it has texts to translate). */
export const hasTranslation = (entity: { fields: readonly Field[] }) =>
  entity.fields.some((field) => 'name' in field && field.name === TRANSLATION_FIELD)

/** A save that confirms fields of a language as right without changing them (`POST /api/translation/checked`). */
export type CheckedFields = { locale: Locale; paths: string[] }
export const CHECKED_CONTEXT = 'translationChecked'

/**
 * Records, at every save of a language, the fingerprint of each source text at that moment for
 * the fields whose text in that language the save changes (or that have none yet): the others
 * keep theirs. The source is read as stored (its latest draft, all languages); a save of all
 * languages at once brings its own source and renews every field. Whatever a request sends for
 * the field itself is replaced.
 */
function record(
  fields: Field[],
  data: Record<string, unknown>,
  stored: unknown,
  saved: Locale | 'all',
  previous: unknown,
  checked: unknown,
  system: boolean,
) {
  // What the save holds of one language; a create has nothing stored yet, so its texts are the save's.
  const sent = saved === 'all' ? undefined : localizedTexts(fields, data, saved)
  const texts =
    saved === 'all' ? localizedTexts(fields, data) : stored === undefined ? sent! : localizedTexts(fields, stored)
  let changed: Set<string> | undefined
  if (sent && saved !== 'all') {
    const now = new Map(sent.map((text) => [text.path, text.values[saved]]))
    const known = new Set(texts.map((text) => text.path))
    changed = new Set([
      ...texts.filter((t) => fingerprint(t.values[saved]) !== fingerprint(now.get(t.path))).map((t) => t.path),
      // A text that was not there before (a new row, a field added to the model).
      ...[...now.keys()].filter((path) => !known.has(path)),
    ])
  }
  let next = recordSave(texts, saved, recordedOf(previous), changed)
  const confirm = checked as CheckedFields | undefined
  if (confirm && confirm.locale === saved) next = recordChecked(texts, saved, confirm.paths, next)
  // The system's writes (the demo seed, an import) put each language's texts there on purpose: a
  // name kept as in German is meant, not copied by mistake.
  if (system)
    for (const locale of saved === 'all' ? targetLocales : [saved])
      next = recordChecked(texts, locale, changed ? [...changed] : texts.map((text) => text.path), next)
  return { ...data, [TRANSLATION_FIELD]: next }
}

export const recordCollectionTranslation: CollectionBeforeChangeHook = async ({
  collection,
  data,
  originalDoc,
  operation,
  req,
}) => {
  const saved = savedLocale(req)
  if (!saved) return data
  const id = (originalDoc as { id?: number | string } | undefined)?.id
  const stored =
    operation === 'update' && id !== undefined && saved !== 'all'
      ? await readAll(req, () =>
          req.payload.findByID({
            collection: collection.slug,
            id,
            locale: 'all',
            draft: true,
            depth: 0,
            overrideAccess: true,
            trash: true,
            req,
          }),
        )
      : undefined
  return record(
    collection.fields,
    data,
    stored,
    saved,
    originalDoc,
    req.context[CHECKED_CONTEXT],
    Boolean(req.context[SYSTEM_WRITE]),
  )
}

export const recordGlobalTranslation: GlobalBeforeChangeHook = async ({ global, data, originalDoc, req }) => {
  const saved = savedLocale(req)
  if (!saved) return data
  const stored =
    saved === 'all'
      ? undefined
      : await readAll(req, () =>
          req.payload.findGlobal({
            slug: global.slug,
            locale: 'all',
            draft: true,
            depth: 0,
            overrideAccess: true,
            req,
          }),
        )
  return record(
    global.fields,
    data,
    stored,
    saved,
    originalDoc,
    req.context[CHECKED_CONTEXT],
    Boolean(req.context[SYSTEM_WRITE]),
  )
}
