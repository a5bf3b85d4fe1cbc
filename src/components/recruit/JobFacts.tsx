import { getTranslations } from 'next-intl/server'

import { formatTags, type Locale } from '@/i18n/locales'
import type { JobOpening } from '@/payload-types'

import styles from './Recruit.module.css'

/** Location, employment type, date posted and closing date of an opening, in the page's language. */
export async function JobFacts({ locale, job }: { locale: Locale; job: JobOpening }) {
  const t = await getTranslations({ locale, namespace: 'jobs' })
  const date = new Intl.DateTimeFormat(formatTags[locale], { dateStyle: 'long', timeZone: 'UTC' })
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('location')}</dt>
        <dd>{job.location}</dd>
      </div>
      <div>
        <dt>{t('type')}</dt>
        <dd>{t(job.employmentType)}</dd>
      </div>
      <div>
        <dt>{t('posted')}</dt>
        <dd>
          <time dateTime={job.datePosted.slice(0, 10)}>{date.format(new Date(job.datePosted))}</time>
        </dd>
      </div>
      <div>
        <dt>{t('validThrough')}</dt>
        <dd>
          <time dateTime={job.validThrough.slice(0, 10)}>{date.format(new Date(job.validThrough))}</time>
        </dd>
      </div>
    </dl>
  )
}
