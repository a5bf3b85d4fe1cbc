import { simplePage } from '@/components/pages/simplePage'
import { ServiceView } from '@/components/pages/ServiceView'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = simplePage('service', 'service-page').generateMetadata

export default async function Service({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <ServiceView locale={locale} />
}
