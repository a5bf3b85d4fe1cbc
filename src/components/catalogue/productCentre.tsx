import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { readCatalogueRequest, type SearchParams } from '@/components/catalogue/catalogueState'
import { CatalogueView } from '@/components/catalogue/CatalogueView'
import { loadFinder, problemMessages, searchParamsOf } from '@/components/catalogue/finder'
import { FinderForm } from '@/components/catalogue/FinderForm'
import { FinderResults } from '@/components/catalogue/FinderResults'
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
  const finder = await finderForm(locale, await loadFinder(locale, raw))
  if (!state.category) {
    const previews = await getCategoryPreviews(locale, 6, 5)
    return <CatalogueView locale={locale} page={page} tree={tree} state={state} previews={previews} finder={finder} />
  }
  const read = (n: number) =>
    getCategoryProducts(locale, state.category!.id, state.sub?.id ?? null, n, PRODUCTS_PER_PAGE)
  // The first page (cached anyway) says how many there are: a page past the last is never read,
  // so a made-up page number gets no cache entry.
  const first = await read(1)
  if (state.page > first.pages) notFound()
  const result = state.page === 1 ? first : await read(state.page)
  return <CatalogueView locale={locale} page={page} tree={tree} state={state} result={result} finder={finder} />
}

/** The finder's form for a place of the product centre, with its counts (rendered with the cached page). */
async function finderForm(locale: Locale, finder: Awaited<ReturnType<typeof loadFinder>>) {
  const t = await getTranslations({ locale, namespace: 'finder' })
  const { state, result, selection, seriesNames, typedFit, problems } = finder
  return (
    <FinderForm
      locale={locale}
      action={catalogueHref(locale, { category: state.category?.slug, sub: state.sub?.slug })}
      hidden={{ category: state.category?.slug, sub: state.category ? state.sub?.slug : undefined }}
      counts={result.counts}
      bounds={result.bounds}
      selection={selection}
      typedFit={typedFit}
      fitError={problemMessages(problems, t).fit}
      seriesNames={seriesNames}
    />
  )
}

/**
 * The product centre narrowed by the finder (`?colour=black&fit=900x800`): rendered per request,
 * never cached, not indexed (see `finderMetadata`).
 */
export async function ProductFinder({ locale, raw }: { locale: Locale; raw: SearchParams }) {
  const [finder, page, t] = await Promise.all([
    loadFinder(locale, raw),
    getPageGlobal('product-centre-page', locale),
    getTranslations({ locale, namespace: 'finder' }),
  ])
  const { tree, state, result, tiles, problems } = finder
  const shown = state.sub ?? state.category
  const heading = shown?.title ?? (await getTranslations({ locale, namespace: 'catalogue' }))('allProducts')
  const params = searchParamsOf(raw)
  params.delete('page')
  const hrefOf = (n: number) => {
    const query = new URLSearchParams(params)
    if (n > 1) query.set('page', String(n))
    return `${catalogueHref(locale)}?${query.toString()}`
  }
  return (
    <CatalogueView
      locale={locale}
      page={page}
      tree={tree}
      state={state}
      finder={await finderForm(locale, finder)}
      found={
        <FinderResults
          locale={locale}
          heading={heading}
          result={result}
          tiles={tiles}
          problems={problemMessages(problems, t).others}
          page={state.page}
          hrefOf={hrefOf}
          reset={catalogueHref(locale, { category: state.category?.slug, sub: state.sub?.slug })}
        />
      }
    />
  )
}
