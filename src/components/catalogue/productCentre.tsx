import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { readCatalogueRequest, type SearchParams } from '@/components/catalogue/catalogueState'
import { CatalogueView } from '@/components/catalogue/CatalogueView'
import type { Locale } from '@/i18n/locales'
import { getCategoryPreviews, getCategoryProducts, getCategoryTree } from '@/lib/cms/catalogue'
import { getPageGlobal } from '@/lib/cms/content'
import { withSharing } from '@/lib/cms/metadata'
import { PRODUCTS_PER_PAGE } from '@/lib/pagination'
import { catalogueHref } from '@/lib/paths'
import { alternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'

/**
 * The product centre for one query (`category`, `sub`, `view`, `page`, or the spec's `title`):
 * the plain page renders it without one, the internal `~q` page with the query the proxy
 * put in its path (`@/lib/staticQuery`). Both are cached until an editor changes the catalogue.
 */
async function load(locale: Locale, raw: SearchParams) {
  const tree = await getCategoryTree(locale)
  const request = readCatalogueRequest(tree, raw)
  if (request.kind === 'notFound') notFound()
  if (request.kind === 'redirect') {
    const { category, sub, view } = request.state
    permanentRedirect(catalogueHref(locale, { category: category?.slug, sub: sub?.slug, view }))
  }
  return { tree, state: request.state }
}

export async function productCentreMetadata(locale: Locale, raw: SearchParams): Promise<Metadata> {
  const [{ state }, page] = await Promise.all([load(locale, raw), getPageGlobal('product-centre-page', locale)])
  const shown = state.sub ?? state.category
  const title = shown
    ? state.sub && state.category
      ? `${state.sub.title} – ${state.category.title}`
      : shown.title
    : page.heading
  const meta = {
    title,
    description: metaDescription(shown?.description ?? page.text),
    // Grid and list show the same products: the grid is the canonical page.
    alternates: alternates(locale, (l) =>
      catalogueHref(l, { category: state.category?.slug, sub: state.sub?.slug, page: state.page }),
    ),
  }
  // The editors' texts are for the product centre itself; a category speaks for itself.
  return withSharing(locale, meta, { seo: shown ? null : page.seo })
}

export async function ProductCentre({ locale, raw }: { locale: Locale; raw: SearchParams }) {
  const [{ tree, state }, page] = await Promise.all([load(locale, raw), getPageGlobal('product-centre-page', locale)])
  if (!state.category) {
    const previews = await getCategoryPreviews(locale, 6, 5)
    return <CatalogueView locale={locale} page={page} tree={tree} state={state} previews={previews} />
  }
  const result = await getCategoryProducts(
    locale,
    state.category.id,
    state.sub?.id ?? null,
    state.page,
    PRODUCTS_PER_PAGE,
  )
  if (state.page > result.pages) notFound()
  return <CatalogueView locale={locale} page={page} tree={tree} state={state} result={result} />
}
