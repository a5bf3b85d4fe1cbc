import Link from 'next/link'

import { Icon } from '@/components/ui/Icon'

import styles from './Pagination.module.css'

export type PaginationLabels = { nav: string; previous: string; next: string; page: (n: number) => string }

/** Numbers to show: first, last, and the neighbours of the current page, with gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b)
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]))
}

/** Page links; the current page is marked for assistive technology, not only by colour. */
export function Pagination({ page, pages, href, labels }: { page: number; pages: number; href: (page: number) => string; labels: PaginationLabels }) {
  if (pages <= 1) return null
  return (
    <nav aria-label={labels.nav} className={styles.pagination}>
      {page > 1 ? (
        <Link href={href(page - 1)} className={styles.step} rel="prev">
          <Icon name="prev" size={18} />
          <span className="visually-hidden">{labels.previous}</span>
        </Link>
      ) : (
        <span className={styles.step} aria-hidden="true">
          <Icon name="prev" size={18} />
        </span>
      )}
      <ol>
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link href={href(n)} className={styles.number} aria-current={n === page ? 'page' : undefined} aria-label={labels.page(n)}>
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link href={href(page + 1)} className={styles.step} rel="next">
          <Icon name="next" size={18} />
          <span className="visually-hidden">{labels.next}</span>
        </Link>
      ) : (
        <span className={styles.step} aria-hidden="true">
          <Icon name="next" size={18} />
        </span>
      )}
    </nav>
  )
}
