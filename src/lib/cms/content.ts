import type { CollectionSlug, DataFromCollectionSlug, DataFromGlobalSlug, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { isOpen, openOnly } from '@/lib/jobs'
import type {
  Banner,
  Guarantee,
  HomePage,
  JobOpening,
  LegalPage,
  News,
  ProductCategory,
  ServiceGuarantee,
  ShowroomCountry,
  SiteSetting,
} from '@/payload-types'

import { cached } from './cache'
import { docsInChain, globalInChain } from './fallback'
import { payloadClient } from './payload'
import { readScope } from './preview'
import { getSiteSettings } from './site'

const media = cacheTags.collection('media')

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

/** The texts of a screen as the generated types describe its global. */
export type PageGlobal<S extends PageGlobalSlug = PageGlobalSlug> = DataFromGlobalSlug<S>

type PageGlobalReader<S extends PageGlobalSlug> = (locale: Locale) => Promise<PageGlobal<S>>

function pageGlobalReader<S extends PageGlobalSlug>(slug: S): PageGlobalReader<S> {
  return cached(`page-global:${slug}`, [cacheTags.global(slug), media], async (l: Locale) => {
    const payload = await payloadClient()
    return globalInChain(payload, slug, l, (other) =>
      payload.findGlobal({ slug, locale: other, fallbackLocale: false, depth: 1, ...readScope() }),
    )
  })
}

/** One cached reader per page global, each with its own cache tag. */
const pageGlobalReaders: { [S in PageGlobalSlug]: PageGlobalReader<S> } = {
  'home-page': pageGlobalReader('home-page'),
  'about-page': pageGlobalReader('about-page'),
  'craft-page': pageGlobalReader('craft-page'),
  'case-page': pageGlobalReader('case-page'),
  'qualification-page': pageGlobalReader('qualification-page'),
  'contact-page': pageGlobalReader('contact-page'),
  'service-page': pageGlobalReader('service-page'),
  'recruit-page': pageGlobalReader('recruit-page'),
  'product-centre-page': pageGlobalReader('product-centre-page'),
  'showcase-page': pageGlobalReader('showcase-page'),
  'news-page': pageGlobalReader('news-page'),
  'teamwork-page': pageGlobalReader('teamwork-page'),
}

/** Page texts of a screen (a global), typed by its slug. */
export function getPageGlobal<S extends PageGlobalSlug>(slug: S, locale: Locale): Promise<PageGlobal<S>> {
  const read: PageGlobalReader<S> = pageGlobalReaders[slug]
  return read(locale)
}

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
  const read = async (l: Locale | undefined) =>
    (
      await payload.find({
        collection,
        locale: l,
        // Texts missing in this language come from its fallback chain, marked (`docsInChain`).
        fallbackLocale: false,
        depth: query.depth ?? 1,
        // Without a sort, each collection's own default order applies (order, year, date ...).
        sort: query.sort,
        where: query.where,
        limit: query.limit ?? 100,
        pagination: false,
        ...readScope(),
      })
    ).docs
  return locale ? docsInChain(payload, collection, locale, read) : read(undefined)
}

export const getHomePage = cached(
  'home-page',
  [cacheTags.global('home-page'), media],
  async (locale: Locale): Promise<HomePage> => {
    const payload = await payloadClient()
    return globalInChain(payload, 'home-page', locale, (l) =>
      payload.findGlobal({ slug: 'home-page', locale: l, fallbackLocale: false, depth: 1, ...readScope() }),
    )
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

/** Every market's guarantee, with its guarantor (an office), in the order of the markets' keys. */
export const getGuarantees = cached(
  'guarantees',
  [cacheTags.collection('guarantees'), cacheTags.collection('offices')],
  (locale: Locale): Promise<Guarantee[]> => published('guarantees', locale, { depth: 1 }),
)

type Market = NonNullable<SiteSetting['markets']>[number]

/** A market's guarantee with its market from the site settings. */
export type GuaranteeEntry = { guarantee: Guarantee; market: Market }

/** Every market's guarantee with its market (a guarantee of a market the site settings no longer list is left out). */
export async function guaranteesOf(locale: Locale): Promise<GuaranteeEntry[]> {
  const [guarantees, settings] = await Promise.all([getGuarantees(locale), getSiteSettings(locale)])
  const markets = settings.markets ?? []
  return guarantees
    .map((guarantee) => ({ guarantee, market: markets.find((m) => m.key === guarantee.market) }))
    .filter((g): g is GuaranteeEntry => Boolean(g.market))
}

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

const readJobOpening = cached(
  'job-opening',
  [cacheTags.collection('job-openings')],
  async (slug: string, locale: Locale): Promise<JobOpening | null> =>
    (await published('job-openings', locale, { where: { slug: { equals: slug } }, limit: 1 }))[0] ?? null,
)

/**
 * One job opening by its slug, while it takes applications; null once its closing day has
 * passed (`@/lib/jobs`). The date is checked on every read, not inside the cache, and the job
 * queue expires the pages that show an opening when it closes (src/cms/jobs/closeOpenings.ts).
 */
export async function getJobOpening(slug: string, locale: Locale): Promise<JobOpening | null> {
  const job = await readJobOpening(slug, locale)
  return job && isOpen(job.validThrough) ? job : null
}

/** The published job openings of one language that still take applications, in their order. */
export async function getOpenJobOpenings(locale: Locale): Promise<JobOpening[]> {
  return openOnly(await getList('job-openings', locale))
}
