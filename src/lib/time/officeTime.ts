/** The time zone an export is written in when the browser names none (or one Intl does not know). */
export const OFFICE_TIME_ZONE = 'Europe/Berlin'

/** `zone` when it is a time zone Intl knows, else the office's. */
export function knownTimeZone(zone: unknown): string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return OFFICE_TIME_ZONE
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return zone
  } catch {
    return OFFICE_TIME_ZONE
  }
}

/**
 * An instant as an office reads it in a spreadsheet: `2026-12-01 20:05:09` in `zone`, the admin's
 * date order (year first), 24 hours. Empty for no date.
 */
export function officeTime(value: string | Date | null | undefined, zone: string): string {
  if (!value) return ''
  const instant = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(instant.getTime())) return ''
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`
}
