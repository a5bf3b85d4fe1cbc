import { Button } from '@payloadcms/ui'
import type { AdminViewServerProps, Field } from 'payload'
import type { ReactNode } from 'react'

import { hasRole } from '@/cms/access/roles'
import { calendarLabels as C } from '@/cms/calendar/labels'
import { AdminViewFrame } from '@/cms/components/AdminViewFrame'
import { calendarDays, EXPIRY_NOTICE_DAYS, fieldLabels, type BrokenLink, type Titles } from '@/cms/health/check'
import { healthLabels as H, healthTriggerLabels, linkProblemLabels } from '@/cms/health/labels'
import { latestHealthReport, renewHealthReport } from '@/cms/health/report'
import { failedSearches, SEARCH_MISS_DAYS } from '@/cms/health/searchMisses'
import { isLocale, localeNames, type Locale } from '@/i18n/locales'
import { OFFICE_TIME_ZONE, officeTime } from '@/lib/time/officeTime'

import { say } from '../translation/text'
import styles from '../translation/Translations.module.css'

/** Where a line stands: a document (or global), the language of its text, its field. */
type At = Pick<BrokenLink, 'collection' | 'global' | 'id' | 'locale' | 'path'>

/** The admin address of a line's document, in the language of its text, at its field. */
function hrefOf(admin: string, line: At): string {
  const base = line.collection
    ? `${admin}/collections/${line.collection}/${line.id}`
    : `${admin}/globals/${line.global}`
  return `${base}${line.locale ? `?locale=${line.locale}` : ''}#field-${line.path.replace(/\./g, '__')}`
}

/**
 * One check of the board: its heading, and either what a clean result says or the count and a
 * table of its findings (`columns` and the rows in `children`).
 */
function Check(props: {
  id: string
  title: string
  clean: string | null
  summary: string
  columns: string[]
  children: ReactNode
}) {
  const { id, title, clean, summary, columns, children } = props
  return (
    <section className="health-section" aria-labelledby={`health-${id}`} data-health={id}>
      <h2 id={`health-${id}`}>{title}</h2>
      {clean !== null ? (
        <p>{clean}</p>
      ) : (
        <>
          <p>{summary}</p>
          <table className={styles.table}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th scope="col" key={column}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </>
      )}
    </section>
  )
}

/**
 * "Zustand der Inhalte": what in the published content leads nowhere or is missing, per document,
 * language and field, each line leading to the field in its language; and the searches that
 * found nothing. The report is the job's (`jobs/contentHealth.ts`): renewed after each publish and
 * nightly, or at once with "check now".
 */
export async function HealthView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const language = req.i18n.language
  const canSee = hasRole(req, 'admin', 'editor')
  const payload = req.payload
  const admin = payload.config.routes.admin
  // The report the job stored after the last publish or in the night; the first visit makes one.
  const stored = canSee ? ((await latestHealthReport(payload)) ?? null) : null
  const report = canSee ? (stored?.report ?? (await renewHealthReport(payload, 'request'))) : null
  const trigger = stored?.trigger ?? 'request'
  const searches = canSee ? await failedSearches(payload) : []
  const broken = report?.broken ?? []
  const gone = report?.missingFiles ?? []
  const undescribed = report?.undescribed ?? []
  const untexted = report?.pagesWithoutText ?? []
  // Days left from today, not from the day of the check.
  const now = new Date()
  const ending = (report?.expiring ?? []).map((line) => ({
    ...line,
    daysLeft: calendarDays(now, new Date(line.validUntil)),
  }))
  const titled = (titles: Titles) => titles[isLocale(language) ? language : 'de'] ?? titles.de
  const fieldsOf = (line: At): readonly Field[] =>
    (line.collection
      ? payload.config.collections.find((c) => c.slug === line.collection)?.fields
      : payload.config.globals.find((g) => g.slug === line.global)?.fields) ?? []
  const fieldName = (line: At) =>
    fieldLabels(fieldsOf(line), line.path)
      .map((part) =>
        typeof part === 'object' && 'row' in part ? say(H.row, language, { n: Number(part.row) }) : say(part, language),
      )
      .join(' › ')
  const where = (line: At & { titles: Titles }) => (
    <>
      <a href={hrefOf(admin, line)}>{titled(line.titles)}</a>
      {' › '}
      {fieldName(line)}
    </>
  )
  return (
    <AdminViewFrame initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <h1>{say(H.title, language)}</h1>
      <p className={styles.intro}>{say(canSee ? H.description : H.noAccess, language)}</p>
      {report && (
        <form method="post" action={`${payload.config.routes.api}/health-reports/renew`} className="health-checked">
          <p data-health-checked={report.checkedAt}>
            {say(H.checkedAt, language, {
              time: officeTime(report.checkedAt, OFFICE_TIME_ZONE).slice(0, 16),
              trigger: say(healthTriggerLabels[trigger], language),
              seconds: (report.tookMs / 1000).toFixed(1),
            })}
          </p>
          <Button type="submit" buttonStyle="secondary" size="small" margin={false}>
            {say(H.checkNow, language)}
          </Button>
        </form>
      )}
      {canSee && report && (
        <>
          <Check
            id="links"
            title={say(H.links, language)}
            clean={broken.length === 0 ? say(H.linksNone, language, { count: report!.linksChecked }) : null}
            summary={say(H.linksCount, language, { broken: broken.length, count: report!.linksChecked })}
            columns={[H.document, H.language, H.field, H.target, H.problem].map((c) => say(c, language))}
          >
            {broken.map((line, i) => (
              <tr key={i} data-problem={line.problem} data-locale={line.locale ?? 'all'}>
                <td>
                  <a href={hrefOf(admin, line)}>{titled(line.titles)}</a>
                </td>
                <td>
                  {line.locale ? (
                    <span lang={line.locale}>{localeNames[line.locale]}</span>
                  ) : (
                    say(C.allLanguages, language)
                  )}
                </td>
                <td>{fieldName(line)}</td>
                <td>
                  <code>{line.target}</code>
                </td>
                <td>{say(linkProblemLabels[line.problem], language)}</td>
              </tr>
            ))}
          </Check>
          <Check
            id="page-texts"
            title={say(H.pageTexts, language)}
            clean={untexted.length === 0 ? say(H.pageTextsNone, language) : null}
            summary={say(H.pageTextsCount, language, { count: untexted.length })}
            columns={[H.document, H.language, H.missingText].map((c) => say(c, language))}
          >
            {untexted.map((line) => (
              <tr
                key={`${line.collection ?? line.global}-${line.id ?? ''}-${line.locale}-${line.missing}`}
                data-locale={line.locale}
                data-missing={line.missing}
              >
                <td>{where(line)}</td>
                <td>
                  <span lang={line.locale}>{localeNames[line.locale]}</span>
                </td>
                <td>{say(line.missing === 'title' ? H.missingTitle : H.missingDescription, language)}</td>
              </tr>
            ))}
          </Check>
          <Check
            id="expiring"
            title={say(H.expiring, language)}
            clean={ending.length === 0 ? say(H.expiringNone, language, { days: EXPIRY_NOTICE_DAYS }) : null}
            summary={say(H.expiringCount, language, { count: ending.length, days: EXPIRY_NOTICE_DAYS })}
            columns={[H.document, H.validUntil].map((c) => say(c, language))}
          >
            {ending.map((line) => (
              <tr key={`${line.collection}-${line.id}`} data-collection={line.collection} data-days={line.daysLeft}>
                <td>
                  <a href={`${admin}/collections/${line.collection}/${line.id}#field-validUntil`}>
                    {titled(line.titles)}
                  </a>
                </td>
                <td>
                  <time dateTime={line.validUntil}>{line.validUntil.slice(0, 10)}</time>
                  {' · '}
                  {line.daysLeft >= 0
                    ? say(H.daysLeft, language, { n: line.daysLeft })
                    : say(H.expired, language, { n: -line.daysLeft })}
                </td>
              </tr>
            ))}
          </Check>
          <Check
            id="files"
            title={say(H.files, language)}
            clean={gone.length === 0 ? say(H.filesNone, language) : null}
            summary={say(H.filesCount, language, { count: gone.length })}
            columns={[H.file, H.shownIn].map((c) => say(c, language))}
          >
            {gone.map((line) => (
              <tr key={String(line.media)} data-media={String(line.media)}>
                <td>
                  <a href={`${admin}/collections/media/${line.media}`}>{line.filename}</a>
                </td>
                <td>{where({ ...line.usedBy, locale: null })}</td>
              </tr>
            ))}
          </Check>
          <Check
            id="pictures"
            title={say(H.pictures, language)}
            clean={undescribed.length === 0 ? say(H.picturesNone, language) : null}
            summary={say(H.picturesCount, language, { count: undescribed.length })}
            columns={[H.picture, H.language, H.shownIn].map((c) => say(c, language))}
          >
            {undescribed.map((line) => (
              <tr key={`${line.media}-${line.locale}`} data-media={String(line.media)} data-locale={line.locale}>
                <td>
                  <a href={`${admin}/collections/media/${line.media}?locale=${line.locale}#field-alt`}>
                    {line.filename}
                  </a>
                </td>
                <td>
                  <span lang={line.locale}>{localeNames[line.locale]}</span>
                </td>
                <td>{where({ ...line.usedBy, locale: line.locale })}</td>
              </tr>
            ))}
          </Check>
          <Check
            id="searches"
            title={say(H.searches, language)}
            clean={searches.length === 0 ? say(H.searchesNone, language, { days: SEARCH_MISS_DAYS }) : null}
            summary={say(H.searchesCount, language, { count: searches.length, days: SEARCH_MISS_DAYS })}
            columns={[H.query, H.language, H.times, H.lastDay].map((c) => say(c, language))}
          >
            {searches.map((line) => (
              <tr key={`${line.locale}-${line.query}`} data-locale={line.locale}>
                <td>
                  <q lang={line.locale}>{line.query}</q>
                </td>
                <td>
                  <span lang={line.locale}>{localeNames[line.locale as Locale]}</span>
                </td>
                <td>{line.count}</td>
                <td>
                  <time dateTime={line.lastDay}>{line.lastDay}</time>
                </td>
              </tr>
            ))}
          </Check>
        </>
      )}
    </AdminViewFrame>
  )
}
