import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { catalogueHref, type CatalogueQuery, type CatalogueView } from '@/lib/paths'
import { Icon } from '@/ui/Icon'

import styles from './Catalogue.module.css'

/** Grid or list: two links, so the choice is in the URL and works without JavaScript. */
export async function ViewSwitch({
  locale,
  query,
  view,
}: {
  locale: Locale
  query: CatalogueQuery
  view: CatalogueView
}) {
  const t = await getTranslations({ locale, namespace: 'catalogue' })
  const views: CatalogueView[] = ['grid', 'list']
  return (
    <div role="group" aria-label={t('view')} className={styles.viewSwitch}>
      {views.map((v) => (
        <Link
          key={v}
          href={catalogueHref(locale, { ...query, view: v })}
          className={styles.viewOption}
          aria-current={v === view ? 'true' : undefined}
          scroll={false}
        >
          <Icon name={v === 'grid' ? 'grid' : 'list'} size={18} />
          <span>{t(v)}</span>
        </Link>
      ))}
    </div>
  )
}
