import type { Metadata } from 'next'

import { AboutView } from '@/components/about/AboutView'
import { getPageGlobal } from '@/lib/cms/content'
import { withSharing } from '@/lib/cms/metadata'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { routeAlternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const page = await getPageGlobal('about-page', locale)
  const meta = {
    title: page.intro.heading,
    description: metaDescription(page.intro.text ?? ''),
    alternates: routeAlternates(locale, 'about'),
  }
  return withSharing(locale, meta, { seo: page.seo })
}

export default async function About({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <AboutView locale={locale} />
}
