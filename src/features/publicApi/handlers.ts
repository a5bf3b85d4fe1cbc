import type { Locale } from '@/i18n/locales'
import { apiMessages, errorResponse } from '@/lib/api/errors'
import { facetValues, type FinderProblem, finderParams } from '@/lib/catalogue/facets'
import { getSeriesNames } from '@/lib/cms/finder'
import { fill } from '@/lib/template'

import {
  findArticleCategory,
  findCategory,
  findProducts,
  listAds,
  listArticleCategories,
  listArticles,
  listCategories,
  listJobs,
  listProducts,
  readArticle,
} from './data'
import { fail, languageOf, pageOf, readId, readQuery } from './request'
import { okJson } from './respond'
import type { ApiHandler } from './route'

/** Any path below a known prefix that the API does not have. */
export const noSuchPath: ApiHandler = async (request) => fail(languageOf(request), 404, 'not_found', 'noPath')

/** A handler of a list that is read whole and paged here (a few dozen items at most). */
function listHandler<T>(
  read: (locale: Locale, layout: 'sidebar' | 'home') => Promise<T[]>,
  localized = true,
): ApiHandler {
  return async (request, path) => {
    if (path.length > 0) return noSuchPath(request, path)
    const query = await readQuery(request)
    if (!query.ok) return query.response
    const { locale, page, limit, layout } = query.value
    return okJson(request, pageOf(await read(locale, layout), page, limit), localized ? locale : null)
  }
}

/** `GET /api/ads`: the home banners. */
export const ads = listHandler((locale) => listAds(locale))

/** `GET /api/cats?layout=sidebar|home`: the category tree, or the home page's product boxes. */
const cats = listHandler((locale, layout) => listCategories(locale, layout))

/** `/api/cats` itself, or the products below it. */
export const catsAndProducts: ApiHandler = (request, path) =>
  path.length === 0 ? cats(request, path) : categoryProducts(request, path)

/** `GET /api/categorys`: one article category per language, with the original ids. */
export const articleCategories = listHandler(() => listArticleCategories(), false)

/** `GET /api/jobs`: open positions. */
export const jobs = listHandler((locale) => listJobs(locale))

/** `GET /api/cats/{id}/products` and `GET /api/cats/root/{id}/products`. */
const categoryProducts: ApiHandler = async (request, path) => {
  const rootOnly = path.length === 3 && path[0] === 'root' && path[2] === 'products'
  if (!rootOnly && !(path.length === 2 && path[1] === 'products')) return noSuchPath(request, path)
  const query = await readQuery(request)
  if (!query.ok) return query.response
  const { locale, page, limit } = query.value
  const id = await readId(locale, rootOnly ? path[1] : path[0])
  if (!id.ok) return id.response
  const place = await findCategory(locale, id.value)
  if (!place) return fail(locale, 404, 'not_found', 'noCategory', { id: id.value })
  if (rootOnly && place.sub) return fail(locale, 404, 'not_found', 'noRootCategory', { id: id.value })
  const params = new URL(request.url).searchParams
  if (finderParams.some((key) => (params.get(key) ?? '') !== '')) {
    const found = await findProducts(locale, place, params)
    if (!found.ok) return finderProblems(locale, found.problems)
    return okJson(request, pageOf(found.items, page, limit), locale)
  }
  return okJson(request, await listProducts(locale, place, page, limit), locale)
}

/** A 400 naming each bad finder parameter, in the request's language. */
async function finderProblems(locale: Locale, problems: readonly FinderProblem[]): Promise<Response> {
  const m = await apiMessages(locale)
  const fields: Record<string, string> = {}
  for (const p of problems) {
    if (p.param === 'fit')
      fields.fit = m[p.problem === 'format' ? 'fitFormat' : p.problem === 'tooSmall' ? 'fitTooSmall' : 'fitTooLarge']
    else if (p.problem === 'range') fields[p.param] = m.range
    else {
      const allowed = p.param === 'series' ? (await getSeriesNames(locale)).map((s) => s.slug) : facetValues(p.param)
      fields[p.param] = fill(m.oneOf, { allowed: allowed.join(', ') })
    }
  }
  return errorResponse({ status: 400, code: 'invalid', message: m.invalidParameters, locale, fields })
}

/** `GET /api/category/{id}/articles`: the articles of one language's category, newest first. */
export const categoryArticles: ApiHandler = async (request, path) => {
  if (!(path.length === 2 && path[1] === 'articles')) return noSuchPath(request, path)
  const query = await readQuery(request)
  if (!query.ok) return query.response
  const { locale, page, limit } = query.value
  const id = await readId(locale, path[0])
  if (!id.ok) return id.response
  const category = await findArticleCategory(id.value)
  if (!category) {
    const known = (await listArticleCategories()).map((c) => c.id).join(', ')
    return fail(locale, 404, 'not_found', 'noArticleCategory', { id: id.value, known })
  }
  return okJson(request, await listArticles(category.lang, page, limit), category.lang)
}

/** `GET /api/article/{id}`: one article with its body as HTML. */
export const article: ApiHandler = async (request, path) => {
  if (path.length !== 1) return noSuchPath(request, path)
  const query = await readQuery(request)
  if (!query.ok) return query.response
  const { locale } = query.value
  const id = await readId(locale, path[0])
  if (!id.ok) return id.response
  const found = await readArticle(id.value)
  if (!found) return fail(locale, 404, 'not_found', 'noArticle', { id: id.value })
  return okJson(request, { data: found }, found.lang)
}
