import { CasesView } from '@/components/pages/CasesView'
import { simplePage } from '@/components/pages/simplePage'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = simplePage('case', 'case-page').generateMetadata

export default async function CasePage({ params }: LocaleParams) {
  return <CasesView locale={await pageLocale(params)} />
}
