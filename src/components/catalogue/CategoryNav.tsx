import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { CategoryNode } from '@/lib/cms/catalogue'
import { catalogueHref, hrefFor, type CatalogueView } from '@/lib/paths'

import styles from './Catalogue.module.css'

type Props = {
  locale: Locale
  tree: CategoryNode[]
  category: CategoryNode | null
  sub: CategoryNode | null
  view: CatalogueView
}

function Entry({
  href,
  label,
  count,
  current,
  lang,
}: {
  href: string
  label: string
  count?: number
  current: boolean
  lang?: string
}) {
  return (
    <Link href={href} className={styles.navLink} aria-current={current ? 'page' : undefined}>
      <span lang={lang}>{label}</span>
      {count !== undefined && <span className={styles.navCount}>{count}</span>}
    </Link>
  )
}

/**
 * The full category tree, and the way to the series. Links keep the chosen view; on a phone the roots become a row of
 * chips and only the chosen category unfolds its sub-categories.
 */
export async function CategoryNav({ locale, tree, category, sub, view }: Props) {
  const [t, tSeries] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogue' }),
    getTranslations({ locale, namespace: 'series' }),
  ])
  const total = tree.reduce((sum, c) => sum + c.count, 0)
  return (
    <nav aria-label={t('categories')} className={styles.nav}>
      <h2 className={styles.navHeading}>{t('categories')}</h2>
      <ul className={styles.roots}>
        <li>
          <Entry href={catalogueHref(locale, { view })} label={t('allProducts')} count={total} current={!category} />
        </li>
        {tree.map((root) => {
          const active = category?.id === root.id
          return (
            <li key={root.id} className={styles.root} data-active={active || undefined}>
              <Entry
                href={catalogueHref(locale, { category: root.slug, view })}
                label={root.title}
                lang={root.lang.title}
                count={root.count}
                current={active && !sub}
              />
              {root.children.length > 0 && (
                <ul className={styles.children}>
                  {root.children.map((child) => (
                    <li key={child.id}>
                      <Entry
                        href={catalogueHref(locale, { category: root.slug, sub: child.slug, view })}
                        label={child.title}
                        lang={child.lang.title}
                        count={child.count}
                        current={sub?.id === child.id}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
        <li className={styles.seriesEntry}>
          <Entry href={hrefFor(locale, 'series')} label={tSeries('indexTitle')} current={false} />
        </li>
        <li>
          <Entry href={hrefFor(locale, 'trade')} label={t('tradeData')} current={false} />
        </li>
      </ul>
    </nav>
  )
}
