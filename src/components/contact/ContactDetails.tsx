import { getTranslations } from 'next-intl/server'

import { PageIntro } from '@/components/layout/PageIntro'
import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { getList, getPageGlobal } from '@/lib/cms/content'

import styles from './Contact.module.css'
import { mapLabels } from './mapLabels'
import { OfficeCard, type OfficeLabels } from './OfficeCard'

/** The contact details screen: page texts, then every office with its rows, QR code and map. */
export async function ContactDetails({ locale }: { locale: Locale }) {
  const [page, offices, t, tm] = await Promise.all([
    getPageGlobal('contact-page', locale),
    getList('offices', locale),
    getTranslations({ locale, namespace: 'contact' }),
    getTranslations({ locale, namespace: 'map' }),
  ])
  // From the server's environment (env.ts), never baked in by the build: one build, any tile server.
  const tiles = env.mapTiles
  const labels: OfficeLabels = {
    rows: { tel: t('tel'), email: t('email'), web: t('web'), address: t('address') },
    newTab: t('opensInNewTab'),
    qr: (message) => t('qr', { message }),
    staticMap: (name, city) => tm('label', { name, city }),
    interactiveMap: (name, city) => tm('interactive', { name, city }),
    map: mapLabels(tm, tiles),
  }

  return (
    <>
      <PageIntro heading={page.heading} text={page.text} doc={page} />
      <section className={`section ${styles.offices}`} aria-label={t('offices')}>
        <div className="container">
          {offices.map((office, index) => (
            <OfficeCard key={office.id} office={office} index={index} labels={labels} tiles={tiles} />
          ))}
        </div>
      </section>
    </>
  )
}
