import type { Metadata } from 'next'

import { articleAlternates, loadArticle } from '@/components/news/articlePage'
import { ArticleView } from '@/components/news/ArticleView'
import { type DetailParams } from '@/lib/cms/detailPage'
import { withSharing } from '@/lib/cms/metadata'
import { metaDescription } from '@/lib/seo/description'

type Props = DetailParams

/** Rendered on first request, then served from the cache. */
export function generateStaticParams(): { slug: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, article } = await loadArticle(params)
  const description = metaDescription(article.excerpt ?? '')
  const meta = {
    title: article.title,
    description,
    alternates: articleAlternates(locale, article),
  }
  return withSharing(locale, meta, {
    seo: article.seo,
    image: article.image,
    openGraph: { type: 'article', publishedTime: article.publishedAt, modifiedTime: article.updatedAt },
  })
}

export default async function NewsArticlePage({ params }: Props) {
  const { locale, article } = await loadArticle(params)
  return <ArticleView locale={locale} article={article} />
}
