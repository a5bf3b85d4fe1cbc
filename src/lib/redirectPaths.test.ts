import { describe, expect, it } from 'vitest'

import { normalizeRedirectPath } from './redirectPaths'

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
