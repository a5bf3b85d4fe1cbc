import { describe, expect, it } from 'vitest'

import { notFoundPagePath, pageLocales } from '../../scripts/not-found-page.mjs'
import { locales } from '../../src/i18n/locales'

describe('the server-rendered not-found page of a path', () => {
  it('is in the language of the path, and German for a path without one', () => {
    expect(notFoundPagePath('/zh/news/nichts')).toBe('/zh/~404')
    expect(notFoundPagePath('/fr/x?y=1')).toBe('/fr/~404')
    expect(notFoundPagePath('/xx/produkt')).toBe('/de/~404')
    expect(notFoundPagePath('/')).toBe('/de/~404')
  })

  it('knows the site’s languages', () => {
    expect([...pageLocales]).toEqual([...locales])
  })
})
