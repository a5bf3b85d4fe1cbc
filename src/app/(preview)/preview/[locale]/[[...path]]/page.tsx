import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import SiteLayout from '@/app/(frontend)/[locale]/(site)/layout'
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { PreviewClient } from '@/components/preview/PreviewClient.client'
import { isLocale, locales, type Locale } from '@/i18n/locales'
import { openPreview } from '@/lib/cms/preview'
import { hrefFor, localizePath } from '@/lib/paths'
import { previewHref } from '@/lib/preview'
import { routes } from '@/lib/routes'

import { resolveScreen, type ResolvedScreen, type SearchParams } from './screens'

/** Every preview is rendered for its request, from the drafts, and never stored. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; path?: string[] }>; searchParams: Promise<SearchParams> }

type Preview = { locale: Locale; screen: ResolvedScreen; below: string; search: string; searchParams: SearchParams }

function queryString(searchParams: SearchParams): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams))
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, v)
  const qs = search.toString()
  return qs ? `?${qs}` : ''
}

/**
 * The request's preview: its session is checked first (a staff user, or the way to the login and
 * back here), then the public page for the address is found. Called by the metadata and the page,
 * each before anything is read, so no read of this request happens without the check.
 */
async function openFor({ params, searchParams }: Props): Promise<Preview> {
  const { locale, path = [] } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = await searchParams
  const search = queryString(query)
  const segments = path.map((s) => decodeURIComponent(s))
  const below = segments.length ? `/${segments.map(encodeURIComponent).join('/')}` : ''
  if (!(await openPreview())) {
    redirect(`/admin/login?redirect=${encodeURIComponent(previewHref(`/${locale}${below}${search}`))}`)
  }
  const screen = resolveScreen(locale, segments, new URLSearchParams(search))
  if (!screen) notFound()
  return { locale, screen, below, search, searchParams: query }
}

const props = (p: Preview) => ({
  params: Promise.resolve(p.screen.params),
  searchParams: Promise.resolve(p.searchParams),
})

export async function generateMetadata(input: Props): Promise<Metadata> {
  const preview = await openFor(input)
  const meta = (await preview.screen.page.generateMetadata?.(props(preview))) ?? {}
  return { ...meta, robots: { index: false, follow: false } }
}

/**
 * Where each flag of the preview's language switcher leads: the preview of the same page in that
 * language (an article exists in its own language only: the others show their news list).
 */
function switchTargets(preview: Preview): Record<Locale, string> {
  const article = preview.screen.route === `${routes.news}/[slug]`
  return Object.fromEntries(
    locales.map((l) => [
      l,
      previewHref(
        article && l !== preview.locale
          ? hrefFor(l, 'news')
          : `${localizePath(l, preview.below || '/')}${preview.search}`,
      ),
    ]),
  ) as Record<Locale, string>
}

/** A public page as it will be once its drafts are published, in the site's frame, with the preview bar. */
export default async function PreviewPage(input: Props) {
  const preview = await openFor(input)
  const Page = preview.screen.page.default
  const publicHref = `${localizePath(preview.locale, preview.below || routes.home)}${preview.search}`
  return (
    <>
      <PreviewBar locale={preview.locale} publicHref={publicHref} />
      <SiteLayout
        params={Promise.resolve({ locale: preview.locale })}
        languages={<LanguageSwitcher current={preview.locale} targets={switchTargets(preview)} />}
      >
        <Page {...props(preview)} />
      </SiteLayout>
      <PreviewClient />
    </>
  )
}
