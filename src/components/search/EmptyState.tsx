import Link from 'next/link'

import type { CategoryLink } from '@/lib/cms/search'
import { Icon } from '@/ui/Icon'

import { CategoryLinks } from './CategoryLinks'
import styles from './Search.module.css'

type Labels = {
  title: string
  spelling: string
  didYouMean: string
  browse: string
  contactText: string
  contactLink: string
}

/**
 * Nothing found: a respelled query when one finds something, the product centre's categories
 * and the way to ask the team.
 */
export function EmptyState({
  labels,
  hint,
  categories,
  contactHref,
}: {
  labels: Labels
  hint: { query: string; href: string } | null
  categories: readonly CategoryLink[]
  contactHref: string
}) {
  return (
    <section className={styles.empty} aria-labelledby="search-empty-title">
      <h2 id="search-empty-title">{labels.title}</h2>
      <p>{labels.spelling}</p>
      {hint && (
        <p className={styles.hint}>
          {labels.didYouMean}{' '}
          <Link href={hint.href} className={styles.hintLink}>
            {hint.query}
          </Link>
        </p>
      )}
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
