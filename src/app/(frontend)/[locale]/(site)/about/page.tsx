import type { Metadata } from 'next'

import { AboutView } from '@/components/about/AboutView'
import { getPageGlobal } from '@/lib/cms/content'
import { getFacts } from '@/lib/cms/facts'
import { withSharing } from '@/lib/cms/metadata'
import { resolveFacts } from '@/lib/facts'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { routeAlternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const [page, facts] = await Promise.all([getPageGlobal('about-page', locale), getFacts(locale)])
  const meta = {
    title: page.intro.heading,
    description: metaDescription(resolveFacts(page.intro.text ?? '', facts)),
    alternates: routeAlternates(locale, 'about'),
  }
  return withSharing(locale, meta, { seo: page.seo })
}

export default async function About({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <AboutView locale={locale} />
}
