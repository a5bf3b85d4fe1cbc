import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'

import { isLocale, defaultLocale } from '@/i18n/locales'
import { hrefFor } from '@/lib/paths'

export default async function NotFound() {
  const current = await getLocale()
  const locale = isLocale(current) ? current : defaultLocale
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
