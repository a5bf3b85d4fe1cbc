import type { Metadata } from 'next'

import { chosenVariant, productMetadata, ProductScreen } from '@/components/product/productScreen'
import { getProduct } from '@/lib/cms/catalogue'
import { detailPage, type DetailParams } from '@/lib/cms/detailPage'

/** Rendered on first request, then served from the cache until an editor changes the product. */
export function generateStaticParams(): { slug: string }[] {
  return []
}

export async function generateMetadata({ params }: DetailParams): Promise<Metadata> {
  const { locale, doc } = await detailPage(params, getProduct, 'product')
  return productMetadata(doc, locale, chosenVariant(doc, locale).variant)
}

/** A product's address shows its default variant. */
export default async function ProductPage({ params }: DetailParams) {
  const { locale, doc } = await detailPage(params, getProduct, 'product')
  return <ProductScreen doc={doc} locale={locale} />
}
