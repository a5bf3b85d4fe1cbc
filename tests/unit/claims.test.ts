import { describe, expect, it } from 'vitest'

import { banners } from '@/cms/seed/content/banners'
import { facts } from '@/cms/seed/content/facts'
import { history } from '@/cms/seed/content/history'
import { pages } from '@/cms/seed/content/pages'
import { serviceGuarantees } from '@/cms/seed/content/service'
import { techLines } from '@/cms/seed/content/technology'
import { locales } from '@/i18n/locales'

/** Every string of the seeded page content, per language. */
function texts(value: unknown, locale: string, out: string[] = []): string[] {
  if (!value || typeof value !== 'object') return out
  const record = value as Record<string, unknown>
  if (typeof record[locale] === 'string') out.push(record[locale] as string)
  else for (const inner of Object.values(record)) texts(inner, locale, out)
  return out
}

const content = { pages, serviceGuarantees, techLines, history, banners }

/** The figures of spec section 1 and the fact that holds each. */
const claims: Record<string, string> = {
  '3-year warranty': 'warranty_years',
  '90 days free storage': 'free_storage_days',
  'acceptance check 36 hours': 'acceptance_hours',
  'free delivery to 2400 cities': 'delivery_cities',
  '3-day delivery in Germany': 'delivery_days_germany',
  'more than 30 countries and regions': 'countries',
  'more than 100 trade fairs': 'trade_fairs',
  'more than 1000 projects': 'projects',
  '10 offline showrooms': 'showrooms',
  '17 years': 'years',
  'factory area': 'factory_area',
  'more than 200 employees': 'employees',
  'more than 30 in R&D': 'rnd_staff',
  'registered capital 10 million USD': 'registered_capital',
  'history 2003-2020': 'history_range',
}

describe('claims of spec section 1', () => {
  it('each has a company fact', () => {
    const keys = new Set(facts.map((f) => f.key))
    for (const key of Object.values(claims)) expect(keys, key).toContain(key)
  })

  for (const locale of locales) {
    it(`are written as fact tokens in the ${locale} page texts, never as typed figures`, () => {
      const all = texts(content, locale)
      const shown = new Set(all.flatMap((t) => [...t.matchAll(/\{\{\s*([a-z_]+)/g)].map((m) => m[1])))
      // about's four figures are fact references too.
      for (const s of pages.about.stats) shown.add(s.fact)
      for (const [claim, key] of Object.entries(claims))
        expect(shown.has(key), `${claim} ({{${key}}}) in ${locale}`).toBe(true)
      // The distinctive figures never appear typed into a text.
      for (const text of all)
        expect(text, text).not.toMatch(/(?<![\d.,])(2[.,\s]?400|36[.,\s]?980|39[.,\s]?860|25[.,\s]?000)(?![\d])/)
    })
  }
})
