import { getLocale } from 'next-intl/server'

import { NotFoundView } from '@/components/layout/NotFoundView'
import { isLocale, defaultLocale } from '@/i18n/locales'

/**
 * The not-found page as a client-side navigation shows it. A browser's first request of a
 * missing page gets the same page rendered on the server (`~404`, served by scripts/server.mjs).
 */
export default async function NotFound() {
  const current = await getLocale()
  return <NotFoundView locale={isLocale(current) ? current : defaultLocale} />
}
