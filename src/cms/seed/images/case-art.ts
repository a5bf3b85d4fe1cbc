/** Project reference pictures (1200×900): city exteriors and hotel bathrooms for each reference city. */
import { type Exterior, exterior } from './case-art-exterior'
import { woods } from './palette'
import { type BathLook, bathRoom } from './scene-art-bath'
import { type Sky } from './scene-art-kit'
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

/** Munich … Stockholm, in the order of the seeded project list. */
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
      metal: 'brass',
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
      wood: walnut,
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
      metal: 'brass',
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
      tub: 'rect',
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
      metal: 'brass',
      finish: 'black',
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
      metal: 'nickel',
      finish: 'white',
      wood: oak,
      mirror: 'round',
      basin: 'cylinder',
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
    sky: 'dusk',
    bath: {
      kind: 'spa',
      wall: '#B9A58A',
      floor: '#8E8270',
      feature: 'slabs',
      accent: '#A8957A',
      metal: 'brass',
      finish: 'stone',
      wood: walnut,
      plant: 'grass',
      night: true,
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
      finish: 'sand',
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
      metal: 'gunmetal',
      finish: 'stone',
      wood: oak,
      mirror: 'rect',
      basin: 'bowl',
    },
  },
  { sky: 'dusk', ext: { kind: 'villa', facade: '#E9E1D4', backdrop: 'forest' } },
]

/** Picture for the `index`-th project of `region`; indices beyond the list wrap around. */
export function caseSvg(region: 'foreign' | 'china', index: number): string {
  const list = region === 'foreign' ? foreign : china
  const i = Math.max(0, Math.floor(index))
  const c = pick(list, i)
  const seedNo = (region === 'foreign' ? 100 : 300) + i
  const doc = new Doc(1200, 900, '0 0 1600 1200')
  if (c.bath) return doc.render(bathRoom(doc, c.bath, { W: 1600, H: 1200, fx: c.fx ?? 820, side: c.side ?? 1, seedNo }))
  if (c.ext) return doc.render(exterior(doc, c.ext, c.sky, seedNo))
  return doc.render('')
}
