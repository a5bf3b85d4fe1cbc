import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { ConsentSettingsLink } from '@/components/privacy/ConsentSettingsLink.client'
import { consentLabels } from '@/components/privacy/labels'
import { PRIVACY_SETTINGS_ID } from '@/components/privacy/types'
import type { Locale } from '@/i18n/locales'
import { getGuarantees } from '@/lib/cms/content'
import { getSiteSettings } from '@/lib/cms/site'
import { fallbackLang } from '@/lib/fallbackLang'
import { guaranteeHref } from '@/lib/guarantee'
import { mediaUrl } from '@/lib/media'
import { hrefFor } from '@/lib/paths'
import { serviceContact } from '@/lib/serviceContact'
import { telHref } from '@/lib/tel'
import { Icon } from '@/ui/Icon'

import styles from './Footer.module.css'

const ICP_REGISTRY = 'https://beian.miit.gov.cn/'

export async function Footer({ locale }: { locale: Locale }) {
  const [s, t, consent, guarantees] = await Promise.all([
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'footer' }),
    consentLabels(locale),
    getGuarantees(locale),
  ])
  const contact = serviceContact(s, locale)
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-addresses">
          <h2 id="footer-addresses" className={styles.heading}>
            {s.brandName}
          </h2>
          {s.tagline && (
            <p className={styles.tagline} lang={fallbackLang(s, 'tagline')}>
              {s.tagline}
            </p>
          )}
          {/* A site without content yet (no settings saved) shows what it has. */}
          {(['salesAddress', 'factoryAddress'] as const)
            .map((key) => ({ key, a: s[key] }))
            .filter(({ a }) => a?.address)
            .map(({ key, a }) => (
              <address key={a.label} className={styles.address}>
                <strong lang={fallbackLang(s, `${key}.label`)}>{a.label}</strong>
                <span lang={fallbackLang(s, `${key}.address`)}>{a.address}</span>
              </address>
            ))}
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('contact')}
          </h2>
          <ul className={styles.list}>
            {contact.phone && (
              <li>
                <Icon name="phone" />
                <span>
                  {t('hotline')} <a href={telHref(contact.phone)}>{contact.phone}</a>
                </span>
              </li>
            )}
            {contact.hours && (
              <li>
                <Icon name="clock" />
                <span>
                  {t('hours')} <span lang={contact.hoursLang}>{contact.hours}</span>
                </span>
              </li>
            )}
            {contact.complaintsPhone && (
              <li>
                <Icon name="phone" />
                <span>
                  {t('complaints')} <a href={telHref(contact.complaintsPhone)}>{contact.complaintsPhone}</a>
                </span>
              </li>
            )}
            {contact.email && (
              <li>
                <Icon name="mail" />
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
            )}
          </ul>
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.heading}>
            {t('follow')}
          </h2>
          <ul className={styles.social}>
            {(s.social ?? []).map((link) => {
              const icon = mediaUrl(link.icon)
              return (
                <li key={link.kind}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.socialLink}
                    title={link.label}
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- tiny SVG icons from the CMS */}
                    {icon ? <img src={icon} alt="" width={20} height={20} loading="lazy" /> : <Icon name="web" />}
                    <span className="visually-hidden">
                      {link.label} {t('opensInNewTab')}
                    </span>
                  </a>
                </li>
              )
            })}
          </ul>
          <div className={styles.qrRow}>
            {(s.messaging ?? []).map((m) => {
              const qr = mediaUrl(m.qr, 'thumb')
              const id = `qr-${m.kind}`
              return (
                <div key={m.kind}>
                  <button type="button" className={styles.qrButton} popoverTarget={id}>
                    <Icon name="qr" />
                    {m.label}
                  </button>
                  <div
                    id={id}
                    popover="auto"
                    className={styles.qrPopover}
                    role="dialog"
                    aria-label={t('qrTitle', { label: m.label })}
                  >
                    {qr && (
                      // eslint-disable-next-line @next/next/no-img-element -- QR code, shown only on request
                      <img src={qr} alt={t('qrAlt', { label: m.label })} width={180} height={180} loading="lazy" />
                    )}
                    {m.hint && <p>{m.hint}</p>}
                    <button type="button" className={styles.qrClose} popoverTarget={id} popoverTargetAction="hide">
                      {t('close')}
                    </button>
                  </div>
                </div>
              )
            })}
          </div>
        </section>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            {t('legal')}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link href={hrefFor(locale, 'impressum')}>{t('impressum')}</Link>
            </li>
            <li>
              <Link href={hrefFor(locale, 'privacy')}>{t('privacy')}</Link>
            </li>
            <li>
              <ConsentSettingsLink href={`${hrefFor(locale, 'privacy')}#${PRIVACY_SETTINGS_ID}`} labels={consent}>
                {t('privacySettings')}
              </ConsentSettingsLink>
            </li>
            <li>
              <Link href={hrefFor(locale, 'accessibility')}>{t('accessibility')}</Link>
            </li>
            <li>
              {/* The guarantee every "3 years' guarantee" on the site refers to: the language's market's. */}
              <Link href={guaranteeHref(locale, s.markets, guarantees)}>{t('guarantee')}</Link>
            </li>
            <li>
              <Link href={hrefFor(locale, 'service')}>{t('service')}</Link>
            </li>
            <li>
              <Link href={hrefFor(locale, 'trade')}>{t('trade')}</Link>
            </li>
            <li>
              <Link href={hrefFor(locale, 'dop')}>{t('dop')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container">
        <div className={styles.bottom}>
          <p>{s.copyright}</p>
          {s.filingNumber && (
            <p>
              <a href={ICP_REGISTRY} target="_blank" rel="noopener noreferrer">
                {s.filingNumber}
              </a>
            </p>
          )}
        </div>
      </div>
    </footer>
  )
}
