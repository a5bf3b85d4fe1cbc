import { describe, expect, it } from 'vitest'

import { closesAt, dayInClosingZone, isOpen, openOnly } from './jobs'

describe('closing dates', () => {
  it('keep an opening open through its whole closing day in Berlin, and close it at midnight there', () => {
    // Summer (UTC+2): 31 July ends at 22:00 UTC.
    expect(isOpen('2026-07-31T12:00:00.000Z', new Date('2026-07-31T21:59:59Z'))).toBe(true)
    expect(isOpen('2026-07-31T12:00:00.000Z', new Date('2026-07-31T22:00:00Z'))).toBe(false)
    // Winter (UTC+1): 31 January ends at 23:00 UTC.
    expect(isOpen('2026-01-31', new Date('2026-01-31T22:59:59Z'))).toBe(true)
    expect(isOpen('2026-01-31', new Date('2026-01-31T23:00:00Z'))).toBe(false)
    expect(isOpen(null)).toBe(false)
  })

  it('name the instant of closing, across the changes of summer time', () => {
    expect(closesAt('2026-07-31T12:00:00.000Z').toISOString()).toBe('2026-07-31T22:00:00.000Z')
    expect(closesAt('2026-01-31').toISOString()).toBe('2026-01-31T23:00:00.000Z')
    // Summer time begins on 29 March 2026 at 02:00: midnight of the 29th is still UTC+1.
    expect(closesAt('2026-03-28').toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(closesAt('2026-03-29').toISOString()).toBe('2026-03-29T22:00:00.000Z')
    // Summer time ends on 25 October 2026 at 03:00: midnight of the 25th is still UTC+2.
    expect(closesAt('2026-10-24').toISOString()).toBe('2026-10-24T22:00:00.000Z')
    expect(closesAt('2026-10-25').toISOString()).toBe('2026-10-25T23:00:00.000Z')
  })

  it('read the day in Berlin, not in UTC', () => {
    expect(dayInClosingZone(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
    expect(
      openOnly([{ validThrough: '2026-12-31' }, { validThrough: '2027-01-01' }], new Date('2026-12-31T23:30:00Z')),
    ).toEqual([{ validThrough: '2027-01-01' }])
  })
})
