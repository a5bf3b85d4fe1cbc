import type { Metadata } from 'next'

import { getPageGlobal, type PageGlobal, type PageGlobalSlug } from '@/lib/cms/content'
import { withSharing, type SeoOverride } from '@/lib/cms/metadata'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import type { RouteKey } from '@/lib/routes'
import { routeAlternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'

/** A screen's heading and introduction. */
export type Intro = { heading: string; text?: string | null }

/** The page globals whose own heading and text introduce their screen. */
type IntroSlug = { [S in PageGlobalSlug]: PageGlobal<S> extends Intro ? S : never }[PageGlobalSlug]

type GenerateMetadata = (props: LocaleParams) => Promise<Metadata>

/**
 * `generateMetadata` of a screen at `route` whose title and description are the heading and
 * introduction of its page global, or of the section `select` picks (tailorism of the showcase).
 * The screen's view reads the same global in the same request, which the reader serves once.
 */
export function introMetadata<S extends IntroSlug>(route: RouteKey, slug: S): GenerateMetadata
export function introMetadata<S extends PageGlobalSlug>(
  route: RouteKey,
  slug: S,
  select: (global: PageGlobal<S>) => Intro,
): GenerateMetadata
export function introMetadata<S extends PageGlobalSlug>(
  route: RouteKey,
  slug: S,
  select?: (global: PageGlobal<S>) => Intro,
): GenerateMetadata {
  return async ({ params }) => {
    const locale = await pageLocale(params)
    const global = await getPageGlobal(slug, locale)
    const intro: Intro = select ? select(global) : (global as Intro)
    const meta = {
      title: intro.heading,
      description: metaDescription(intro.text ?? ''),
      alternates: routeAlternates(locale, route),
    }
    const seo: SeoOverride = 'seo' in global ? (global.seo as SeoOverride) : null
    return withSharing(locale, meta, { seo })
  }
}
