import { redirect } from 'next/navigation'

import { pageLocale, type LocaleParams } from '@/lib/pageLocale'
import { hrefFor } from '@/lib/paths'

/** `/de` is the German home page (the proxy already answers this; kept for direct hits). */
export default async function LocaleRoot({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  redirect(hrefFor(locale, 'home'))
}
