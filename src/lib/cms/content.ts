import type { CollectionSlug, DataFromCollectionSlug, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type {
  Banner,
  HomePage,
  JobOpening,
  LegalPage,
  News,
  ProductCategory,
  ServiceGuarantee,
  ShowroomCountry,
} from '@/payload-types'

import { cached } from './cache'
import { cacheTags } from './cacheTags'
import { payloadClient } from './payload'

const media = cacheTags.collection('media')

const pageGlobalReaders = new Map<PageGlobalSlug, (locale: Locale) => Promise<PageGlobal>>()

/** Page texts of a screen (a global), by slug; each global has its own cache tag. */
export function getPageGlobal(slug: PageGlobalSlug, locale: Locale): Promise<PageGlobal> {
  let read = pageGlobalReaders.get(slug)
  if (!read) {
    read = cached(`page-global:${slug}`, [cacheTags.global(slug), media], async (l: Locale): Promise<PageGlobal> => {
      const payload = await payloadClient()
      return (await payload.findGlobal({ slug, locale: l, depth: 1, overrideAccess: false })) as unknown as PageGlobal
    })
    pageGlobalReaders.set(slug, read)
  }
  return read(locale)
}

export type PageGlobalSlug =
  | 'home-page'
  | 'about-page'
  | 'craft-page'
  | 'case-page'
  | 'qualification-page'
  | 'contact-page'
  | 'service-page'
  | 'recruit-page'
  | 'product-centre-page'
  | 'showcase-page'
  | 'news-page'
  | 'teamwork-page'

/** The fields every page global has. */
export type PageGlobal = { heading: string; text?: string | null } & Record<string, unknown>

type Query = { depth?: number; sort?: string; where?: Where; limit?: number }

/**
 * Published documents of a collection as a visitor may see them (access rules applied, no
 * user): drafts never reach a page or the public API.
 */
export async function published<T extends CollectionSlug>(
  collection: T,
  locale: Locale | undefined,
  query: Query = {},
) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    locale,
    depth: query.depth ?? 1,
    // Without a sort, each collection's own default order applies (order, year, date ...).
    sort: query.sort,
    where: query.where,
    limit: query.limit ?? 100,
    pagination: false,
    overrideAccess: false,
  })
  return docs
}

export const getHomePage = cached(
  'home-page',
  [cacheTags.global('home-page'), media],
  async (locale: Locale): Promise<HomePage> => {
    const payload = await payloadClient()
    return payload.findGlobal({ slug: 'home-page', locale, depth: 1, overrideAccess: false })
  },
)

export const getBanners = cached(
  'banners',
  [cacheTags.collection('banners'), media],
  (locale: Locale): Promise<Banner[]> => published('banners', locale),
)

export const getServiceGuarantees = cached(
  'service-guarantees',
  [cacheTags.collection('service-guarantees'), media],
  (locale: Locale): Promise<ServiceGuarantee[]> => published('service-guarantees', locale),
)

export const getShowroomCountries = cached(
  'showroom-countries',
  [cacheTags.collection('showroom-countries')],
  (locale: Locale): Promise<ShowroomCountry[]> => published('showroom-countries', locale, { depth: 0 }),
)

/** The six product boxes of the home page: root categories with a home position. */
export const getHomeCategories = cached(
  'home-categories',
  [cacheTags.collection('product-categories'), media],
  (locale: Locale): Promise<ProductCategory[]> =>
    published('product-categories', locale, { where: { homeBox: { exists: true } }, sort: 'homeBox', limit: 6 }),
)

/** Latest articles of one language (news is kept per language, one category each). */
export const getLatestNews = cached(
  'latest-news',
  [cacheTags.collection('news'), cacheTags.collection('news-categories'), media],
  (locale: Locale, limit: number): Promise<News[]> =>
    published('news', locale, { where: { 'category.language': { equals: locale } }, sort: '-publishedAt', limit }),
)

export const getLegalPage = cached(
  'legal-page',
  [cacheTags.collection('legal-pages')],
  async (slug: 'impressum' | 'privacy' | 'accessibility', locale: Locale): Promise<LegalPage | null> =>
    (await published('legal-pages', locale, { depth: 0, where: { slug: { equals: slug } }, limit: 1 }))[0] ?? null,
)

/** One article, only in its own language (news is kept per language). */
export const getNewsArticle = cached(
  'news-article',
  [cacheTags.collection('news'), cacheTags.collection('news-categories'), media],
  async (slug: string, locale: Locale): Promise<News | null> =>
    (
      await published('news', locale, {
        where: { and: [{ slug: { equals: slug } }, { 'category.language': { equals: locale } }] },
        limit: 1,
      })
    )[0] ?? null,
)

/** Collections shown as whole lists on the public pages. */
export type ListSlug =
  | 'technology-lines'
  | 'cases'
  | 'certificates'
  | 'test-reports'
  | 'history-entries'
  | 'exhibitions'
  | 'offices'
  | 'job-openings'
  | 'products'

const listReaders = new Map<ListSlug, (locale: Locale) => Promise<unknown[]>>()

/** All published documents of a collection in one language, in the collection's order; one cache tag per collection. */
export function getList<T extends ListSlug>(slug: T, locale: Locale): Promise<DataFromCollectionSlug<T>[]> {
  let read = listReaders.get(slug)
  if (!read) {
    read = cached(`list:${slug}`, [cacheTags.collection(slug), media], (l: Locale) =>
      published(slug, l, { limit: 500 }),
    )
    listReaders.set(slug, read)
  }
  return read(locale) as Promise<DataFromCollectionSlug<T>[]>
}

/** One job opening by its slug. */
export const getJobOpening = cached(
  'job-opening',
  [cacheTags.collection('job-openings')],
  async (slug: string, locale: Locale): Promise<JobOpening | null> =>
    (await published('job-openings', locale, { where: { slug: { equals: slug } }, limit: 1 }))[0] ?? null,
)
