import Link from 'next/link'

import { pageWindow } from '@/lib/pagination'
import { Icon } from '@/ui/Icon'

import styles from './Pagination.module.css'

type Labels = { nav: string; previous: string; next: string; page: (page: number) => string }

/**
 * Numbered page links with previous and next, as plain links (`?page=N`) that work without
 * JavaScript and that search engines follow. Nothing is shown for a single page.
 */
export function Pagination({
  current,
  total,
  hrefOf,
  labels,
}: {
  current: number
  total: number
  hrefOf: (page: number) => string
  labels: Labels
}) {
  if (total <= 1) return null
  return (
    <nav aria-label={labels.nav} className={styles.pagination}>
      {current > 1 ? (
        <Link href={hrefOf(current - 1)} rel="prev" className={`${styles.step} ${styles.previous}`}>
          <Icon name="prev" />
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <ol className={styles.pages}>
        {pageWindow(current, total).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={hrefOf(page)}
                aria-label={labels.page(page)}
                aria-current={page === current ? 'page' : undefined}
                className={styles.page}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < total ? (
        <Link href={hrefOf(current + 1)} rel="next" className={`${styles.step} ${styles.next}`}>
          {labels.next}
          <Icon name="next" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
