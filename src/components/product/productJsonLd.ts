import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { colours, materials, nameOf } from '@/lib/catalogue/specs'
import { mediaUrl } from '@/lib/media'
import { productHref } from '@/lib/paths'
import type { Product } from '@/payload-types'

const mm = (value: number | null | undefined) =>
  value ? { '@type': 'QuantitativeValue', value, unitCode: 'MMT' } : undefined

/** schema.org Product data of a product page (no offer: prices are given on request). */
export function productJsonLd(product: Product, locale: Locale, brand: string, category: string | null): object {
  const specs = product.specs
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description ?? undefined,
    sku: product.slug,
    url: `${env.siteUrl}${productHref(locale, product.slug)}`,
    image: product.images
      .map((i) => mediaUrl(i, 'hero'))
      .filter(Boolean)
      .map((src) => `${env.siteUrl}${src}`),
    brand: { '@type': 'Brand', name: brand },
    category: category ?? undefined,
    material: nameOf(materials, specs?.material, locale) ?? undefined,
    color: specs?.colours?.map((c) => nameOf(colours, c, locale)).join(', ') || undefined,
    width: mm(specs?.width),
    depth: mm(specs?.depth),
    height: mm(specs?.height),
    weight: specs?.weight ? { '@type': 'QuantitativeValue', value: specs.weight, unitCode: 'KGM' } : undefined,
  }
}
