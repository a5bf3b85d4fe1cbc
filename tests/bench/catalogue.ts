import type { Payload } from 'payload'

import { execute, sql } from '@/cms/search/db'
import { categories as seedCategories, products as seedProducts } from '@/cms/seed/content/catalogue'
import { prng } from '@/cms/seed/images/svg'
import { locales, type Locale } from '@/i18n/locales'
import { colours, finishes, installations, materials } from '@/lib/catalogue/specs'

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

/**
 * A catalogue of `count` products in the seed's category tree: each a variant of one of the
 * seed's products (its texts in all six languages) in a named series, with technical data.
 * Written through Payload's database adapter, all six languages at once, so generating
 * thousands takes seconds; the index is then built by the site's own code.
 */
export async function generateCatalogue(payload: Payload, count: number): Promise<{ products: number; ms: number }> {
  const started = Date.now()
  // A throwaway database: like the seed, SQLite skips the fsync of each of the many small commits.
  if (payload.db.packageName === '@payloadcms/db-sqlite') await execute(payload, sql`PRAGMA synchronous = OFF`)
  const next = prng(20261121)
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
  for (let i = 0; i < count; i++) {
    const base = seedProducts[i % seedProducts.length]!
    const s = Math.floor(next() * SERIES.length)
    const size = 40 + 10 * Math.floor(next() * 14)
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
        variants: [{ articleNumber: `SH8${String(i).padStart(5, '0')}` }],
        specs: {
          material: pick(next, keys(materials)),
          finish: pick(next, keys(finishes)),
          colours: [pick(next, keys(colours))],
          installation: pick(next, keys(installations)),
          width: size * 10,
        },
        order: i,
        _status: 'published',
      },
    })
  }
  return { products: count, ms: Date.now() - started }
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
]

/** `n` queries drawn from the mix above, in a fixed shuffled order. */
export function queryMix(n: number): [Locale, string][] {
  const next = prng(42)
  return Array.from({ length: n }, (_, i) => (i < QUERIES.length ? QUERIES[i]! : pick(next, QUERIES)))
}
