import type { Locale } from '@/i18n/locales'
import type { ListItem } from '@/lib/list/items'
import type { Media } from '@/payload-types'

import { catalogueItem } from './compare'

/** A row of a Merkliste as shown: what the catalogue says of its article now, or that it is gone. */
export type ListRow = {
  article: string
  quantity: number
  /** false when no published product has this article number (any more) */
  available: boolean
  title: string | null
  variantName: string | null
  href: string | null
  image: Media | null
  /** the language the title is in, where it fell back from the page's */
  lang?: string
}

/** The rows of a list in the order given, each read from the published catalogue (cached per product). */
export async function resolveList(items: readonly ListItem[], locale: Locale): Promise<ListRow[]> {
  const found = await Promise.all(items.map((i) => catalogueItem({ kind: 'article', value: i.article }, locale)))
  return items.map((item, i) => {
    const c = found[i]
    if (!c) return { ...item, available: false, title: null, variantName: null, href: null, image: null }
    return {
      ...item,
      available: true,
      title: c.title,
      variantName: c.variantName,
      href: c.href,
      image: c.image,
      ...(c.lang ? { lang: c.lang } : {}),
    }
  })
}
