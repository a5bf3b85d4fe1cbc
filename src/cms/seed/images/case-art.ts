/** Project reference pictures (1200×900): city exteriors and hotel bathrooms for each reference city. */
import type { Colour } from '@/lib/catalogue/specs'

import { type Exterior, exterior } from './case-art-exterior'
import { type FinishName, type MetalName, woods } from './palette'
import { type BathFrame, type BathLook, bathRoom, type BathSpot, bathSpots } from './scene-art-bath'
import { type Sky, type Tone } from './scene-art-kit'
import { Doc, pick } from './svg'

type Case = {
  readonly sky: Sky
  readonly ext?: Exterior
  readonly bath?: BathLook
  readonly fx?: number
  readonly side?: 1 | -1
}

const walnut = woods.walnut
const oak = woods.oak
const ash = woods.ash

/**
 * Munich … Stockholm, in the order of the seeded project list. A bathroom shows the products its
 * project marks on it (`caseProducts` in content/references.ts) in a shape and colour the catalogue
 * makes them in, and the project's texts say what it shows: content/references.test.ts holds them to it.
 */
const foreign: readonly Case[] = [
  {
    sky: 'dawn',
    ext: { kind: 'skyline', landmark: 'onion', lx: 760, lh: 560, body: '#8E7466', accent: '#5E7F6E', fore: 'park' },
  },
  {
    sky: 'dusk',
    ext: { kind: 'skyline', landmark: 'tvtower', lx: 1040, lh: 760, body: '#6C6F78', accent: '#C9C3B8', fore: 'water' },
  },
  {
    sky: 'day',
    ext: { kind: 'skyline', landmark: 'wave', lx: 820, lh: 470, body: '#8E6A55', accent: '#B7C9D0', fore: 'water' },
  },
  {
    sky: 'day',
    bath: {
      kind: 'vanity',
      wall: '#F3EEE7',
      floor: '#D8CFC1',
      feature: 'marble',
      accent: '#ECE7E0',
      metal: 'black',
      finish: 'white',
      wood: walnut,
      mirror: 'arch',
      basin: 'oval',
      sky: 'day',
    },
    side: -1,
  },
  { sky: 'day', ext: { kind: 'villa', facade: '#F1EEE8', backdrop: 'mountains' } },
  {
    sky: 'day',
    bath: {
      kind: 'double',
      wall: '#EFEAE2',
      floor: '#BFB6A8',
      feature: 'slabs',
      accent: '#D9D2C6',
      metal: 'black',
      finish: 'white',
      wood: oak,
      mirror: 'pill',
      basin: 'square',
    },
  },
  {
    sky: 'dusk',
    ext: { kind: 'skyline', landmark: 'eiffel', lx: 1100, lh: 700, body: '#5B5260', accent: '#F0C79C', fore: 'water' },
  },
  { sky: 'overcast', ext: { kind: 'block', facade: '#E7DCCB', rail: '#2E2F31' } },
  {
    sky: 'day',
    bath: {
      kind: 'shower',
      wall: '#F1E7DA',
      floor: '#C9AE8E',
      feature: 'tiles',
      accent: '#C98F6E',
      metal: 'chrome',
      finish: 'sand',
      wood: oak,
      plant: 'grass',
    },
  },
  {
    sky: 'day',
    ext: { kind: 'skyline', landmark: 'sagrada', lx: 820, lh: 620, body: '#B39A7C', accent: '#E7D8BC', fore: 'park' },
  },
  {
    sky: 'overcast',
    bath: {
      kind: 'tub',
      wall: '#ECEAE5',
      floor: '#D6D1C8',
      feature: 'slats',
      accent: '#D8C3A2',
      metal: 'chrome',
      finish: 'white',
      wood: ash,
      sky: 'overcast',
      tub: 'oval',
      plant: 'grass',
      woodFloor: true,
    },
  },
  {
    sky: 'night',
    ext: { kind: 'skyline', landmark: 'cityhall', lx: 620, lh: 520, body: '#7A4E3E', accent: '#D9B45E', fore: 'water' },
  },
]

/** Hangzhou … Jinhua, in the order of the seeded project list. */
const china: readonly Case[] = [
  {
    sky: 'dawn',
    ext: {
      kind: 'skyline',
      landmark: 'pagoda',
      lx: 980,
      lh: 540,
      body: '#9C7F63',
      accent: '#5A4A40',
      fore: 'lake',
      hills: true,
    },
  },
  {
    sky: 'night',
    ext: { kind: 'skyline', landmark: 'pearl', lx: 720, lh: 720, body: '#6B7C92', accent: '#E7B9C4', fore: 'water' },
  },
  {
    sky: 'night',
    bath: {
      kind: 'tub',
      wall: '#3B3D40',
      floor: '#2E2F31',
      feature: 'slabs',
      accent: '#4A4C50',
      metal: 'black',
      finish: 'stone',
      wood: walnut,
      sky: 'night',
      tub: 'slipper',
      plant: 'olive',
    },
    side: -1,
  },
  { sky: 'day', ext: { kind: 'tower', facade: '#6F93A8', twin: false } },
  {
    sky: 'dusk',
    ext: { kind: 'skyline', landmark: 'canton', lx: 900, lh: 800, body: '#4C4A58', accent: '#F2A8C0', fore: 'water' },
  },
  {
    sky: 'day',
    bath: {
      kind: 'vanity',
      wall: '#E7EEEB',
      floor: '#C9D6D2',
      feature: 'tiles',
      accent: '#2F6E69',
      metal: 'chrome',
      finish: 'white',
      wood: oak,
      mirror: 'round',
      basin: 'oval',
    },
  },
  { sky: 'overcast', ext: { kind: 'block', facade: '#D8D3CB', rail: '#5B6166' } },
  { sky: 'overcast', ext: { kind: 'courtyard' } },
  {
    sky: 'day',
    bath: {
      kind: 'shower',
      wall: '#F4F1EC',
      floor: '#D9D5CE',
      feature: 'marble',
      accent: '#E6E3DE',
      metal: 'chrome',
      finish: 'white',
      wood: ash,
      plant: 'leafy',
    },
    side: -1,
  },
  {
    sky: 'dusk',
    ext: { kind: 'skyline', landmark: 'goose', lx: 800, lh: 520, body: '#A4825F', accent: '#6E5642', fore: 'wall' },
  },
  {
    sky: 'night',
    ext: {
      kind: 'skyline',
      landmark: 'tvtower',
      lx: 1240,
      lh: 460,
      body: '#3A4A5E',
      accent: '#F6D9A0',
      fore: 'bridge',
      hills: true,
    },
  },
  {
    sky: 'day',
    bath: {
      kind: 'tub',
      wall: '#EEF1F1',
      floor: '#D5DCDD',
      feature: 'plain',
      accent: '#E6EBEB',
      metal: 'chrome',
      finish: 'white',
      wood: ash,
      sky: 'day',
      tub: 'oval',
      plant: 'leafy',
    },
  },
  { sky: 'day', ext: { kind: 'villa', facade: '#F6F3EE', backdrop: 'sea' } },
  {
    sky: 'day',
    bath: {
      kind: 'double',
      wall: '#F1F0EC',
      floor: '#CFCBC3',
      feature: 'tiles',
      accent: '#B9C7CC',
      metal: 'chrome',
      finish: 'white',
      wood: oak,
      mirror: 'arch',
      basin: 'oval',
    },
  },
  { sky: 'dusk', ext: { kind: 'resort', facade: '#EFE6D8' } },
  {
    sky: 'day',
    bath: {
      kind: 'tub',
      wall: '#EAE4D8',
      floor: '#B7A58A',
      feature: 'slats',
      accent: '#9C7B51',
      metal: 'black',
      finish: 'white',
      wood: oak,
      sky: 'dawn',
      tub: 'footed',
      plant: 'monstera',
      woodFloor: true,
    },
  },
  { sky: 'dawn', ext: { kind: 'tower', facade: '#B69C84', twin: true } },
  {
    sky: 'overcast',
    ext: { kind: 'skyline', landmark: 'tianjin', lx: 560, lh: 720, body: '#7D868E', accent: '#C9CED2', fore: 'water' },
  },
  {
    sky: 'day',
    bath: {
      kind: 'double',
      wall: '#F2EFEA',
      floor: '#D9D3CA',
      feature: 'panel',
      accent: '#C7CDC9',
      metal: 'chrome',
      finish: 'stone',
      wood: oak,
      mirror: 'rect',
      basin: 'bowl',
    },
  },
  { sky: 'dusk', ext: { kind: 'villa', facade: '#E9E1D4', backdrop: 'forest' } },
]

type Region = 'foreign' | 'china'

/** The `index`-th project of `region` (indices beyond the list wrap around) and its frame. */
function entry(region: Region, index: number): { readonly c: Case; readonly frame: BathFrame } {
  const list = region === 'foreign' ? foreign : china
  const i = Math.max(0, Math.floor(index))
  const c = pick(list, i)
  const seedNo = (region === 'foreign' ? 100 : 300) + i
  return { c, frame: { W: 1600, H: 1200, fx: c.fx ?? 820, side: c.side ?? 1, seedNo } }
}

/** Picture for the `index`-th project of `region`; indices beyond the list wrap around. */
export function caseSvg(region: Region, index: number): string {
  const { c, frame } = entry(region, index)
  const doc = new Doc(1200, 900, '0 0 1600 1200')
  if (c.bath) return doc.render(bathRoom(doc, c.bath, frame))
  if (c.ext) return doc.render(exterior(doc, c.ext, c.sky, frame.seedNo))
  return doc.render('')
}

/** What the `index`-th project picture of `region` shows: a bathroom, or a building or city view. */
export type CasePicture =
  | { readonly kind: 'bathroom'; readonly look: BathLook }
  | { readonly kind: 'exterior'; readonly exterior: Exterior; readonly sky: Sky }

export function casePicture(region: Region, index: number): CasePicture {
  const { c } = entry(region, index)
  if (c.bath) return { kind: 'bathroom', look: c.bath }
  if (c.ext) return { kind: 'exterior', exterior: c.ext, sky: c.sky }
  throw new Error(`Project picture ${region} ${index + 1} draws nothing`)
}

/**
 * What a project's bathroom picture shows that a product could be, each with its box in % of the
 * picture from the left and the top (the unit of a project's product marks); none on an exterior.
 */
export function caseSpots(region: Region, index: number): readonly BathSpot[] {
  const { c, frame } = entry(region, index)
  if (!c.bath) return []
  const pct = (b: readonly [number, number, number, number]) =>
    [(b[0] / frame.W) * 100, (b[1] / frame.H) * 100, (b[2] / frame.W) * 100, (b[3] / frame.H) * 100] as const
  return bathSpots(c.bath, frame).map((s) => ({ ...s, box: pct(s.box) }))
}

/** The catalogue colour each drawn metal shows (brass reads as brushed gold); none for nickel. */
export const metalColours: Readonly<Record<MetalName, Colour | undefined>> = {
  chrome: 'chrome',
  black: 'black',
  brass: 'gold',
  gunmetal: 'gun-metal',
  nickel: undefined,
}

/** The catalogue colour each drawn ceramic or stone-resin finish shows; none for teal and clay. */
export const finishColours: Readonly<Record<FinishName, Colour | undefined>> = {
  white: 'white',
  stone: 'grey',
  sand: 'sand',
  black: 'black',
  concrete: 'grey',
  teal: undefined,
  clay: undefined,
}

/** The catalogue colour of a drawn cabinet front: oak; none for walnut or ash, which no product is made in. */
export const frontColour = (front: Tone): Colour | undefined => (front === oak ? 'oak' : undefined)
