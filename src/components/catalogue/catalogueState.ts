import { z } from 'zod'

import type { CategoryNode } from '@/lib/cms/catalogue'
import { parsePageParam } from '@/lib/pagination'
import type { CatalogueView } from '@/lib/paths'

export type SearchParams = Record<string, string | string[] | undefined>

export type CatalogueState = {
  category: CategoryNode | null
  sub: CategoryNode | null
  view: CatalogueView
  page: number
}

/** What a request for the product centre asks for; `notFound` for names no category has. */
export type CatalogueRequest =
  { kind: 'ok'; state: CatalogueState } | { kind: 'notFound' } | { kind: 'redirect'; state: CatalogueState }

const one = z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().trim().max(200).optional().catch(undefined))

const params = z.object({
  category: one,
  sub: one,
  title: one,
  view: one,
})

/** A category named by the spec's `title` parameter: its Chinese key, its slug or its title. */
function byTitle(tree: CategoryNode[], title: string): { category: CategoryNode; sub: CategoryNode | null } | null {
  const wanted = title.toLocaleLowerCase()
  const matches = (c: CategoryNode) => [c.value, c.slug, c.title].some((name) => name.toLocaleLowerCase() === wanted)
  for (const category of tree) {
    if (matches(category)) return { category, sub: null }
    const sub = category.children.find(matches)
    if (sub) return { category, sub }
  }
  return null
}

/**
 * Reads the product centre's URL: `category` and `sub` (slugs), `view` (grid or list) and
 * `page`. An unknown category or a page number that is not one is a 404; an unknown view is the grid.
 */
export function readCatalogueRequest(tree: CategoryNode[], raw: SearchParams): CatalogueRequest {
  const p = params.parse(raw)
  const view: CatalogueView = p.view === 'list' ? 'list' : 'grid'
  const page = parsePageParam(raw.page)
  if (page === null) return { kind: 'notFound' }
  if (!p.category && p.title) {
    const found = byTitle(tree, p.title)
    return found ? { kind: 'redirect', state: { ...found, view, page: 1 } } : { kind: 'notFound' }
  }
  // The overview has neither sub-categories nor pages of its own.
  if (!p.category)
    return p.sub || page > 1 ? { kind: 'notFound' } : { kind: 'ok', state: { category: null, sub: null, view, page } }
  const category = tree.find((c) => c.slug === p.category)
  if (!category) return { kind: 'notFound' }
  if (!p.sub) return { kind: 'ok', state: { category, sub: null, view, page } }
  const sub = category.children.find((c) => c.slug === p.sub)
  return sub ? { kind: 'ok', state: { category, sub, view, page } } : { kind: 'notFound' }
}
