/**
 * The product finder's facets: what a visitor may narrow the products of the product centre by,
 * how many products each choice leaves, and which products remain. Pure: the page and the public
 * API hand it the category's products (a cached list) and the query, per request.
 *
 * Within a facet the values add up (black or white); facets narrow one another (black and
 * sliding). Each value's count is what choosing it would leave, given the other facets.
 */
import type { Family } from '@/lib/vocabularies'

import { distanceOf, type Fit, fitOf, type FitData, parseSpace, type Space, type SpaceProblem } from './fit'
import { colours, finishes, installations, materials, openings } from './specs'

/** The facets with a closed list of values, in the order the form shows them. */
export const listFacets = ['series', 'material', 'finish', 'colour', 'installation', 'opening'] as const
export type ListFacet = (typeof listFacets)[number]

/** Every parameter of the finder (a query with any of them is rendered per request). */
export const finderParams: readonly string[] = [
  ...listFacets,
  'width',
  'depth',
  'height',
  'widthMin',
  'widthMax',
  'depthMin',
  'depthMax',
  'heightMin',
  'heightMax',
  'fit',
]

/** The dimensions a range may narrow. */
export const rangeFacets = ['width', 'depth', 'height'] as const
export type RangeFacet = (typeof rangeFacets)[number]

/**
 * What the finder knows of a variant: its size and niche range, colours and finish (what a variant
 * may state for itself, merged over its product's by `specsOf`).
 */
export type FinderVariant = FitData & {
  /** null only for a product saved before variants existed */
  article: string | null
  colours?: string[] | null
  finish?: string | null
}

/** What the finder knows of a product: what all its variants share, and the variants still made. */
export type FinderProduct = {
  id: number
  family: Family | null
  series: string | null
  specs: {
    material?: string | null
    installation?: string | null
    opening?: string | null
  }
  /** the default first */
  variants: FinderVariant[]
}

/** The facets a variant may differ in: a product passes them only through one variant that passes everything. */
const variantFacets: ReadonlySet<ListFacet> = new Set<ListFacet>(['colour', 'finish'])

export type Range = { min?: number; max?: number }

export type Selection = {
  lists: Partial<Record<ListFacet, string[]>>
  ranges: Partial<Record<RangeFacet, Range>>
  space: Space | null
}

export type FinderProblem =
  | { param: 'fit'; problem: SpaceProblem }
  | { param: ListFacet; problem: 'unknown'; value: string }
  | { param: RangeFacet; problem: 'range'; value: string }

const known: Readonly<Record<Exclude<ListFacet, 'series'>, Readonly<Record<string, unknown>>>> = {
  material: materials,
  finish: finishes,
  colour: colours,
  installation: installations,
  opening: openings,
}

/** The values a facet takes (series: those of the catalogue, not fixed here). */
export function facetValues(facet: Exclude<ListFacet, 'series'>): string[] {
  return Object.keys(known[facet])
}

/** The most values one facet takes, and the longest a value may be (a bounded query). */
const MAX_VALUES = 20
const MAX_VALUE_LENGTH = 60

/**
 * The selection of a query (`?colour=black&colour=white&width=800-1200&fit=900x800`), and what
 * was wrong in it. Series are checked against `seriesSlugs`; ranges are `min-max`, `min-` or `-max`
 * in millimetres.
 */
export function readSelection(
  params: URLSearchParams,
  seriesSlugs: readonly string[],
): { selection: Selection; problems: FinderProblem[] } {
  const problems: FinderProblem[] = []
  const lists: Selection['lists'] = {}
  for (const facet of listFacets) {
    const values = [...new Set(params.getAll(facet).flatMap((v) => v.split(',')))].filter(Boolean)
    const ok = values.slice(0, MAX_VALUES).filter((value) => {
      const valid =
        value.length <= MAX_VALUE_LENGTH &&
        (facet === 'series' ? seriesSlugs.includes(value) : Object.hasOwn(known[facet], value))
      if (!valid) problems.push({ param: facet, problem: 'unknown', value: value.slice(0, MAX_VALUE_LENGTH) })
      return valid
    })
    if (ok.length) lists[facet] = ok
  }
  const ranges: Selection['ranges'] = {}
  for (const facet of rangeFacets) {
    // `width=800-1200`, or a form's two fields `widthMin=800&widthMax=1200`.
    const min = params.get(`${facet}Min`)?.trim() ?? ''
    const max = params.get(`${facet}Max`)?.trim() ?? ''
    const raw = params.get(facet) || (min || max ? `${min}-${max}` : '')
    if (!raw) continue
    const match = /^(\d{1,5})?-(\d{1,5})?$/.exec(raw.trim())
    const lo = match?.[1] === undefined ? undefined : Number(match[1])
    const hi = match?.[2] === undefined ? undefined : Number(match[2])
    if (!match || (lo === undefined && hi === undefined) || (lo !== undefined && hi !== undefined && lo > hi))
      problems.push({ param: facet, problem: 'range', value: raw.slice(0, MAX_VALUE_LENGTH) })
    else ranges[facet] = { ...(lo !== undefined ? { min: lo } : {}), ...(hi !== undefined ? { max: hi } : {}) }
  }
  const fitParam = params.get('fit')
  let space: Space | null = null
  if (fitParam) {
    const parsed = parseSpace(fitParam)
    if (parsed.ok) space = parsed.space
    else problems.push({ param: 'fit', problem: parsed.problem })
  }
  return { selection: { lists, ranges, space }, problems }
}

const one = (v: string | null | undefined) => (v ? [v] : [])

/** The values of a product for a facet it has as a whole. */
function productValues(product: FinderProduct, facet: ListFacet): string[] {
  if (facet === 'series') return one(product.series)
  if (facet === 'colour' || facet === 'finish') return []
  return one(product.specs[facet])
}

/** The values of a variant for a facet a variant may differ in. */
const variantValues = (variant: FinderVariant, facet: ListFacet): string[] =>
  facet === 'colour' ? (variant.colours ?? []) : facet === 'finish' ? one(variant.finish) : []

const inRange = (value: number | null | undefined, range: Range): boolean =>
  value !== null &&
  value !== undefined &&
  (range.min === undefined || value >= range.min) &&
  (range.max === undefined || value <= range.max)

/** Whether a variant passes what a variant decides (colour, finish, sizes, the fit) but `except`. */
function variantPasses(family: Family | null, v: FinderVariant, selection: Selection, except?: ListFacet): boolean {
  for (const facet of variantFacets) {
    const chosen = selection.lists[facet]
    if (facet === except || !chosen?.length) continue
    if (!variantValues(v, facet).some((value) => chosen.includes(value))) return false
  }
  for (const facet of rangeFacets) {
    const range = selection.ranges[facet]
    if (range && !inRange(v[facet], range)) return false
  }
  if (selection.space) {
    const fit = family ? fitOf(family, v, selection.space) : null
    if (!fit?.fits) return false
  }
  return true
}

/** The variants through which a product passes every part of the selection but `except` (none: it does not). */
function passingVariants(product: FinderProduct, selection: Selection, except?: ListFacet): FinderVariant[] {
  for (const facet of listFacets) {
    const chosen = selection.lists[facet]
    if (facet === except || variantFacets.has(facet) || !chosen?.length) continue
    if (!productValues(product, facet).some((v) => chosen.includes(v))) return []
  }
  return product.variants.filter((v) => variantPasses(product.family, v, selection, except))
}

/** Every value a product has for a facet, through any variant. */
const valuesOf = (product: FinderProduct, facet: ListFacet, variants = product.variants): string[] =>
  variantFacets.has(facet)
    ? [...new Set(variants.flatMap((v) => variantValues(v, facet)))]
    : productValues(product, facet)

export type FacetCounts = Record<ListFacet, { value: string; count: number }[]>

export type FinderResult = {
  /**
   * the products that remain, in the order given, each with the variant to show: the one that fits
   * the space best where a space was given (with its fit), else the first that passes
   */
  products: { product: FinderProduct; variant: FinderVariant; fit: Fit | null }[]
  /** per facet, every value some product of the list has, with what choosing it would leave */
  counts: FacetCounts
  /** the smallest and largest of each dimension among the list's variants */
  bounds: Record<RangeFacet, { min: number; max: number } | null>
}

/** The products a selection leaves of a list, and the counts of every facet value. */
export function applySelection(all: readonly FinderProduct[], selection: Selection): FinderResult {
  const counts = {} as FacetCounts
  for (const facet of listFacets) {
    const tally = new Map<string, number>()
    for (const product of all) for (const v of valuesOf(product, facet)) tally.set(v, tally.get(v) ?? 0)
    for (const product of all) {
      const passing = passingVariants(product, selection, facet)
      if (!passing.length) continue
      for (const v of valuesOf(product, facet, passing)) tally.set(v, (tally.get(v) ?? 0) + 1)
    }
    counts[facet] = [...tally].map(([value, count]) => ({ value, count }))
  }
  const bounds = {} as FinderResult['bounds']
  for (const facet of rangeFacets) {
    const values = all.flatMap((p) => p.variants.map((v) => v[facet])).filter((v): v is number => typeof v === 'number')
    bounds[facet] = values.length ? { min: Math.min(...values), max: Math.max(...values) } : null
  }
  const products = all.flatMap((product) => {
    const passing = passingVariants(product, selection)
    const space = selection.space
    if (!passing.length) return []
    if (!space || !product.family) return [{ product, variant: passing[0]!, fit: null }]
    // The variant closest to the space; the first of equals (the default before the others).
    const variant = passing.reduce((best, v) => (distanceOf(v, space) < distanceOf(best, space) ? v : best))
    return [{ product, variant, fit: fitOf(product.family, variant, space) }]
  })
  return { products, counts, bounds }
}
/** Whether a selection narrows anything (a page without one is the plain, cacheable category page). */
export const isNarrowed = (selection: Selection): boolean =>
  Object.values(selection.lists).some((v) => v.length > 0) ||
  Object.keys(selection.ranges).length > 0 ||
  selection.space !== null
