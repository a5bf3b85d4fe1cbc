import type { Field, GlobalSlug, Payload, PayloadRequest, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { toFactTable, type FactTable } from '@/lib/facts'
import { finishText, hasTokens, type Finishing } from '@/lib/text/finish'
import { mentionedSlugs, type ProductName } from '@/lib/text/productMentions'
import { typesets } from '@/lib/text/typography'

import { mapText, stringsOf, visitTexts, type TextVisit } from './texts'

/** Collections kept per language (an article exists in one language): their texts are not localized fields. */
const perLanguage: readonly string[] = ['news']

/**
 * Where the tables of finishing come from: the site's readers read them as the visitor (or the
 * previewing editor) may see them (src/lib/cms/finish.ts); the search index and the mails as
 * published (`publishedScope`).
 */
export type FinishingSource = {
  facts: (locale: Locale) => Promise<FactTable>
  /** names and titles of the given products in `locale`, by slug */
  names: (slugs: string[], locale: Locale) => Promise<ReadonlyMap<string, ProductName>>
}

/** Memoizes one promise per key. */
function perKey<K, V>(make: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const made = new Map<K, Promise<V>>()
  return (key) => {
    let value = made.get(key)
    if (!value) {
      value = make(key)
      made.set(key, value)
    }
    return value
  }
}

/**
 * Whose rights the tables are read with: the site's readers pass the reader's scope (a visitor's
 * rights, or the previewing editor's drafts: src/lib/cms/finish.ts); the search index and the
 * mails pass `publishedScope`.
 */
export type FinishingScope = {
  overrideAccess: boolean
  draft?: true
  user?: unknown
  req?: PayloadRequest
  /** a condition added to every read (published documents only, where access is overridden) */
  where?: Where
}

/** Published documents only, read as the system (inside a hook, in the editor's request: its transaction's own writes count). */
export const publishedScope = (req?: PayloadRequest): FinishingScope => ({
  overrideAccess: true,
  req,
  where: { _status: { equals: 'published' } },
})

/**
 * The company facts (each language's read once) and the names of the mentioned products, read
 * with `scope`.
 */
export function sourceIn(payload: Payload, { where, ...access }: FinishingScope): FinishingSource {
  const read = { depth: 0, limit: 0, pagination: false, ...access } as const
  const facts = perKey((locale: Locale): Promise<FactTable> =>
    payload.find({ collection: 'company-facts', locale, where, ...read }).then(({ docs }) => toFactTable(docs, locale)),
  )
  const names = async (slugs: string[], locale: Locale) => {
    const bySlug: Where = { slug: { in: slugs } }
    const { docs } = await payload.find({
      collection: 'products',
      locale,
      where: where ? { and: [bySlug, where] } : bySlug,
      select: { slug: true, name: true, title: true },
      ...read,
    })
    return new Map(docs.map((doc) => [doc.slug, { name: doc.name ?? '', title: doc.title }]))
  }
  return { facts, names }
}

/** The fields of a global, to walk its texts. */
export const globalFields = (payload: Payload, slug: GlobalSlug): Field[] =>
  payload.config.globals.find((global) => global.slug === slug)?.fields ?? []

const noNames: ReadonlyMap<string, ProductName> = new Map()

/**
 * The texts of documents read in `locale`, finished for visitors (`finishText`: company facts,
 * product mentions, the language's typography), in their fields, groups, lists and blocks and in
 * the documents they link to as read. The tables are read only when a text holds a token.
 * Changes the documents in place and returns them.
 */
export async function finishTexts<T>(
  payload: Payload,
  fields: readonly Field[],
  docs: T[],
  locale: Locale,
  collection: string | undefined,
  source: FinishingSource,
): Promise<T[]> {
  const unlocalized = collection !== undefined && perLanguage.includes(collection)
  const visits: TextVisit[] = []
  for (const doc of docs) visitTexts(payload, fields, doc, (visit) => visits.push(visit), { unlocalized })
  const strings = visits.flatMap((visit) => stringsOf(visit.value))
  const tokens = strings.some(hasTokens)
  if (!tokens && !typesets(locale)) return docs
  let finishing: Finishing = { facts: {}, names: noNames }
  if (tokens) {
    const slugs = [...new Set(strings.flatMap(mentionedSlugs))]
    const [facts, names] = await Promise.all([
      source.facts(locale),
      slugs.length > 0 ? source.names(slugs, locale) : noNames,
    ])
    finishing = { facts, names }
  }
  for (const visit of visits) visit.set(mapText(visit.value, visit.kind, (text) => finishText(text, locale, finishing)))
  return docs
}
