import type { Locale } from '@/i18n/locales'
import type {
  Banner,
  HomePage,
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

export const getHomePage = cached('home-page', [cacheTags.global('home-page'), media], async (locale: Locale): Promise<HomePage> => {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'home-page', locale, depth: 1, overrideAccess: false })
})

export const getBanners = cached('banners', [cacheTags.collection('banners'), media], async (locale: Locale): Promise<Banner[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'banners', locale, depth: 1, sort: 'order', limit: 20, pagination: false, overrideAccess: false })
  return docs
})

export const getServiceGuarantees = cached(
  'service-guarantees',
  [cacheTags.collection('service-guarantees'), media],
  async (locale: Locale): Promise<ServiceGuarantee[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'service-guarantees', locale, depth: 1, sort: 'order', limit: 50, pagination: false, overrideAccess: false })
    return docs
  },
)

export const getShowroomCountries = cached(
  'showroom-countries',
  [cacheTags.collection('showroom-countries')],
  async (locale: Locale): Promise<ShowroomCountry[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'showroom-countries', locale, depth: 0, sort: 'order', limit: 50, pagination: false, overrideAccess: false })
    return docs
  },
)

/** The six product boxes of the home page: root categories with a home position. */
export const getHomeCategories = cached(
  'home-categories',
  [cacheTags.collection('product-categories'), media],
  async (locale: Locale): Promise<ProductCategory[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'product-categories',
      locale,
      depth: 1,
      where: { homeBox: { exists: true } },
      sort: 'homeBox',
      limit: 6,
      pagination: false,
      overrideAccess: false,
    })
    return docs
  },
)

/** Latest articles of one language (news is kept per language, one category each). */
export const getLatestNews = cached(
  'latest-news',
  [cacheTags.collection('news'), cacheTags.collection('news-categories'), media],
  async (locale: Locale, limit: number): Promise<News[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'news',
      depth: 1,
      where: { 'category.language': { equals: locale } },
      sort: '-publishedAt',
      limit,
      pagination: false,
      overrideAccess: false,
    })
    return docs
  },
)

export const getLegalPage = cached(
  'legal-page',
  [cacheTags.collection('legal-pages')],
  async (slug: 'impressum' | 'privacy' | 'accessibility', locale: Locale): Promise<LegalPage | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'legal-pages',
      locale,
      depth: 0,
      where: { slug: { equals: slug } },
      limit: 1,
      pagination: false,
      overrideAccess: false,
    })
    return docs[0] ?? null
  },
)

/** One article, only in its own language (news is kept per language). */
export const getNewsArticle = cached(
  'news-article',
  [cacheTags.collection('news'), cacheTags.collection('news-categories'), media],
  async (slug: string, locale: Locale): Promise<News | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'news',
      depth: 1,
      where: { and: [{ slug: { equals: slug } }, { 'category.language': { equals: locale } }] },
      limit: 1,
      pagination: false,
      overrideAccess: false,
    })
    return docs[0] ?? null
  },
)
