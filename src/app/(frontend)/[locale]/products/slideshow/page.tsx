import { simplePage } from '@/components/pages/simplePage'
import { SlideshowView } from '@/components/pages/ShowcaseViews'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = simplePage(
  'slideshow',
  'showcase-page',
  (g) => g.slideshow as { heading: string; text?: string | null },
).generateMetadata

export default async function SlideshowPage({ params }: LocaleParams) {
  return <SlideshowView locale={await pageLocale(params)} />
}
