import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { env } from '@/env'
import { localeTags, type Locale } from '@/i18n/locales'
import { getLatestNews, getPageGlobal } from '@/lib/cms/content'
import { getSiteSettings } from '@/lib/cms/site'
import { mediaUrl } from '@/lib/media'
import { newsArticleJsonLd } from '@/lib/news/structuredData'
import { hrefForSlug, newsListHref } from '@/lib/paths'
import type { News } from '@/payload-types'
import { Breadcrumbs } from '@/ui/Breadcrumbs'
import { CmsImage } from '@/ui/CmsImage'
import { Icon } from '@/ui/Icon'
import { JsonLd } from '@/ui/JsonLd'
import { RichText } from '@/ui/RichText'

import styles from './Article.module.css'
import { MoreNews } from './MoreNews'
import { NewsDate } from './NewsDate'

const absolute = (path: string | null): string | null => (path ? `${env.siteUrl}${path}` : null)

/** One article: breadcrumbs, date, title, lead, picture, body, the way back and more news of its language. */
export async function ArticleView({ locale, article }: { locale: Locale; article: News }) {
  const [t, listTexts, latest, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getPageGlobal('news-page', locale),
    getLatestNews(locale, 4),
    getSiteSettings(locale),
  ])
  const listHref = newsListHref(locale)
  const href = hrefForSlug(locale, 'news', article.slug)
  const excerpt = article.excerpt || null
  const others = latest.filter((a) => a.id !== article.id).slice(0, 3)
  const structured = newsArticleJsonLd({
    url: `${env.siteUrl}${href}`,
    headline: article.title,
    description: excerpt,
    images: [mediaUrl(article.image, 'hero'), mediaUrl(article.image, 'card')]
      .map(absolute)
      .filter((u): u is string => Boolean(u)),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    language: localeTags[locale],
    publisher: { name: settings.brandName, url: env.siteUrl, logo: absolute(mediaUrl(settings.logo)) },
  })
  return (
    <>
      <article className={styles.article}>
        <header className={`page-head ${styles.head}`}>
          <div className={`container ${styles.column}`}>
            <Breadcrumbs
              locale={locale}
              trail={[
                { label: listTexts.heading, href: listHref },
                { label: article.title, href },
              ]}
            />
            <NewsDate iso={article.publishedAt} locale={locale} className={styles.date} />
            <h1 className={styles.title}>{article.title}</h1>
            {excerpt && <p className={styles.lead}>{excerpt}</p>}
          </div>
        </header>
        <div className={`container ${styles.main}`}>
          <CmsImage
            media={article.image}
            size="hero"
            sizes="(max-width: 1040px) 100vw, 960px"
            priority
            className={styles.picture}
          />
          <RichText data={article.body} className={`prose ${styles.body}`} />
          <p className={styles.back}>
            <Link href={listHref}>
              <Icon name="prev" />
              {t('back')}
            </Link>
          </p>
        </div>
        <JsonLd data={structured} />
      </article>
      <MoreNews locale={locale} articles={others} labels={{ heading: t('more'), readMore: t('readMore') }} />
    </>
  )
}
