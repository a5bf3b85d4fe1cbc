import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'

import { cases } from './cases'
import { products } from './catalogue'
import { certificates, testReports } from './certificates'
import { caseProducts, coveredProducts } from './references'
import type { PlanShape, ProductSeed } from './types'
import { casePicture, caseSpots, finishColours, frontColour, metalColours } from '../images/case-art'
import type { BathSpot } from '../images/scene-art-bath'

const slugs = new Set(products.map((p) => p.slug))
const bySlug = new Map(products.map((p) => [p.slug, p]))

describe('the demo’s references and certificates lead to its products', () => {
  it('every project uses products of the catalogue, placed inside its picture', () => {
    expect(caseProducts).toHaveLength(cases.length)
    for (const used of caseProducts) {
      expect(used.length).toBeGreaterThan(0)
      for (const u of used) {
        expect(slugs.has(u.slug), u.slug).toBe(true)
        if (u.x !== undefined) expect(u.x >= 0 && u.x <= 100 && u.y! >= 0 && u.y! <= 100).toBe(true)
      }
    }
  })

  it('every product is seen in a project, and every covered product exists', () => {
    const seen = new Set(caseProducts.flat().map((u) => u.slug))
    expect([...slugs].filter((s) => !seen.has(s) && !s.startsWith('clic'))).toEqual([])
    const numbers = new Set([...certificates.map((c) => c.number), ...testReports.map((r) => r.number)])
    for (const [number, covered] of Object.entries(coveredProducts)) {
      expect(numbers.has(number), number).toBe(true)
      for (const slug of covered) expect(slugs.has(slug), slug).toBe(true)
    }
  })
})

/** Each project with its picture, numbered per region as the seed numbers the pictures (`seedCases`). */
const projects = (() => {
  const seen = { foreign: 0, china: 0 }
  return cases.map((item, index) => {
    const n = seen[item.region]++
    const name = `case-${index + 1} ${item.city.de}`
    return { item, name, picture: casePicture(item.region, n), spots: caseSpots(item.region, n), index }
  })
})()
const bathrooms = projects.filter((p) => p.picture.kind === 'bathroom')
const exteriors = projects.filter((p) => p.picture.kind === 'exterior')

type Words = Readonly<Record<Locale, RegExp>>

/** What texts name, per language (case-insensitive; Chinese has no spaces, so it matches anywhere). */
const words = {
  bathroom: {
    de: /bad|bäder/i,
    zh: /卫生间|卫浴|浴室|洗手间/,
    en: /bathroom|washroom/i,
    it: /bagn/i,
    fr: /salles? de bains?/i,
    es: /baño/i,
  },
  tub: {
    de: /badewanne/i,
    zh: /浴缸/,
    en: /\bbath(?:s|tubs?)?\b/i,
    it: /\bvasc(?:a|he)\b/i,
    fr: /baignoire/i,
    es: /bañera/i,
  },
  basin: {
    de: /waschbecken|waschtisch|aufsatzschale/i,
    zh: /(?<!花)盆(?!栽)/,
    en: /basin/i,
    it: /lavab/i,
    fr: /vasque|lavabo/i,
    es: /lavabo/i,
  },
  cabinet: {
    de: /badmöbel|unterschrank/i,
    zh: /柜/,
    en: /vanity|cabinet|furniture/i,
    it: /\bmobil/i,
    fr: /\bmeuble/i,
    es: /mueble/i,
  },
  shower: {
    de: /dusch|brause/i,
    zh: /淋浴|花洒/,
    en: /shower/i,
    it: /docc/i,
    // a bath filler is a « mitigeur bain-douche »
    fr: /(?<!bain-)douche|receveur/i,
    es: /ducha|mampara/i,
  },
  tap: {
    de: /armatur/i,
    zh: /龙头/,
    en: /\btaps?\b|mixer|filler/i,
    it: /rubinett|miscelator/i,
    fr: /robinet|mitigeur/i,
    es: /grifo|grifería/i,
  },
  toilet: {
    de: /\bwc|toilette/i,
    zh: /马桶|坐便/,
    en: /toilet|\bwc\b/i,
    it: /\bwc\b|sanitari/i,
    fr: /\bwc\b|toilette/i,
    es: /inodoro|\bwc\b/i,
  },
  mirror: {
    de: /spiegel/i,
    zh: /镜/,
    en: /mirror/i,
    it: /specchi/i,
    fr: /miroir/i,
    es: /espejo/i,
  },
} as const satisfies Record<string, Words>
type Thing = keyof typeof words

/** Words for the metals a picture draws its taps and fittings in (black is left out: tubs are black too). */
const metalWords: Readonly<Record<'brass' | 'chrome' | 'nickel' | 'gunmetal', Words>> = {
  brass: {
    de: /messing|gold/i,
    zh: /黄铜|金色/,
    en: /brass|gold/i,
    it: /ottone|\boro\b/i,
    fr: /laiton|\bor\b/i,
    es: /latón|\boro\b/i,
  },
  chrome: { de: /chrom/i, zh: /铬/, en: /chrome/i, it: /cromat/i, fr: /chrom/i, es: /cromad/i },
  nickel: { de: /nickel/i, zh: /镍/, en: /nickel/i, it: /nichel/i, fr: /nickel/i, es: /níquel/i },
  gunmetal: {
    de: /gunmetal/i,
    zh: /枪灰/,
    en: /gunmetal/i,
    it: /canna di fucile/i,
    fr: /gun ?metal/i,
    es: /gris metálico/i,
  },
}

/** Words for the outline of a basin or a tub. */
const shapeWords: Readonly<Record<PlanShape, Words>> = {
  round: { de: /\brund/i, zh: /(?<!椭)圆/, en: /\bround/i, it: /\btond/i, fr: /\brond/i, es: /\bredond/i },
  oval: { de: /oval/i, zh: /椭圆/, en: /\boval/i, it: /\boval/i, fr: /\boval/i, es: /\boval/i },
  rect: {
    de: /eckig|quadratisch/i,
    zh: /方形|方正/,
    en: /square|rectangular/i,
    it: /quadrat|rettangol/i,
    fr: /carré|rectangul/i,
    es: /cuadrad|rectangul/i,
  },
}

/** A product's outline from above (rectangular when the catalogue gives none). */
const planOf = (p: ProductSeed): PlanShape => p.plan ?? 'rect'
const basinPlan = { bowl: 'round', cylinder: 'round', cone: 'round', oval: 'oval', square: 'rect' } as const
const tubPlan = { oval: 'oval', slipper: 'oval', footed: 'oval', pedestal: 'oval', rect: 'rect' } as const

/** The things a bathroom picture shows, as the texts name them. */
function shown(spots: readonly BathSpot[]): Set<Thing> {
  const out = new Set<Thing>(['bathroom'])
  for (const s of spots) {
    if (s.what === 'tub') out.add('tub')
    if (s.what === 'basin') out.add('basin')
    if (s.what === 'cabinet') out.add('cabinet').add('mirror')
    if (s.what === 'tray' || s.what === 'enclosure') out.add('shower')
    // a shower set is a tap too (its thermostat): texts may name either
    if (s.what === 'tap') out.add('tap').add(s.tap === 'shower-set' || s.tap === 'hand-shower' ? 'shower' : 'tap')
  }
  return out
}

/** The thing a bathroom picture is of, which its caption names. */
function mainThing(spots: readonly BathSpot[]): readonly Thing[] {
  if (spots.some((s) => s.what === 'tub')) return ['tub']
  if (spots.some((s) => s.what === 'basin')) return ['basin', 'cabinet']
  if (spots.some((s) => s.what === 'tray')) return ['shower']
  return ['tap']
}

/** Why a product is not the drawn thing at a spot, or nothing when it is. */
function misfit(spot: BathSpot, p: ProductSeed): string | undefined {
  const { specs } = p
  const colour = (c: string | undefined, what: string) =>
    c !== undefined && (specs.colours as readonly string[]).includes(c)
      ? undefined
      : `drawn ${what} ${c ?? '(no catalogue colour)'}, made in ${specs.colours.join(', ')}`
  switch (spot.what) {
    case 'basin':
      if (p.family !== 'basin' || specs.installation !== 'countertop') return 'a countertop basin is drawn'
      if (planOf(p) !== basinPlan[spot.shape]) return `a ${basinPlan[spot.shape]} basin is drawn, it is ${planOf(p)}`
      return colour(finishColours[spot.finish], 'in')
    case 'tub':
      if (p.family !== 'tub' || specs.installation !== 'freestanding') return 'a freestanding bath is drawn'
      if (planOf(p) !== tubPlan[spot.shape]) return `a ${tubPlan[spot.shape]} bath is drawn, it is ${planOf(p)}`
      return colour(finishColours[spot.finish], 'in')
    case 'cabinet':
      if (p.family !== 'cabinet' || specs.installation !== 'wall-hung') return 'a wall-hung vanity unit is drawn'
      if ((specs.width >= 1200 ? 2 : 1) !== spot.places) return `a vanity with ${spot.places} basin(s) is drawn`
      return colour(frontColour(spot.front), 'front')
    case 'tray':
      return p.family === 'tray' ? colour(finishColours[spot.finish], 'in') : 'a shower tray is drawn'
    case 'enclosure':
      if (p.family !== 'enclosure' || specs.opening !== 'fixed') return 'a walk-in screen is drawn'
      return colour(metalColours[spot.metal], 'profile')
    case 'tap': {
      if (p.family !== 'tap') return `a ${spot.tap} is drawn`
      const kind =
        spot.tap === 'tall-basin-mixer'
          ? p.subCategory === 'hardware-basin-tap' && specs.installation === 'deck-mounted' && specs.height >= 250
          : spot.tap === 'bath-filler'
            ? p.subCategory === 'hardware-bath-tap' && specs.installation === 'floor-standing'
            : spot.tap === 'shower-set'
              ? p.subCategory === 'hardware-shower' && specs.height >= 1000
              : spot.tap === 'hand-shower'
                ? p.subCategory === 'hardware-shower'
                : false
      return kind ? colour(metalColours[spot.metal], 'in') : `a ${spot.tap} is drawn`
    }
    case 'pool':
      return 'a bathing pool is drawn, no product'
  }
}

const inside = (x: number, y: number, [x0, y0, x1, y1]: BathSpot['box']) => x >= x0 && x <= x1 && y >= y0 && y <= y1

describe('the reference projects’ pictures, texts and product marks agree', () => {
  it('find bathroom and city pictures (the walk is not empty)', () => {
    expect(bathrooms.length).toBeGreaterThan(5)
    expect(exteriors.length).toBeGreaterThan(5)
    expect(caseProducts.flat().filter((u) => u.x !== undefined).length).toBeGreaterThan(15)
  })

  it('every foreign project’s picture is a city view (the spec’s /case: 12 city images), no bathroom', () => {
    const foreign = projects.filter(({ item }) => item.region === 'foreign')
    expect(foreign).toHaveLength(12)
    const wrong = foreign
      .filter(({ picture }) => picture.kind !== 'exterior')
      .map(({ name, picture }) => `${name} shows a ${picture.kind}`)
    expect(wrong).toEqual([])
  })

  it('a city or building picture’s alternative text names no bathroom and its fittings (WCAG 1.1.1)', () => {
    const things: readonly Thing[] = ['bathroom', 'tub', 'basin', 'cabinet', 'shower', 'tap', 'toilet', 'mirror']
    const wrong = exteriors.flatMap(({ item, name }) =>
      locales.flatMap((l) =>
        things.filter((t) => words[t][l].test(item.alt[l])).map((t) => `${name} [${l}] names a ${t}: ${item.alt[l]}`),
      ),
    )
    expect(wrong).toEqual([])
  })

  it('a city skyline’s alternative text names its city', () => {
    const wrong = exteriors
      .filter(({ picture }) => picture.kind === 'exterior' && picture.exterior.kind === 'skyline')
      .flatMap(({ item, name }) =>
        locales.filter((l) => !item.alt[l].includes(item.city[l])).map((l) => `${name} [${l}]: ${item.alt[l]}`),
      )
    expect(wrong).toEqual([])
  })

  it('a bathroom picture’s alternative text names what it shows and nothing it does not', () => {
    const wrong = bathrooms.flatMap(({ item, name, spots }) => {
      const drawn = shown(spots)
      const main = mainThing(spots)
      return locales.flatMap((l) => {
        const alt = item.alt[l]
        const missing = main.some((t) => words[t][l].test(alt)) ? [] : [`names no ${main.join(' or ')}`]
        const extra = (Object.keys(words) as Thing[])
          .filter((t) => !drawn.has(t) && words[t][l].test(alt))
          .map((t) => `names a ${t} the picture does not show`)
        return [...missing, ...extra].map((why) => `${name} [${l}] ${why}: ${alt}`)
      })
    })
    expect(wrong).toEqual([])
  })

  it('a bathroom picture’s caption names what the picture is of', () => {
    const wrong = bathrooms.flatMap(({ item, name, spots }) => {
      const main = mainThing(spots)
      return locales
        .filter((l) => !main.some((t) => words[t][l].test(item.caption[l])))
        .map((l) => `${name} [${l}] names no ${main.join(' or ')}: ${item.caption[l]}`)
    })
    expect(wrong).toEqual([])
  })

  it('finishes and shapes the texts of a bathroom picture name are the ones it is drawn with', () => {
    const wrong = bathrooms.flatMap(({ item, name, picture, spots }) => {
      if (picture.kind !== 'bathroom') return []
      const metal = picture.look.metal
      const basin = spots.find((s) => s.what === 'basin')
      const tub = spots.find((s) => s.what === 'tub')
      const outline = basin?.what === 'basin' ? basinPlan[basin.shape] : tub?.what === 'tub' ? tubPlan[tub.shape] : null
      return locales.flatMap((l) => [
        ...(['caption', 'alt'] as const).flatMap((field) =>
          (Object.keys(metalWords) as (keyof typeof metalWords)[])
            .filter((m) => m !== metal && metalWords[m][l].test(item[field][l]))
            .map((m) => `${name} [${l}] ${field} names ${m}, the picture is drawn in ${metal}: ${item[field][l]}`),
        ),
        ...(Object.keys(shapeWords) as PlanShape[])
          .filter((s) => s !== outline && shapeWords[s][l].test(item.alt[l]))
          .map(
            (s) => `${name} [${l}] alt names a ${s} outline, the picture draws ${outline ?? 'none'}: ${item.alt[l]}`,
          ),
      ])
    })
    expect(wrong).toEqual([])
  })

  it('a product is marked only on a picture that shows it, at the place it is drawn', () => {
    const wrong = projects.flatMap(({ name, spots, index }) =>
      (caseProducts[index] ?? []).flatMap((u) => {
        if (u.x === undefined || u.y === undefined) return []
        const product = bySlug.get(u.slug)
        if (!product) return [`${name}: ${u.slug} is no product`]
        const here = spots.filter((s) => inside(u.x!, u.y!, s.box))
        if (here.length === 0) return [`${name}: ${u.slug} at ${u.x} ${u.y} marks nothing drawn`]
        const why = here.map((s) => misfit(s, product))
        return why.includes(undefined) ? [] : [`${name}: ${u.slug} at ${u.x} ${u.y}: ${why.join('; ')}`]
      }),
    )
    expect(wrong).toEqual([])
  })
})
