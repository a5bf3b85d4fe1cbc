import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { NotFoundView } from '@/components/layout/NotFoundView'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

/**
 * The not-found page with the site's header and footer, rendered on the server once per
 * language. The production server (scripts/server.mjs) sends it, with status 404, in place of
 * Next's empty not-found document; the proxy serves this path to that server only.
 */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: `404 · ${t('title')}`, robots: { index: false, follow: true } }
}

export default async function NotFoundPage({ params }: LocaleParams) {
  return <NotFoundView locale={await pageLocale(params)} />
}
