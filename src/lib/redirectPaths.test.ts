import { describe, expect, it } from 'vitest'

import { isRedirectTarget, normalizeRedirectPath } from './redirectPaths'

describe('redirect paths', () => {
  it('keeps site paths, drops a trailing slash and decodes', () => {
    expect(normalizeRedirectPath('/de/alte-seite/')).toBe('/de/alte-seite')
    expect(normalizeRedirectPath(' /produkte ')).toBe('/produkte')
    expect(normalizeRedirectPath('/de/%C3%BCber-uns')).toBe('/de/über-uns')
    expect(normalizeRedirectPath('/')).toBe('/')
  })

  it('refuses what is not a path of this site', () => {
    for (const bad of [
      'de/x',
      '//evil.example/x',
      'https://x.example/',
      '/a?b=1',
      '/a#b',
      '/a b',
      '/a\\b',
      '/%E0%A4%A',
      `/${'x'.repeat(400)}`,
    ]) {
      expect(normalizeRedirectPath(bad), bad).toBeNull()
    }
  })
})

describe('redirect targets', () => {
  it('lead to a path of the site or a full http(s) URL', () => {
    for (const good of [
      '/de/product',
      '/zh/news/新闻',
      '/de/product?category=basins#top',
      'https://partner.example/landing',
      'http://händler.example/',
    ])
      expect(isRedirectTarget(good), good).toBe(true)
  })

  it('refuse what a browser would read as another host, and blanks or control characters', () => {
    for (const bad of [
      '/\\evil.example/landing',
      '/%5Cevil.example/landing',
      '/%5cevil.example',
      '//evil.example/landing',
      '/\t/evil.example',
      '/\n/evil.example',
      '/de/a b',
      'https:\\\\evil.example',
      'https:/evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'evil.example',
      '',
    ])
      expect(isRedirectTarget(bad), JSON.stringify(bad)).toBe(false)
  })
})
