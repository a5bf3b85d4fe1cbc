import type { Field, Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { mentionedSlugs, resolveMentions } from '@/lib/text/productMentions'
import { typeset, typesets } from '@/lib/text/typography'

import { mapText, stringsOf, visitTexts, type TextVisit } from './fieldTexts'
import { readScope } from './preview'

/** Titles of the named products in `locale`, as a visitor (or the previewing editor) may see them. */
async function productNames(payload: Payload, slugs: string[], locale: Locale): Promise<Map<string, string>> {
  const { docs } = await payload.find({
    collection: 'products',
    locale,
    depth: 0,
    limit: 0,
    pagination: false,
    where: { slug: { in: slugs } },
    select: { slug: true, title: true },
    ...readScope(),
  })
  return new Map(docs.map((doc) => [doc.slug, doc.title]))
}

/** Collections kept per language (an article exists in one language): their texts are not localized fields. */
const perLanguage: readonly string[] = ['news']

/**
 * The texts of documents read for a page in `locale`, as the page shows them: products named by
 * reference (`{{product:<slug>}}`) get their titles from the catalogue, and French and Italian
 * get their typography (`typeset`). Changes the documents in place and returns them.
 */
export async function polishTexts<T>(
  payload: Payload,
  fields: readonly Field[],
  docs: T[],
  locale: Locale,
  collection?: string,
): Promise<T[]> {
  const unlocalized = collection !== undefined && perLanguage.includes(collection)
  const visits: TextVisit[] = []
  for (const doc of docs) visitTexts(payload, fields, doc, (visit) => visits.push(visit), { unlocalized })
  const slugs = [...new Set(visits.flatMap((visit) => stringsOf(visit.value).flatMap(mentionedSlugs)))]
  if (slugs.length === 0 && !typesets(locale)) return docs
  const names = slugs.length > 0 ? await productNames(payload, slugs, locale) : new Map<string, string>()
  for (const visit of visits) {
    visit.set(mapText(visit.value, visit.kind, (text) => typeset(resolveMentions(text, names), locale)))
  }
  return docs
}
