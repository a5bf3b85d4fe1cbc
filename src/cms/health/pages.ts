import type { Field } from 'payload'

import { locales, type Locale } from '@/i18n/locales'
import { isEmptyText } from '@/lib/translation/status'

import { eachValue, type Place, type Published } from './check'

/**
 * Where each kind of page takes its title and its description (what search results and shared
 * links show) from: the first field of each list that holds a text in the page's language. The
 * same order as the pages' `generateMetadata` (the editors' `seo` fields first, where a kind has
 * them). Kinds whose title or description come from the site's own texts are not listed.
 */
export type PageTexts = { title: readonly string[]; description: readonly string[] }

/** A page text with a heading and an introduction (`introMetadata`), within `prefix` when given. */
const intro = (prefix = ''): PageTexts => ({
  title: ['seo.title', `${prefix}heading`],
  description: ['seo.description', `${prefix}text`],
})

export const PAGE_TEXTS: { collections: Record<string, PageTexts>; globals: Record<string, PageTexts> } = {
  collections: {
    products: { title: ['seo.title', 'title'], description: ['seo.description', 'description'] },
    series: { title: ['title'], description: ['story'] },
    news: { title: ['seo.title', 'title'], description: ['seo.description', 'excerpt'] },
    'job-openings': { title: ['title'], description: ['summary'] },
    showrooms: { title: ['name'], description: ['intro'] },
    'legal-pages': { title: ['title'], description: ['body'] },
    guarantees: { title: ['title'], description: [] },
  },
  globals: {
    'site-settings': { title: ['brandName'], description: ['tagline'] },
    'about-page': intro('intro.'),
    'craft-page': intro(),
    'case-page': intro(),
    'qualification-page': intro(),
    'recruit-page': intro(),
    'teamwork-page': intro(),
    'contact-page': intro(),
    'service-page': intro(),
    'showcase-page': intro(),
  },
}

/** A page of the published content that has no title or no description in a language it is shown in. */
export type MissingPageText = Place & {
  locale: Locale
  missing: 'title' | 'description'
  /** the field to fill: the page's own (the last of the kind's list) */
  path: string
}

/** The languages in which the field at `path` of a document read with `locale: 'all'` holds a text. */
function languagesWithText(fields: readonly Field[], doc: unknown, path: string): Set<Locale> {
  const name = path.split('.').at(-1)!
  const out = new Set<Locale>()
  eachValue(
    fields,
    doc,
    (field) => field.name === name,
    (_, value, locale, at) => {
      if (at !== path || isEmptyText(value)) return
      // A field the same in every language serves them all.
      if (locale === null) for (const l of locales) out.add(l)
      else out.add(locale)
    },
  )
  return out
}

/**
 * The published pages without a title or a description in a language they are shown in (a news
 * article in its category's language only): nothing the page could show in that language, so
 * search results and shared links show the German text or none.
 */
export function pagesWithoutText(content: readonly Published[]): MissingPageText[] {
  const out: MissingPageText[] = []
  for (const { place, fields, doc, languages } of content) {
    const texts = place.collection ? PAGE_TEXTS.collections[place.collection] : PAGE_TEXTS.globals[place.global!]
    if (!texts) continue
    for (const missing of ['title', 'description'] as const) {
      const paths = texts[missing]
      if (paths.length === 0) continue
      const present = new Set<Locale>()
      for (const path of paths) for (const l of languagesWithText(fields, doc, path)) present.add(l)
      for (const locale of languages)
        if (!present.has(locale)) out.push({ ...place, locale, missing, path: paths.at(-1)! })
    }
  }
  return out
}
