import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { ProductView } from '@/components/product/ProductView'
import type { Locale } from '@/i18n/locales'
import { normalizeArticle } from '@/lib/catalogue/articles'
import { isDiscontinued } from '@/lib/catalogue/lifecycle'
import { variantsOf, type ResolvedVariant } from '@/lib/catalogue/variants'
import { findArticle, getRelatedProducts } from '@/lib/cms/catalogue'
import { getPageGlobal } from '@/lib/cms/content'
import { withSharing } from '@/lib/cms/metadata'
import { getSiteSettings } from '@/lib/cms/site'
import { productHref, variantHref } from '@/lib/paths'
import { alternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'
import type { Product } from '@/payload-types'

/**
 * The variant a product page shows: the default at the product's address; another at its own
 * (`/<locale>/product/<slug>/<article number>`). The default's own number leads to the
 * product's address (one address per page), a number in lower case to its upper-case address,
 * and a number the product does not have to the 404 page.
 */
export function chosenVariant(
  doc: Product,
  locale: Locale,
  article?: string,
): { variant: ResolvedVariant; variants: ResolvedVariant[] } {
  const variants = variantsOf(doc, locale)
  if (article === undefined) {
    const first = variants[0]
    if (!first) notFound()
    return { variant: first, variants }
  }
  const number = normalizeArticle(article)
  const variant = number ? variants.find((v) => v.articleNumber === number) : undefined
  if (!variant) notFound()
  if (variant.isDefault) permanentRedirect(productHref(locale, doc.slug))
  if (number && number !== article) permanentRedirect(variantHref(locale, doc.slug, number))
  return { variant, variants }
}

/** Title, description, canonical and hreflang of a product page: each variant canonical to itself. */
export async function productMetadata(doc: Product, locale: Locale, variant: ResolvedVariant): Promise<Metadata> {
  const article = variant.articleNumber
  const path = (l: Locale) =>
    variant.isDefault || !article ? productHref(l, doc.slug) : variantHref(l, doc.slug, article)
  const meta = {
    title: variant.isDefault || !variant.name ? doc.title : `${doc.title} – ${variant.name}`,
    description: metaDescription(doc.description),
    alternates: alternates(locale, path),
  }
  const image = variant.images[0] ?? doc.images[0]
  return withSharing(locale, meta, { seo: doc.seo, image })
}

/** A product page's content: the chosen variant with its product's related products and frame texts. */
export async function ProductScreen({ doc, locale, article }: { doc: Product; locale: Locale; article?: string }) {
  const { variant, variants } = chosenVariant(doc, locale, article)
  const successorArticle = isDiscontinued(variant) ? variant.trade.successor : null
  const [related, centre, settings, successor] = await Promise.all([
    getRelatedProducts(doc.id, locale, 4),
    getPageGlobal('product-centre-page', locale),
    getSiteSettings(locale),
    successorArticle ? findArticle(successorArticle) : null,
  ])
  return (
    <ProductView
      locale={locale}
      product={doc}
      variant={variant}
      variants={variants}
      related={related}
      centre={centre.heading}
      brand={settings.brandName}
      listPrices={settings.trade?.listPrices === true}
      successor={
        successor
          ? {
              article: successor.article,
              href: successor.isDefault
                ? productHref(locale, successor.slug)
                : variantHref(locale, successor.slug, successor.article),
            }
          : null
      }
    />
  )
}
