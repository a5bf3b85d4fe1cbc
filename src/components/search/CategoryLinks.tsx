import Link from 'next/link'

import type { CategoryLink } from '@/lib/cms/search'

import styles from './Search.module.css'

/** The product centre's categories as a row of links: a way on when a search has nothing yet. */
export function CategoryLinks({ links, label }: { links: readonly CategoryLink[]; label: string }) {
  if (links.length === 0) return null
  return (
    <ul className={styles.categories} aria-label={label}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.title}</Link>
        </li>
      ))}
    </ul>
  )
}
