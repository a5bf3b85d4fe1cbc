import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { hrefFor } from '@/lib/paths'

/** The localized 404 message, with ways back into the site. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <section className="container section" aria-labelledby="not-found-title">
      <p className="eyebrow">404</p>
      <h1 id="not-found-title">{t('title')}</h1>
      <p>{t('text')}</p>
      <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Link className="button" href={hrefFor(locale, 'home')}>
          {t('home')}
        </Link>
        <Link className="button button--ghost" href={hrefFor(locale, 'product')}>
          {t('products')}
        </Link>
      </p>
    </section>
  )
}
