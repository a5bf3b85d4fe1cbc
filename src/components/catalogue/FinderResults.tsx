import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { FinderResult, FinderVariant } from '@/lib/catalogue/facets'
import { type ProductTile, variantTile } from '@/lib/cms/catalogue'
import { pageCount, PRODUCTS_PER_PAGE, takesLoneItem } from '@/lib/pagination'
import { enquiryHref } from '@/lib/paths'
import { Pagination } from '@/ui/Pagination'

import styles from './Catalogue.module.css'
import { fitNote, rulesShown } from './finder'
import finder from './Finder.module.css'
import { ProductTiles } from './ProductTiles'

type Props = {
  locale: Locale
  heading: string
  result: FinderResult
  tiles: ReadonlyMap<number, ProductTile>
  problems: string[]
  page: number
  /** the address of a page of these results */
  hrefOf: (page: number) => string
  reset: string
}

/** The products a finder query leaves: how many, what was wrong in the query, the fit rules, the tiles with their fit. */
export async function FinderResults({ locale, heading, result, tiles, problems, page, hrefOf, reset }: Props) {
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'finder' }),
    getTranslations({ locale, namespace: 'catalogue' }),
  ])
  const pages = pageCount(result.products.length, PRODUCTS_PER_PAGE)
  const current = Math.min(page, pages)
  // As in a category: the last page takes a product that would stand alone on a page of its own.
  const end = takesLoneItem(current, result.products.length, PRODUCTS_PER_PAGE)
    ? result.products.length
    : current * PRODUCTS_PER_PAGE
  const shown = result.products.slice((current - 1) * PRODUCTS_PER_PAGE, end)
  // Each tile stands for the variant the selection names (the one that fits): its article number,
  // picture and page; where the product has several, a line names it.
  const shownTiles = shown.flatMap(({ product, variant }) => {
    const tile = tiles.get(product.id)
    return tile ? [variantTile(tile, variant.article)] : []
  })
  const size = (v: FinderVariant) => JSON.stringify([v.width, v.depth, v.height, v.range ?? null])
  const notes = new Map(
    shown.flatMap(({ product, variant, fit }) => {
      if (!fit) return []
      // The variant is named where the product's variants differ in what the fit checks.
      const sized = product.variants.some((v) => size(v) !== size(variant))
      const named = sized ? tiles.get(product.id)?.variants.find((v) => v.articleNumber === variant.article) : null
      const lines = [
        ...(named?.name ? [t('variantFits', { name: named.name, article: named.articleNumber })] : []),
        fitNote(fit, t, locale),
      ]
      return [[product.id, lines] as const]
    }),
  )
  const rules = rulesShown(result, t)
  return (
    <section aria-labelledby="catalogue-heading" className={styles.listing} data-finder-results>
      <div className={styles.toolbar}>
        <div>
          <h2 id="catalogue-heading" className={styles.listingHeading}>
            {heading}
          </h2>
          <p className={styles.count} role="status">
            {t('results', { count: result.products.length })}
            {pages > 1 && <> · {tc('pageOf', { page: current, pages })}</>}
          </p>
        </div>
      </div>
      {problems.length > 0 && (
        <div className={finder.problems} role="alert">
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )}
      {rules.length > 0 && notes.size > 0 && (
        <div className={finder.rules}>
          {rules.map((r) => (
            <p key={r}>{r}</p>
          ))}
        </div>
      )}
      {result.products.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('none')}</p>
          <p className={styles.emptyLinks}>
            <Link href={reset} className="button button--ghost">
              {t('reset')}
            </Link>
            <Link href={enquiryHref(locale, { type: 'customised' })} className="button">
              {tc('askUs')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <ProductTiles locale={locale} tiles={shownTiles} notes={notes} priority />
          <Pagination
            current={current}
            total={pages}
            hrefOf={hrefOf}
            labels={{
              nav: tc('pagination'),
              previous: tc('previous'),
              next: tc('next'),
              page: (n) => tc('pageN', { page: n }),
            }}
          />
        </>
      )}
    </section>
  )
}
