import { describe, expect, it } from 'vitest'

import { localTime, minutesOf, openState, spanProblem } from './hours'

const week = [
  { days: ['mon', 'tue', 'wed', 'thu', 'fri'] as const, opens: '09:00', closes: '12:30' },
  { days: ['mon', 'tue', 'wed', 'thu', 'fri'] as const, opens: '13:30', closes: '18:00' },
  { days: ['sat'] as const, opens: '10:00', closes: '14:00' },
]

describe('opening hours', () => {
  it('reads a clock and refuses what is none, or a span that ends before it starts', () => {
    expect(minutesOf('09:30')).toBe(570)
    expect(minutesOf('9:30')).toBeNull()
    expect(minutesOf('24:00')).toBeNull()
    expect(spanProblem({ opens: '09:00', closes: '18:00' })).toBeNull()
    expect(spanProblem({ opens: '18:00', closes: '09:00' })).toBe('order')
    expect(spanProblem({ opens: 'neun', closes: '18:00' })).toBe('format')
  })

  it('says open or closed in the showroom’s time zone, whatever the visitor’s', () => {
    // Tuesday 1 December 2026, 09:15 UTC: 10:15 in Munich, 17:15 in Hangzhou.
    const instant = new Date('2026-12-01T09:15:00Z')
    expect(localTime(instant, 'Europe/Berlin')).toEqual({ date: '2026-12-01', day: 'tue', minutes: 615 })
    expect(openState(instant, 'Europe/Berlin', week)).toEqual({ open: true, closes: '12:30' })
    expect(openState(instant, 'Asia/Shanghai', week)).toEqual({ open: true, closes: '18:00' })
    // At lunch it opens again at 13:30; on Sunday not at all.
    expect(openState(new Date('2026-12-01T11:45:00Z'), 'Europe/Berlin', week)).toEqual({ open: false, opens: '13:30' })
    expect(openState(new Date('2026-12-06T11:00:00Z'), 'Europe/Berlin', week)).toEqual({ open: false, opens: null })
  })

  it('follows summer time and the exceptions of a date', () => {
    // 8 July 2026 (a Wednesday), 16:30 UTC is 18:30 in Munich (summer time): just closed.
    expect(openState(new Date('2026-07-08T16:30:00Z'), 'Europe/Berlin', week)).toEqual({ open: false, opens: null })
    const christmas = [{ date: '2026-12-24', closed: true }]
    expect(openState(new Date('2026-12-24T09:00:00Z'), 'Europe/Berlin', week, christmas)).toEqual({
      open: false,
      opens: null,
    })
    const late = [{ date: '2026-12-03', closed: false, opens: '09:00', closes: '21:00' }]
    expect(openState(new Date('2026-12-03T19:00:00Z'), 'Europe/Berlin', week, late)).toEqual({
      open: true,
      closes: '21:00',
    })
  })
})
