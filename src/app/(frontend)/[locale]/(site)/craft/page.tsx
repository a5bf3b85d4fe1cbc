import { CraftView } from '@/components/craft/CraftView'
import { introMetadata } from '@/components/layout/introMetadata'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = introMetadata('craft', 'craft-page')

export default async function Craft({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <CraftView locale={locale} />
}
