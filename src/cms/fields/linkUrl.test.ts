import { describe, expect, it } from 'vitest'

import { safeLinkUrl } from './linkUrl'

describe('rich-text link addresses', () => {
  it('takes the web, e-mail, telephone and this site’s paths', () => {
    for (const url of [
      'https://www.sanhaus.example/de/home',
      'http://partner.example',
      'mailto:info@sanhaus.example',
      'tel:+496948007210',
      '/de/product?category=basins',
      '#specs',
      '?page=2',
    ]) {
      expect(safeLinkUrl(url), url).toBe(true)
    }
  })

  it('refuses addresses that run or carry code, and other sites disguised as paths', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      '//evil.example/x',
      '/\\evil.example/x',
      '/%5Cevil.example/x',
      'https://',
      'ftp://files.example',
      'https://exa mple.com',
    ]) {
      expect(safeLinkUrl(url), url).toBe(false)
    }
  })
})
