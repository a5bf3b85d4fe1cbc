import { env } from '@/env'
import { localeIndex, locales, type Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import { applySelection, type FinderProblem, readSelection } from '@/lib/catalogue/facets'
import { specRows } from '@/lib/catalogue/format'
import {
  getCategoryProducts,
  getCategoryTree,
  variantTile,
  type CategoryNode,
  type ProductTile,
} from '@/lib/cms/catalogue'
import { getBanners, getHomeCategories, getList } from '@/lib/cms/content'
import { getFinderProducts, getSeriesNames } from '@/lib/cms/finder'
import { countNews, getNewsArticleById, getNewsCategories, getNewsIds, getNewsPage } from '@/lib/cms/news'
import { openOnly } from '@/lib/jobs'
import { mediaUrl, type ImageSize } from '@/lib/media'
import { catalogueHref, hrefForSlug, productHref, seriesHref, shortLinkHref, variantHref } from '@/lib/paths'
import type { Media, News } from '@/payload-types'

import { richTextHtml } from './html'
import { sliceOfBlocks } from './request'
import type {
  Ad,
  Article,
  ArticleCategory,
  ArticleItem,
  Category,
  Job,
  List,
  ProductItem,
  SubCategory,
} from './schemas'

/** The API speaks in absolute URLs, so an app or a partner site can use them as they are. */
const absolute = (path: string | null): string | null => (path ? `${env.siteUrl}${path}` : null)
const image = (upload: number | Media | null | undefined, size?: ImageSize): string | null =>
  absolute(mediaUrl(upload, size))

/** The spec's keys of the banner descriptions, by language. */
const descKeys = { de: 'de_desc', zh: 'desc', en: 'en_desc', it: 'it_desc', fr: 'fr_desc', es: 'es_desc' } as const

export async function listAds(locale: Locale): Promise<Ad[]> {
  const all = await Promise.all(locales.map((l) => getBanners(l)))
  const own = all[localeIndex(locale)] ?? []
  return own.map((banner) => {
    const descs = Object.fromEntries(
      locales.map((l, i) => [descKeys[l], all[i]?.find((b) => b.id === banner.id)?.description ?? '']),
    ) as Record<(typeof descKeys)[Locale], string>
    return {
      id: banner.id,
      title: banner.title,
      image: image(banner.image, 'hero'),
      link: banner.link ?? null,
      ...descs,
    }
  })
}

function subCategory(locale: Locale, root: CategoryNode, sub: CategoryNode): SubCategory {
  return {
    id: sub.id,
    value: sub.value,
    title: sub.title,
    slug: sub.slug,
    url: `${env.siteUrl}${catalogueHref(locale, { category: root.slug, sub: sub.slug })}`,
    productCount: sub.count,
  }
}

/** The root categories with their sub-categories: all of them (sidebar) or the six home boxes. */
export async function listCategories(locale: Locale, layout: 'sidebar' | 'home'): Promise<Category[]> {
  const tree = await getCategoryTree(locale)
  const toCategory = (root: CategoryNode, extra: { image: string | null; homePosition: number | null }): Category => ({
    id: root.id,
    value: root.value,
    title: root.title,
    slug: root.slug,
    icon: image(root.icon),
    url: `${env.siteUrl}${catalogueHref(locale, { category: root.slug })}`,
    productCount: root.count,
    subCategory: root.children.map((sub) => subCategory(locale, root, sub)),
    ...extra,
  })
  const boxes = await getHomeCategories(locale)
  const boxOf = new Map(boxes.map((b) => [b.id, b]))
  const extra = (id: number) => ({
    image: image(boxOf.get(id)?.image, 'card'),
    homePosition: boxOf.get(id)?.homeBox ?? null,
  })
  if (layout === 'sidebar') return tree.map((root) => toCategory(root, extra(root.id)))
  return boxes.flatMap((box) => {
    const root = tree.find((r) => r.id === box.id)
    return root ? [toCategory(root, extra(root.id))] : []
  })
}

/** Where an id sits in the tree: a root, a sub-category of a root, or nowhere. */
export async function findCategory(
  locale: Locale,
  id: number,
): Promise<{ root: CategoryNode; sub: CategoryNode | null } | null> {
  for (const root of await getCategoryTree(locale)) {
    if (root.id === id) return { root, sub: null }
    const sub = root.children.find((c) => c.id === id)
    if (sub) return { root, sub }
  }
  return null
}

/** The product page's row names in one language, for the data table the API gives. */
async function specLabels(locale: Locale): Promise<Record<string, string>> {
  return (await loadMessages(locale)).product as Record<string, string>
}

const positive = (v: number | null | undefined) => (typeof v === 'number' && v > 0 ? v : null)

const productItem = (locale: Locale, tile: ProductTile, labels: Record<string, string>): ProductItem => ({
  id: tile.id,
  slug: tile.slug,
  title: tile.title,
  desc: tile.description,
  img: image(tile.image, 'card'),
  url: `${env.siteUrl}${productHref(locale, tile.slug)}`,
  article: tile.articleNumber,
  series: tile.series
    ? { slug: tile.series.slug, title: tile.series.title, url: `${env.siteUrl}${seriesHref(locale, tile.series.slug)}` }
    : null,
  variants: tile.variants.map((v) => ({
    article: v.articleNumber,
    gtin: v.gtin,
    name: v.name,
    default: v.isDefault,
    url: `${env.siteUrl}${v.isDefault ? productHref(locale, tile.slug) : variantHref(locale, tile.slug, v.articleNumber)}`,
    shortUrl: `${env.siteUrl}${shortLinkHref(v.articleNumber)}`,
  })),
  dimensions: {
    width: positive(tile.specs?.width),
    depth: positive(tile.specs?.depth),
    height: positive(tile.specs?.height),
  },
  weight: positive(tile.specs?.weight),
  specs: specRows(tile.specs, locale).map((row) => ({
    key: row.key,
    label: labels[row.key] ?? row.key,
    value: row.value,
  })),
  measures: Object.fromEntries(
    Object.entries(tile.specs?.measures ?? {}).flatMap(([key, value]: [string, unknown]) =>
      typeof value === 'number' || (typeof value === 'string' && value !== '') ? [[key, value]] : [],
    ),
  ) as Record<string, number | string>,
  downloads: tile.downloads.map((d) => ({
    kind: d.kind,
    language: d.language,
    label: d.label,
    url: new URL(d.url, env.siteUrl).href,
    mime: d.mimeType,
    size: d.size,
  })),
  updatedAt: tile.updatedAt,
})

/**
 * The products of a place narrowed by the finder's parameters (facets, ranges, `fit`), each with its
 * fit where a space was given; or, per parameter, what is wrong with it.
 */
export async function findProducts(
  locale: Locale,
  place: { root: CategoryNode; sub: CategoryNode | null },
  params: URLSearchParams,
): Promise<{ ok: true; items: ProductItem[] } | { ok: false; problems: FinderProblem[] }> {
  const series = await getSeriesNames(locale)
  const { selection, problems } = readSelection(
    params,
    series.map((s) => s.slug),
  )
  if (problems.length > 0) return { ok: false, problems }
  const [entries, labels] = await Promise.all([
    getFinderProducts(locale, place.root.id, place.sub?.id ?? null),
    specLabels(locale),
  ])
  const tiles = new Map(entries.map((e) => [e.finder.id, e.tile]))
  const result = applySelection(
    entries.map((e) => e.finder),
    selection,
  )
  return {
    ok: true,
    // Each item is the variant the parameters name (the one that fits the space best).
    items: result.products.flatMap(({ product, variant, fit }) => {
      const tile = tiles.get(product.id)
      if (!tile) return []
      const item = productItem(locale, variantTile(tile, variant.article), labels)
      return [{ ...item, ...(fit ? { fit: { ...fit, article: variant.article } } : {}) }]
    }),
  }
}

/**
 * One page of a category's products. The count comes from the (cached) tree, so a page
 * beyond the last is answered without a query and never fills the cache.
 */
export async function listProducts(
  locale: Locale,
  place: { root: CategoryNode; sub: CategoryNode | null },
  page: number,
  limit: number,
): Promise<List<ProductItem>> {
  const total = (place.sub ?? place.root).count
  const tiles = await sliceOfBlocks(
    total,
    page,
    limit,
    async (block, size) => (await getCategoryProducts(locale, place.root.id, place.sub?.id ?? null, block, size)).tiles,
  )
  const labels = await specLabels(locale)
  return { data: tiles.map((t) => productItem(locale, t, labels)), page, limit, total }
}

export async function listArticleCategories(): Promise<ArticleCategory[]> {
  return (await getNewsCategories())
    .map((c) => ({
      id: c.legacyId,
      title: c.title,
      lang: c.language as Locale,
      langIndex: localeIndex(c.language as Locale),
    }))
    .sort((a, b) => a.id - b.id)
}

export async function findArticleCategory(id: number): Promise<ArticleCategory | null> {
  return (await listArticleCategories()).find((c) => c.id === id) ?? null
}

const articleUrl = (locale: Locale, slug: string) => `${env.siteUrl}${hrefForSlug(locale, 'news', slug)}`

/** One page of a language's articles, newest first; a page beyond the last is empty. */
export async function listArticles(locale: Locale, page: number, limit: number): Promise<List<ArticleItem>> {
  const total = await countNews(locale)
  const articles = await sliceOfBlocks(
    total,
    page,
    limit,
    async (block, size) => (await getNewsPage(locale, block, size))?.articles ?? [],
  )
  const data = articles.map((a) => ({
    id: a.id,
    title: a.title,
    thumb_image: image(a.image, 'thumb'),
    excerpt: a.excerpt || null,
    date: a.publishedAt,
    url: articleUrl(locale, a.slug),
  }))
  return { data, page, limit, total }
}

/** A published article with its body as HTML, or null. */
export async function readArticle(id: number): Promise<Article | null> {
  // Asked of the one cached list first: a made-up id is answered without a read of its own.
  if (!(await getNewsIds()).includes(id)) return null
  const article: News | null = await getNewsArticleById(id)
  const category = article?.category
  if (!article || !category || typeof category !== 'object') return null
  const lang = category.language as Locale
  return {
    id: article.id,
    title: article.title,
    desc: richTextHtml(article.body),
    excerpt: article.excerpt || null,
    thumb_image: image(article.image, 'thumb'),
    image: image(article.image, 'hero'),
    date: article.publishedAt,
    category: category.legacyId,
    lang,
    url: articleUrl(lang, article.slug),
  }
}

/** Open positions: published, and their closing day not yet past (it ends at 24:00 in Berlin). */
export async function listJobs(locale: Locale, now: Date = new Date()): Promise<Job[]> {
  const jobs = await getList('job-openings', locale)
  return openOnly(jobs, now).map((job) => ({
    id: job.id,
    value: job.legacyValue ?? null,
    title: job.title,
    slug: job.slug,
    location: job.location,
    employmentType: job.employmentType,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    summary: job.summary || null,
    desc: richTextHtml(job.description),
    url: `${env.siteUrl}${hrefForSlug(locale, 'recruit', job.slug)}`,
  }))
}
