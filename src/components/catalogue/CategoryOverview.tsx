import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { CategoryNode, ProductTile } from '@/lib/cms/catalogue'
import { catalogueHref, type CatalogueView } from '@/lib/paths'
import { Icon } from '@/ui/Icon'

import styles from './Catalogue.module.css'
import { MoreCategories } from './MoreCategories'
import { ProductTiles } from './ProductTiles'

type Props = {
  locale: Locale
  previews: { category: CategoryNode; tiles: ProductTile[] }[]
  /** the categories with products beyond the previews */
  more?: CategoryNode[]
  view: CatalogueView
}

/**
 * The product centre without a chosen category: each category with its first tiles (spec: at most
 * 6 × 5), then the other categories as links.
 */
export async function CategoryOverview({ locale, previews, more = [], view }: Props) {
  const t = await getTranslations({ locale, namespace: 'catalogue' })
  return (
    <div className={styles.overview}>
      {previews.map(({ category, tiles }, index) => (
        <section key={category.id} aria-labelledby={`category-${category.slug}`} className={styles.preview}>
          <div className={styles.previewHead}>
            <h2 id={`category-${category.slug}`} className={styles.listingHeading}>
              <Link href={catalogueHref(locale, { category: category.slug, view })} lang={category.lang.title}>
                {category.title}
              </Link>
            </h2>
            {category.count > tiles.length && (
              <Link href={catalogueHref(locale, { category: category.slug, view })} className={styles.viewAll}>
                <span aria-hidden="true">{t('viewAll', { count: category.count })}</span>
                <span className="visually-hidden">
                  {t('viewAllIn', { count: category.count, category: category.title })}
                </span>
                <Icon name="arrow" />
              </Link>
            )}
          </div>
          <ProductTiles
            locale={locale}
            tiles={tiles}
            view={view}
            priority={index === 0}
            more={
              category.count > tiles.length
                ? {
                    href: catalogueHref(locale, { category: category.slug, view }),
                    label: t('viewAll', { count: category.count }),
                    srLabel: t('viewAllIn', { count: category.count, category: category.title }),
                  }
                : undefined
            }
          />
        </section>
      ))}
      <MoreCategories locale={locale} categories={more} view={view} />
    </div>
  )
}
