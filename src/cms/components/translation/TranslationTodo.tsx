import type { ServerProps } from 'payload'

import { hasRole, roleOf } from '@/cms/access/roles'
import { translationLabels as T } from '@/cms/translation/labels'
import { countByLanguage, translationOverview } from '@/cms/translation/overview'
import { localeNames } from '@/i18n/locales'

import { say } from './text'
import styles from './Translations.module.css'

/**
 * On the admin's first screen, what waits for the signed-in user: for editors and translators the
 * translations missing, outdated or identical to the source in their languages, for sales and HR the new enquiries they
 * may read (their role's access decides which).
 */
export async function TranslationTodo({ payload, i18n, user }: ServerProps) {
  if (!user) return null
  const language = i18n.language
  const admin = payload.config.routes.admin
  const req = { user }
  const translates = hasRole(req, 'admin', 'editor')
  const handlesEnquiries = hasRole(req, 'admin', 'sales', 'hr')
  const counts = countByLanguage(translates ? await translationOverview(payload, user) : [])
  const waiting = handlesEnquiries
    ? (
        await payload.count({
          collection: 'enquiries',
          where: { status: { equals: 'new' } },
          overrideAccess: false,
          user,
        })
      ).totalDocs
    : null
  if (!roleOf(req)) return null
  return (
    <section className={styles.todo} data-dashboard-todo aria-labelledby="dashboard-todo">
      <h2 id="dashboard-todo">{say(T.dashboardTitle, language)}</h2>
      {translates && (
        <ul className={styles.todoList} data-translation-counts>
          {[...counts.entries()].map(([code, count]) => (
            <li key={code} data-language={code}>
              <a href={`${admin}/translations?language=${code}`}>
                <strong lang={code}>{localeNames[code]}</strong>
              </a>
              {': '}
              <span data-state="missing">
                {count.missing} {say(T.states.missing, language)}
              </span>
              {', '}
              <span data-state="outdated">
                {count.outdated} {say(T.states.outdated, language)}
              </span>
              {', '}
              <span data-state="identical">
                {count.identical} {say(T.states.identical, language)}
              </span>
            </li>
          ))}
          <li>
            <a href={`${admin}/translations`}>{say(T.toStatus, language)}</a>
          </li>
        </ul>
      )}
      {waiting !== null && (
        <p data-enquiries-waiting>
          <a href={`${admin}/collections/enquiries?where[status][equals]=new`}>
            {say(T.enquiriesWaiting, language)}: <strong>{waiting}</strong>
          </a>
        </p>
      )}
    </section>
  )
}
