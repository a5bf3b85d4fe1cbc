import type { Field, Payload } from 'payload'

import { finishTexts as finishWith, sourceIn, type FinishingSource } from '@/cms/fields/finish'
import type { Locale } from '@/i18n/locales'

import { readScope } from './preview'

/** The site's tables for finishing texts: read in the reader's scope (a preview sees drafts). */
export const readerSource = (payload: Payload): FinishingSource => sourceIn(payload, readScope())

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
