import type { Metadata } from 'next'

import { chosenVariant, productMetadata, ProductScreen } from '@/components/product/productScreen'
import { getProduct } from '@/lib/cms/catalogue'
import { detailPage } from '@/lib/cms/detailPage'

type Params = { params: Promise<{ locale: string; slug: string; article: string }> }

/** Rendered on first request, then served from the cache until an editor changes the product. */
export function generateStaticParams(): { slug: string; article: string }[] {
  return []
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { article } = await params
  const { locale, doc } = await detailPage(params, getProduct, 'product')
  return productMetadata(doc, locale, chosenVariant(doc, locale, decodeURIComponent(article)).variant)
}

/** A variant's own page: its pictures, data, downloads and article number. */
export default async function VariantPage({ params }: Params) {
  const { article } = await params
  const { locale, doc } = await detailPage(params, getProduct, 'product')
  return <ProductScreen doc={doc} locale={locale} article={decodeURIComponent(article)} />
}
