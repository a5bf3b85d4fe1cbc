import type { Locale } from '@/i18n/locales'
import type { ListItem } from '@/lib/list/items'
import type { Media } from '@/payload-types'

import { catalogueItem } from './compare'
import { payloadClient } from './payload'

/** A row of a Merkliste as shown: what the catalogue says of its article now, or that it is gone. */
export type ListRow = {
  article: string
  quantity: number
  /**
   * `available`: made and published; `discontinued`: published, no longer made; `withdrawn`: a
   * number the catalogue held, on a product now unpublished or in the trash; `unknown`: a number
   * the catalogue never held (mistyped, or made up)
   */
  state: 'available' | 'discontinued' | 'withdrawn' | 'unknown'
  title: string | null
  variantName: string | null
  href: string | null
  image: Media | null
  /** the language the title is in, where it fell back from the page's */
  lang?: string
}

/** Whether a published product has the row's number (made or not): it has a page and a name. */
export const isPublished = (row: Pick<ListRow, 'state'>): boolean =>
  row.state === 'available' || row.state === 'discontinued'

/** The rows of a list in the order given, each read from the published catalogue (cached per product). */
export async function resolveList(items: readonly ListItem[], locale: Locale): Promise<ListRow[]> {
  const found = await Promise.all(items.map((i) => catalogueItem({ kind: 'article', value: i.article }, locale)))
  const held = await everHeld(items.filter((_, i) => !found[i]).map((item) => item.article))
  return items.map((item, i) => {
    const c = found[i]
    if (!c) {
      const state = held.has(item.article) ? 'withdrawn' : 'unknown'
      return { ...item, state, title: null, variantName: null, href: null, image: null }
    }
    return {
      ...item,
      state: c.discontinued ? 'discontinued' : 'available',
      title: c.title,
      variantName: c.variantName,
      href: c.href,
      image: c.image,
      ...(c.lang ? { lang: c.lang } : {}),
    }
  })
}

/**
 * Which of these numbers (none published) a product of the catalogue holds as a draft, unpublished
 * or in the trash: one read, and only for a list that names such numbers.
 */
async function everHeld(articles: readonly string[]): Promise<Set<string>> {
  if (articles.length === 0) return new Set()
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { 'variants.articleNumber': { in: [...articles] } },
    draft: true,
    trash: true,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { variants: true },
  })
  const wanted = new Set(articles)
  return new Set(docs.flatMap((d) => d.variants.map((v) => v.articleNumber ?? '')).filter((a) => wanted.has(a)))
}
