import { introMetadata } from '@/components/layout/introMetadata'
import { RecruitView } from '@/components/recruit/RecruitView'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = introMetadata('recruit', 'recruit-page')

export default async function Recruit({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <RecruitView locale={locale} />
}
