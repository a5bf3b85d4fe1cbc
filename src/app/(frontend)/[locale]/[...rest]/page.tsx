import { notFound } from 'next/navigation'

import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export function generateStaticParams(): { rest: string[] }[] {
  return []
}

/** Any path the site does not have: the localized 404 page, with status 404. */
export default async function UnknownPage({ params }: LocaleParams) {
  await pageLocale(params)
  notFound()
}
