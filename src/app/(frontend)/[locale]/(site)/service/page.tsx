import { introMetadata } from '@/components/layout/introMetadata'
import { ServiceView } from '@/components/service/ServiceView'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = introMetadata('service', 'service-page')

export default async function Service({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <ServiceView locale={locale} />
}
