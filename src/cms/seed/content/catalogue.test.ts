import { describe, expect, it } from 'vitest'

import { type Measures, measureFamilies } from '@/lib/catalogue/measures'
import { colours, finishes, installations, materials } from '@/lib/catalogue/specs'
import type { Family } from '@/lib/vocabularies'

import { products } from './catalogue'
import { measures, outlineOf } from './measures'
import type { ProductSeed } from './types'

type Range = readonly [min: number, max: number]

/** What a product of each family can measure (mm), weigh (kg) and be made of. */
const rules: Readonly<
  Record<
    Family,
    { w: Range; d: Range; h: Range; kg: Range; materials: readonly (string | undefined)[]; finishes: readonly string[] }
  >
> = {
  basin: {
    w: [350, 1000],
    d: [250, 600],
    h: [80, 950],
    kg: [3, 60],
    materials: ['mineral-cast', 'solid-stone'],
    finishes: ['matt', 'gloss'],
  },
  cabinet: {
    w: [400, 2000],
    d: [300, 600],
    h: [300, 900],
    kg: [15, 150],
    materials: ['plywood'],
    finishes: ['lacquer', 'veneer'],
  },
  enclosure: {
    w: [700, 1800],
    d: [20, 1200],
    h: [1800, 2200],
    kg: [20, 120],
    materials: ['tempered-glass'],
    finishes: ['clear-glass'],
  },
  tub: {
    w: [1400, 2000],
    d: [650, 1000],
    h: [400, 800],
    kg: [25, 250],
    materials: ['acrylic', 'mineral-cast', 'solid-stone'],
    finishes: ['matt', 'gloss'],
  },
  tap: {
    w: [30, 400],
    d: [50, 600],
    h: [50, 1300],
    kg: [0.2, 15],
    materials: ['brass', 'stainless-steel'],
    finishes: ['chrome', 'brushed', 'matt'],
  },
  tray: {
    w: [700, 1800],
    d: [700, 1200],
    h: [20, 60],
    kg: [15, 80],
    materials: ['mineral-cast', 'solid-stone'],
    finishes: ['matt'],
  },
  toilet: { w: [330, 420], d: [480, 750], h: [300, 850], kg: [15, 60], materials: ['ceramic'], finishes: ['gloss'] },
}

/** The installation a sub-category implies. */
const installationOf: Readonly<Record<string, string>> = {
  'basins-wall-hung': 'wall-hung',
  'basins-semi-recessed': 'semi-recessed',
  'basins-countertop': 'countertop',
  'basins-art': 'countertop',
  'basins-pedestal': 'pedestal',
  'bathtubs-stone-freestanding': 'freestanding',
  'bathtubs-acrylic-freestanding': 'freestanding',
  'bathtubs-acrylic-victorian': 'freestanding',
  'bathtubs-acrylic-built-in': 'built-in',
  'hardware-basin-tap': 'deck-mounted',
}

const inRange = (v: number, [lo, hi]: Range): boolean => v >= lo && v <= hi
const name = (p: ProductSeed): string => p.slug

describe('seeded technical data', () => {
  it('uses only keys of the vocabularies, and every product has a finish, colours and an installation', () => {
    for (const p of products) {
      const s = p.specs
      if (s.material !== undefined) expect(Object.keys(materials), name(p)).toContain(s.material)
      expect(Object.keys(finishes), name(p)).toContain(s.finish)
      expect(Object.keys(installations), name(p)).toContain(s.installation)
      expect(s.colours.length, name(p)).toBeGreaterThan(0)
      expect(new Set(s.colours).size, name(p)).toBe(s.colours.length)
      for (const c of s.colours) expect(Object.keys(colours), name(p)).toContain(c)
    }
  })

  it('gives each family plausible measures, weights, materials and finishes', () => {
    for (const p of products) {
      const r = rules[p.family]
      const s = p.specs
      expect(
        inRange(s.width, r.w) && inRange(s.depth, r.d) && inRange(s.height, r.h),
        `${name(p)} ${s.width}×${s.depth}×${s.height}`,
      ).toBe(true)
      expect(inRange(s.weight, r.kg), `${name(p)} ${s.weight} kg`).toBe(true)
      expect(r.materials, name(p)).toContain(s.material)
      expect(r.finishes, name(p)).toContain(s.finish)
    }
  })

  it('gives every product the installer’s measures of its kind, inside its outline', () => {
    const needed: Record<Family, (keyof Measures)[]> = {
      basin: ['drainDiameter', 'drainX', 'drainY', 'overflow', 'tapHoles', 'mountingHeight'],
      cabinet: ['mountingHeight', 'wallFixingCentres'],
      enclosure: ['wallFixingCentres'],
      tray: ['drainDiameter', 'drainX', 'drainY', 'mountingHeight', 'slipClass'],
      tub: ['drainDiameter', 'drainX', 'drainY', 'overflow', 'tapHoles'],
      tap: ['connection'],
      toilet: ['outletHeight', 'boltSpacing', 'seatHeight'],
    }
    expect(Object.keys(measures).sort()).toEqual(products.map((p) => p.slug).sort())
    for (const p of products) {
      const m = measures[p.slug]!
      for (const key of needed[p.family]) expect(m[key], `${name(p)} ${key}`).not.toBeUndefined()
      for (const key of Object.keys(m) as (keyof Measures)[])
        expect(measureFamilies[key], `${name(p)} ${key}`).toContain(p.family)
      // the drain lies inside the product, a fixing inside its width
      if (m.drainX !== undefined) expect(inRange(m.drainX!, [1, p.specs.width - 1]), name(p)).toBe(true)
      if (m.drainY !== undefined) expect(inRange(m.drainY!, [1, p.specs.depth - 1]), name(p)).toBe(true)
      if (m.wallFixingCentres)
        expect(m.wallFixingCentres, name(p)).toBeLessThan(Math.max(p.specs.width, p.specs.height))
    }
    // taps and showers state what they need from the supply; enclosures with a door their entry
    for (const p of products.filter((x) => x.family === 'tap' && x.slug !== 'clic-push-button-basin-waste'))
      expect(measures[p.slug], name(p)).toMatchObject({ flowRate: expect.any(Number), pressureMin: expect.any(Number) })
    for (const p of products.filter((x) => x.family === 'enclosure' && x.specs.opening !== 'fixed'))
      expect(measures[p.slug]!.entryWidth, name(p)).toBeLessThan(p.specs.width)
  })

  it('gives the round, oval, quadrant and pentagonal products their outline, the rest a rectangle', () => {
    const outline = (slug: string) => outlineOf(products.find((p) => p.slug === slug)!)
    expect(outline('orbit-42-countertop-basin')).toEqual({ outline: 'round' })
    expect(outline('terra-freestanding-stone-bath')).toEqual({ outline: 'oval' })
    expect(outline('curva-90-quadrant-enclosure')).toEqual({ outline: 'quadrant', outlineRadius: 550 })
    expect(outline('diamant-90-pentagonal-enclosure')).toEqual({ outline: 'pentagon', outlineCut: 350 })
    expect(outline('piano-120-stone-shower-tray')).toEqual({ outline: 'rectangle' })
    for (const p of products) {
      const o = outlineOf(p)
      if (o.outlineRadius) expect(o.outlineRadius, name(p)).toBeLessThan(Math.min(p.specs.width, p.specs.depth))
      if (o.outlineCut) expect(o.outlineCut, name(p)).toBeLessThan(Math.min(p.specs.width, p.specs.depth))
    }
  })

  it('gives glass only to enclosures and a capacity only to baths', () => {
    for (const p of products) {
      const { glass, capacity } = p.specs
      if (p.family === 'enclosure') expect([6, 8, 10], name(p)).toContain(glass)
      else expect(glass, name(p)).toBeUndefined()
      if (p.family === 'tub') expect(inRange(capacity ?? 0, [120, 400]), name(p)).toBe(true)
      else expect(capacity, name(p)).toBeUndefined()
    }
  })

  it('matches the size in the product name and the installation of the sub-category', () => {
    for (const p of products.filter((x) => x.family !== 'tap')) {
      // "Luna 60" is 600 mm wide; "Piano 120 × 90" is 1200 × 900 mm.
      const m = /\b(\d{2,3})(?: × (\d{2,3}))?\b/.exec(p.title.en)
      if (m) {
        expect(p.specs.width, name(p)).toBe(Number(m[1]) * 10)
        if (m[2]) expect(p.specs.depth, name(p)).toBe(Number(m[2]) * 10)
      }
      const expected = p.subCategory ? installationOf[p.subCategory] : undefined
      if (expected) expect(p.specs.installation, name(p)).toBe(expected)
    }
  })

  it('relates each product to two to four other existing products', () => {
    const slugs = new Set(products.map((p) => p.slug))
    for (const p of products) {
      expect(p.related.length, name(p)).toBeGreaterThanOrEqual(2)
      expect(p.related.length, name(p)).toBeLessThanOrEqual(4)
      expect(new Set(p.related).size, name(p)).toBe(p.related.length)
      expect(p.related, name(p)).not.toContain(p.slug)
      for (const slug of p.related) expect(slugs.has(slug), `${name(p)} → ${slug}`).toBe(true)
    }
  })
})
