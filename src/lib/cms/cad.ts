import { getTranslations } from 'next-intl/server'

import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import {
  type CadFile,
  type CadFormat,
  cadFormats,
  cadHref,
  cadPartOf,
  cadPlace,
  cadWordsOf,
  makeCadFile,
  type Translate,
} from '@/lib/cad/files'

import { cached } from './cache'
import { catalogueTags, getProduct } from './catalogue'
import { payloadClient } from './payload'
import { readRevision } from './revision'
import { getSiteSettings } from './site'

/**
 * A variant's CAD or BIM file in one language (the texts inside it are), made from the same
 * published product as its page and data sheet, checked before it is kept. Kept in the tagged
 * cache with the catalogue's tags, so a publish remakes it. `none` where the page would be a 404
 * or the variant has no width, depth and height.
 */
export const getCadFile = cached(
  'cad-file',
  [...catalogueTags, cacheTags.global('site-settings')],
  async (slug: string, article: string | null, locale: Locale, format: CadFormat): Promise<CadFile> => {
    const product = await getProduct(slug, locale)
    if (!product) return { status: 'none' }
    const place = cadPlace(product, article, locale)
    if (place.status !== 'here') return place
    const revision = await readRevision(await payloadClient(), product.id)
    if (!revision) return { status: 'none' }
    const [settings, drawing, productWords, pdf] = await Promise.all([
      getSiteSettings(locale),
      getTranslations({ locale, namespace: 'drawing' }),
      getTranslations({ locale, namespace: 'product' }),
      getTranslations({ locale, namespace: 'pdf' }),
    ])
    // as the layout: the brand's name before the site settings name it
    const brand = settings.brandName || 'SANHAUS'
    const part = cadPartOf(product, place, locale, { brand, url: env.siteUrl }, revision)
    const words = cadWordsOf(
      { drawing: drawing as Translate, product: productWords as Translate, pdf: pdf as Translate },
      revision,
      locale,
    )
    return makeCadFile(format, part, words, product.slug)
  },
)

/** A made file as the product page lists it. */
export type CadDownload = {
  format: CadFormat
  href: string
  size: number
  /** the article numbers it covers (more than the variant's own where colours share it) */
  articles: string[]
}

/** The CAD and BIM files of a variant (`article`, null: the default) that were made and passed their check. */
export async function getCadDownloads(slug: string, article: string | null, locale: Locale): Promise<CadDownload[]> {
  const formats = Object.keys(cadFormats) as CadFormat[]
  const files = await Promise.all(
    formats.map(async (format): Promise<CadDownload | null> => {
      let at = article
      let file = await getCadFile(slug, at, locale, format)
      if (file.status === 'elsewhere') {
        at = file.article
        file = await getCadFile(slug, at, locale, format)
      }
      if (file.status !== 'made') return null
      return { format, href: cadHref(locale, slug, at, format), size: file.size, articles: file.articles }
    }),
  )
  return files.filter((f): f is CadDownload => f !== null)
}
