import { getTranslations } from 'next-intl/server'
import crypto from 'node:crypto'

import { qrUrl } from '@/cms/endpoints/productQr'
import { env } from '@/env'
import { formatTags, type Locale, localeTags } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { specRows } from '@/lib/catalogue/format'
import { variantsOf } from '@/lib/catalogue/variants'
import { dopHref, dopLocaleFor } from '@/lib/dop/declaration'
import { drawingInput, drawingWords } from '@/lib/drawings/fromSpecs'
import { installationDrawing } from '@/lib/drawings/installation'
import { asMedia } from '@/lib/media'
import { variantPageHref } from '@/lib/paths'
import { datasheetDocument } from '@/lib/pdf/datasheet'
import type { ProductCategory } from '@/payload-types'

import { cached } from './cache'
import { catalogueTags, getProduct } from './catalogue'
import { declarationsFor } from './declarations'
import { pictureForDocument } from './mediaFile'
import { payloadClient } from './payload'
import { getProductLinks } from './productLinks'
import { readRevision } from './revision'
import { getSiteSettings } from './site'

/** A made data sheet, as the cache keeps it (JSON: the bytes in base64). */
export type Datasheet = {
  base64: string
  filename: string
  /** changes with the bytes: revision, language and a digest of the file */
  etag: string
  revision: number
  /** the product's default variant: its sheet is at the product's own address */
  isDefault: boolean
}

/** Dates on documents: the day, as the language writes it (the time of day is of no use on paper). */
export function documentDate(date: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(formatTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date))
}

const asCategory = (c: unknown): ProductCategory | null => (c && typeof c === 'object' ? (c as ProductCategory) : null)

/**
 * The data sheet of a product's variant (`article`, or the default variant for null) in one
 * language, made from the same published product, the same spec rows and the same labels as its
 * page. Kept in the tagged cache with the catalogue's tags (and the site settings' for the brand),
 * so a publish expires it with the page and a draft save leaves it as it is. Null where the page
 * would be a 404: no published product of that slug, no such variant.
 */
export const getDatasheet = cached(
  'datasheet',
  [
    ...catalogueTags,
    cacheTags.global('site-settings'),
    cacheTags.collection('certificates'),
    cacheTags.collection('test-reports'),
    cacheTags.collection('declarations'),
  ],
  async (slug: string, article: string | null, locale: Locale): Promise<Datasheet | null> => {
    const product = await getProduct(slug, locale)
    if (!product) return null
    const variants = variantsOf(product, locale)
    const variant = article === null ? variants[0] : variants.find((v) => v.articleNumber === article)
    if (!variant) return null
    const revision = await readRevision(await payloadClient(), product.id)
    if (!revision) return null
    const [t, tp, td, tdop, settings, picture, links, declarations] = await Promise.all([
      getTranslations({ locale, namespace: 'pdf' }),
      getTranslations({ locale, namespace: 'product' }),
      getTranslations({ locale, namespace: 'drawing' }),
      getTranslations({ locale, namespace: 'dopIndex' }),
      getSiteSettings(locale),
      pictureForDocument(asMedia(variant.images[0]), 400),
      getProductLinks(product.id, locale),
      declarationsFor(variant.articleNumber ? [variant.articleNumber] : []),
    ])
    const dopLocale = dopLocaleFor(locale)
    const category = asCategory(product.subCategory) ?? asCategory(product.category)
    const drawn = drawingInput(variant.specs, product.family)
    const path = variantPageHref(locale, product.slug, variant)
    const bytes = await datasheetDocument({
      lang: localeTags[locale],
      brand: settings.brandName,
      kind: t('datasheet'),
      title: product.title,
      variantName: variant.name,
      eyebrow: category?.title ?? null,
      numbers: [
        ...(variant.articleNumber ? [{ label: tp('articleNumber'), value: variant.articleNumber }] : []),
        ...(variant.gtin ? [{ label: tp('gtin'), value: variant.gtin }] : []),
      ],
      description: product.description ?? null,
      picture,
      specsHeading: tp('techData'),
      specs: specRows(variant.specs, locale).map((row) => ({ label: tp(row.key), value: row.value })),
      drawing: drawn ? { heading: td('heading'), drawing: installationDrawing(drawn, drawingWords(td, locale)) } : null,
      certificates: {
        heading: t('certificates'),
        items: [
          ...declarations.map((d) =>
            tdop('datasheet', {
              number: d.number,
              url: env.siteUrl + dopHref(d.number, d.languages.includes(dopLocale) ? dopLocale : d.languages[0]!),
            }),
          ),
          ...links.certificates.map((c) => [c.caption, c.number].filter(Boolean).join(' · ')),
          ...links.reports.map((r) => [r.title, r.number, r.year].filter(Boolean).join(' · ')),
        ],
      },
      url: {
        label: t('online'),
        href: `${env.siteUrl}${path}`,
        ...(variant.articleNumber
          ? {
              shortLink: qrUrl(variant.articleNumber, variant.gtin),
              shortLinkNote: t('qrNote', { url: qrUrl(variant.articleNumber, variant.gtin) }),
            }
          : { shortLink: `${env.siteUrl}${path}`, shortLinkNote: '' }),
      },
      revision: t('revision', { number: revision.number, date: documentDate(revision.date, locale) }),
      revisionDate: new Date(revision.date),
      footer: t('footer', { brand: settings.brandName }),
      pageLabel: (page, pages) => t('page', { page, pages }),
    })
    const digest = crypto.createHash('sha256').update(bytes).digest('base64url').slice(0, 16)
    return {
      base64: bytes.toString('base64'),
      filename: `${variant.articleNumber ?? product.slug}-datasheet-${locale}.pdf`,
      etag: `"r${revision.number}-${locale}-${digest}"`,
      revision: revision.number,
      isDefault: variant.isDefault,
    }
  },
)
