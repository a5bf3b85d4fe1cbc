import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'
import { articleSwitchTargets, loadArticle } from '@/components/news/articlePage'
import type { DetailParams } from '@/lib/cms/detailPage'

export function generateStaticParams(): { slug: string }[] {
  return []
}

/** An article exists in its own language only: the other flags lead to their news list. */
export default async function ArticleLanguages({ params }: DetailParams) {
  const { locale, article } = await loadArticle(params)
  return <LanguageSwitcher current={locale} targets={articleSwitchTargets(locale, article)} />
}
