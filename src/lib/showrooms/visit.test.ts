import { describe, expect, it } from 'vitest'

import { addDays, openDayparts, visitProblem, visitWindow, weekdayOf, type VisitHours } from './visit'

const munich: VisitHours = {
  timeZone: 'Europe/Berlin',
  hours: [
    { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '18:30' },
    { days: ['sat'], opens: '10:00', closes: '14:00' },
  ],
  exceptions: [
    { date: '2026-12-24', closed: true },
    { date: '2026-12-31', closed: false, opens: '09:00', closes: '12:00' },
  ],
}

// Tuesday 1 December 2026, 23:30 in Munich (22:30 UTC): "tomorrow" there is 2 December.
const lateTuesday = Date.parse('2026-12-01T22:30:00Z')

describe('visit rules', () => {
  it('names weekdays of real dates only', () => {
    expect(weekdayOf('2026-12-01')).toBe('tue')
    expect(weekdayOf('2026-12-06')).toBe('sun')
    expect(weekdayOf('2028-02-29')).toBe('tue')
    expect(weekdayOf('2027-02-29')).toBeNull()
    expect(weekdayOf('2026-13-01')).toBeNull()
    expect(weekdayOf('1.12.2026')).toBeNull()
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })

  it('opens the window tomorrow in the showroom’s time zone, not the visitor’s', () => {
    expect(visitWindow(lateTuesday, 'Europe/Berlin')).toEqual({ first: '2026-12-02', last: '2027-05-30' })
    // 06:30 the next morning in Shanghai: its tomorrow is the 3rd.
    expect(visitWindow(lateTuesday, 'Asia/Shanghai').first).toBe('2026-12-03')
  })

  it('offers the parts of a day the place is open, after its exceptions', () => {
    expect(openDayparts('2026-12-02', munich)).toEqual(['morning', 'afternoon', 'evening'])
    expect(openDayparts('2026-12-05', munich)).toEqual(['morning', 'afternoon'])
    expect(openDayparts('2026-12-06', munich)).toEqual([])
    expect(openDayparts('2026-12-24', munich)).toEqual([])
    expect(openDayparts('2026-12-31', munich)).toEqual(['morning'])
  })

  it('says what is wrong with a wished visit', () => {
    const at = (date: string, time?: 'morning' | 'afternoon' | 'evening') =>
      visitProblem({ date, time }, munich, lateTuesday)
    expect(at('2026-12-01')).toBe('date') // today
    expect(at('2026-12-02', 'evening')).toBeNull()
    expect(at('2026-12-06')).toBe('closed') // Sunday
    expect(at('2026-12-24')).toBe('closed') // closed by exception
    expect(at('2026-12-05', 'evening')).toBe('time') // Saturday until 14:00
    expect(at('2026-12-31', 'afternoon')).toBe('time')
    expect(at('2027-05-29')).toBeNull() // Saturday, the last but one day
    expect(at('2027-06-01')).toBe('date') // past the window
    expect(at('2027-02-30')).toBe('date')
  })
})
