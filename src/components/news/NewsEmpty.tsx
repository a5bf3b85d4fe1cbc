import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/Icon'
import type { Locale } from '@/i18n/locales'
import { hrefFor } from '@/lib/paths'

import styles from './NewsList.module.css'

/** A language without articles yet: say so kindly and offer the products and the contact form instead. */
export async function NewsEmpty({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'news' })
  return (
    <div className={styles.empty}>
      <h2>{t('emptyTitle')}</h2>
      <p>{t('emptyText')}</p>
      <div className={styles.actions}>
        <Link className="button" href={hrefFor(locale, 'product')}>
          {t('emptyProducts')}
          <Icon name="arrow" />
        </Link>
        <Link className="button button--ghost" href={hrefFor(locale, 'teamwork')}>
          {t('emptyContact')}
        </Link>
      </div>
    </div>
  )
}
