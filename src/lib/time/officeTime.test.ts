import { describe, expect, it } from 'vitest'

import { knownTimeZone, OFFICE_TIME_ZONE, officeTime } from './officeTime'

describe('office time', () => {
  it('writes an instant in the exporting user’s zone, summer and winter time apart', () => {
    expect(officeTime('2026-12-01T19:05:09Z', 'Europe/Berlin')).toBe('2026-12-01 20:05:09')
    expect(officeTime('2026-07-01T19:05:09Z', 'Europe/Berlin')).toBe('2026-07-01 21:05:09')
    expect(officeTime('2026-12-01T19:05:09Z', 'Asia/Shanghai')).toBe('2026-12-02 03:05:09')
    expect(officeTime(null, 'Europe/Berlin')).toBe('')
    expect(officeTime('not a date', 'Europe/Berlin')).toBe('')
  })

  it('takes only a zone Intl knows, else the office’s', () => {
    expect(knownTimeZone('Asia/Shanghai')).toBe('Asia/Shanghai')
    expect(knownTimeZone('Mars/Olympus')).toBe(OFFICE_TIME_ZONE)
    expect(knownTimeZone(['Asia/Shanghai'])).toBe(OFFICE_TIME_ZONE)
    expect(knownTimeZone('x'.repeat(200))).toBe(OFFICE_TIME_ZONE)
  })
})
