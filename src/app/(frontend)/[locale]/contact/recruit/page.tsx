import { simplePage } from '@/components/pages/simplePage'
import { RecruitView } from '@/components/pages/RecruitView'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = simplePage('recruit', 'recruit-page').generateMetadata

export default async function Recruit({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <RecruitView locale={locale} />
}
