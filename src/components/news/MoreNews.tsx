import type { Locale } from '@/i18n/locales'
import type { News } from '@/payload-types'

import { NewsCard } from './NewsCard'
import styles from './NewsList.module.css'

/** Other recent articles of the same language below an article. */
export function MoreNews({
  locale,
  articles,
  labels,
}: {
  locale: Locale
  articles: News[]
  labels: { heading: string; readMore: string }
}) {
  if (articles.length === 0) return null
  return (
    <section className="section section--stone" aria-labelledby="more-news">
      <div className="container">
        <h2 id="more-news">{labels.heading}</h2>
        <ul className={`${styles.grid} ${styles.more3}`}>
          {articles.map((article) => (
            <li key={article.id}>
              <NewsCard locale={locale} article={article} readMore={labels.readMore} heading="h3" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
