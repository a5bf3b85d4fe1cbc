import { PageIntro } from '@/components/layout/PageIntro'
import { EnquiryForm, type Option } from '@/features/enquiry/form/EnquiryForm.client'
import styles from '@/features/enquiry/form/Teamwork.module.css'
import type { EnquiryTexts } from '@/features/enquiry/form/texts'
import { fill } from '@/features/enquiry/form/texts'
import type { Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import { getProduct } from '@/lib/cms/catalogue'
import { getOpenJobOpenings, getPageGlobal } from '@/lib/cms/content'
import { getFacts } from '@/lib/cms/facts'
import { getSiteSettings } from '@/lib/cms/site'
import { provinceOptions } from '@/lib/enquiry/provinces'
import { demandTypeOf } from '@/lib/enquiry/schema'
import { resolveFacts } from '@/lib/facts'
import { hrefFor } from '@/lib/paths'
import { serviceContact } from '@/lib/serviceContact'
import { telHref } from '@/lib/tel'
import { Icon } from '@/ui/Icon'

export type TeamworkQuery = { type?: string | string[]; job?: string | string[]; product?: string | string[] }

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined

/**
 * /contact/teamwork: the enquiry form, with the type, position and product a link chose
 * (`?type=&job=&product=`, the contract of recruit, tailorism and product pages).
 */
export async function TeamworkView({ locale, query }: { locale: Locale; query: TeamworkQuery }) {
  const productSlug = one(query.product)
  const [page, jobs, settings, facts, messages, product] = await Promise.all([
    getPageGlobal('teamwork-page', locale),
    getOpenJobOpenings(locale),
    getSiteSettings(locale),
    getFacts(locale),
    loadMessages(locale),
    productSlug && /^[a-z0-9-]{1,120}$/.test(productSlug) ? getProduct(productSlug, locale) : Promise.resolve(null),
  ])
  const contact = serviceContact(settings, locale)
  const texts = messages.enquiry as EnquiryTexts
  const jobOptions: Option[] = jobs.map((j) => ({ value: String(j.id), label: j.title }))
  const type = demandTypeOf(one(query.type))
  const rawJob = one(query.job)
  const job = jobs.find((j) => String(j.id) === rawJob || j.slug === rawJob)
  const initial = {
    type: type ?? (job ? 'joinus' : undefined),
    job: job ? String(job.id) : undefined,
    product: product?.slug ?? undefined,
  }
  return (
    <>
      <PageIntro locale={locale} heading={page.heading} text={page.text} doc={page} />
      <section className="section">
        <div className={`container ${styles.layout}`}>
          {page.overseasNotice && (
            <p className={styles.notice} role="note">
              <Icon name="web" size={20} />
              <span>{resolveFacts(page.overseasNotice, facts)}</span>
            </p>
          )}
          <div className={styles.main}>
            <noscript>
              <p className={styles.noscript}>{fill(texts.noscript, { email: contact.email ?? '' })}</p>
            </noscript>
            <EnquiryForm
              locale={locale}
              texts={texts}
              provinces={provinceOptions(locale)}
              jobs={jobOptions}
              product={product ? { value: product.slug ?? '', label: product.title } : undefined}
              initial={initial}
              privacyHref={hrefFor(locale, 'privacy')}
              listHref={hrefFor(locale, 'list')}
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
