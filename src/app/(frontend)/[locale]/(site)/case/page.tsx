import { CasesView } from '@/components/gallery/CasesView'
import { introMetadata } from '@/components/layout/introMetadata'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = introMetadata('case', 'case-page')

export default async function CasePage({ params }: LocaleParams) {
  return <CasesView locale={await pageLocale(params)} />
}
