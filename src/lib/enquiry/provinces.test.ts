import { describe, expect, it } from 'vitest'

import { provinceInLanguage } from './provinces'

describe('a province in the enquiry inbox', () => {
  it('reads in the admin’s language with the stored Chinese name beside it, in Chinese as stored', () => {
    expect(provinceInLanguage('浙江', 'de')).toBe('Zhejiang (浙江)')
    expect(provinceInLanguage('北京', 'fr')).toBe('Pékin (北京)')
    expect(provinceInLanguage('浙江', 'zh')).toBe('浙江')
    // Not one of the list (an older enquiry): as stored.
    expect(provinceInLanguage('Atlantis', 'de')).toBe('Atlantis')
    expect(provinceInLanguage(null, 'de')).toBe('')
  })
})
