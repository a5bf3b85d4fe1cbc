/** Product pictures (1600×1200): one recognisable drawing per family, varied by `variant`. */
import type { Colour } from '@/lib/catalogue/specs'
import type { Family } from '@/lib/vocabularies'

import { type BasinShape, mixerTap, type TapStyle, vesselBasin, wallSpout } from './fixtures-basin'
import { type Handle, vanity } from './fixtures-furniture'
import { C, backdrops, type FinishName, finishes, type MetalName, metals, woods } from './palette'
import { enclosureProduct, toiletProduct, trayProduct, tubProduct } from './products-bath'
import { bottle, type MirrorShape, mirror, pebbles, plant, towels, vase } from './props'
import { studio, type StudioStyle } from './room'
import { Doc, g, lighten, pick, rect } from './svg'

export const PW = 1600
export const PH = 1200

const stone = ['#EDEBE7', '#D8D5CF', '#B4B0A8'] as const
const terrazzo = ['#F2EEE8', '#E2DBD0', '#C4BAAB'] as const
const darkStone = ['#6A6C6E', '#4A4C4F', '#333538'] as const
type Tone = readonly [string, string, string]
const tones = { ...woods, stone, terrazzo, darkStone } as const satisfies Record<string, Tone>
type ToneName = keyof typeof tones

/** A floating counter slab seen slightly from above. */
export function counter(doc: Doc, x0: number, x1: number, y: number, thick: number, depth: number, t: Tone): string {
  return g(
    [
      rect(
        x0 + 6,
        y + thick,
        x1 - x0 - 12,
        thick * 0.7,
        doc.linear([
          [0, C.graphite, 0.1],
          [1, C.graphite, 0],
        ]),
      ),
      rect(
        x0,
        y - depth,
        x1 - x0,
        depth,
        doc.linear([
          [0, t[1]],
          [1, t[0]],
        ]),
      ),
      rect(
        x0,
        y,
        x1 - x0,
        thick,
        doc.linear([
          [0, t[1]],
          [1, t[2]],
        ]),
      ),
      rect(x0, y, x1 - x0, 2, lighten(t[0], 0.5), { opacity: 0.8 }),
    ].join(''),
  )
}

type Prop = 'plant' | 'vase' | 'towels' | 'bottle' | 'pebbles' | 'grass' | 'olive'

/** Places a styling prop standing at (x, base). */
export function prop(doc: Doc, kind: Prop, x: number, base: number, s: number, n: number): string {
  switch (kind) {
    case 'plant':
      return plant(doc, x, base, s, 'leafy', C.clay, n)
    case 'grass':
      return plant(doc, x, base, s, 'grass', '#E7E1D8', n)
    case 'olive':
      return plant(doc, x, base, s * 1.3, 'olive', C.graphite, n)
    case 'vase':
      return vase(doc, x, base, s * 0.6, pick([C.sand, C.clay, '#E9E4DC', C.slate], n))
    case 'towels':
      return towels(doc, x - s * 0.35, base, s * 0.7, [C.sand, '#EFEAE2', '#C9BBA4'])
    case 'bottle':
      return bottle(doc, x, base, s * 0.45, pick([C.graphite, C.clay, C.teal], n))
    case 'pebbles':
      return pebbles(doc, x - s * 0.3, base, s * 0.6)
  }
}

type BasinVariant = {
  shape: BasinShape
  finish: FinishName
  bd: number
  style: StudioStyle
  top: ToneName
  tap: TapStyle | 'wall'
  metal: MetalName
  props: readonly [Prop, Prop]
  w: number
}

const basinVariants: readonly BasinVariant[] = [
  {
    shape: 'bowl',
    finish: 'white',
    bd: 0,
    style: 'arch',
    top: 'oak',
    tap: 'gooseneck',
    metal: 'chrome',
    props: ['plant', 'bottle'],
    w: 560,
  },
  {
    shape: 'square',
    finish: 'stone',
    bd: 3,
    style: 'panel',
    top: 'walnut',
    tap: 'wall',
    metal: 'black',
    props: ['towels', 'vase'],
    w: 620,
  },
  {
    shape: 'cylinder',
    finish: 'black',
    bd: 2,
    style: 'disc',
    top: 'terrazzo',
    tap: 'square',
    metal: 'brass',
    props: ['grass', 'pebbles'],
    w: 470,
  },
  {
    shape: 'oval',
    finish: 'sand',
    bd: 4,
    style: 'slats',
    top: 'stone',
    tap: 'round',
    metal: 'gunmetal',
    props: ['bottle', 'olive'],
    w: 680,
  },
  {
    shape: 'cone',
    finish: 'teal',
    bd: 1,
    style: 'shafts',
    top: 'ash',
    tap: 'lever',
    metal: 'nickel',
    props: ['vase', 'towels'],
    w: 520,
  },
  {
    shape: 'bowl',
    finish: 'concrete',
    bd: 5,
    style: 'plain',
    top: 'darkStone',
    tap: 'wall',
    metal: 'brass',
    props: ['plant', 'pebbles'],
    w: 600,
  },
  {
    shape: 'square',
    finish: 'white',
    bd: 6,
    style: 'tiles',
    top: 'oak',
    tap: 'gooseneck',
    metal: 'black',
    props: ['olive', 'bottle'],
    w: 640,
  },
]

function basinProduct(doc: Doc, v: number): string {
  const o = pick(basinVariants, v)
  const bd = pick(backdrops, o.bd + Math.floor(v / basinVariants.length))
  const side = v % 2 ? -1 : 1
  const y = 830
  const cx = PW / 2 + side * -40
  const out = [studio(doc, bd, 1000, o.style, side, 1600, 1200)]
  const x0 = v % 3 === 1 ? 0 : 220
  out.push(counter(doc, x0, v % 3 === 1 ? PW : PW - 220, y, 70, 90, tones[o.top]))
  const h = o.shape === 'oval' ? 200 : o.shape === 'cylinder' ? 270 : 250
  const w = o.w * 1.08
  const base = y - 40
  const metal = metals[o.metal]
  if (o.tap === 'wall') out.push(wallSpout(doc, cx + w * 0.05, base - h - 190, -w * 0.28, 30, metal))
  else out.push(mixerTap(doc, { x: cx + w * 0.36, base: y - 70, h: h + 270, reach: -w * 0.36, style: o.tap, metal }))
  out.push(vesselBasin(doc, { cx, base, w, h, shape: o.shape, finish: finishes[o.finish] }))
  out.push(prop(doc, o.props[0], side > 0 ? 330 : 1270, y - 30, 360, v))
  out.push(prop(doc, o.props[1], side > 0 ? 1280 : 320, y - 30, 300, v + 1))
  return out.join('')
}

type TapVariant = {
  style: TapStyle | 'wall'
  metal: MetalName
  bd: number
  style2: StudioStyle
  top: ToneName
  basin: FinishName
  water: boolean
}

const tapVariants: readonly TapVariant[] = [
  { style: 'round', metal: 'chrome', bd: 1, style2: 'disc', top: 'stone', basin: 'white', water: true },
  { style: 'gooseneck', metal: 'black', bd: 0, style2: 'panel', top: 'oak', basin: 'stone', water: false },
  { style: 'square', metal: 'brass', bd: 3, style2: 'arch', top: 'darkStone', basin: 'black', water: false },
  { style: 'lever', metal: 'gunmetal', bd: 2, style2: 'shafts', top: 'terrazzo', basin: 'sand', water: true },
  { style: 'wall', metal: 'nickel', bd: 4, style2: 'tiles', top: 'walnut', basin: 'white', water: true },
  { style: 'round', metal: 'black', bd: 5, style2: 'plain', top: 'ash', basin: 'concrete', water: false },
]

function tapProduct(doc: Doc, v: number, finish?: MetalName): string {
  const o = pick(tapVariants, v)
  const bd = pick(backdrops, o.bd + Math.floor(v / tapVariants.length))
  const y = 860
  const out = [
    studio(doc, bd, 960, o.style2, v % 2 ? -1 : 1, 1600, 1200),
    counter(doc, 0, PW, y, 90, 120, tones[o.top]),
  ]
  const metal = metals[finish ?? o.metal]
  const bx = v % 2 ? 1180 : 420
  const tx = v % 2 ? 560 : 1040
  const dir = v % 2 ? 1 : -1
  if (o.style === 'wall') {
    out.push(wallSpout(doc, tx, 420, dir * 330, 60, metal))
    if (o.water)
      out.push(
        rect(
          tx + dir * 290 - 10,
          470,
          20,
          330,
          doc.linear([
            [0, '#FFFFFF', 0.85],
            [1, '#D7E6E4', 0.1],
          ]),
          { rx: 10 },
        ),
      )
  } else {
    out.push(
      mixerTap(doc, {
        x: tx,
        base: y - 60,
        h: o.style === 'gooseneck' ? 640 : 560,
        reach: dir * 380,
        style: o.style,
        metal,
        water: o.water ? 230 : undefined,
      }),
    )
  }
  out.push(
    vesselBasin(doc, {
      cx: bx,
      base: y + 10,
      w: 900,
      h: 220,
      shape: v % 3 === 2 ? 'square' : 'bowl',
      finish: finishes[o.basin],
    }),
  )
  out.push(prop(doc, v % 2 ? 'bottle' : 'pebbles', v % 2 ? 250 : 1380, y - 30, 260, v))
  return out.join('')
}

type CabinetVariant = {
  front: Tone
  counter: ToneName
  drawers: 1 | 2 | 3
  handle: Handle
  handleMetal: MetalName
  integrated: boolean
  legs: boolean
  mirror: MirrorShape
  frame: string
  bd: number
  style: StudioStyle
  basin: FinishName
  grain: boolean
}

const lacquer = (c: string): Tone => [lighten(c, 0.2), c, lighten(c, -0.1)]
const cabinetVariants: readonly CabinetVariant[] = [
  {
    front: woods.oak,
    counter: 'stone',
    drawers: 2,
    handle: 'grip',
    handleMetal: 'black',
    integrated: false,
    legs: false,
    mirror: 'round',
    frame: C.graphite,
    bd: 0,
    style: 'plain',
    basin: 'white',
    grain: true,
  },
  {
    front: lacquer('#3A3C3F'),
    counter: 'terrazzo',
    drawers: 1,
    handle: 'bar',
    handleMetal: 'brass',
    integrated: true,
    legs: false,
    mirror: 'arch',
    frame: C.brass,
    bd: 2,
    style: 'slats',
    basin: 'white',
    grain: false,
  },
  {
    front: lacquer('#EDE9E2'),
    counter: 'oak',
    drawers: 2,
    handle: 'knob',
    handleMetal: 'brass',
    integrated: false,
    legs: true,
    mirror: 'pill',
    frame: '#D9D2C7',
    bd: 4,
    style: 'panel',
    basin: 'sand',
    grain: false,
  },
  {
    front: woods.walnut,
    counter: 'darkStone',
    drawers: 1,
    handle: 'grip',
    handleMetal: 'black',
    integrated: false,
    legs: false,
    mirror: 'rect',
    frame: C.graphite,
    bd: 1,
    style: 'shafts',
    basin: 'black',
    grain: true,
  },
  {
    front: lacquer('#2F5F5A'),
    counter: 'stone',
    drawers: 3,
    handle: 'bar',
    handleMetal: 'nickel',
    integrated: true,
    legs: true,
    mirror: 'round',
    frame: C.brass,
    bd: 5,
    style: 'arch',
    basin: 'white',
    grain: false,
  },
  {
    front: lacquer('#CDBEA5'),
    counter: 'walnut',
    drawers: 2,
    handle: 'bar',
    handleMetal: 'black',
    integrated: false,
    legs: false,
    mirror: 'arch',
    frame: C.graphite,
    bd: 3,
    style: 'tiles',
    basin: 'stone',
    grain: false,
  },
]

function cabinetProduct(doc: Doc, v: number, front?: Tone): string {
  const o = pick(cabinetVariants, v)
  const bd = pick(backdrops, o.bd + Math.floor(v / cabinetVariants.length))
  const side = v % 2 ? -1 : 1
  const out = [studio(doc, bd, 1040, o.style, side, 1600, 1200)]
  const cx = 800 + side * -30
  const w = o.integrated ? 820 : 760
  const top = 640
  out.push(
    mirror(
      doc,
      cx,
      o.mirror === 'round' ? 330 : 320,
      o.mirror === 'rect' ? 620 : 440,
      o.mirror === 'round' ? 440 : 480,
      o.mirror,
      o.frame,
      bd.wall,
    ),
  )
  const metal = metals[o.handleMetal]
  if (o.integrated) out.push(wallSpout(doc, cx, top - 120, -60, 18, metal))
  out.push(
    vanity(doc, {
      cx,
      top,
      w,
      h: o.drawers === 3 ? 360 : 300,
      front: front ?? o.front,
      counter: tones[o.counter],
      drawers: o.drawers,
      handle: o.handle,
      handleMetal: metal,
      integrated: o.integrated,
      legs: o.legs ? 1040 : undefined,
      grain: o.grain,
      seedNo: v,
    }),
  )
  if (!o.integrated) {
    out.push(
      mixerTap(doc, { x: cx + 170, base: top - 60, h: 330, reach: -150, style: v % 2 ? 'square' : 'gooseneck', metal }),
    )
    out.push(
      vesselBasin(doc, {
        cx: cx - 20,
        base: top - 25,
        w: 400,
        h: 140,
        shape: v % 2 ? 'square' : 'bowl',
        finish: finishes[o.basin],
      }),
    )
  }
  out.push(prop(doc, v % 3 === 0 ? 'plant' : v % 3 === 1 ? 'olive' : 'grass', cx + side * 620, 1040, 340, v))
  out.push(prop(doc, 'bottle', cx - side * 300, top - 20, 220, v))
  return out.join('')
}

/** The metal a tap or an enclosure is drawn in for the colour it is sold in. */
const metalOf: Partial<Record<Colour, MetalName>> = {
  chrome: 'chrome',
  black: 'black',
  gold: 'brass',
  'gun-metal': 'gunmetal',
}

/** A vanity's fronts for the colour it is sold in: wood or lacquer. */
export const frontOf: Partial<Record<Colour, Tone>> = {
  oak: woods.oak,
  white: lacquer('#EDE9E2'),
  grey: lacquer('#9FA3A4'),
  black: lacquer('#3A3C3F'),
  sand: lacquer('#CDBEA5'),
}

/**
 * Whether a family's drawing takes a colour itself (a tap's body, an enclosure's profiles, a
 * vanity's fronts); the others are drawn in their own and recoloured (`recolour`).
 */
export const drawsColour = (family: Family): boolean =>
  family === 'tap' || family === 'enclosure' || family === 'cabinet'

/**
 * Drawing of a product family on a 1600×1200 canvas of `doc` (for reuse inside other pictures).
 * `colour`: the colour a tap, enclosure or vanity is sold in, so that its picture shows it; the
 * drawing's own where not given (and for the other families, see `drawsColour`).
 */
export function productBody(doc: Doc, family: Family, variant: number, colour?: Colour): string {
  const v = Math.max(0, Math.floor(variant))
  const metal = colour ? metalOf[colour] : undefined
  const body: Record<Family, () => string> = {
    basin: () => basinProduct(doc, v),
    tap: () => tapProduct(doc, v, metal),
    cabinet: () => cabinetProduct(doc, v, colour ? frontOf[colour] : undefined),
    tub: () => tubProduct(doc, v),
    toilet: () => toiletProduct(doc, v),
    tray: () => trayProduct(doc, v),
    enclosure: () => enclosureProduct(doc, v, metal),
  }
  return body[family]()
}

/** 1600×1200 product picture for `family`; `variant` changes shape, colour, backdrop and composition. */
export function productSvg(family: Family, variant: number, colour?: Colour): string {
  const doc = new Doc(PW, PH)
  return doc.render(productBody(doc, family, variant, colour))
}
