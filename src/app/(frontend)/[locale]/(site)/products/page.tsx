import { introMetadata } from '@/components/layout/introMetadata'
import { ProductsView } from '@/components/showcase/ShowcaseViews'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = introMetadata('products', 'showcase-page')

export default async function Products({ params }: LocaleParams) {
  return <ProductsView locale={await pageLocale(params)} />
}
