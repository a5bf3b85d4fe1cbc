import type { Metadata } from 'next'

import { PageIntro } from '@/components/ui/PageIntro'
import type { Locale } from '@/i18n/locales'
import { getPageGlobal, type PageGlobal, type PageGlobalSlug } from '@/lib/cms/content'
import { getFacts } from '@/lib/cms/facts'
import { resolveFacts } from '@/lib/facts'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import type { RouteKey } from '@/lib/routes'
import { routeAlternates } from '@/lib/seo/alternates'
import { withSharing, type SeoOverride } from '@/lib/seo/metadata'

type Texts = { heading: string; text?: string | null }

const own = (g: PageGlobal): Texts => ({ heading: g.heading, text: g.text })

/**
 * A page whose heading and introduction come from one CMS global (later issues fill in the
 * rest of these screens), at `route`. `select` picks a section of the global, e.g. tailorism of the showcase.
 */
export function simplePage(route: RouteKey, slug: PageGlobalSlug, select: (g: PageGlobal) => Texts = own) {
  async function texts(locale: Locale): Promise<Texts> {
    return select(await getPageGlobal(slug, locale))
  }

  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await pageLocale(params)
    const [global, facts] = await Promise.all([getPageGlobal(slug, locale), getFacts(locale)])
    const t = select(global)
    const meta = {
      title: resolveFacts(t.heading, facts),
      description: resolveFacts(t.text ?? '', facts).slice(0, 160) || undefined,
      alternates: routeAlternates(locale, route),
    }
    return withSharing(locale, meta, { seo: global.seo as SeoOverride })
  }

  async function Page({ params }: LocaleParams) {
    const locale = await pageLocale(params)
    const t = await texts(locale)
    return <PageIntro locale={locale} heading={t.heading} text={t.text} />
  }

  return { generateMetadata, Page }
}
