import { redirect } from 'next/navigation'

import { hrefFor } from '@/lib/paths'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

/** The spec cancels direct navigation to /contact: it leads to the contact details. */
export default async function ContactIndex({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  redirect(hrefFor(locale, 'details'))
}
