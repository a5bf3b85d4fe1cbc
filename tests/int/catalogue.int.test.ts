import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedCategories, seedProducts } from '@/cms/seed/catalogue'
import { products } from '@/cms/seed/content/catalogue'
import type { SeedContext } from '@/cms/seed/context'
import type { Media, Product } from '@/payload-types'

import { dbKind, startCms, type Cms } from './harness'

let cms: Cms

/** Seeds only the catalogue: categories, products with their pictures and data sheets. */
async function seedCatalogue(): Promise<SeedContext['stats']> {
  const ctx: SeedContext = { payload: cms.payload, stats: { created: {}, skipped: {}, ms: 0 }, log: () => {}, media: new Map() }
  const started = Date.now()
  await seedProducts(ctx, await seedCategories(ctx))
  ctx.stats.ms = Date.now() - started
  return ctx.stats
}

beforeAll(async () => {
  cms = await startCms()
  const stats = await seedCatalogue()
  console.log(`[${dbKind()}] catalogue seed took ${(stats.ms / 1000).toFixed(1)} s`)
})

afterAll(async () => {
  await cms?.close()
})

async function product(slug: string, locale: 'de' | 'zh' | 'en'): Promise<Product> {
  const { docs } = await cms.payload.find({ collection: 'products', where: { slug: { equals: slug } }, locale, depth: 1, limit: 1 })
  const doc = docs[0]
  if (!doc) throw new Error(`no product ${slug}`)
  return doc
}

const media = (value: number | Media | null | undefined): Media => {
  if (!value || typeof value === 'number') throw new Error('media not populated')
  return value
}

describe(`catalogue seed (${dbKind()})`, () => {
  it('gives a basin its technical data, three described pictures, a data sheet and related products', async () => {
    const luna = await product('luna-60-wall-hung-basin', 'zh')
    expect(luna.specs).toMatchObject({ width: 600, depth: 420, height: 120, material: 'mineral-cast', finish: 'matt', installation: 'wall-hung', weight: 14.5 })
    expect(luna.specs?.colours).toEqual(['white', 'grey', 'black'])

    const pictures = (luna.images ?? []).map(media)
    expect(pictures).toHaveLength(3)
    // Product pictures are raster files, the close-up and the dimension drawing too (SVG is for icons).
    expect(pictures.map((p) => p.mimeType)).toEqual(['image/webp', 'image/webp', 'image/webp'])
    expect(pictures.every((p) => p.width === 1600 && p.height === 1200)).toBe(true)
    expect(new Set(pictures.map((p) => p.alt)).size).toBe(3)
    expect(pictures[2]?.alt).toContain('600毫米')

    const [download] = luna.downloads ?? []
    expect(luna.downloads).toHaveLength(1)
    expect(download?.label).toBe('产品数据表（PDF，英/德文）')
    const sheet = media(download?.file)
    expect(sheet.mimeType).toBe('application/pdf')
    const file = fs.readFileSync(path.join(cms.dir, 'media', sheet.filename ?? '')).toString('latin1')
    expect(file.startsWith('%PDF-1.4')).toBe(true)
    expect(file).toContain('(Luna 60 wall-hung basin) Tj')
    expect(file).toContain('(600 \\327 420 \\327 120 mm) Tj')

    const related = (luna.related ?? []).map((r) => (typeof r === 'number' ? r : r.slug))
    expect(related).toEqual(['fino-basin-mixer', 'clic-push-button-basin-waste', 'forma-rimless-wall-hung-toilet'])
  })

  it('labels the data sheet in each language and keeps glass and capacity where they belong', async () => {
    const clara = await product('clara-120-walk-in-screen', 'de')
    expect(clara.downloads?.[0]?.label).toBe('Datenblatt (PDF)')
    expect(clara.specs).toMatchObject({ material: 'tempered-glass', finish: 'clear-glass', glass: 8 })
    const bath = await product('lago-180-freestanding-acrylic-bath', 'en')
    expect(bath.specs).toMatchObject({ width: 1800, capacity: 260, material: 'acrylic' })
    expect(bath.downloads?.[0]?.label).toBe('Data sheet (PDF)')
  })

  it('seeds every product with three pictures and most with a data sheet', async () => {
    const { docs } = await cms.payload.find({ collection: 'products', depth: 0, limit: 1000, pagination: false })
    expect(docs).toHaveLength(products.length)
    expect(docs.every((d) => d.images?.length === 3)).toBe(true)
    expect(docs.filter((d) => (d.downloads ?? []).length === 1).length).toBeGreaterThanOrEqual(20)
    expect(docs.every((d) => (d.related ?? []).length >= 2)).toBe(true)
    const pdfs = await cms.payload.find({ collection: 'media', where: { mimeType: { equals: 'application/pdf' } }, limit: 0 })
    expect(pdfs.totalDocs).toBe(docs.filter((d) => (d.downloads ?? []).length === 1).length)
  })

  it('adds nothing on a second run: no media, products or downloads twice', async () => {
    const count = async (collection: 'media' | 'products') => (await cms.payload.find({ collection, limit: 0 })).totalDocs
    const before = { media: await count('media'), products: await count('products') }
    const again = await seedCatalogue()
    expect(Object.values(again.created).reduce((a, b) => a + b, 0)).toBe(0)
    expect({ media: await count('media'), products: await count('products') }).toEqual(before)
    expect((await product('luna-60-wall-hung-basin', 'en')).downloads).toHaveLength(1)
  })
})
