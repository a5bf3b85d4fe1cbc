import type { Metadata } from 'next'

import { ProductCentre, productCentreMetadata } from '@/components/catalogue/productCentre'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

/** The product centre without a query: the category overview. With one, see `~q/[query]`. */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return productCentreMetadata(await pageLocale(params), {})
}

export default async function ProductCentrePage({ params }: LocaleParams) {
  return <ProductCentre locale={await pageLocale(params)} raw={{}} />
}
