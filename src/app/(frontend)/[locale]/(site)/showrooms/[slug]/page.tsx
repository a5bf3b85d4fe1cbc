import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { ShowroomPage } from '@/components/showrooms/ShowroomsView'
import { isLocale } from '@/i18n/locales'
import { withSharing } from '@/lib/cms/metadata'
import { getShowroom } from '@/lib/cms/showrooms'
import { hrefForSlug } from '@/lib/paths'
import { alternates } from '@/lib/seo/alternates'
import { metaDescription } from '@/lib/seo/description'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams(): { slug: string }[] {
  return []
}

async function resolve(params: Props['params']) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const showroom = await getShowroom(locale, slug)
  if (!showroom) notFound()
  return { locale, showroom }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, showroom } = await resolve(params)
  return withSharing(locale, {
    title: `${showroom.name}, ${showroom.city}`,
    description: metaDescription(showroom.intro ?? `${showroom.street}, ${showroom.city}`),
    alternates: alternates(locale, (l) => hrefForSlug(l, 'showrooms', showroom.slug)),
  })
}

/** `/showrooms/<slug>`: one showroom's page. */
export default async function Showroom({ params }: Props) {
  const { locale, showroom } = await resolve(params)
  return <ShowroomPage locale={locale} showroom={showroom} />
}
