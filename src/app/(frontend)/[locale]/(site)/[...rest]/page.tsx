import { notFound } from 'next/navigation'

import { followRedirect } from '@/lib/cms/redirects'
import { pageLocale } from '@/lib/pageLocale'

export function generateStaticParams(): { rest: string[] }[] {
  return []
}

type Props = { params: Promise<{ locale: string; rest: string[] }> }

/**
 * Any path the site does not have: an editor's redirect if there is one (for the path as asked,
 * or as it was before the proxy added the visitor's language), else the localized 404 page.
 */
export default async function UnknownPage({ params }: Props) {
  const locale = await pageLocale(params)
  const below = `/${(await params).rest.map(decodeURIComponent).join('/')}`
  await followRedirect(`/${locale}${below}`, below)
  notFound()
}
