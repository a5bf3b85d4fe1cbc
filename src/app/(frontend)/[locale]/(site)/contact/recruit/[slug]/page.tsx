import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { JobFacts } from '@/components/recruit/JobFacts'
import styles from '@/components/recruit/Recruit.module.css'
import { getJobOpening } from '@/lib/cms/content'
import { detailPage, type DetailParams } from '@/lib/cms/detailPage'
import { withSharing } from '@/lib/cms/metadata'
import { getSiteSettings } from '@/lib/cms/site'
import { fallbackLang } from '@/lib/fallbackLang'
import { enquiryHref, hrefFor, hrefForSlug } from '@/lib/paths'
import { alternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'
import { Icon } from '@/ui/Icon'
import { JsonLd } from '@/ui/JsonLd'
import { RichText } from '@/ui/RichText'

type Props = DetailParams

/** Rendered on first request, then served from the cache. */
export function generateStaticParams(): { slug: string }[] {
  return []
}

async function load(params: Props['params']) {
  const { locale, doc } = await detailPage(params, getJobOpening, 'recruit')
  return { locale, job: doc }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, job } = await load(params)
  return withSharing(locale, {
    title: job.title,
    description: metaDescription(job.summary),
    alternates: alternates(locale, (l) => hrefForSlug(l, 'recruit', job.slug)),
  })
}

/** One job opening: its facts, the description of its language and the apply link (join us + this job). */
export default async function JobPage({ params }: Props) {
  const { locale, job } = await load(params)
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'jobs' }), getSiteSettings(locale)])
  const apply = enquiryHref(locale, { type: 'joinus', job: job.id })
  // schema.org JobPosting, so search engines can list the opening.
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.summary ?? job.title,
    datePosted: job.datePosted.slice(0, 10),
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: { '@type': 'Organization', name: settings.brandName },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location } },
  }
  return (
    <article>
      <header className="page-head">
        <div className="container">
          <p className="eyebrow">
            <Link href={hrefFor(locale, 'recruit')} className={styles.back}>
              <Icon name="prev" />
              {t('back')}
            </Link>
          </p>
          <h1 lang={fallbackLang(job, 'title')}>{job.title}</h1>
          {job.summary && <p>{job.summary}</p>}
        </div>
      </header>
      <div className={`container section ${styles.jobPage}`}>
        <div className="prose">
          <RichText data={job.description} lang={fallbackLang(job, 'description')} topHeading={2} />
        </div>
        <aside className={styles.jobAside}>
          <JobFacts locale={locale} job={job} />
          <Link className="button" href={apply}>
            {t('apply')}
            <Icon name="arrow" />
          </Link>
        </aside>
      </div>
      <JsonLd data={posting} />
    </article>
  )
}
