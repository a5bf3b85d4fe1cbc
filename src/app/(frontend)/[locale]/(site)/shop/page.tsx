import { HomeView } from '@/components/home/HomeView'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export { generateMetadata } from '../home/page'

/** The spec's /shop shows the home page. */
export default async function ShopPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <HomeView locale={locale} />
}
