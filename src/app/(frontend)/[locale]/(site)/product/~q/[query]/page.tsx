import type { Metadata } from 'next'

import { ProductCentre, productCentreMetadata } from '@/components/catalogue/productCentre'
import { pageLocale } from '@/lib/pageLocale'
import { pageQuery } from '@/lib/pageQuery'

type Props = { params: Promise<{ locale: string; query: string }> }

/** Every query is rendered on its first request, then served from the cache. */
export function generateStaticParams(): { query: string }[] {
  return []
}

/** `/de/product?category=…`, which the proxy serves from here (`@/lib/staticQuery`). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { query } = await params
  return productCentreMetadata(await pageLocale(params), await pageQuery('product', query))
}

export default async function ProductCentreQueryPage({ params }: Props) {
  const { query } = await params
  return <ProductCentre locale={await pageLocale(params)} raw={await pageQuery('product', query)} />
}
