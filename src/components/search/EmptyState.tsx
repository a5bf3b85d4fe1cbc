import Link from 'next/link'

import type { CategoryLink } from '@/lib/cms/search'
import { Icon } from '@/ui/Icon'

import { CategoryLinks } from './CategoryLinks'
import styles from './Search.module.css'

type Labels = {
  title: string
  spelling: string
  browse: string
  contactText: string
  contactLink: string
}

/**
 * Nothing found (not even with misspelt words corrected): the product centre's categories and
 * the way to ask the team.
 */
export function EmptyState({
  labels,
  categories,
  contactHref,
}: {
  labels: Labels
  categories: readonly CategoryLink[]
  contactHref: string
}) {
  return (
    <section className={styles.empty} aria-labelledby="search-empty-title">
      <h2 id="search-empty-title">{labels.title}</h2>
      <p>{labels.spelling}</p>
      <p className={styles.browse}>{labels.browse}</p>
      <CategoryLinks links={categories} label={labels.browse} />
      <div className={styles.contact}>
        <p>{labels.contactText}</p>
        <Link href={contactHref} className="button button--ghost">
          {labels.contactLink}
          <Icon name="arrow" />
        </Link>
      </div>
    </section>
  )
}
