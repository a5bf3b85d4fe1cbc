import type { Metadata } from 'next'

import { PageIntro } from '@/components/ui/PageIntro'
import type { Locale } from '@/i18n/locales'
import { getPageGlobal, type PageGlobal, type PageGlobalSlug } from '@/lib/cms/content'
import { getFacts } from '@/lib/cms/facts'
import { resolveFacts } from '@/lib/facts'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

type Texts = { heading: string; text?: string | null }

const own = (g: PageGlobal): Texts => ({ heading: g.heading, text: g.text })

/**
 * A page whose heading and introduction come from one CMS global (later issues fill in the
 * rest of these screens). `select` picks a section of the global, e.g. tailorism of the showcase.
 */
export function simplePage(slug: PageGlobalSlug, select: (g: PageGlobal) => Texts = own) {
  async function texts(locale: Locale): Promise<Texts> {
    return select(await getPageGlobal(slug, locale))
  }

  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await pageLocale(params)
    const [t, facts] = await Promise.all([texts(locale), getFacts(locale)])
    return { title: resolveFacts(t.heading, facts), description: resolveFacts(t.text ?? '', facts).slice(0, 160) || undefined }
  }

  async function Page({ params }: LocaleParams) {
    const locale = await pageLocale(params)
    const t = await texts(locale)
    return <PageIntro locale={locale} heading={t.heading} text={t.text} />
  }

  return { generateMetadata, Page }
}
