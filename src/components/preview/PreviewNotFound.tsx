import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

/** A preview address with no page or document behind it. */
export async function PreviewNotFound({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'preview' })
  return (
    <main id="main" className="container section" aria-labelledby="preview-not-found">
      <p className="eyebrow">{t('label')}</p>
      <h1 id="preview-not-found">{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <p>
        <Link className="button" href="/admin">
          {t('toAdmin')}
        </Link>
      </p>
    </main>
  )
}
