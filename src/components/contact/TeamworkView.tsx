import { notFound } from 'next/navigation'

import { resolveLink, one, type TeamworkQuery } from '@/components/contact/teamworkLink'
import { PageIntro } from '@/components/layout/PageIntro'
import { EnquiryForm, type Option } from '@/features/enquiry/form/EnquiryForm.client'
import { formIcons } from '@/features/enquiry/form/iconsDrawn'
import styles from '@/features/enquiry/form/Teamwork.module.css'
import type { EnquiryTexts } from '@/features/enquiry/form/texts'
import { fill } from '@/features/enquiry/form/texts'
import type { Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import { getOpenJobOpenings, getPageGlobal } from '@/lib/cms/content'
import { getSiteSettings } from '@/lib/cms/site'
import { demandTypeOf } from '@/lib/enquiry/kinds'
import { provinceOptions } from '@/lib/enquiry/provinces'
import { CHINA, countryOptions } from '@/lib/geo/countries'
import { hrefFor } from '@/lib/paths'
import { serviceContact } from '@/lib/serviceContact'
import { telHref } from '@/lib/tel'
import { Icon } from '@/ui/Icon'

export type { TeamworkQuery }

/**
 * /contact/teamwork: the enquiry form, with the type, position and products a link chose
 * (`?type=&job=&product=&article=&series=`, the contract of recruit, product, variant, series and
 * Merkliste pages). A product, variant or series the catalogue does not publish (any more) is
 * dropped: the visitor is led to the address without it, and no page is kept for it.
 */
export async function TeamworkView({ locale, query }: { locale: Locale; query: TeamworkQuery }) {
  const [page, jobs, settings, messages, link] = await Promise.all([
    getPageGlobal('teamwork-page', locale),
    getOpenJobOpenings(locale),
    getSiteSettings(locale),
    loadMessages(locale),
    resolveLink(query, locale),
  ])
  const type = demandTypeOf(one(query.type))
  const rawJob = one(query.job)
  const job = jobs.find((j) => String(j.id) === rawJob || j.slug === rawJob)
  // A position no longer open, or a product, variant or series the catalogue does not publish: the
  // not-found answer (kept by no cache), which the production server turns into a 308 to the form
  // without it (scripts/server.mjs).
  if (link.unknown.length > 0 || (rawJob && !job)) notFound()
  const contact = serviceContact(settings, locale)
  const texts = messages.enquiry as EnquiryTexts
  const jobOptions: Option[] = jobs.map((j) => ({ value: String(j.id), label: j.title }))
  // While the site takes enquiries from China only (the spec's original form), every language shows
  // China's form with the overseas notice; otherwise the visitor chooses, Chinese pages starting with China.
  const chinaOnly = Boolean(settings.chinaOnly)
  const initial = {
    type: type ?? (job ? 'joinus' : undefined),
    job: job ? String(job.id) : undefined,
    country: chinaOnly || locale === 'zh' ? CHINA : undefined,
    chinaOnly,
    linked: link.linked,
  }
  return (
    <>
      <PageIntro heading={page.heading} text={page.text} doc={page} />
      <section className="section">
        <div className={`container ${styles.layout}`}>
          {chinaOnly && page.overseasNotice && (
            <p className={styles.notice} role="note">
              <Icon name="web" size={20} />
              <span>
                {page.overseasNotice}
                {contact.email && (
                  <>
                    {/* Chinese sentences follow one another without a space. */}
                    {locale === 'zh' ? '' : ' '}
                    {fill(texts.noticeContact, { email: '' })}
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </>
                )}
              </span>
            </p>
          )}
          <div className={styles.main}>
            <noscript>
              <p className={styles.noscript}>{fill(texts.noscript, { email: contact.email ?? '' })}</p>
            </noscript>
            <EnquiryForm
              locale={locale}
              texts={texts}
              countries={chinaOnly ? [] : countryOptions(locale)}
              provinces={provinceOptions(locale)}
              jobs={jobOptions}
              initial={initial}
              privacyHref={hrefFor(locale, 'privacy')}
              listHref={hrefFor(locale, 'list')}
              icons={formIcons()}
            />
          </div>
          <aside className={styles.aside} aria-label={texts.direct}>
            <ul className={styles.direct}>
              {contact.phone && (
                <li>
                  <Icon name="phone" size={20} />
                  <a href={telHref(contact.phone)}>{contact.phone}</a>
                </li>
              )}
              {contact.hours && (
                <li>
                  <Icon name="clock" size={20} />
                  <span lang={contact.hoursLang}>{contact.hours}</span>
                </li>
              )}
              {contact.email && (
                <li>
                  <Icon name="mail" size={20} />
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </li>
              )}
            </ul>
          </aside>
        </div>
      </section>
    </>
  )
}
