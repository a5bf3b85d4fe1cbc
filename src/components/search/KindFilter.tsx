import Link from 'next/link'

import type { SearchKind } from '@/lib/vocabularies'

import styles from './Search.module.css'

export type KindLink = { kind: SearchKind | null; label: string; count: number; href: string }

/** Links narrowing the results to one kind (products, pages ...), each with its number of results. */
export function KindFilter({
  label,
  links,
  current,
}: {
  label: string
  links: readonly KindLink[]
  current: SearchKind | null
}) {
  // With results of one kind only there is nothing to narrow.
  if (links.filter((l) => l.kind !== null).length < 2) return null
  return (
    <nav aria-label={label} className={styles.filters}>
      <ul>
        {links.map((link) => (
          <li key={link.kind ?? 'all'}>
            <Link href={link.href} aria-current={link.kind === current ? 'page' : undefined} scroll={false}>
              {link.label}
              <span className={styles.filterCount}>{link.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
