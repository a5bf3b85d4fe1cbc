import Link from 'next/link'

import type { Locale } from '@/i18n/locales'
import { hrefForSlug } from '@/lib/paths'
import type { News } from '@/payload-types'
import { CmsImage } from '@/ui/CmsImage'
import { Icon } from '@/ui/Icon'

import { NewsDate } from './NewsDate'
import styles from './NewsList.module.css'

type Props = {
  locale: Locale
  article: News
  readMore: string
  heading?: 'h2' | 'h3'
  /** the first article of the list: larger, with a label above its date */
  featured?: { label: string }
  /** the image of the featured article is above the fold */
  priority?: boolean
}

/**
 * One article in a list. The title is the link; it stretches over the whole card, so the card
 * is one click target and one tab stop, and a screen reader hears the title alone as its name.
 */
export function NewsCard({ locale, article, readMore, heading: Heading = 'h2', featured, priority = false }: Props) {
  const sizes = featured
    ? '(max-width: 560px) 100vw, (max-width: 900px) 92vw, 840px'
    : '(max-width: 560px) 100vw, (max-width: 900px) 46vw, 400px'
  return (
    <article className={`${styles.card} ${featured ? styles.featured : ''}`}>
      <CmsImage
        media={article.image}
        size={featured ? 'hero' : 'card'}
        sizes={sizes}
        priority={priority}
        decorative
        className={styles.image}
      />
      <div className={styles.body}>
        <p className={styles.meta}>
          {featured && <span className={styles.badge}>{featured.label}</span>}
          <NewsDate iso={article.publishedAt} locale={locale} />
        </p>
        <Heading className={styles.title}>
          <Link href={hrefForSlug(locale, 'news', article.slug)} className={styles.link}>
            {article.title}
          </Link>
        </Heading>
        {article.excerpt && <p className={styles.excerpt}>{article.excerpt}</p>}
        <span className={styles.more} aria-hidden="true">
          {readMore}
          <Icon name="arrow" />
        </span>
      </div>
    </article>
  )
}
