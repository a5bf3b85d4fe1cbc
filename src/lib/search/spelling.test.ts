import { describe, expect, it } from 'vitest'

import { editDistance, respell, vocabulary } from './spelling'

const words = vocabulary([
  'Freistehende Badewanne Terra',
  'Duschwanne Piano 120 × 90',
  'Badmöbel Aria 60',
  'Waschtischarmatur Fino',
  'Terra 人造石独立浴缸',
])

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one edit', () => {
    expect(editDistance('badewanne', 'badewanne')).toBe(0)
    expect(editDistance('badewane', 'badewanne')).toBe(1)
    expect(editDistance('badewnane', 'badewanne')).toBe(1)
    expect(editDistance('badewonne', 'badewanne')).toBe(1)
  })

  it('stops counting past the limit', () => {
    expect(editDistance('abc', 'xyzuvw', 2)).toBe(3)
    expect(editDistance('armatur', 'piano', 1)).toBe(2)
  })
})

describe('respell', () => {
  it('corrects a misspelt word to a known one, in its own spelling', () => {
    expect(respell('badewane', words)).toBe('Badewanne')
    expect(respell('Badmobel', words)).toBe('Badmöbel')
  })

  it('keeps words that are known or the start of a known word', () => {
    expect(respell('Badewane Terra', words)).toBe('Badewanne Terra')
    expect(respell('dusch', words)).toBeNull()
  })

  it('has no suggestion for words too far from any known word, or for Chinese', () => {
    expect(respell('kühlschrank', words)).toBeNull()
    expect(respell('浴缸缸', words)).toBeNull()
  })
})
