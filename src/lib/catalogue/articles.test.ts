import { describe, expect, it } from 'vitest'

import { gtinCheckDigit, gtinProblem, isArticlePrefix, normalizeArticle } from './articles'

describe('article numbers', () => {
  it('are SH and six digits, in any case, never a slug or a file name', () => {
    expect(normalizeArticle('sh100101')).toBe('SH100101')
    expect(normalizeArticle(' SH100101 ')).toBe('SH100101')
    for (const bad of ['SH10010', 'SH1001011', 'SH-100101', 'luna-60', 'SH100101.pdf', 'XX100101', ''])
      expect(normalizeArticle(bad)).toBeNull()
  })

  it('are completed from their start in search', () => {
    expect(isArticlePrefix('SH10')).toBe(true)
    expect(isArticlePrefix('sh')).toBe(false)
    expect(isArticlePrefix('shower')).toBe(false)
  })
})

describe('GTIN', () => {
  it('accepts real EAN-13, UPC-A and GTIN-8 numbers', () => {
    expect(gtinProblem('4006381333931')).toBeNull()
    expect(gtinProblem('036000291452')).toBeNull()
    expect(gtinProblem('96385074')).toBeNull()
    expect(gtinCheckDigit('400638133393')).toBe(1)
  })

  it('says whether the length or the check digit is wrong', () => {
    expect(gtinProblem('4006381333932')).toBe('checksum')
    expect(gtinProblem('40063813339')).toBe('format')
    expect(gtinProblem('40063813339a1')).toBe('format')
  })
})
