import type { Payload, TypedUser } from 'payload'

import { scheduledEntries } from '@/cms/calendar/entries'
import { calendarLabels as C } from '@/cms/calendar/labels'
import { localeNames } from '@/i18n/locales'
import { OFFICE_TIME_ZONE, officeTime } from '@/lib/time/officeTime'

import { say } from '../translation/text'

type Props = {
  payload: Payload
  i18n: { language: string }
  user?: TypedUser | null
  id?: number | string
  entity: string
  kind: 'collection' | 'global'
}

/**
 * In the document's header, beside its buttons: each publish or unpublish scheduled for it, with
 * the time (office time zone, named) and the language, and whether it waits for approval.
 */
export async function PendingSchedule({ payload, i18n, id, entity, kind }: Props) {
  if (kind === 'collection' && id === undefined) return null
  const target = kind === 'global' ? { kind, slug: entity } : { kind, slug: entity, id: String(id) }
  const entries = await scheduledEntries(payload, { target: target as never })
  if (entries.length === 0) return null
  const language = i18n.language
  return (
    <ul className="pending-schedule" data-pending-schedule aria-label={say(C.pending, language)}>
      {entries.map((e) => (
        <li key={String(e.id)} data-locale={e.locale ?? 'all'} data-waiting={e.waiting || undefined}>
          {say(C.pending, language)}: {say(e.action === 'publish' ? C.publish : C.unpublish, language)}{' '}
          <time dateTime={e.due}>{officeTime(e.due, OFFICE_TIME_ZONE).slice(0, 16)}</time> ({OFFICE_TIME_ZONE}) ·{' '}
          {e.locale ? localeNames[e.locale] : say(C.allLanguages, language)}
          {e.waiting ? ` · ${say(C.waiting, language)}` : ''}
        </li>
      ))}
    </ul>
  )
}
