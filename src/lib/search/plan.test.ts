import { describe, expect, it } from 'vitest'

import { indexTerms } from './normalize'
import { buildLexicon, chineseWords, planQuery, termIn } from './plan'

const texts = [
  'Freistehende Badewanne Terra',
  'Duschwanne Piano 120 × 90',
  'Waschbecken Luna aus Mineralguss',
  'Wand-WC Orbit spülrandlos',
  'Terra 人造石独立浴缸',
  '智能马桶 Orbit',
]
const lexicon = buildLexicon(texts, [
  ['Toilette', 'WC', 'Klo'],
  ['坐便器', '马桶'],
  ['stone resin', 'Mineralguss'],
  ['bathtub', 'bath'],
])

/** The texts a query finds, as the database would: every term in one of its ways. */
const finds = (query: string) => {
  const { terms } = planQuery(query, lexicon)
  return texts.filter((t) => terms.every((term) => termIn(indexTerms(t), term)))
}

describe('planQuery', () => {
  it('offers the spelling a title shows, even where the folded index term was read first', () => {
    const folded = buildLexicon(['mineralguss waschbecken', 'Aufsatz-Waschbecken Orbit'], [])
    expect(planQuery('Waschbeken', folded).respelt).toBe('Waschbecken')
  })

  it('corrects a misspelt word to the word the index holds, and says so', () => {
    expect(planQuery('Badewane', lexicon).respelt).toBe('Badewanne')
    expect(planQuery('Waschbeken', lexicon).respelt).toBe('Waschbecken')
    expect(planQuery('Duchwanne', lexicon).respelt).toBe('Duschwanne')
    expect(finds('Badewane')).toEqual(['Freistehende Badewanne Terra'])
  })

  it('leaves known words, word starts and numbers alone', () => {
    expect(planQuery('Badewanne Terra', lexicon).respelt).toBeNull()
    expect(planQuery('dusch', lexicon).respelt).toBeNull()
    expect(planQuery('SH10001', lexicon).respelt).toBeNull()
    expect(planQuery('4262025', lexicon).respelt).toBeNull()
  })

  it('finds a synonym the editors keep, in Latin and Chinese script', () => {
    expect(finds('Toilette')).toEqual(['Wand-WC Orbit spülrandlos'])
    expect(finds('坐便器')).toEqual(['智能马桶 Orbit'])
    expect(finds('stone resin')).toEqual(['Waschbecken Luna aus Mineralguss'])
    expect(planQuery('Toilette', lexicon).units.map((u) => u.text)).toEqual(['toilette', 'wc', 'klo'])
  })

  it('corrects a typo of a synonym, then finds what it means', () => {
    expect(planQuery('Toilete', lexicon).respelt).toBe('Toilette')
    expect(finds('Toilete')).toEqual(['Wand-WC Orbit spülrandlos'])
  })

  it('finds Chinese words that stand apart in a title', () => {
    expect(chineseWords('人造石浴缸')).toEqual(['人造石', '浴缸'])
    expect(finds('人造石浴缸')).toEqual(['Terra 人造石独立浴缸'])
    expect(finds('浴缸')).toEqual(['Terra 人造石独立浴缸'])
  })

  it('needs every term to find a text, each term on its own anywhere in it', () => {
    expect(finds('Terra freistehende')).toEqual(['Freistehende Badewanne Terra'])
    expect(finds('Terra Piano')).toEqual([])
    expect(planQuery('Terra Piano Luna', lexicon).terms.map((t) => t.key)).toEqual(['terra', 'piano', 'luna'])
  })

  it('has no terms for punctuation alone', () => {
    expect(planQuery(' %_* ', lexicon)).toEqual({ terms: [], units: [], respelt: null })
  })
})
