import { describe, expect, it } from 'vitest'

import { MemoryIndex, similarity } from './index'
import { sentences } from './segment'

describe('sentences as the memory stores them', () => {
  it('ends no sentence at an abbreviation of its language', () => {
    expect(
      sentences('Die Wanne, z. B. aus Mineralguss, hält warm. Sie ist ca. 900 mm breit! Passt Nr. 5?', 'de'),
    ).toEqual(['Die Wanne, z. B. aus Mineralguss, hält warm.', 'Sie ist ca. 900 mm breit!', 'Passt Nr. 5?'])
    expect(sentences('Vasche, lavabi ecc. in resina minerale. Pronte.', 'it')).toEqual([
      'Vasche, lavabi ecc. in resina minerale.',
      'Pronte.',
    ])
    expect(sentences('Une baignoire, p. ex. en résine minérale. Prête.', 'fr')).toEqual([
      'Une baignoire, p. ex. en résine minérale.',
      'Prête.',
    ])
    expect(sentences('Una bañera, p. ej. de resina mineral. Lista.', 'es')).toEqual([
      'Una bañera, p. ej. de resina mineral.',
      'Lista.',
    ])
  })

  it('ends Chinese sentences at 。！？ and keeps spacing tidy', () => {
    expect(sentences('浴缸保温。尺寸为900毫米！合适吗？', 'zh')).toEqual(['浴缸保温。', '尺寸为900毫米！', '合适吗？'])
    expect(sentences('  Eins.\n\n Zwei  drei.  ', 'de')).toEqual(['Eins.', 'Zwei drei.'])
  })
})

describe('the memory’s lookup', () => {
  const memory = new MemoryIndex([
    {
      source: 'Die Wanne aus Mineralguss hält das Wasser lange warm.',
      target: 'La vasca in resina minerale mantiene l’acqua calda a lungo.',
    },
    { source: 'Die Duschwanne ist 900 mm breit.', target: 'Il piatto doccia è largo 900 mm.' },
    { source: 'Pflegeleicht und hygienisch.', target: 'Facile da pulire e igienico.' },
  ])

  it('finds the same sentence at 100 %, whatever its spacing and case', () => {
    const [best] = memory.lookup('die  Wanne aus Mineralguss hält das Wasser lange warm.')
    expect(best).toMatchObject({ score: 100, target: 'La vasca in resina minerale mantiene l’acqua calda a lungo.' })
  })

  it('finds a similar sentence from 75 % with its score and the words that differ', () => {
    const [best, ...rest] = memory.lookup('Die Duschwanne ist 800 mm breit.')
    expect(rest).toEqual([])
    expect(best!.score).toBe(85)
    expect(best!.target).toBe('Il piatto doccia è largo 900 mm.')
    expect(best!.diff).toEqual([
      { text: 'Die Duschwanne ist', change: 'same' },
      { text: '900', change: 'removed' },
      { text: '800', change: 'added' },
      { text: 'mm breit.', change: 'same' },
    ])
    expect(memory.lookup('Die Badewanne ist sehr groß und schwer.')).toEqual([])
  })

  it('scores by words in order: a changed comma is not 100 %', () => {
    expect(similarity('Pflegeleicht und hygienisch.', 'Pflegeleicht, und hygienisch.').score).toBe(80)
    // What differs reads with the sentence's own spacing around signs.
    expect(similarity('Misst 600 × 420 mm (innen).', 'Misst 700 × 420 mm (innen).').diff.map((d) => d.text)).toEqual([
      'Misst',
      '600',
      '700',
      '× 420 mm (innen).',
    ])
  })

  it('replaces the target of a sentence stored again', () => {
    const again = new MemoryIndex([
      { source: 'Eins.', target: 'Uno.' },
      { source: 'eins.', target: 'Uno!' },
    ])
    expect(again.size).toBe(1)
    expect(again.lookup('Eins.')[0]!.target).toBe('Uno!')
  })
})
