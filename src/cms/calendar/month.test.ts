import { describe, expect, it } from 'vitest'

import { monthOf, shiftMonth, weeksOf } from './month'

describe('the calendar’s month', () => {
  it('is the month of an instant in the reader’s time zone', () => {
    // 31 December, 20:00 UTC: already January in Shanghai, still December in Berlin.
    expect(monthOf('2026-12-31T20:00:00Z', 'Asia/Shanghai')).toBe('2027-01')
    expect(monthOf('2026-12-31T20:00:00Z', 'Europe/Berlin')).toBe('2026-12')
  })

  it('steps across the years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2027-01', -1)).toBe('2026-12')
  })

  it('lays out weeks from Monday, with every day once', () => {
    const weeks = weeksOf('2027-02')
    // 1 February 2027 is a Monday; 28 days make four full weeks.
    expect(weeks).toHaveLength(4)
    expect(weeks[0]![0]).toBe('2027-02-01')
    const december = weeksOf('2026-12')
    // 1 December 2026 is a Tuesday: Monday is empty; the 31st is a Thursday.
    expect(december[0]!.slice(0, 2)).toEqual([null, '2026-12-01'])
    expect(december.flat().filter(Boolean)).toHaveLength(31)
    expect(december.at(-1)!.indexOf('2026-12-31')).toBe(3)
  })
})
