import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'

import { pluralForms, pluralText } from './plural'

describe('pluralForms and pluralText', () => {
  for (const locale of locales) {
    it(`give the search's suggestion count in ${locale} as the message formatter does, for 0 to 30 and 101`, async () => {
      const { default: messages } = (await import(`../../../messages/${locale}.json`)) as {
        default: Record<string, unknown>
      }
      const translate = createTranslator({ locale, messages }) as unknown as (
        key: string,
        values: { count: number },
      ) => string
      const t = (count: number) => translate('shell.suggestionCount', { count })
      const forms = pluralForms(locale, t)
      for (const count of [...Array.from({ length: 31 }, (_, i) => i), 101])
        expect(pluralText(forms, locale, count), `${locale} ${count}`).toBe(t(count))
    })
  }

  it('keeps the numbers of a text apart from the count', () => {
    const forms = pluralForms('de', (n) => (n === 1 ? '1 Vorschlag in 2 Sekunden' : `${n} Vorschläge in 2 Sekunden`))
    expect(pluralText(forms, 'de', 2)).toBe('2 Vorschläge in 2 Sekunden')
  })
})
