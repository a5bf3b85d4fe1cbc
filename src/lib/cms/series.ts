import type { Locale } from '@/i18n/locales'
import { fallbackLang } from '@/lib/fallbackLang'
import type { Media, Series } from '@/payload-types'

import { cached } from './cache'
import { catalogueTags, tile, type ProductTile } from './catalogue'
import { published } from './content'
import { payloadClient } from './payload'
import { readScope } from './preview'

/** A series as the list of series shows it. */
export type SeriesCard = {
  id: number
  slug: string
  title: string
  story: string | null
  image: Media | null
  count: number
  lang: { title?: string; story?: string }
}

const firstMedia = (list: (number | Media)[] | null | undefined): Media | null => {
  const first = list?.find((m) => typeof m === 'object')
  return first && typeof first === 'object' ? first : null
}

/** One series by its slug, published, in one language. */
export const getSeries = cached('series', catalogueTags, async (slug: string, locale: Locale) => {
  const [doc] = await published('series', locale, { depth: 1, where: { slug: { equals: slug } }, limit: 1 })
  return doc ?? null
})

/** The published products of a series, in the editors' order. */
export const getSeriesProducts = cached(
  'series-products',
  catalogueTags,
  async (seriesId: number, locale: Locale): Promise<ProductTile[]> =>
    (await published('products', locale, { depth: 1, where: { series: { equals: seriesId } }, limit: 200 })).map((d) =>
      tile(d, locale),
    ),
)

/** Every published series with how many published products it holds and a picture (its own or its first product's). */
export const getSeriesList = cached('series-list', catalogueTags, async (locale: Locale): Promise<SeriesCard[]> => {
  const payload = await payloadClient()
  const [list, { docs: products }] = await Promise.all([
    published('series', locale, { depth: 1, limit: 500 }),
    payload.find({
      collection: 'products',
      depth: 1,
      limit: 0,
      pagination: false,
      sort: 'order',
      ...readScope(),
      select: { series: true, images: true },
      populate: { series: { slug: true } },
    }),
  ])
  const bySeries = new Map<number, { count: number; image: Media | null }>()
  for (const p of products) {
    const id = typeof p.series === 'object' && p.series ? p.series.id : p.series
    if (typeof id !== 'number') continue
    const entry = bySeries.get(id) ?? { count: 0, image: firstMedia(p.images) }
    entry.count += 1
    bySeries.set(id, entry)
  }
  return list.map((s: Series) => ({
    id: s.id,
    slug: s.slug,
    title: s.title,
    story: s.story ?? null,
    image: firstMedia(s.images) ?? bySeries.get(s.id)?.image ?? null,
    count: bySeries.get(s.id)?.count ?? 0,
    lang: { title: fallbackLang(s, 'title'), story: fallbackLang(s, 'story') },
  }))
})

/** Slug and last change of every published series, for the sitemap. */
export const getSeriesSlugs = cached('series-slugs', catalogueTags, async () => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'series',
    depth: 0,
    limit: 0,
    pagination: false,
    ...readScope(),
    select: { slug: true, updatedAt: true },
  })
  return docs.map((d) => ({ slug: d.slug, updatedAt: d.updatedAt }))
})
