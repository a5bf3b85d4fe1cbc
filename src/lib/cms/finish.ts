import type { Field, Payload } from 'payload'

import { finishTexts as finishWith, type FinishingSource } from '@/cms/fields/finish'
import type { Locale } from '@/i18n/locales'
import { toFactTable } from '@/lib/facts'

import { readScope } from './preview'

/**
 * The site's tables for finishing texts: the facts and product names read in the reader's scope,
 * as the visitor may see them (a preview: the editor's drafts too).
 */
export function readerSource(payload: Payload): FinishingSource {
  return {
    facts: async (locale) => {
      const { docs } = await payload.find({
        collection: 'company-facts',
        locale,
        depth: 0,
        limit: 0,
        pagination: false,
        ...readScope(),
      })
      return toFactTable(docs, locale)
    },
    names: async (slugs, locale) => {
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
    },
  }
}

/**
 * Documents read for a page in `locale`, their texts finished for visitors (company facts,
 * product names, typography: `finishTexts` in src/cms/fields/finish.ts), with the reader's tables.
 */
export function finishTexts<T>(
  payload: Payload,
  fields: readonly Field[],
  docs: T[],
  locale: Locale,
  collection?: string,
  source: FinishingSource = readerSource(payload),
): Promise<T[]> {
  return finishWith(payload, fields, docs, locale, collection, source)
}
