import { formatDate } from '@payloadcms/ui/shared'
import type { Payload, ServerProps, Where } from 'payload'

import { hasRole } from '@/cms/access/roles'
import { entityLabel } from '@/cms/audit/exportCsv'
import { entryHref, scheduledEntries } from '@/cms/calendar/entries'
import { reviewLabels as L } from '@/cms/review/labels'
import { REVIEW_COLLECTION, reviewLanguagesOf, sameId, type ReviewRow } from '@/cms/review/state'
import { isLocale, localeNames } from '@/i18n/locales'

import { say } from '../translation/text'
import styles from '../translation/Translations.module.css'

type Row = ReviewRow & { entity: string; entityKind: 'collection' | 'global'; documentId?: string | null }

/** The document in the admin, opened in the language to review where there is one. */
function linkOf(
  payload: Payload,
  row: { entity: string; entityKind: string; documentId?: string | null; locale?: string },
) {
  const admin = payload.config.routes.admin
  const path =
    row.entityKind === 'global'
      ? `${admin}/globals/${row.entity}`
      : `${admin}/collections/${row.entity}/${row.documentId}`
  return row.locale ? `${path}?locale=${row.locale}` : path
}

/**
 * On the dashboard: for reviewers, the languages waiting for their approval (asked for, and not
 * changed by them); for everyone who edits, what a reviewer sent back to them with the comment,
 * and their scheduled publishes that fell due without approval and wait for it.
 */
export async function ReviewQueue({ payload, i18n, user }: ServerProps) {
  if (!user || !hasRole({ user }, 'admin', 'editor')) return null
  const language = i18n.language
  const mine = reviewLanguagesOf(user)
  const rows = async (where: Where) =>
    (
      await payload.find({
        collection: REVIEW_COLLECTION,
        where,
        depth: 1,
        limit: 50,
        sort: '-updatedAt',
        overrideAccess: true,
      })
    ).docs as unknown as Row[]
  const queue =
    mine.length === 0
      ? []
      : (await rows({ and: [{ state: { equals: 'requested' } }, { locale: { in: mine } }] })).filter(
          (row) => !row.changedBy.some((u) => sameId(u, user.id)),
        )
  const returned = (await rows({ state: { equals: 'returned' } })).filter(
    (row) => sameId(row.requestedBy, user.id) || row.changedBy.some((u) => sameId(u, user.id)),
  )
  const waiting = (await scheduledEntries(payload, { titleLocale: isLocale(language) ? language : 'de' })).filter(
    (e) => e.waiting && e.action === 'publish' && sameId(e.user, user.id),
  )
  if (queue.length === 0 && returned.length === 0 && waiting.length === 0 && mine.length === 0) return null
  const name = (person: unknown) => {
    const p = person as { name?: string; email?: string } | null
    return p?.name || p?.email || ''
  }
  const item = (row: Row) => (
    <>
      <a href={linkOf(payload, row)}>{row.title || row.documentId}</a> · {entityLabel({ payload, i18n }, row.entity)} ·{' '}
      <strong lang={row.locale}>{localeNames[row.locale]}</strong>
    </>
  )
  return (
    <section className={styles.todo} data-review-queue aria-labelledby="review-queue">
      <h2 id="review-queue">{say(L.queueTitle, language)}</h2>
      {mine.length > 0 &&
        (queue.length === 0 ? (
          <p>{say(L.queueEmpty, language)}</p>
        ) : (
          <ul className={styles.todoList} data-review-requested>
            {queue.map((row) => (
              <li key={String(row.id)} data-locale={row.locale}>
                {item(row)}
                {row.requestedBy ? ` · ${say(L.requestedBy, language)}: ${name(row.requestedBy)}` : ''}
              </li>
            ))}
          </ul>
        ))}
      {returned.length > 0 && (
        <>
          <h3>{say(L.returnedTitle, language)}</h3>
          <ul className={styles.todoList} data-review-returned>
            {returned.map((row) => (
              <li key={String(row.id)} data-locale={row.locale}>
                {item(row)} · {name(row.reviewer)}: <q>{row.comment}</q>
              </li>
            ))}
          </ul>
        </>
      )}
      {waiting.length > 0 && (
        <>
          <h3>{say(L.waitingTitle, language)}</h3>
          <ul className={styles.todoList} data-review-waiting>
            {waiting.map((e) => (
              <li key={String(e.id)} data-locale={e.locale ?? 'all'}>
                <a href={entryHref(payload.config.routes.admin, e)}>{e.title}</a> ·{' '}
                {entityLabel({ payload, i18n }, e.target.slug)} ·{' '}
                {say(L.dueAt, language, {
                  date: formatDate({ date: e.due, i18n, pattern: payload.config.admin.dateFormat }),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
