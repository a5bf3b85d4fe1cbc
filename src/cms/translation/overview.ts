import type { Field, Payload, TypedUser } from 'payload'

import type { AdminText } from '@/cms/labels'
import { type Locale } from '@/i18n/locales'
import {
  languageStatus,
  SOURCE_LOCALE,
  targetLocales,
  type Fingerprints,
  type TranslationState,
} from '@/lib/translation/status'

import { userLanguages } from './limits'
import { hasTranslation, TRANSLATION_FIELD } from './record'
import { localizedTexts } from './texts'

/** One document (or global) in one language, with its fields that are not current. */
export type StatusRow = {
  /** What the document is and its id (a collection's), as "Geprüft" names it. */
  entity: { collection: string; id: string } | { global: string }
  kind: string
  kindLabel: AdminText | string
  /** The admin address of the document, without its language. */
  href: string
  title: string
  locale: Locale
  state: TranslationState
  fields: { path: string; state: TranslationState }[]
}

type Doc = Record<string, unknown>

/** A title in the source language, else in any language, else the id. */
function titleOf(doc: Doc, field: string | undefined, fallback: string): string {
  const value = field ? doc[field] : undefined
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (value && typeof value === 'object') {
    const byLocale = value as Record<string, unknown>
    const found = [byLocale[SOURCE_LOCALE], ...Object.values(byLocale)].find((v) => typeof v === 'string' && v)
    if (typeof found === 'string') return found
  }
  return fallback
}

const labelOf = (label: unknown, fallback: string): AdminText | string =>
  label && typeof label === 'object' ? (label as AdminText) : typeof label === 'string' ? label : fallback

/** A document (or global) with texts to translate, read in all languages (latest drafts). */
export type TranslatableDocument = {
  entity: StatusRow['entity']
  kindLabel: AdminText | string
  /** The admin address of the document, without its language. */
  href: string
  title: string
  doc: Doc
  fields: Field[]
}

/** Every document and global with texts to translate the user may read, in all languages. */
export async function translatableDocuments(payload: Payload, user: TypedUser): Promise<TranslatableDocument[]> {
  const admin = payload.config.routes.admin
  const out: TranslatableDocument[] = []
  for (const collection of payload.config.collections) {
    if (!hasTranslation(collection)) continue
    const found = await payload.find({
      collection: collection.slug,
      locale: 'all',
      draft: true,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user,
    })
    const kindLabel = labelOf(collection.labels?.plural, collection.slug)
    for (const doc of found.docs as object[] as Doc[]) {
      const id = String(doc.id)
      out.push({
        entity: { collection: collection.slug, id },
        kindLabel,
        href: `${admin}/collections/${collection.slug}/${id}`,
        title: titleOf(doc, collection.admin?.useAsTitle, id),
        doc,
        fields: collection.fields,
      })
    }
  }
  for (const global of payload.config.globals) {
    if (!hasTranslation(global)) continue
    const doc: object = await payload.findGlobal({
      slug: global.slug,
      locale: 'all',
      draft: true,
      depth: 0,
      overrideAccess: false,
      user,
    })
    const label = labelOf(global.label, global.slug)
    out.push({
      entity: { global: global.slug },
      kindLabel: label,
      href: `${admin}/globals/${global.slug}`,
      title: typeof label === 'string' ? label : label[SOURCE_LOCALE],
      doc: doc as Doc,
      fields: global.fields,
    })
  }
  return out
}

/** The languages a user translates into: a limited account's own, else every target language. */
export const languagesOf = (user: TypedUser): Locale[] => {
  const own = userLanguages(user) ?? targetLocales
  return targetLocales.filter((l) => own.includes(l))
}

/**
 * The translation status of all content the user may read, per document and target language
 * (the languages of a limited account only), from the latest drafts read in all languages.
 */
export async function translationOverview(payload: Payload, user: TypedUser): Promise<StatusRow[]> {
  const wanted = languagesOf(user)
  const rows: StatusRow[] = []
  for (const { entity, kindLabel, href, title, doc, fields } of await translatableDocuments(payload, user)) {
    const kind = 'collection' in entity ? entity.collection : entity.global
    const texts = localizedTexts(fields, doc)
    const recorded = doc[TRANSLATION_FIELD] as Fingerprints | null | undefined
    for (const locale of wanted) {
      const status = languageStatus(texts, locale, recorded)
      rows.push({ entity, kind, kindLabel, href, title, locale, ...status })
    }
  }
  return rows
}

/** Per language: how many documents are missing, outdated, identical to the source and current. */
export function countByLanguage(rows: readonly StatusRow[]): Map<Locale, Record<TranslationState, number>> {
  const counts = new Map<Locale, Record<TranslationState, number>>()
  for (const row of rows) {
    const count = counts.get(row.locale) ?? { missing: 0, outdated: 0, identical: 0, current: 0 }
    count[row.state] += 1
    counts.set(row.locale, count)
  }
  return counts
}
