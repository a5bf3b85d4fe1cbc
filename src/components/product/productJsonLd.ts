import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { type Measures, measureProperties } from '@/lib/catalogue/measures'
import { colours, materials, nameOf } from '@/lib/catalogue/specs'
import type { ResolvedVariant } from '@/lib/catalogue/variants'
import { digitalLinkHref } from '@/lib/gs1/digitalLink'
import { mediaUrl } from '@/lib/media'
import { productHref, variantPageHref } from '@/lib/paths'
import type { Product } from '@/payload-types'

const mm = (value: number | null | undefined) =>
  value ? { '@type': 'QuantitativeValue', value, unitCode: 'MMT' } : undefined

/** Where a variant is at home: the default at the product's address, the others at their own. */
export function variantUrl(locale: Locale, slug: string, variant: ResolvedVariant): string {
  return `${env.siteUrl}${variantPageHref(locale, slug, variant)}`
}

/** What the variants of a product differ by, as schema.org names it. */
function variesBy(variants: readonly ResolvedVariant[]): string[] {
  const differs = (pick: (v: ResolvedVariant) => unknown) =>
    new Set(variants.map((v) => JSON.stringify(pick(v) ?? null))).size > 1
  return [
    differs((v) => v.specs.colours) ? 'https://schema.org/color' : null,
    differs((v) => [v.specs.width, v.specs.depth, v.specs.height]) ? 'https://schema.org/size' : null,
  ].filter((s): s is string => s !== null)
}

type Args = {
  product: Product
  variant: ResolvedVariant
  variants: readonly ResolvedVariant[]
  locale: Locale
  brand: string
  category: string | null
}

const digitalLink = (gtin: string | null): string | undefined => {
  const href = gtin ? digitalLinkHref(gtin) : null
  return href ? `${new URL(env.siteUrl).origin}${href}` : undefined
}

/**
 * schema.org data of a product page (no offer: prices are given on request): the variant shown,
 * with its article number (`sku`) and GTIN, and, where the product comes in several, the
 * `ProductGroup` it is a variant of.
 */
export function productJsonLd({ product, variant, variants, locale, brand, category }: Args): object {
  const specs = variant.specs
  const url = variantUrl(locale, product.slug, variant)
  const properties = measureProperties({ ...specs, measures: specs.measures as Measures | null }, locale)
  const group =
    variants.length > 1
      ? {
          '@type': 'ProductGroup',
          productGroupID: product.slug,
          name: product.title,
          url: `${env.siteUrl}${productHref(locale, product.slug)}`,
          brand: { '@type': 'Brand', name: brand },
          variesBy: variesBy(variants),
          hasVariant: variants.map((v) => ({
            '@type': 'Product',
            sku: v.articleNumber ?? undefined,
            url: variantUrl(locale, product.slug, v),
          })),
        }
      : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: variant.name ? `${product.title} – ${variant.name}` : product.title,
    description: product.description ?? undefined,
    sku: variant.articleNumber ?? undefined,
    mpn: variant.articleNumber ?? undefined,
    gtin: variant.gtin ?? undefined,
    url,
    // The variant's GS1 Digital Link, what its carton's QR code carries.
    sameAs: digitalLink(variant.gtin),
    image: variant.images
      .map((i) => mediaUrl(i, 'hero'))
      .filter(Boolean)
      .map((src) => `${env.siteUrl}${src}`),
    brand: { '@type': 'Brand', name: brand },
    category: category ?? undefined,
    material: nameOf(materials, specs.material, locale) ?? undefined,
    color: specs.colours?.map((c) => nameOf(colours, c, locale)).join(', ') || undefined,
    width: mm(specs.width),
    depth: mm(specs.depth),
    height: mm(specs.height),
    weight: specs.weight ? { '@type': 'QuantitativeValue', value: specs.weight, unitCode: 'KGM' } : undefined,
    additionalProperty: properties.length ? properties : undefined,
    isVariantOf: group,
  }
}
