import { introMetadata } from '@/components/layout/introMetadata'
import { TailorismView } from '@/components/showcase/ShowcaseViews'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = introMetadata('tailorism', 'showcase-page', (g) => g.tailorism)

export default async function Tailorism({ params }: LocaleParams) {
  return <TailorismView locale={await pageLocale(params)} />
}
