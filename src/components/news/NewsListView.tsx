import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { PageIntro } from '@/components/layout/PageIntro'
import type { Locale } from '@/i18n/locales'
import { getPageGlobal } from '@/lib/cms/content'
import { getNewsPage } from '@/lib/cms/news'
import { NEWS_PER_PAGE } from '@/lib/pagination'
import { newsListHref } from '@/lib/paths'
import { Pagination } from '@/ui/Pagination'
import { reveal } from '@/ui/text'

import { NewsCard } from './NewsCard'
import { NewsEmpty } from './NewsEmpty'
import styles from './NewsList.module.css'

/** Articles per page: on page 1 the newest one is featured over two columns and rows, so nine fill the grid exactly. */

/** The news list of one language: page head, article cards (the newest featured on page 1) and pagination. */
export async function NewsListView({ locale, page }: { locale: Locale; page: number }) {
  const [result, texts, t] = await Promise.all([
    getNewsPage(locale, page, NEWS_PER_PAGE),
    getPageGlobal('news-page', locale),
    getTranslations({ locale, namespace: 'news' }),
  ])
  if (!result) notFound()
  const { articles, totalPages } = result
  return (
    <>
      <PageIntro
        heading={texts.heading}
        text={texts.text}
        eyebrow={page > 1 ? t('pageOf', { page, total: totalPages }) : undefined}
      />
      <div className={`container ${styles.list}`}>
        {articles.length === 0 ? (
          <NewsEmpty
            locale={locale}
            texts={{
              title: t('emptyTitle'),
              text: t('emptyText'),
              products: t('emptyProducts'),
              contact: t('emptyContact'),
            }}
          />
        ) : (
          <ul className={styles.grid}>
            {articles.map((article, i) => {
              const featured = page === 1 && i === 0
              return (
                // The featured article is above the fold: it shows at once, without the scroll reveal.
                <li
                  key={article.id}
                  className={featured ? styles.featuredItem : undefined}
                  data-reveal={featured ? undefined : ''}
                  style={reveal(i % 3)}
                >
                  <NewsCard
                    locale={locale}
                    article={article}
                    readMore={t('readMore')}
                    featured={featured ? { label: t('latest') } : undefined}
                    priority={i === 0}
                  />
                </li>
              )
            })}
          </ul>
        )}
        <Pagination
          current={page}
          total={totalPages}
          hrefOf={(p) => newsListHref(locale, p)}
          labels={{
            nav: t('pagination'),
            previous: t('previous'),
            next: t('next'),
            page: (p) => t('pageLabel', { page: p }),
          }}
        />
      </div>
    </>
  )
}
