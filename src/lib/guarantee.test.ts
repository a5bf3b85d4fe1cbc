import { describe, expect, it } from 'vitest'

import { demoMarkets } from '@/lib/enquiry/markets'

import { guaranteeHref, marketOfLanguage } from './guarantee'

const all = [{ market: 'china' }, { market: 'europe' }, { market: 'international' }]

describe('the guarantee a page’s claim links', () => {
  it('is the guarantee of the market of the language’s home country', () => {
    expect(marketOfLanguage('zh', demoMarkets)).toBe('china')
    for (const locale of ['de', 'en', 'it', 'fr', 'es'] as const)
      expect(marketOfLanguage(locale, demoMarkets)).toBe('europe')
    expect(guaranteeHref('de', demoMarkets, all)).toBe('/de/guarantee/europe')
    expect(guaranteeHref('zh', demoMarkets, all)).toBe('/zh/guarantee/china')
  })

  it('falls back to the page of all guarantees where that market has none published, or there are no markets', () => {
    expect(guaranteeHref('fr', demoMarkets, [{ market: 'china' }])).toBe('/fr/guarantee')
    expect(guaranteeHref('es', [], all)).toBe('/es/guarantee')
    // A country no market lists belongs to the market of every other country.
    expect(
      marketOfLanguage('en', [
        { key: 'asia', countries: ['CN'] },
        { key: 'world', others: true },
      ]),
    ).toBe('world')
  })
})
