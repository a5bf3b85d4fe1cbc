import { getTranslations } from 'next-intl/server'
import crypto from 'node:crypto'

import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { cadPlace, type Translate } from '@/lib/cad/files'
import { manualHref } from '@/lib/documentPaths'
import { manualContentOf, manualRevision } from '@/lib/manuals/content'
import { asMedia } from '@/lib/media'
import { variantPageHref } from '@/lib/paths'
import { manualDocument } from '@/lib/pdf/manual'
import type { InstallationGuide, Product } from '@/payload-types'

import { cached } from './cache'
import { catalogueTags, getProduct } from './catalogue'
import { published } from './content'
import { documentDate } from './datasheet'
import { pictureForDocument } from './mediaFile'
import { payloadClient } from './payload'
import { readRevision } from './revision'
import { getSiteSettings } from './site'

/** A made manual, as the cache keeps it (JSON: the bytes in base64), or where it is instead. */
export type ManualFile =
  | { status: 'made'; base64: string; filename: string; etag: string; revision: number }
  | { status: 'elsewhere'; article: string | null }
  | { status: 'none' }

/** The published installation guide of a kind of product, in one language (missing texts from its fallback chain). */
export const getInstallationGuide = cached(
  'installation-guide',
  [cacheTags.collection('installation-guides')],
  async (family: string, locale: Locale): Promise<InstallationGuide | null> => {
    const [guide] = await published('installation-guides', locale, {
      where: { family: { equals: family } },
      depth: 0,
      limit: 1,
    })
    return (guide as InstallationGuide | undefined) ?? null
  },
)

/**
 * A variant's installation manual in one language, as PDF: its family's guide with the variant's
 * drawing, measures and the product's parts. Variants of one size and shape share it (the first
 * of them has it). Kept in the tagged cache with the catalogue's and the guides' tags, so a
 * publish of either remakes it. `none` where the page would be a 404 or the family has no
 * published guide.
 */
export const getManual = cached(
  'manual',
  [...catalogueTags, cacheTags.collection('installation-guides'), cacheTags.global('site-settings')],
  async (slug: string, article: string | null, locale: Locale): Promise<ManualFile> => {
    const product = await getProduct(slug, locale)
    if (!product?.family) return { status: 'none' }
    const place = cadPlace(product, article, locale)
    if (place.status !== 'here') return place
    const guide = await getInstallationGuide(product.family, locale)
    const productRevision = await readRevision(await payloadClient(), product.id)
    if (!guide?.revision || !guide.revisedAt || !productRevision) return { status: 'none' }
    const revision = manualRevision(productRevision, { number: guide.revision, date: guide.revisedAt })
    const [settings, manual, productWords, pdf, drawing, picture] = await Promise.all([
      getSiteSettings(locale),
      getTranslations({ locale, namespace: 'manual' }),
      getTranslations({ locale, namespace: 'product' }),
      getTranslations({ locale, namespace: 'pdf' }),
      getTranslations({ locale, namespace: 'drawing' }),
      pictureForDocument(asMedia(place.variant.images[0]), 340),
    ])
    const { variant } = place
    const path = variantPageHref(locale, product.slug, variant)
    const brand = settings.brandName || 'SANHAUS'
    const bytes = await manualDocument(
      manualContentOf({
        product,
        place,
        guide,
        locale,
        brand,
        url: `${env.siteUrl}${path}`,
        revision,
        picture,
        t: {
          manual: manual as Translate,
          product: productWords as Translate,
          pdf: pdf as Translate,
          drawing: drawing as Translate,
        },
        date: (iso) => documentDate(iso, locale),
      }),
    )
    const digest = crypto.createHash('sha256').update(bytes).digest('base64url').slice(0, 16)
    const first = place.group.find((v) => v.articleNumber)?.articleNumber ?? product.slug
    return {
      status: 'made',
      base64: bytes.toString('base64'),
      filename: `${first}-manual-${locale}.pdf`,
      etag: `"r${revision.number}-${locale}-${digest}"`,
      revision: revision.number,
    }
  },
)

/**
 * Where a variant's manual is, for its page (without making the PDF): at the first variant of its
 * size and shape; null where its family has no published guide or the variant no measures.
 */
export async function getManualHref(product: Product, article: string | null, locale: Locale): Promise<string | null> {
  if (!product.family || !(await getInstallationGuide(product.family, locale))) return null
  const place = cadPlace(product, article, locale)
  if (place.status === 'none') return null
  return manualHref(locale, product.slug, place.status === 'elsewhere' ? place.article : article)
}
