import { describe, expect, it } from 'vitest'

import { excerpt, highlight, matchRanges } from './highlight'
import { planQuery } from './plan'

const parseQuery = (query: string) => planQuery(query).units

const marked = (text: string, query: string) =>
  highlight(text, parseQuery(query))
    .map((s) => (s.mark ? `[${s.text}]` : s.text))
    .join('')

describe('highlight', () => {
  it('marks the match in the original spelling, whatever the query spelling', () => {
    expect(marked('Badmöbel Aria 60', 'moebel')).toBe('Bad[möbel] Aria 60')
    expect(marked('Badmöbel Aria 60', 'MÖBEL')).toBe('Bad[möbel] Aria 60')
  })

  it('marks every word of the query and every occurrence', () => {
    expect(marked('Aria 60 and Aria 80', 'aria 60')).toBe('[Aria] [60] and [Aria] 80')
  })

  it('marks short words only at a word start', () => {
    expect(marked('Sandbad und Badewanne', 'bad')).toBe('Sandbad und [Bad]ewanne')
  })

  it('marks Chinese bigrams as one stretch', () => {
    expect(marked('Terra 人造石独立浴缸', '独立浴缸')).toBe('Terra 人造石[独立浴缸]')
  })

  it('keeps full-width punctuation of Chinese text as written', () => {
    expect(marked('哑光表面，致密无孔', '表面')).toBe('哑光[表面]，致密无孔')
  })

  it('returns the text unmarked when nothing matches', () => {
    expect(highlight('Luna 60', parseQuery('xyz'))).toEqual([{ text: 'Luna 60', mark: false }])
    expect(highlight('', parseQuery('xyz'))).toEqual([{ text: '', mark: false }])
  })

  it('merges overlapping matches', () => {
    expect(matchRanges('Duschwanne', parseQuery('dusch duschwanne'))).toEqual([[0, 10]])
  })
})

describe('excerpt', () => {
  const long = `${'Ein sehr langer Einleitungssatz ohne Bezug. '.repeat(8)}Die Duschwanne Piano ist flach. ${'Noch mehr Text danach. '.repeat(8)}`

  it('shows the passage around the first match, cut at spaces, with ellipses', () => {
    const text = excerpt(long, parseQuery('duschwanne'), 120)
    expect(text).toContain('Duschwanne')
    expect(text.startsWith('…')).toBe(true)
    expect(text.endsWith('…')).toBe(true)
    expect(text.length).toBeLessThanOrEqual(122)
    // cut between words, not inside one
    expect(long).toContain(` ${text.slice(1, 30)}`)
  })

  it('shows the start of the text when nothing matches', () => {
    expect(excerpt(long, parseQuery('xyz'), 60).startsWith('Ein sehr langer')).toBe(true)
  })

  it('leaves short texts whole', () => {
    expect(excerpt('Kurz und gut.', parseQuery('gut'))).toBe('Kurz und gut.')
  })
})
