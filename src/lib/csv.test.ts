import { describe, expect, it } from 'vitest'

import { csvCell, toCsv } from './csv'

describe('CSV', () => {
  it('defuses formulas, quotes every cell and starts with a byte-order mark', () => {
    expect(['=1+1', '+49', '-2', '@SUM(A1)', '\tx', '\rx', 'ok', '5-3'].map(csvCell)).toEqual([
      `"'=1+1"`,
      `"'+49"`,
      `"'-2"`,
      `"'@SUM(A1)"`,
      `"'\tx"`,
      `"'\rx"`,
      '"ok"',
      '"5-3"',
    ])
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(toCsv(['a', 'b'], [['张伟', null]])).toBe('\uFEFF"a","b"\r\n"张伟",""\r\n')
  })
})
