/**
 * Closing dates of job openings. An opening's `validThrough` is a calendar day (the admin stores
 * a day as 12:00 UTC of that day); applications are taken until that day ends in the company's
 * time zone, Europe/Berlin: an opening valid through 31 March closes at 24:00 on 31 March in
 * Germany (22:00 UTC in summer, 23:00 UTC in winter), for visitors of every language alike.
 */
export const CLOSING_TIME_ZONE = 'Europe/Berlin'

/** The calendar day (YYYY-MM-DD) of a stored date value. */
export function closingDay(validThrough: string): string {
  return validThrough.slice(0, 10)
}

/** The day `now` falls on in the closing time zone (YYYY-MM-DD). */
export function dayInClosingZone(now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: CLOSING_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/** Whether applications to an opening valid through `validThrough` are still taken at `now`. */
export function isOpen(validThrough: string | null | undefined, now: Date = new Date()): boolean {
  if (!validThrough) return false
  return closingDay(validThrough) >= dayInClosingZone(now)
}

/** The openings among `jobs` still taking applications at `now`, in their order. */
export function openOnly<T extends { validThrough: string }>(jobs: readonly T[], now: Date = new Date()): T[] {
  return jobs.filter((job) => isOpen(job.validThrough, now))
}

/** Offset of the closing time zone from UTC at `instant`, in minutes (60 or 120 for Berlin). */
function zoneOffsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: CLOSING_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return Math.round((asUtc - instant.getTime()) / 60_000)
}

/** The instant an opening valid through `validThrough` closes: the next day's midnight in Berlin. */
export function closesAt(validThrough: string): Date {
  const [y, m, d] = closingDay(validThrough).split('-').map(Number) as [number, number, number]
  const midnightUtc = Date.UTC(y, m - 1, d + 1)
  // Berlin's midnight is earlier than UTC's by the offset in force at that moment.
  const guess = new Date(midnightUtc - zoneOffsetMinutes(new Date(midnightUtc)) * 60_000)
  return new Date(midnightUtc - zoneOffsetMinutes(guess) * 60_000)
}
