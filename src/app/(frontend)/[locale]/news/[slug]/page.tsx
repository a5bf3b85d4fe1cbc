import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'

import { CmsImage } from '@/components/ui/CmsImage'
import { localeTags } from '@/i18n/locales'
import { getNewsArticle } from '@/lib/cms/content'
import { detailPage, type DetailParams } from '@/lib/pageLocale'

type Props = DetailParams

/** Rendered on first request, then served from the cache. */
export function generateStaticParams(): { slug: string }[] {
  return []
}

async function load(params: Props['params']) {
  const { locale, doc } = await detailPage(params, getNewsArticle)
  return { locale, article: doc }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { article } = await load(params)
  return { title: article.title, description: article.excerpt ?? undefined }
}

export default async function NewsArticlePage({ params }: Props) {
  const { locale, article } = await load(params)
  const date = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long' }).format(new Date(article.publishedAt))
  return (
    <article>
      <header className="page-head">
        <div className="container">
          <p className="eyebrow">
            <time dateTime={article.publishedAt}>{date}</time>
          </p>
          <h1>{article.title}</h1>
          {article.excerpt && <p>{article.excerpt}</p>}
        </div>
      </header>
      <div className="container section">
        <CmsImage media={article.image} size="hero" sizes="(max-width: 900px) 100vw, 900px" priority className="article-image" />
        <RichText data={article.body} className="prose" />
      </div>
    </article>
  )
}
