import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import styles from './Preview.module.css'

/**
 * The strip above a preview: it says the page shows drafts, for staff only, and leads to the
 * published page. A plain link: leaving the preview is a full page load of the public site.
 */
export async function PreviewBar({ locale, publicHref }: { locale: Locale; publicHref: string }) {
  const t = await getTranslations({ locale, namespace: 'preview' })
  return (
    <div className={styles.bar} role="note" aria-label={t('label')} data-preview-bar="">
      <strong className={styles.label}>{t('label')}</strong>
      <span className={styles.note}>{t('note')}</span>
      <a className={styles.live} href={publicHref}>
        {t('live')}
      </a>
    </div>
  )
}
