import type { Metadata } from 'next'

import { ArticleView } from '@/components/news/ArticleView'
import { getNewsArticle } from '@/lib/cms/content'
import { getFacts } from '@/lib/cms/facts'
import { resolveFacts } from '@/lib/facts'
import { mediaUrl } from '@/lib/media'
import { detailPage, type DetailParams } from '@/lib/pageLocale'
import { hrefForSlug } from '@/lib/paths'

type Props = DetailParams

/** Rendered on first request, then served from the cache. */
export function generateStaticParams(): { slug: string }[] {
  return []
}

/** The article in the page's language; a slug of another language's article is a 404 here. */
async function load(params: Props['params']) {
  const { locale, doc } = await detailPage(params, getNewsArticle)
  return { locale, article: doc }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, article } = await load(params)
  const image = mediaUrl(article.image, 'hero')
  const description = resolveFacts(article.excerpt, await getFacts(locale)) || undefined
  return {
    title: article.title,
    description,
    alternates: { canonical: hrefForSlug(locale, 'news', article.slug) },
    openGraph: {
      type: 'article',
      title: article.title,
      description,
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
      images: image ? [image] : undefined,
    },
  }
}

export default async function NewsArticlePage({ params }: Props) {
  const { locale, article } = await load(params)
  return <ArticleView locale={locale} article={article} />
}
