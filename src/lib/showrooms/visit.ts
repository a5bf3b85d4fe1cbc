/**
 * When a visitor may ask to come to a showroom: a day from tomorrow (in the showroom's time zone)
 * up to a limit ahead, on which the place opens, and a part of that day in which it is open.
 * Shared by the appointment form and its endpoint, so both say the same.
 */
import { type VisitTime, type Weekday, weekdays } from '@/lib/vocabularies'

import { type HoursException, type HoursRow, localTime, minutesOf, spansOn } from './hours'

/** How far ahead a visit can be asked for. */
export const VISIT_DAYS_AHEAD = 180

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The parts of a day, in minutes after midnight of the showroom's clock: [from, to). */
export const dayparts: Readonly<Record<VisitTime, readonly [number, number]>> = {
  morning: [0, 12 * 60],
  afternoon: [12 * 60, 17 * 60],
  evening: [17 * 60, 24 * 60],
}

/** The calendar date `days` after a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** The weekday of a valid `YYYY-MM-DD` date; null for anything else (2026-02-30 included). */
export function weekdayOf(date: string): Weekday | null {
  const match = DATE.exec(date)
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const at = new Date(Date.UTC(y, m - 1, d))
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) return null
  // getUTCDay: Sunday 0; the list starts on Monday.
  return weekdays[(at.getUTCDay() + 6) % 7]!
}

/** A showroom's hours as the rules read them. */
export type VisitHours = { timeZone: string; hours: readonly HoursRow[]; exceptions: readonly HoursException[] }

/** The first and last day a visit can be asked for, seen from an instant in the showroom's time zone. */
export function visitWindow(now: number, timeZone: string): { first: string; last: string } {
  const today = localTime(new Date(now), timeZone).date
  return { first: addDays(today, 1), last: addDays(today, VISIT_DAYS_AHEAD) }
}

/** The opening spans of a date in minutes, earliest first. */
function spansOfDate(date: string, day: Weekday, place: VisitHours): [number, number][] {
  return spansOn(date, day, place.hours, place.exceptions)
    .map((s) => [minutesOf(s.opens), minutesOf(s.closes)] as const)
    .filter((s): s is [number, number] => s[0] !== null && s[1] !== null)
    .sort((a, b) => a[0] - b[0])
}

/** The parts of a day in which a showroom is open on a date (none: closed that day). */
export function openDayparts(date: string, place: VisitHours): VisitTime[] {
  const day = weekdayOf(date)
  if (!day) return []
  const spans = spansOfDate(date, day, place)
  return (Object.keys(dayparts) as VisitTime[]).filter((part) => {
    const [from, to] = dayparts[part]
    return spans.some(([opens, closes]) => opens < to && closes > from)
  })
}

/**
 * What is wrong with a wished visit: `date` (no date, or outside the window), `closed` (the place
 * does not open that day), `time` (it is closed in that part of the day); null when it is possible.
 */
export function visitProblem(
  visit: { date: string; time?: VisitTime | null },
  place: VisitHours,
  now: number,
): 'date' | 'closed' | 'time' | null {
  if (!weekdayOf(visit.date)) return 'date'
  const { first, last } = visitWindow(now, place.timeZone)
  if (visit.date < first || visit.date > last) return 'date'
  const open = openDayparts(visit.date, place)
  if (open.length === 0) return 'closed'
  if (visit.time && !open.includes(visit.time)) return 'time'
  return null
}
