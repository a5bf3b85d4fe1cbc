import Link from 'next/link'

import { Icon } from '@/ui/Icon'

import styles from './Search.module.css'

type Labels = { label: string; previous: string; next: string; page: (page: number) => string }

/** Numbered result pages with previous and next; nothing when all results fit on one. */
export function Pagination({
  page,
  pages,
  href,
  labels,
}: {
  page: number
  pages: number
  href: (page: number) => string
  labels: Labels
}) {
  if (pages < 2) return null
  const numbers = Array.from({ length: pages }, (_, i) => i + 1)
  return (
    <nav aria-label={labels.label} className={styles.pagination}>
      <ul>
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} rel="prev" className={styles.step}>
              <Icon name="prev" />
              {labels.previous}
            </Link>
          </li>
        )}
        {numbers.map((n) => (
          <li key={n}>
            <Link
              href={href(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={labels.page(n)}
              className={styles.number}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li>
            <Link href={href(page + 1)} rel="next" className={styles.step}>
              {labels.next}
              <Icon name="next" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
