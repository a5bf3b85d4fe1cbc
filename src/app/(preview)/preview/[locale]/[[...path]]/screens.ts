import type { Metadata } from 'next'
import type React from 'react'

import * as About from '@/app/(frontend)/[locale]/(site)/about/page'
import * as Accessibility from '@/app/(frontend)/[locale]/(site)/accessibility/page'
import * as Case from '@/app/(frontend)/[locale]/(site)/case/page'
import * as Certification from '@/app/(frontend)/[locale]/(site)/certifiction/page'
import * as Details from '@/app/(frontend)/[locale]/(site)/contact/details/page'
import * as Job from '@/app/(frontend)/[locale]/(site)/contact/recruit/[slug]/page'
import * as Recruit from '@/app/(frontend)/[locale]/(site)/contact/recruit/page'
import * as Teamwork from '@/app/(frontend)/[locale]/(site)/contact/teamwork/page'
import * as TeamworkQuery from '@/app/(frontend)/[locale]/(site)/contact/teamwork/~q/[query]/page'
import * as Craft from '@/app/(frontend)/[locale]/(site)/craft/page'
import * as Guarantee from '@/app/(frontend)/[locale]/(site)/guarantee/[slug]/page'
import * as Guarantees from '@/app/(frontend)/[locale]/(site)/guarantee/page'
import * as Home from '@/app/(frontend)/[locale]/(site)/home/page'
import * as Impressum from '@/app/(frontend)/[locale]/(site)/impressum/page'
import * as Article from '@/app/(frontend)/[locale]/(site)/news/[slug]/page'
import * as News from '@/app/(frontend)/[locale]/(site)/news/page'
import * as NewsQuery from '@/app/(frontend)/[locale]/(site)/news/~q/[query]/page'
import * as Privacy from '@/app/(frontend)/[locale]/(site)/privacy/page'
import * as Variant from '@/app/(frontend)/[locale]/(site)/product/[slug]/[article]/page'
import * as Product from '@/app/(frontend)/[locale]/(site)/product/[slug]/page'
import * as Catalogue from '@/app/(frontend)/[locale]/(site)/product/page'
import * as CatalogueQuery from '@/app/(frontend)/[locale]/(site)/product/~q/[query]/page'
import * as Showcase from '@/app/(frontend)/[locale]/(site)/products/page'
import * as Slideshow from '@/app/(frontend)/[locale]/(site)/products/slideshow/page'
import * as Tailorism from '@/app/(frontend)/[locale]/(site)/products/tailorism/page'
import * as Series from '@/app/(frontend)/[locale]/(site)/series/[slug]/page'
import * as SeriesIndex from '@/app/(frontend)/[locale]/(site)/series/page'
import * as Service from '@/app/(frontend)/[locale]/(site)/service/page'
import * as Shop from '@/app/(frontend)/[locale]/(site)/shop/page'
import * as Showroom from '@/app/(frontend)/[locale]/(site)/showrooms/[slug]/page'
import * as Showrooms from '@/app/(frontend)/[locale]/(site)/showrooms/page'
import { routes } from '@/lib/routes'
import { canonicalQuery, queryPages } from '@/lib/staticQuery'

export type SearchParams = Record<string, string | string[] | undefined>
/** What a public page is handed: its language and, by route, a slug or its query segment. */
export type ScreenParams = { locale: string; slug: string; article: string; query: string }
export type ScreenProps = { params: Promise<ScreenParams>; searchParams: Promise<SearchParams> }

type PageModule = {
  default: (props: ScreenProps) => Promise<React.ReactNode>
  generateMetadata?: (props: ScreenProps) => Promise<Metadata>
}

type Screen = { path: string; page: PageModule; query?: PageModule }

/**
 * The public pages a preview can show, by their route (`[slug]` stands for one segment). Each is
 * the public page module itself, so a preview is exactly the page visitors will get. Left out:
 * the search (its index holds published content only), the comparison (a visitor's table of
 * published products), the shop links (redirects to other sites), and the addresses that only redirect (`/de`, `/de/contact`), which lead to their
 * target here. tests/unit/preview-screens.test.ts keeps this list complete.
 */
export const screens: Screen[] = [
  { path: '', page: Home },
  { path: routes.home, page: Home },
  { path: routes.about, page: About },
  { path: routes.craft, page: Craft },
  { path: routes.case, page: Case },
  { path: routes.certifiction, page: Certification },
  { path: routes.contact, page: Details },
  { path: routes.details, page: Details },
  { path: routes.recruit, page: Recruit },
  { path: `${routes.recruit}/[slug]`, page: Job },
  { path: routes.teamwork, page: Teamwork, query: TeamworkQuery },
  { path: routes.service, page: Service },
  { path: routes.shop, page: Shop },
  { path: routes.news, page: News, query: NewsQuery },
  { path: `${routes.news}/[slug]`, page: Article },
  { path: routes.product, page: Catalogue, query: CatalogueQuery },
  { path: `${routes.product}/[slug]`, page: Product },
  { path: `${routes.product}/[slug]/[article]`, page: Variant },
  { path: routes.series, page: SeriesIndex },
  { path: `${routes.series}/[slug]`, page: Series },
  { path: routes.products, page: Showcase },
  { path: routes.tailorism, page: Tailorism },
  { path: routes.slideshow, page: Slideshow },
  { path: routes.impressum, page: Impressum },
  { path: routes.privacy, page: Privacy },
  { path: routes.accessibility, page: Accessibility },
  { path: routes.guarantee, page: Guarantees },
  { path: `${routes.guarantee}/[slug]`, page: Guarantee },
  { path: routes.showrooms, page: Showrooms },
  { path: `${routes.showrooms}/[slug]`, page: Showroom },
]

export type ResolvedScreen = { page: PageModule; params: ScreenParams; route: string }

/**
 * The public page for a path below the language (`['product', 'tub-a']`) and its query, as the
 * site would serve it: a query page's state goes to its `~q` module in the canonical form the
 * proxy gives it (`@/lib/staticQuery`). Null for a path the site has no page at.
 */
export function resolveScreen(locale: string, segments: string[], search: URLSearchParams): ResolvedScreen | null {
  for (const screen of screens) {
    const pattern = screen.path.split('/').slice(1)
    if (pattern.length !== segments.length) continue
    let slug = ''
    let article = ''
    const matches = pattern.every((part, i) => {
      if (part === '[slug]') slug = segments[i]!
      else if (part === '[article]') article = segments[i]!
      else return part === segments[i]
      return segments[i] !== ''
    })
    if (!matches) continue
    const keys = queryPages[screen.path]
    const query = keys ? canonicalQuery(keys, search) : ''
    const page = query !== '' && screen.query ? screen.query : screen.page
    return { page, params: { locale, slug, article, query: encodeURIComponent(query) }, route: screen.path }
  }
  return null
}
