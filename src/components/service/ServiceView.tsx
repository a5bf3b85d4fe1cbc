import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { PageIntro } from '@/components/layout/PageIntro'
import styles from '@/components/service/Service.module.css'
import type { Locale } from '@/i18n/locales'
import { getGuarantees, getPageGlobal, getServiceGuarantees } from '@/lib/cms/content'
import { getSiteSettings } from '@/lib/cms/site'
import { fallbackLang } from '@/lib/fallbackLang'
import { guaranteeHref } from '@/lib/guarantee'
import { hrefFor } from '@/lib/paths'
import { serviceContact } from '@/lib/serviceContact'
import { telHref } from '@/lib/tel'
import { Icon } from '@/ui/Icon'
import { IconItem, reveal } from '@/ui/text'

/** The service page: the guarantees as icons, then the hotlines and hours of site settings. */
export async function ServiceView({ locale }: { locale: Locale }) {
  const [page, guarantees, settings, t, terms, tg, tdop] = await Promise.all([
    getPageGlobal('service-page', locale),
    getServiceGuarantees(locale),
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'service' }),
    getGuarantees(locale),
    getTranslations({ locale, namespace: 'guarantee' }),
    getTranslations({ locale, namespace: 'dopIndex' }),
  ])
  const hotlineHeading = typeof page.hotlineHeading === 'string' ? page.hotlineHeading : ''
  const contact = serviceContact(settings, locale)
  const lines = [
    { label: t('hotline'), icon: 'phone', value: contact.phone, phone: true },
    { label: t('hours'), icon: 'clock', value: contact.hours, phone: false },
    { label: t('complaints'), icon: 'phone', value: contact.complaintsPhone, phone: true },
  ].filter((l): l is { label: string; icon: 'phone' | 'clock'; value: string; phone: boolean } => Boolean(l.value))
  return (
    <>
      <PageIntro heading={page.heading} text={page.text} doc={page} />
      <section className="section" aria-label={page.heading}>
        <ul className={`container ${styles.guarantees}`}>
          {guarantees.map((g, i) => (
            <IconItem
              key={g.id}
              icon={g.icon}
              title={g.title}
              text={g.description}
              index={i % 3}
              heading="h2"
              iconClassName={styles.icon}
              lang={{ title: fallbackLang(g, 'title'), text: fallbackLang(g, 'description') }}
            />
          ))}
        </ul>
        <p className={`container ${styles.terms}`}>
          <Link href={guaranteeHref(locale, settings.markets, terms)}>{tg('terms')}</Link>
          {/* The CE marking named above: the declarations of performance behind it. */}
          <Link href={hrefFor(locale, 'dop')}>{tdop('ce')}</Link>
        </p>
      </section>
      <section className="section section--stone" aria-labelledby="service-hotline">
        <div className="container">
          <h2 id="service-hotline" lang={fallbackLang(page, 'hotlineHeading')}>
            {hotlineHeading}
          </h2>
          <dl className={styles.hotlines}>
            {lines.map((line, i) => (
              <div key={line.label} data-reveal style={reveal(i)}>
                <dt>
                  <Icon name={line.icon} size={20} />
                  {line.label}
                </dt>
                <dd className={line.phone ? undefined : styles.hours} lang={line.phone ? undefined : contact.hoursLang}>
                  {line.phone ? (
                    <a href={telHref(line.value)} className={styles.number}>
                      {line.value}
                    </a>
                  ) : (
                    line.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  )
}
