import { localeTags, type Locale } from '@/i18n/locales'

/** Where a document notes which of its texts came from another language (path → language). */
export const FALLBACK_KEY = '_fallback'

export type FallbackMarks = Partial<Record<string, Locale>>

/**
 * The `lang` an element needs when its text came from another language than the page's
 * (`fillFromChain` in `src/lib/cms/fallback.ts`), or undefined when it is the page's own.
 * `path` is the field's path in the document (`description`, `hotline.heading`, `items.2.title`).
 */
export function fallbackLang(doc: unknown, path: string): string | undefined {
  const marks = (doc as Record<string, unknown> | null | undefined)?.[FALLBACK_KEY] as FallbackMarks | undefined
  const from = marks?.[path]
  return from ? localeTags[from] : undefined
}
