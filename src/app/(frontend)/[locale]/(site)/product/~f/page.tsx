import type { Metadata } from 'next'

import { finderMetadata } from '@/components/catalogue/finder'
import { ProductFinder } from '@/components/catalogue/productCentre'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

/** Every answer of the finder is its own: rendered per request, stored by no cache. */
export const dynamic = 'force-dynamic'

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** `/de/product?colour=black&fit=900x800`, which the proxy serves from here (`@/lib/staticQuery`). */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return finderMetadata(await pageLocale(params), await searchParams)
}

export default async function ProductFinderPage({ params, searchParams }: Props) {
  return <ProductFinder locale={await pageLocale(params)} raw={await searchParams} />
}
