import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { PageIntro } from '@/components/layout/PageIntro'
import { JobFacts } from '@/components/recruit/JobFacts'
import styles from '@/components/recruit/Recruit.module.css'
import type { Locale } from '@/i18n/locales'
import { getOpenJobOpenings, getPageGlobal } from '@/lib/cms/content'
import { fallbackLang } from '@/lib/fallbackLang'
import { enquiryHref, hrefForSlug } from '@/lib/paths'
import type { Media } from '@/payload-types'
import { CmsImage } from '@/ui/CmsImage'
import { Icon } from '@/ui/Icon'
import { reveal } from '@/ui/text'

/** /contact/recruit: why join us, then the open positions, each with its page and an apply link. */
export async function RecruitView({ locale }: { locale: Locale }) {
  const [page, jobs, t] = await Promise.all([
    getPageGlobal('recruit-page', locale),
    getOpenJobOpenings(locale),
    getTranslations({ locale, namespace: 'jobs' }),
  ])
  return (
    <>
      <PageIntro heading={page.heading} text={page.text} doc={page} />
      {(page.whyJoin?.length ?? 0) > 0 && (
        <section className="section" aria-label={page.heading}>
          <div className={`container ${styles.why}`}>
            {page.image && (
              <CmsImage
                media={page.image as Media}
                size="card"
                sizes="(max-width: 900px) 100vw, 40vw"
                className={styles.whyImage}
              />
            )}
            <ul className={styles.whyList}>
              {page.whyJoin!.map((w, i) => (
                <li key={w.id} data-reveal style={reveal(i % 3)}>
                  <CmsImage media={w.icon} decorative className={styles.icon} />
                  <div>
                    <h2>{w.title}</h2>
                    {w.text && <p>{w.text}</p>}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <section className="section section--stone" aria-labelledby="jobs-heading">
        <div className="container">
          <h2 id="jobs-heading">{t('openings')}</h2>
          {jobs.length === 0 ? (
            <p className={styles.none}>{t('none')}</p>
          ) : (
            <ul className={styles.jobs}>
              {jobs.map((job, i) => (
                <li key={job.id} className={styles.job} data-reveal style={reveal(i % 3)} data-job={job.id}>
                  <h3>
                    <Link href={hrefForSlug(locale, 'recruit', job.slug)} lang={fallbackLang(job, 'title')}>
                      {job.title}
                    </Link>
                  </h3>
                  {job.summary && <p>{job.summary}</p>}
                  <JobFacts locale={locale} job={job} />
                  <div className={styles.actions}>
                    <Link
                      className="button"
                      href={enquiryHref(locale, { type: 'joinus', job: job.id })}
                      aria-label={`${t('apply')}: ${job.title}`}
                    >
                      {t('apply')}
                      <Icon name="arrow" />
                    </Link>
                    <Link
                      className="button button--ghost"
                      href={hrefForSlug(locale, 'recruit', job.slug)}
                      aria-label={`${t('details')}: ${job.title}`}
                    >
                      {t('details')}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  )
}
