import { getLocale } from 'next-intl/server'

import { PreviewNotFound } from '@/components/preview/PreviewNotFound'
import { defaultLocale, isLocale } from '@/i18n/locales'

/** A preview address without a page behind it: the document is not there, or not at this address. */
export default async function NotFound() {
  const current = await getLocale()
  const locale = isLocale(current) ? current : defaultLocale
  return <PreviewNotFound locale={locale} />
}
