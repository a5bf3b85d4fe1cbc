import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { ProductPage } from '@/lib/cms/catalogue'
import { catalogueHref, enquiryHref, type CatalogueQuery } from '@/lib/paths'
import { Pagination } from '@/ui/Pagination'

import styles from './Catalogue.module.css'
import { ProductTiles } from './ProductTiles'
import { ViewSwitch } from './ViewSwitch'

type Props = {
  locale: Locale
  query: CatalogueQuery
  result: ProductPage
}

/**
 * One category (or sub-category): its count, view switch, tiles and pages, or the empty state.
 * Its name and description are the page's heading (`#catalogue-heading`, which labels the listing).
 */
export async function CategoryListing({ locale, query, result }: Props) {
  const t = await getTranslations({ locale, namespace: 'catalogue' })
  const view = query.view ?? 'grid'
  return (
    <section aria-labelledby="catalogue-heading" className={styles.listing}>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {t('count', { count: result.total })}
          {result.pages > 1 && <> · {t('pageOf', { page: result.page, pages: result.pages })}</>}
        </p>
        {result.total > 0 && <ViewSwitch locale={locale} query={query} view={view} />}
      </div>
      {result.total === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('empty')}</p>
          <p>{t('emptyHint')}</p>
          <p className={styles.emptyLinks}>
            <Link href={catalogueHref(locale, { view })} className="button button--ghost">
              {t('allProducts')}
            </Link>
            <Link href={enquiryHref(locale, { type: 'customised' })} className="button">
              {t('askUs')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <ProductTiles locale={locale} tiles={result.tiles} view={view} priority />
          <Pagination
            current={result.page}
            total={result.pages}
            hrefOf={(page) => catalogueHref(locale, { ...query, page })}
            labels={{
              nav: t('pagination'),
              previous: t('previous'),
              next: t('next'),
              page: (page) => t('pageN', { page }),
            }}
          />
        </>
      )}
    </section>
  )
}
