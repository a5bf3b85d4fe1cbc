import type { Metadata } from 'next'

import { ArticleView } from '@/components/news/ArticleView'
import { getNewsArticle } from '@/lib/cms/content'
import { detailPage, type DetailParams } from '@/lib/cms/detailPage'
import { getFacts } from '@/lib/cms/facts'
import { withSharing } from '@/lib/cms/metadata'
import { resolveFacts } from '@/lib/facts'
import { hrefForSlug } from '@/lib/paths'
import { alternates } from '@/lib/seo/alternates'

type Props = DetailParams

/** Rendered on first request, then served from the cache. */
export function generateStaticParams(): { slug: string }[] {
  return []
}

/** The article in the page's language; a slug of another language's article is a 404 here. */
async function load(params: Props['params']) {
  const { locale, doc } = await detailPage(params, getNewsArticle, 'news')
  return { locale, article: doc }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, article } = await load(params)
  const description = resolveFacts(article.excerpt, await getFacts(locale)) || undefined
  const meta = {
    title: article.title,
    description,
    // News is kept per language: an article exists in its own language only.
    alternates: alternates(locale, (l) => hrefForSlug(l, 'news', article.slug), [locale]),
  }
  return withSharing(locale, meta, {
    seo: article.seo,
    image: article.image,
    openGraph: { type: 'article', publishedTime: article.publishedAt, modifiedTime: article.updatedAt },
  })
}

export default async function NewsArticlePage({ params }: Props) {
  const { locale, article } = await load(params)
  return <ArticleView locale={locale} article={article} />
}
