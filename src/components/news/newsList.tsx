import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { NewsListView } from '@/components/news/NewsListView'
import { locales, type Locale } from '@/i18n/locales'
import { getPageGlobal } from '@/lib/cms/content'
import { withSharing } from '@/lib/cms/metadata'
import { countNews } from '@/lib/cms/news'
import { NEWS_PER_PAGE } from '@/lib/pagination'
import { parsePageParam } from '@/lib/pagination'
import { newsListHref } from '@/lib/paths'
import { alternates, switchTargets, type Alternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'

type Raw = { page?: string | string[] }

/** News is kept per language: page N of the list exists only where there are enough articles. */
async function languagesWithPage(page: number): Promise<Locale[]> {
  const counts = await Promise.all(locales.map((l) => countNews(l)))
  return locales.filter((_, i) => page === 1 || (counts[i] ?? 0) > (page - 1) * NEWS_PER_PAGE)
}

/** Page N of the news list in each language that has it (its hreflang links). */
export async function newsListAlternates(locale: Locale, raw: Raw): Promise<Alternates> {
  const page = parsePageParam(raw.page) ?? 1
  return alternates(locale, (l) => newsListHref(l, page), await languagesWithPage(page))
}

/** The language switcher of page N: a language with fewer pages leads to its first one. */
export async function newsListSwitchTargets(locale: Locale, raw: Raw): Promise<Record<Locale, string>> {
  return switchTargets(await newsListAlternates(locale, raw), (l) => newsListHref(l))
}

/**
 * The news list for `?page=N`: the plain page renders page 1, the internal `~q` page the
 * others (`@/lib/staticQuery`); both are cached until an article changes.
 */
export async function newsListMetadata(locale: Locale, raw: Raw): Promise<Metadata> {
  const page = parsePageParam(raw.page) ?? 1
  const [texts, t] = await Promise.all([
    getPageGlobal('news-page', locale),
    getTranslations({ locale, namespace: 'news' }),
  ])
  const heading = texts.heading
  const meta = {
    title: page > 1 ? t('pageTitle', { heading, page }) : heading,
    description: metaDescription(texts.text ?? ''),
    alternates: await newsListAlternates(locale, raw),
  }
  return withSharing(locale, meta, { seo: page === 1 ? texts.seo : null })
}

/** A page number that is not one (`0`, `01`, twice) is a 404, as is a page past the end. */
export function NewsList({ locale, raw }: { locale: Locale; raw: Raw }) {
  const page = parsePageParam(raw.page)
  if (page === null) notFound()
  return <NewsListView locale={locale} page={page} />
}
