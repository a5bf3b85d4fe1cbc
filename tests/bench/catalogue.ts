import type { Payload } from 'payload'

import { execute, sql } from '@/cms/search/db'
import { categories as seedCategories, products as seedProducts } from '@/cms/seed/content/catalogue'
import { prng } from '@/cms/seed/images/svg'
import { locales, type Locale } from '@/i18n/locales'
import { colours, finishes, installations, materials, openings } from '@/lib/catalogue/specs'
import type { Family } from '@/lib/vocabularies'

type Id = number | string

const SERIES = [
  'Alba',
  'Brera',
  'Costa',
  'Duna',
  'Elba',
  'Fiora',
  'Gala',
  'Isola',
  'Lido',
  'Mira',
  'Nera',
  'Orla',
  'Perla',
  'Riva',
  'Sole',
  'Tessa',
  'Vela',
  'Zara',
]
const SERIES_ZH = [
  '阿尔巴',
  '布雷拉',
  '科斯塔',
  '杜娜',
  '埃尔巴',
  '菲奥拉',
  '加拉',
  '伊索拉',
  '利多',
  '米拉',
  '内拉',
  '奥拉',
  '佩拉',
  '里瓦',
  '索莱',
  '泰莎',
  '维拉',
  '扎拉',
]

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)]!
const keys = <T extends object>(o: T) => Object.keys(o) as (keyof T & string)[]

/** The slug of a generated series. */
const seriesSlug = (name: string): string => name.toLowerCase()
const seriesSlugs: readonly string[] = SERIES.map(seriesSlug)

/** A number from `from` to `to` in steps of `by`. */
const step = (next: () => number, from: number, to: number, by: number): number =>
  from + by * Math.floor(next() * ((to - from) / by + 1))

type Dimensions = {
  width: number
  depth: number
  height: number
  opening?: keyof typeof openings
  fitRange?: { widthFrom: number; widthTo: number; depthFrom: number; depthTo: number }
}

/**
 * Plausible sizes in millimetres for a product of a family (and sub-category), what the finder's
 * ranges and fit check read: shower enclosures and trays with the niches they fit (the wall
 * profiles' play; how far a tray may be cut), enclosures with how they open.
 */
function dimensionsOf(family: Family, sub: string | undefined, next: () => number): Dimensions {
  switch (family) {
    case 'basin':
      return {
        width: step(next, 400, 900, 50),
        depth: step(next, 300, 500, 20),
        height: sub === 'basins-pedestal' ? step(next, 820, 900, 20) : step(next, 100, 200, 10),
      }
    case 'cabinet':
      return {
        width: sub === 'furniture-large' ? step(next, 1000, 1800, 100) : step(next, 500, 900, 100),
        depth: step(next, 400, 550, 10),
        height: step(next, 450, 650, 50),
      }
    case 'tub':
      return { width: step(next, 1500, 1900, 100), depth: step(next, 700, 900, 50), height: step(next, 550, 650, 10) }
    case 'toilet':
      return {
        width: step(next, 350, 400, 10),
        depth: step(next, 480, 620, 10),
        height: pick(next, [400, 420, 800, 820]),
      }
    case 'tap':
      return { width: step(next, 40, 60, 5), depth: step(next, 120, 250, 10), height: step(next, 100, 350, 10) }
    case 'tray': {
      const width = step(next, 800, 1800, 100)
      const depth = step(next, 700, 1000, 100)
      // A tray may be cut to a smaller niche, down to half its width.
      const cutWidth = pick(next, [0, 100, 300, width / 2])
      const cutDepth = pick(next, [0, 100, 200])
      return {
        width,
        depth,
        height: step(next, 25, 45, 5),
        fitRange: { widthFrom: width - cutWidth, widthTo: width, depthFrom: depth - cutDepth, depthTo: depth },
      }
    }
    case 'enclosure': {
      const height = step(next, 1900, 2100, 50)
      if (sub === 'enclosures-walk-in') {
        // A walk-in screen: a glass panel, standing in a niche of almost any depth.
        const width = step(next, 800, 1600, 100)
        return {
          width,
          depth: pick(next, [30, 60]),
          height,
          opening: 'fixed',
          fitRange: { widthFrom: width, widthTo: width + 400, depthFrom: 800, depthTo: 1400 },
        }
      }
      const width = pick(next, [800, 900, 1000, 1100, 1200, 1400, 1600])
      const depth = pick(next, [700, 800, 900, 1000, 1200])
      const play = pick(next, [20, 35, 60])
      return {
        width,
        depth,
        height,
        opening: pick(next, ['sliding', 'pivot', 'folding'] as const),
        fitRange: { widthFrom: width - play, widthTo: width + 5, depthFrom: depth - play, depthTo: depth + 5 },
      }
    }
  }
}

/**
 * A catalogue of `count` products in the seed's category tree: each a variant of one of the
 * seed's products (its texts in all six languages) in one of 18 series, with technical data:
 * material, finish, colour, installation, plausible sizes for its family and, for shower
 * enclosures and trays, the niches they fit (and how an enclosure opens).
 * Written through Payload's database adapter, all six languages at once, so generating
 * thousands takes seconds; the index is then built by the site's own code.
 */
export async function generateCatalogue(
  payload: Payload,
  count: number,
): Promise<{ products: number; series: number; ms: number }> {
  const started = Date.now()
  // A throwaway database: like the seed, SQLite skips the fsync of each of the many small commits.
  if (payload.db.packageName === '@payloadcms/db-sqlite') await execute(payload, sql`PRAGMA synchronous = OFF`)
  const next = prng(20261121)
  // The sizes draw from a stream of their own: titles and the other data stay what they were.
  const sizes = prng(20261127)
  const image = await payload.create({
    collection: 'media',
    data: { alt: 'Produktbild' },
    file: {
      data: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
      mimetype: 'image/svg+xml',
      name: 'bench-product.svg',
      size: 90,
    },
  })
  const ids = new Map<string, Id>()
  const all = (texts: Readonly<Record<Locale, string>>) => Object.fromEntries(locales.map((l) => [l, texts[l]]))
  for (const [i, category] of seedCategories.entries()) {
    const root = await payload.db.create({
      collection: 'product-categories',
      data: {
        title: all(category.title),
        description: all(category.description),
        slug: category.key,
        value: category.value,
        order: i + 1,
        _status: 'published',
      },
    })
    ids.set(category.key, root.id)
    for (const [j, child] of category.children.entries()) {
      const sub = await payload.db.create({
        collection: 'product-categories',
        data: {
          title: all(child.title),
          slug: child.key,
          value: child.value,
          parent: root.id,
          order: j + 1,
          _status: 'published',
        },
      })
      ids.set(child.key, sub.id)
    }
  }
  const series: Id[] = []
  for (const [i, name] of SERIES.entries()) {
    const doc = await payload.db.create({
      collection: 'series',
      data: {
        title: Object.fromEntries(locales.map((l) => [l, l === 'zh' ? SERIES_ZH[i] : name])),
        slug: seriesSlug(name),
        order: i + 1,
        _status: 'published',
      },
    })
    series.push(doc.id)
  }
  for (let i = 0; i < count; i++) {
    const base = seedProducts[i % seedProducts.length]!
    const s = Math.floor(next() * SERIES.length)
    const size = 40 + 10 * Math.floor(next() * 14)
    const { width, depth, height, opening, fitRange } = dimensionsOf(base.family, base.subCategory, sizes)
    const title = Object.fromEntries(
      locales.map((l) => [l, `${base.title[l]} ${l === 'zh' ? SERIES_ZH[s] : SERIES[s]} ${size}`]),
    )
    await payload.db.create({
      collection: 'products',
      data: {
        title,
        description: all(base.description),
        slug: `${base.slug}-${i}`,
        images: [image.id],
        category: ids.get(base.category),
        subCategory: base.subCategory ? ids.get(base.subCategory) : null,
        family: base.family,
        series: series[s],
        // Payload gives an array row its id before it writes; the adapter takes the row as given.
        variants: [{ id: (i + 1).toString(16).padStart(24, '0'), articleNumber: `SH8${String(i).padStart(5, '0')}` }],
        specs: {
          material: pick(next, keys(materials)),
          finish: pick(next, keys(finishes)),
          colours: [pick(next, keys(colours))],
          installation: pick(next, keys(installations)),
          width,
          depth,
          height,
          ...(opening ? { opening } : {}),
          ...(fitRange ? { fitRange } : {}),
        },
        order: i,
        _status: 'published',
      },
    })
  }
  return { products: count, series: SERIES.length, ms: Date.now() - started }
}

/**
 * Mixed queries as visitors type them: German with and without umlauts, Chinese, English, prefixes,
 * other languages.
 */
const QUERIES: readonly [Locale, string][] = [
  ['de', 'möbel'],
  ['de', 'MÖBEL'],
  ['de', 'moebel'],
  ['de', 'Badmöbel Aria'],
  ['de', 'Waschbecken'],
  ['de', 'wasch'],
  ['de', 'dusch'],
  ['de', 'Duschwanne Schieferoptik'],
  ['de', 'freistehende Badewanne'],
  ['de', 'Mineralguss'],
  ['de', 'gebürstet'],
  ['de', 'Armatur Fino'],
  ['de', 'spülrandlos'],
  ['de', 'Größe'],
  ['de', 'Aufsatz 60'],
  ['zh', '浴缸'],
  ['zh', '人造石'],
  ['zh', '淋浴房'],
  ['zh', '龙头'],
  ['zh', '台上盆'],
  ['zh', '浴室柜'],
  ['zh', '马桶'],
  ['zh', '缸'],
  ['zh', '独立浴缸 佩拉'],
  ['en', 'basin'],
  ['en', 'freestanding bath'],
  ['en', 'shower tray'],
  ['en', 'vanity unit'],
  ['en', 'brushed gold'],
  ['en', 'acry'],
  ['en', 'wall'],
  ['en', 'luna 60'],
  ['it', 'lavabo sospeso'],
  ['it', 'vasca'],
  ['fr', 'baignoire îlot'],
  ['fr', 'vasque à poser'],
  ['es', 'bañera'],
  ['es', 'mampara'],
  ['es', 'plato de ducha'],
  ['de', 'xyzzy'],
  // Typos, synonyms and words apart (the search corrects, widens and segments).
  ['de', 'Badewane'],
  ['de', 'Waschbeken'],
  ['de', 'Duchwanne'],
  ['de', 'Toilette'],
  ['de', 'Klo Forma'],
  ['zh', '坐便器'],
  ['zh', '人造石浴缸'],
  ['en', 'bathtub'],
  ['en', 'faucet'],
  ['en', 'stone resin basin'],
  ['fr', 'robinet'],
  ['es', 'váter'],
]

/** `n` items: those written out, in their order, then `more` drawn from a random stream of a fixed seed. */
function mix<T>(n: number, written: readonly T[], seed: number, more: (next: () => number) => T): T[] {
  const next = prng(seed)
  return Array.from({ length: n }, (_, i) => (i < written.length ? written[i]! : more(next)))
}

/** `n` queries drawn from the mix above, in a fixed shuffled order. */
export function queryMix(n: number): [Locale, string][] {
  return mix(n, QUERIES, 42, (next) => pick(next, QUERIES))
}

/** A finder request: the place it narrows (a category's or sub-category's key; null: everything) and its query. */
export type FinderQuery = { scope: string | null; query: string }

/** Every place the finder narrows: the whole catalogue, each category and each sub-category. */
export const finderScopes: readonly (string | null)[] = [
  null,
  ...seedCategories.flatMap((c) => [c.key, ...c.children.map((child) => child.key)]),
]

const roots = seedCategories.map((c) => c.key)
const subs = seedCategories.flatMap((c) => c.children.map((child) => child.key))

/** A place as visitors open the finder: often the whole catalogue or a category, less often a sub-category. */
function scopeOf(next: () => number): string | null {
  const r = next()
  return r < 0.3 ? null : r < 0.75 ? pick(next, roots) : pick(next, subs)
}

/** A range as the form or a link writes it: `800-1200`, `800-`, `-1200`, or the form's two fields. */
function rangeParam(next: () => number, facet: 'width' | 'depth' | 'height', from: number, to: number): string {
  const lo = step(next, from, to, 100)
  const hi = lo + step(next, 100, 800, 100)
  const r = next()
  if (r < 0.5) return `${facet}=${lo}-${hi}`
  if (r < 0.65) return `${facet}=${lo}-`
  if (r < 0.8) return `${facet}=-${hi}`
  return `${facet}Min=${lo}&${facet}Max=${hi}`
}

/** One facet of a query, one or two of its values. */
function facetParam(next: () => number): string {
  const two = next() < 0.25
  const values = (facet: string, list: readonly string[]) => {
    const a = pick(next, list)
    const b = pick(next, list)
    return two && a !== b ? `${facet}=${a}&${facet}=${b}` : `${facet}=${a}`
  }
  switch (
    pick(next, [
      'colour',
      'colour',
      'finish',
      'material',
      'installation',
      'opening',
      'series',
      'series',
      'width',
      'depth',
      'height',
    ] as const)
  ) {
    case 'colour':
      return values('colour', keys(colours))
    case 'finish':
      return values('finish', keys(finishes))
    case 'material':
      return values('material', keys(materials))
    case 'installation':
      return values('installation', keys(installations))
    case 'opening':
      return values('opening', keys(openings))
    case 'series':
      return values('series', seriesSlugs)
    case 'width':
      return rangeParam(next, 'width', 400, 1600)
    case 'depth':
      return rangeParam(next, 'depth', 300, 1000)
    case 'height':
      return rangeParam(next, 'height', 100, 1900)
  }
}

/** Queries written out: single facets, combinations, a comma list, and values the finder does not know. */
const FINDER_QUERIES: readonly FinderQuery[] = [
  { scope: null, query: 'colour=black' },
  { scope: null, query: 'colour=white&colour=grey' },
  { scope: null, query: 'finish=matt' },
  { scope: null, query: 'material=mineral-cast' },
  { scope: null, query: 'series=alba' },
  { scope: null, query: 'series=perla&series=riva&colour=sand' },
  { scope: null, query: 'width=800-1200' },
  { scope: null, query: 'colour=black&finish=matt&width=600-1000' },
  { scope: 'enclosures', query: 'opening=sliding' },
  { scope: 'enclosures', query: 'opening=pivot&width=900-1000&depth=800-900' },
  { scope: 'enclosures', query: 'opening=fixed&series=vela' },
  { scope: 'basins', query: 'installation=wall-hung&widthMin=500&widthMax=700' },
  { scope: 'basins-countertop', query: 'colour=white&finish=gloss' },
  { scope: 'furniture', query: 'width=1200-&colour=oak' },
  { scope: 'bathtubs', query: 'material=acrylic,mineral-cast&depth=-800' },
  { scope: 'trays', query: 'colour=grey&width=1200-1400' },
  { scope: 'toilets', query: 'height=-450' },
  { scope: 'hardware', query: 'finish=brushed&colour=gold' },
  { scope: null, query: 'colour=purple' },
  { scope: null, query: 'series=nonesuch&width=800-400' },
]

/** `n` finder queries: those above, then one to three facets drawn at random, over random places. */
export function finderMix(n: number): FinderQuery[] {
  return mix(n, FINDER_QUERIES, 1127, (next) => {
    const count = 1 + Math.floor(next() * 3)
    return { scope: scopeOf(next), query: Array.from({ length: count }, () => facetParam(next)).join('&') }
  })
}

/** Spaces written out: the usual niches and rooms, a height, other separators, and bad input. */
const FIT_QUERIES: readonly FinderQuery[] = [
  { scope: null, query: 'fit=900x800' },
  { scope: 'enclosures', query: 'fit=900x800' },
  { scope: 'trays', query: 'fit=900x800' },
  { scope: null, query: 'fit=1200x900x2000' },
  { scope: 'enclosures', query: 'fit=1200x900x2000' },
  { scope: null, query: 'fit=300x300' },
  { scope: 'enclosures', query: 'fit=300x300' },
  { scope: 'trays', query: 'fit=1400x800' },
  { scope: 'bathtubs', query: 'fit=1700x750' },
  { scope: 'basins', query: 'fit=600x450' },
  { scope: 'furniture', query: 'fit=1000x500x700' },
  { scope: 'enclosures-quadrant', query: 'fit=900 x 900' },
  { scope: 'enclosures', query: 'fit=1000×800' },
  { scope: 'enclosures', query: 'fit=900x800&opening=sliding' },
  { scope: null, query: 'fit=1600x900&colour=white' },
  { scope: null, query: 'fit=100x100' },
  { scope: null, query: 'fit=9000x800' },
  { scope: null, query: 'fit=abc' },
]

/**
 * `n` fit checks: those above, then random spaces (a third with a height, a quarter with a facet
 * as well), over random places.
 */
export function fitMix(n: number): FinderQuery[] {
  return mix(n, FIT_QUERIES, 2000, (next) => {
    const width = step(next, 300, 2500, 10)
    const depth = step(next, 250, 1500, 10)
    const space = next() < 0.33 ? `${width}x${depth}x${step(next, 500, 2600, 10)}` : `${width}x${depth}`
    const facet = next() < 0.25 ? `&${facetParam(next)}` : ''
    return { scope: scopeOf(next), query: `fit=${space}${facet}` }
  })
}
