import { describe, expect, it } from 'vitest'

import { hyphenate } from './hyphenate'

const shown = (text: string) => text.replaceAll('\u00ad', '-')

describe('hyphenate', () => {
  it('marks where the longer words of five languages may break', () => {
    expect(shown(hyphenate('Duschabtrennungen', 'de'))).toBe('Dusch-ab-tren-nun-gen')
    expect(shown(hyphenate('Artikelnummer', 'de'))).toBe('Ar-ti-kel-num-mer')
    expect(shown(hyphenate('Profondeur', 'fr'))).toBe('Pro-fon-deur')
    expect(shown(hyphenate('Miscelatore', 'it'))).toBe('Mi-sce-la-to-re')
    expect(shown(hyphenate('Profundidad', 'es'))).toBe('Pro-fun-di-dad')
    expect(shown(hyphenate('enclosure', 'en'))).toBe('en-clo-sure')
  })

  it('leaves short words, numbers and Chinese whole', () => {
    expect(hyphenate('Höhe 1.950 mm', 'de')).toBe('Höhe 1.950 mm')
    expect(hyphenate('SH300302', 'de')).toBe('SH300302')
    expect(hyphenate('钢化玻璃淋浴房', 'zh')).toBe('钢化玻璃淋浴房')
  })
})
