import { describe, expect, it } from 'vitest'

import { PdfWriter } from './document'

describe('punctuation in every document', () => {
  const frame = { brand: 'SANHAUS', title: 't', footer: 'f', pageLabel: () => '', date: new Date(0) }
  it('Italian and French set the apostrophe and quotes narrow (no gap in „dell’acqua“); Chinese full width', () => {
    const width = (lang: string, text: string) => {
      const { doc } = new PdfWriter({ ...frame, lang })
      return doc.font('regular').fontSize(10).widthOfString(text)
    }
    for (const lang of ['it-IT', 'fr-FR', 'de-DE']) {
      expect(width(lang, '’'), lang).toBeLessThan(4)
      expect(width(lang, '“'), lang).toBeLessThan(5)
    }
    expect(width('zh-CN', '“')).toBeGreaterThan(9)
  })
})
