import { simplePage } from '@/components/pages/simplePage'
import { ProductsView } from '@/components/pages/ShowcaseViews'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = simplePage('products', 'showcase-page').generateMetadata

export default async function Products({ params }: LocaleParams) {
  return <ProductsView locale={await pageLocale(params)} />
}
