/**
 * A showroom's opening hours: per weekday, in the showroom's own time zone, with exceptions on
 * dates (a holiday closed, a late opening). Whether it is open now is computed from these in the
 * time zone of the place, wherever the visitor is.
 */
import { type Weekday, weekdays } from '@/lib/vocabularies'

/** `09:00`–`18:30`: 24-hour clock, minutes; `closes` after `opens` (no hours over midnight). */
export type Span = { opens: string; closes: string }
export type HoursRow = Span & { days: readonly Weekday[] }
export type HoursException = { date: string; closed: boolean; opens?: string | null; closes?: string | null }

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/

/** Minutes after midnight of `HH:MM`, or null when it is no time of day. */
export function minutesOf(clock: string | null | undefined): number | null {
  const match = clock ? CLOCK.exec(clock.trim()) : null
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/** What is wrong with a span: null when it is a span of one day. */
export function spanProblem(span: Partial<Span>): 'format' | 'order' | null {
  const opens = minutesOf(span.opens)
  const closes = minutesOf(span.closes)
  if (opens === null || closes === null) return 'format'
  return closes > opens ? null : 'order'
}

/** The date (`YYYY-MM-DD`), weekday and minutes after midnight of an instant in a time zone. */
export function localTime(instant: Date, timeZone: string): { date: string; day: Weekday; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  )
  const day = String(parts.weekday).slice(0, 3).toLowerCase() as Weekday
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    day: weekdays.includes(day) ? day : 'mon',
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  }
}

/** The spans of one date: its exception's where it has one, else its weekday's. */
export function spansOn(
  date: string,
  day: Weekday,
  hours: readonly HoursRow[],
  exceptions: readonly HoursException[],
): Span[] {
  const exception = exceptions.find((e) => e.date.slice(0, 10) === date)
  if (exception)
    return exception.closed || !exception.opens || !exception.closes
      ? []
      : [{ opens: exception.opens, closes: exception.closes }]
  return hours.filter((row) => row.days.includes(day)).map(({ opens, closes }) => ({ opens, closes }))
}

export type OpenState = { open: true; closes: string } | { open: false; opens: string | null }

/**
 * Whether the place is open at an instant, and until when; or when it opens next today (null:
 * not again today).
 */
export function openState(
  instant: Date,
  timeZone: string,
  hours: readonly HoursRow[],
  exceptions: readonly HoursException[] = [],
): OpenState {
  const now = localTime(instant, timeZone)
  const spans = spansOn(now.date, now.day, hours, exceptions)
    .map((s) => ({ ...s, from: minutesOf(s.opens), to: minutesOf(s.closes) }))
    .filter((s): s is Span & { from: number; to: number } => s.from !== null && s.to !== null)
    .sort((a, b) => a.from - b.from)
  const current = spans.find((s) => now.minutes >= s.from && now.minutes < s.to)
  if (current) return { open: true, closes: current.closes }
  const next = spans.find((s) => s.from > now.minutes)
  return { open: false, opens: next?.opens ?? null }
}
