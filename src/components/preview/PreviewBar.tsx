import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import styles from './Preview.module.css'

/**
 * The strip above a preview: it says the page shows drafts, for staff only, and opens the
 * published page beside it (in a tab of its own: a public page refuses to be framed, as the
 * preview is in Live Preview).
 */
export async function PreviewBar({ locale, publicHref }: { locale: Locale; publicHref: string }) {
  const t = await getTranslations({ locale, namespace: 'preview' })
  return (
    <div className={styles.bar} role="note" aria-label={t('label')} data-preview-bar="">
      <strong className={styles.label} title={t('note')}>
        {t('label')}
      </strong>
      <span className={styles.note}>{t('note')}</span>
      <a className={styles.live} href={publicHref} target="_blank" rel="noopener">
        {t('live')}
      </a>
    </div>
  )
}
