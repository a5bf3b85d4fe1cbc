import type { AdminViewServerProps } from 'payload'

import { entryHref, scheduledEntries, type ScheduledEntry } from '@/cms/calendar/entries'
import { calendarLabels as C } from '@/cms/calendar/labels'
import { monthOf, shiftMonth, weeksOf } from '@/cms/calendar/month'
import { plannedEntries, plannedLabels, type PlannedEntry } from '@/cms/calendar/planned'
import { AdminViewFrame } from '@/cms/components/AdminViewFrame'
import { isLocale, localeNames } from '@/i18n/locales'
import { knownTimeZone, officeTime } from '@/lib/time/officeTime'

import { ZoneParam } from './ZoneParam.client'
import { say } from '../translation/text'
import styles from '../translation/Translations.module.css'

const one = (value: unknown): string => (Array.isArray(value) ? String(value[0] ?? '') : String(value ?? ''))

/**
 * "Geplante Änderungen": every scheduled publish and unpublish per language and document, and the
 * dates editors planned news and launches for, as a list (the default) or a month, in the reader's time zone (`?tz=`, set from the browser), each
 * leading to its document in its language; those that fell due without approval are marked.
 */
export async function CalendarView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const language = req.i18n.language
  const user = req.user
  const canSee = ['admin', 'editor'].includes(String((user as { role?: string } | null)?.role))
  const zone = knownTimeZone(one(searchParams?.tz))
  const view = one(searchParams?.view) === 'month' ? 'month' : 'list'
  const titleLocale = isLocale(language) ? language : 'de'
  const scheduled = canSee ? await scheduledEntries(req.payload, { titleLocale }) : []
  const planned = canSee ? await plannedEntries(req.payload, { titleLocale }) : []
  const admin = req.payload.config.routes.admin
  const base = `${admin}/calendar`
  const month = /^\d{4}-\d{2}$/.test(one(searchParams?.month))
    ? one(searchParams?.month)
    : monthOf(new Date().toISOString(), zone)
  const query = (extra: Record<string, string>) => `${base}?${new URLSearchParams({ tz: zone, view, month, ...extra })}`
  // The list shows planned dates from today on; the month shows its own.
  const today = officeTime(new Date().toISOString(), zone).slice(0, 10)
  const entries: (ScheduledEntry | PlannedEntry)[] = [
    ...scheduled,
    ...planned.filter((p) => view === 'month' || officeTime(p.due, zone).slice(0, 10) >= today),
  ].sort((a, b) => a.due.localeCompare(b.due))
  const isPlanned = (e: ScheduledEntry | PlannedEntry): e is PlannedEntry => 'kind' in e
  // A planned date is a day; a scheduled change has its time.
  const when = (e: ScheduledEntry | PlannedEntry, part: 'all' | 'time') => {
    const at = officeTime(e.due, zone)
    if (isPlanned(e)) return part === 'all' ? at.slice(0, 10) : ''
    return part === 'all' ? at.slice(0, 16) : at.slice(11, 16)
  }
  const what = (e: ScheduledEntry | PlannedEntry) =>
    isPlanned(e) ? (
      <>
        <span data-planned={e.kind}>{say(plannedLabels[e.kind], language)}</span>
        {' · '}
        <a href={`${admin}/collections/${e.target.slug}/${e.target.id}#field-plannedFor`}>{e.title}</a>
      </>
    ) : (
      <>
        <span data-action={e.action}>{say(e.action === 'publish' ? C.publish : C.unpublish, language)}</span>
        {' · '}
        <a href={entryHref(admin, e)}>{e.title}</a>
        {' · '}
        {e.locale ? <span lang={e.locale}>{localeNames[e.locale]}</span> : <span>{say(C.allLanguages, language)}</span>}
        {e.waiting && (
          <>
            {' · '}
            <strong data-waiting>{say(C.waiting, language)}</strong>
          </>
        )}
      </>
    )
  return (
    <AdminViewFrame initPageResult={initPageResult} params={params} searchParams={searchParams} before={<ZoneParam />}>
      <h1>{say(C.title, language)}</h1>
      <p className={styles.intro}>
        {say(C.description, language)} {say(C.zone, language, { zone })}
      </p>
      <nav className={styles.filters} aria-label={say(C.title, language)}>
        <a href={query({ view: 'list' })} aria-current={view === 'list' ? 'page' : undefined}>
          {say(C.list, language)}
        </a>
        <a href={query({ view: 'month' })} aria-current={view === 'month' ? 'page' : undefined}>
          {say(C.month, language)}
        </a>
        {view === 'month' && (
          <>
            <a href={query({ month: shiftMonth(month, -1) })}>← {say(C.previous, language)}</a>
            <strong>{month}</strong>
            <a href={query({ month: shiftMonth(month, 1) })}>{say(C.next, language)} →</a>
          </>
        )}
      </nav>
      {view === 'list' ? (
        entries.length === 0 ? (
          <p>{say(C.nothing, language)}</p>
        ) : (
          <table className={styles.table} data-calendar-list>
            <thead>
              <tr>
                <th scope="col">{say(C.when, language)}</th>
                <th scope="col">{say(C.what, language)}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr
                  key={String(e.id)}
                  data-entry={String(e.id)}
                  data-locale={isPlanned(e) ? undefined : (e.locale ?? 'all')}
                >
                  <td>
                    <time dateTime={e.due}>{when(e, 'all')}</time>
                  </td>
                  <td>{what(e)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : (
        <table className={`${styles.table} calendar-month`} data-calendar-month={month}>
          <thead>
            <tr>
              {weeksOf('2024-01')[0]!.map((day) => {
                const name = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
                  new Date(`${day}T12:00:00Z`),
                )
                return (
                  <th scope="col" key={day}>
                    {name}
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>
            {weeksOf(month).map((week, w) => (
              <tr key={w}>
                {week.map((day, d) => (
                  <td key={d} data-day={day ?? undefined}>
                    {day && (
                      <>
                        <div>{Number(day.slice(8))}</div>
                        <ul className={styles.todoList}>
                          {entries
                            .filter((e) => officeTime(e.due, zone).slice(0, 10) === day)
                            .map((e) => (
                              <li
                                key={String(e.id)}
                                data-entry={String(e.id)}
                                data-locale={isPlanned(e) ? undefined : (e.locale ?? 'all')}
                              >
                                {!isPlanned(e) && <time dateTime={e.due}>{when(e, 'time')}</time>} {what(e)}
                              </li>
                            ))}
                        </ul>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminViewFrame>
  )
}
