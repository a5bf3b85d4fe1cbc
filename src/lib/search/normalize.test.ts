import { describe, expect, it } from 'vitest'

import {
  bigrams,
  foldWithOffsets,
  indexTerms,
  likePatterns,
  MAX_QUERY_UNITS,
  normalizeText,
  tokenize,
} from './normalize'
import { planQuery } from './plan'

/** The units a query is searched by (no lexicon: no respelling, no synonyms). */
const parseQuery = (query: string) => planQuery(query).units

/** What the database does with the stored terms: SQL LIKE with `%` only (no `_` is ever produced). */
function like(text: string, pattern: string): boolean {
  const re = new RegExp(
    `^${pattern
      .split('%')
      .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
    's',
  )
  return re.test(text)
}

/** Whether a stored text is found by a query, as the search does it (every unit must match). */
function finds(stored: string, query: string): boolean {
  const terms = indexTerms(stored)
  const units = parseQuery(query)
  return units.length > 0 && units.every((u) => like(terms, likePatterns(u).within))
}

describe('normalizeText', () => {
  it('makes MÖBEL, Möbel and moebel one word', () => {
    expect(normalizeText('MÖBEL')).toBe('moebel')
    expect(normalizeText('Möbel')).toBe('moebel')
    expect(normalizeText('moebel')).toBe('moebel')
  })

  it('writes out all umlauts and ß, upper case included', () => {
    expect(normalizeText('Ärger Öl Übergröße STRAẞE')).toBe('aerger oel uebergroesse strasse')
  })

  it('treats decomposed umlauts (as some keyboards and Macs send them) like composed ones', () => {
    expect(normalizeText('Mo\u0308bel')).toBe('moebel')
  })

  it('drops the accents of French, Spanish and Italian', () => {
    expect(normalizeText('Épaisseur du verre, baño, perché')).toBe('epaisseur du verre, bano, perche')
  })

  it('spells out letters that have no accent to drop', () => {
    expect(normalizeText('Œuvre Æther Øre Łódź')).toBe('oeuvre aether ore lodz')
  })

  it('folds full-width letters and digits (NFKC) as Chinese keyboards type them', () => {
    expect(normalizeText('ＬＵＮＡ６０')).toBe('luna60')
    expect(normalizeText('ﬁne')).toBe('fine')
  })

  it('leaves Chinese characters as they are', () => {
    expect(normalizeText('人造石浴缸')).toBe('人造石浴缸')
  })
})

describe('foldWithOffsets', () => {
  it('points every folded character back to the character it came from', () => {
    const { folded, starts, ends } = foldWithOffsets('Möbel')
    expect(folded).toBe('moebel')
    // "oe" both come from "ö" (index 1)
    expect(starts).toEqual([0, 1, 1, 2, 3, 4])
    expect(ends).toEqual([1, 2, 2, 3, 4, 5])
  })
})

describe('tokenize', () => {
  it('splits Latin text into words and drops punctuation', () => {
    expect(tokenize('Wandwaschbecken Luna 60, 600 × 420 mm.')).toEqual([
      'wandwaschbecken',
      'luna',
      '60',
      '600',
      '420',
      'mm',
    ])
  })

  it('indexes Chinese by character bigrams', () => {
    expect(tokenize('人造石浴缸')).toEqual(['人造', '造石', '石浴', '浴缸'])
    expect(bigrams('盆')).toEqual(['盆'])
  })

  it('splits mixed Latin and Chinese text at the script boundary', () => {
    expect(tokenize('Luna 60 人造石挂盆')).toEqual(['luna', '60', '人造', '造石', '石挂', '挂盆'])
    expect(tokenize('L形淋浴房')).toEqual(['l', '形淋', '淋浴', '浴房'])
  })

  it('also writes hyphenated compounds as one word', () => {
    expect(tokenize('Walk-in-Duschwand')).toEqual(['walk', 'in', 'walkin', 'duschwand', 'walkinduschwand'])
    expect(tokenize('Mineralguss – Waschbecken')).toEqual(['mineralguss', 'waschbecken'])
  })
})

describe('indexTerms', () => {
  it('stores each token once, between single spaces', () => {
    expect(indexTerms('Bad Bad', null, 'Möbel')).toBe(' bad moebel ')
    expect(indexTerms('', undefined)).toBe('')
  })
})

describe('the units of a query (planQuery)', () => {
  it('matches short words at a word start, longer ones anywhere in a word', () => {
    expect(parseQuery('Bad')).toEqual([{ text: 'bad', match: 'start' }])
    expect(parseQuery('Wanne')).toEqual([{ text: 'wanne', match: 'within' }])
  })

  it('turns Chinese into bigrams, and keeps a single character', () => {
    expect(parseQuery('人造石')).toEqual([
      { text: '人造', match: 'within' },
      { text: '造石', match: 'within' },
    ])
    expect(parseQuery('盆')).toEqual([{ text: '盆', match: 'within' }])
  })

  it('drops a plural s from longer words, repeated words and everything past the limit', () => {
    expect(parseQuery('basins basins glass').map((u) => u.text)).toEqual(['basin', 'glass'])
    expect(parseQuery('a b c d e f g h i j k l m')).toHaveLength(MAX_QUERY_UNITS)
  })

  it('has nothing to search in punctuation alone', () => {
    expect(parseQuery(' %_* ')).toEqual([])
  })
})

describe('matching as the database does it', () => {
  const stored = 'Badmöbel Aria 60 mit Mineralguss-Waschtisch und Duschabtrennung'

  it('finds MÖBEL, moebel and möbel alike, inside a compound', () => {
    for (const q of ['MÖBEL', 'moebel', 'möbel', 'Möbel']) expect(finds(stored, q), q).toBe(true)
  })

  it('finds a word by its start', () => {
    expect(finds(stored, 'dusch')).toBe(true)
    expect(finds(stored, 'badm')).toBe(true)
  })

  it('needs every word of the query', () => {
    expect(finds(stored, 'aria 60')).toBe(true)
    expect(finds(stored, 'aria 80')).toBe(false)
  })

  it('does not find short words in the middle of another word', () => {
    expect(finds('Sandbad', 'bad')).toBe(false)
    expect(finds('Sandbad', 'sandb')).toBe(true)
  })

  it('finds Chinese by bigrams, and by one character', () => {
    const zh = 'Terra 人造石独立浴缸'
    expect(finds(zh, '浴缸')).toBe(true)
    expect(finds(zh, '独立浴缸')).toBe(true)
    expect(finds(zh, '缸')).toBe(true)
    expect(finds(zh, '马桶')).toBe(false)
  })

  it('finds the singular by the plural', () => {
    expect(finds('Luna 60 wall-hung basin', 'basins')).toBe(true)
  })

  it('produces patterns without LIKE wildcards of their own', () => {
    for (const unit of parseQuery('50% off_now 100%')) expect(unit.text).toMatch(/^[\p{L}\p{N}]+$/u)
  })
})
