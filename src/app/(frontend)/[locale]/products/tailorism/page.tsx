import { simplePage } from '@/components/pages/simplePage'
import { TailorismView } from '@/components/pages/ShowcaseViews'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = simplePage(
  'tailorism',
  'showcase-page',
  (g) => g.tailorism as { heading: string; text?: string | null },
).generateMetadata

export default async function Tailorism({ params }: LocaleParams) {
  return <TailorismView locale={await pageLocale(params)} />
}
