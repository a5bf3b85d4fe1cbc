/** Names the runtime's CLDR data gives, for showrooms' languages and time zones. */

/** A language's name in a language tag (`da` in `de-DE`: "Dänisch"). */
export function languageName(code: string, tag: string): string {
  return new Intl.DisplayNames([tag], { type: 'language' }).of(code) ?? code
}

/** A time zone's name in a language tag: "Mitteleuropäische Zeit", "中欧时间". */
export function timeZoneName(zone: string, tag: string): string {
  return (
    new Intl.DateTimeFormat(tag, { timeZone: zone, timeZoneName: 'longGeneric' })
      // A date under today's rules: in 1970 some of these zones kept no summer time, and their names differ.
      .formatToParts(new Date('2026-01-15T12:00:00Z'))
      .find((p) => p.type === 'timeZoneName')?.value ?? zone
  )
}
