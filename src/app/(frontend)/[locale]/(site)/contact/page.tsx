import { redirect } from 'next/navigation'

import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { hrefFor } from '@/lib/paths'

/** The spec cancels direct navigation to /contact: it leads to the contact details. */
export default async function ContactIndex({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  redirect(hrefFor(locale, 'details'))
}
