import type { Locale } from './helpers'
import { products } from '../../src/cms/seed/content/catalogue'
import { facts } from '../../src/cms/seed/content/facts'
import type { L } from '../../src/cms/seed/content/types'
import { resolveFacts, toFactTable, type FactTable } from '../../src/lib/facts'
import { resolveMentions } from '../../src/lib/text/productMentions'
import { typeset } from '../../src/lib/text/typography'

export { banners } from '../../src/cms/seed/content/banners'
export { categories } from '../../src/cms/seed/content/catalogue'
export { products }
export { exhibitions } from '../../src/cms/seed/content/exhibitions'
export { guarantees } from '../../src/cms/seed/content/guarantees'
export { history } from '../../src/cms/seed/content/history'
export { jobs } from '../../src/cms/seed/content/jobs'
export { news } from '../../src/cms/seed/content/news'
export { offices } from '../../src/cms/seed/content/offices'
export { pages } from '../../src/cms/seed/content/pages'
export { serviceGuarantees } from '../../src/cms/seed/content/service'
export { settings } from '../../src/cms/seed/content/settings'
export { showroomCountries } from '../../src/cms/seed/content/showroom'
export { techLines } from '../../src/cms/seed/content/technology'
export { facts }

/** The seeded company facts of one language, as the site resolves them. */
export function factTable(locale: Locale): FactTable {
  return toFactTable(
    facts.map((f) => ({
      key: f.key,
      label: f.label[locale],
      unit: f.unit?.[locale] ?? '',
      value: f.value,
      variants: f.variants.map((v) => ({ key: v.key, value: v.value })),
    })),
    locale,
  )
}

/**
 * The catalogue's names of products in one language, by slug: the model name
 * (`{{product:<slug>}}` shows it) and the title (`{{product:<slug>|title}}`).
 */
export function productNames(locale: Locale): Map<string, { name: string; title: string }> {
  return new Map(products.map((p) => [p.slug, { name: p.name, title: p.title[locale] }]))
}

/** A text as a page in `locale` shows it: facts and product names resolved, typeset for the language. */
export function pageText(text: string, locale: Locale): string {
  return typeset(resolveMentions(resolveFacts(text, factTable(locale)), productNames(locale)), locale)
}

/** A seeded text in one language as the page shows it. */
export function seedText(text: L, locale: Locale): string {
  return pageText(text[locale], locale)
}
