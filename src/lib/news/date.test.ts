import { describe, expect, it } from 'vitest'

import { formatNewsDate, isoDay } from './date'

describe('news dates', () => {
  it('are written as each language writes a date', () => {
    const day = '2026-02-10T00:00:00.000Z'
    expect(formatNewsDate(day, 'de')).toBe('10. Februar 2026')
    expect(formatNewsDate(day, 'zh')).toBe('2026年2月10日')
    expect(formatNewsDate(day, 'it')).toBe('10 febbraio 2026')
    expect(formatNewsDate(day, 'fr')).toBe('10 février 2026')
    expect(formatNewsDate(day, 'es')).toBe('10 de febrero de 2026')
    // English pages speak to Europe: the day first, as in British English
    expect(formatNewsDate('2026-11-29T12:00:00.000Z', 'en')).toBe('29 November 2026')
  })

  it('keep the picked day whatever the server time zone', () => {
    // The admin's day picker stores noon UTC; a late-evening time must not move the day either.
    expect(formatNewsDate('2025-10-14T12:00:00.000Z', 'de')).toBe('14. Oktober 2025')
    expect(formatNewsDate('2025-10-14T23:30:00.000Z', 'de')).toBe('14. Oktober 2025')
    expect(isoDay('2025-10-14T23:30:00.000Z')).toBe('2025-10-14')
  })
})
