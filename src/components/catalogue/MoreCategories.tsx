import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { CategoryNode } from '@/lib/cms/catalogue'
import { catalogueHref, type CatalogueView } from '@/lib/paths'

import styles from './Catalogue.module.css'

/**
 * The categories beyond the six the spec shows as pictures (the overview's previews, the home
 * page's boxes), as links with their counts: every category of the catalogue is reachable.
 */
export async function MoreCategories({
  locale,
  categories,
  view,
  heading: Heading = 'h2',
}: {
  locale: Locale
  categories: Pick<CategoryNode, 'id' | 'slug' | 'title' | 'count' | 'lang'>[]
  view?: CatalogueView
  /** h3 inside a section with a heading of its own (the home page's products) */
  heading?: 'h2' | 'h3'
}) {
  if (!categories.length) return null
  const t = await getTranslations({ locale, namespace: 'catalogue' })
  return (
    <nav className={styles.more} aria-labelledby="more-categories" data-more-categories>
      <Heading id="more-categories" className={styles.moreHeading}>
        {t('moreCategories')}
      </Heading>
      <ul>
        {categories.map((c) => (
          <li key={c.id}>
            <Link href={catalogueHref(locale, { category: c.slug, view })} lang={c.lang.title}>
              {c.title}
            </Link>{' '}
            <span className={styles.moreCount}>{t('count', { count: c.count })}</span>
          </li>
        ))}
      </ul>
    </nav>
  )
}
