import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import type { Case, Certificate, Media, TestReport } from '@/payload-types'

import { cached } from './cache'
import { published } from './content'

/** A reference project as a product's "seen in" shows it. */
export type SeenIn = { id: number; caption: string; city: string; image: Media | null }

export type ProductLinks = { cases: SeenIn[]; certificates: Certificate[]; reports: TestReport[] }

const idOf = (v: unknown): number | null =>
  typeof v === 'number' ? v : v && typeof v === 'object' && 'id' in v ? Number((v as { id: unknown }).id) : null

/** Whether a project lists the product among those it uses. */
export const usesProduct = (c: Pick<Case, 'products'>, productId: number): boolean =>
  (c.products ?? []).some((row) => idOf(row.product) === productId)

/**
 * What leads to a product from elsewhere: the published reference projects that use it, and the
 * certificates and test reports that cover it.
 */
export const getProductLinks = cached(
  'product-links',
  [
    cacheTags.collection('cases'),
    cacheTags.collection('certificates'),
    cacheTags.collection('test-reports'),
    cacheTags.collection('media'),
  ],
  async (productId: number, locale: Locale): Promise<ProductLinks> => {
    const [cases, certificates, reports] = await Promise.all([
      published('cases', locale, { depth: 1, where: { 'products.product': { equals: productId } }, limit: 12 }),
      published('certificates', locale, { depth: 1, where: { products: { in: [productId] } }, limit: 24 }),
      published('test-reports', locale, { depth: 1, where: { products: { in: [productId] } }, limit: 24 }),
    ])
    return {
      cases: cases
        .filter((c) => usesProduct(c, productId))
        .map((c) => ({
          id: c.id,
          caption: c.caption,
          city: c.city,
          image: c.image && typeof c.image === 'object' ? c.image : null,
        })),
      certificates,
      reports,
    }
  },
)
