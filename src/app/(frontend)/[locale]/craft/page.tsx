import { simplePage } from '@/components/pages/simplePage'
import { CraftView } from '@/components/pages/CraftView'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = simplePage('craft', 'craft-page').generateMetadata

export default async function Craft({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <CraftView locale={locale} />
}
