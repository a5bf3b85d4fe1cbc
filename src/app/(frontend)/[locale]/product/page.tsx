import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { readCatalogueRequest, type SearchParams } from '@/components/catalogue/catalogueState'
import { CatalogueView, PER_PAGE } from '@/components/pages/CatalogueView'
import { getCategoryPreviews, getCategoryProducts, getCategoryTree } from '@/lib/cms/catalogue'
import { getPageGlobal } from '@/lib/cms/content'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { catalogueHref } from '@/lib/paths'
import type { Locale } from '@/i18n/locales'

/**
 * The category, view and page are query parameters, so this page renders per request; the
 * catalogue data it reads stays cached until an editor changes it.
 */
export const dynamic = 'force-dynamic'

type Props = LocaleParams & { searchParams: Promise<SearchParams> }

async function load(locale: Locale, searchParams: Props['searchParams']) {
  const [tree, raw] = await Promise.all([getCategoryTree(locale), searchParams])
  const request = readCatalogueRequest(tree, raw)
  if (request.kind === 'notFound') notFound()
  if (request.kind === 'redirect') {
    const { category, sub, view } = request.state
    permanentRedirect(catalogueHref(locale, { category: category?.slug, sub: sub?.slug, view }))
  }
  return { tree, state: request.state }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const [{ state }, page] = await Promise.all([load(locale, searchParams), getPageGlobal('product-centre-page', locale)])
  const shown = state.sub ?? state.category
  const title = shown ? (state.sub && state.category ? `${state.sub.title} – ${state.category.title}` : shown.title) : page.heading
  return {
    title,
    description: (shown?.description ?? page.text ?? '').slice(0, 160) || undefined,
    // Grid and list show the same products: the grid is the canonical page.
    alternates: { canonical: catalogueHref(locale, { category: state.category?.slug, sub: state.sub?.slug, page: state.page }) },
  }
}

export default async function ProductCentrePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const [{ tree, state }, page] = await Promise.all([load(locale, searchParams), getPageGlobal('product-centre-page', locale)])
  if (!state.category) {
    const previews = await getCategoryPreviews(locale, 6, 5)
    return <CatalogueView locale={locale} page={page} tree={tree} state={state} previews={previews} />
  }
  const result = await getCategoryProducts(locale, state.category.id, state.sub?.id ?? null, state.page, PER_PAGE)
  if (state.page > result.pages) notFound()
  return <CatalogueView locale={locale} page={page} tree={tree} state={state} result={result} />
}
