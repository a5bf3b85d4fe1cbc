import type { Locale } from './helpers'
import { facts } from '../../src/cms/seed/content/facts'
import type { L } from '../../src/cms/seed/content/types'
import { formatFactValue, resolveFacts, type FactTable } from '../../src/lib/facts'

export { banners } from '../../src/cms/seed/content/banners'
export { categories, products } from '../../src/cms/seed/content/catalogue'
export { exhibitions } from '../../src/cms/seed/content/exhibitions'
export { history } from '../../src/cms/seed/content/history'
export { jobs } from '../../src/cms/seed/content/jobs'
export { news } from '../../src/cms/seed/content/news'
export { pages } from '../../src/cms/seed/content/pages'
export { serviceGuarantees } from '../../src/cms/seed/content/service'
export { settings } from '../../src/cms/seed/content/settings'
export { showroomCountries } from '../../src/cms/seed/content/showroom'
export { techLines } from '../../src/cms/seed/content/technology'
export { facts }

/** The seeded company facts of one language, as the site resolves them. */
export function factTable(locale: Locale): FactTable {
  const table: FactTable = {}
  for (const f of facts) {
    const variants: Record<string, string> = {}
    for (const v of f.variants ?? []) variants[v.key] = formatFactValue(v.value, locale)
    table[f.key] = {
      label: f.label[locale],
      unit: f.unit?.[locale] ?? '',
      value: formatFactValue(f.value, locale),
      raw: f.value,
      variants,
    }
  }
  return table
}

/** A seeded text in one language with its fact tokens resolved: what the page shows. */
export function seedText(text: L, locale: Locale): string {
  return resolveFacts(text[locale], factTable(locale))
}
