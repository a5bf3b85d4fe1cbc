import { introMetadata } from '@/components/layout/introMetadata'
import { SlideshowView } from '@/components/showcase/ShowcaseViews'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = introMetadata('slideshow', 'showcase-page', (g) => g.slideshow)

export default async function SlideshowPage({ params }: LocaleParams) {
  return <SlideshowView locale={await pageLocale(params)} />
}
