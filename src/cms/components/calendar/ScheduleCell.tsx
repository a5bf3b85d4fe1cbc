import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

import { scheduledEntries, type ScheduledEntry } from '@/cms/calendar/entries'
import { calendarLabels as C } from '@/cms/calendar/labels'
import { OFFICE_TIME_ZONE, officeTime } from '@/lib/time/officeTime'

import { say } from '../translation/text'

/** What is scheduled, by document (`<collection>:<id>`): read once for all rows of a list. */
const scheduledByDocument = cache(async (payload: Payload) => {
  const byDocument = new Map<string, ScheduledEntry[]>()
  for (const entry of await scheduledEntries(payload, { titles: false })) {
    if (entry.target.kind !== 'collection') continue
    const key = `${entry.target.slug}:${entry.target.id}`
    byDocument.set(key, [...(byDocument.get(key) ?? []), entry])
  }
  return byDocument
})

/**
 * The lists' "Geplant" column: each publish or unpublish scheduled for the row's document, with
 * its time (office time zone), its language and whether it waits for approval.
 */
export async function ScheduleCell({ payload, rowData, collectionSlug, i18n }: DefaultServerCellComponentProps) {
  // Payload renders a ui field's Cell in the document's form as well (without a row): nothing there.
  if (!rowData || !collectionSlug) return null
  const entries = (await scheduledByDocument(payload)).get(`${collectionSlug}:${String(rowData.id)}`) ?? []
  if (entries.length === 0) return null
  const language = i18n.language
  // Languages named in the admin's language ("意大利语" for a Chinese admin).
  const names = new Intl.DisplayNames([language, 'de'], { type: 'language' })
  return (
    <ul className="schedule-cell" data-schedule-cell>
      {entries.map((e) => (
        <li key={String(e.id)} data-locale={e.locale ?? 'all'} data-waiting={e.waiting || undefined}>
          {say(e.action === 'publish' ? C.publish : C.unpublish, language)}{' '}
          <time dateTime={e.due} title={OFFICE_TIME_ZONE}>
            {officeTime(e.due, OFFICE_TIME_ZONE).slice(0, 16)}
          </time>{' '}
          {e.locale ? names.of(e.locale) : say(C.allLanguages, language)}
          {e.waiting ? ` · ${say(C.waiting, language)}` : ''}
        </li>
      ))}
    </ul>
  )
}
