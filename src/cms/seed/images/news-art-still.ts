/** Still lifes of the Calma stone-resin basins on oak: six compositions of the same collection. */
import { type BasinShape, mixerTap, type TapStyle, vesselBasin } from './fixtures-basin'
import { vanity } from './fixtures-furniture'
import { NH, NW, slab } from './news-art-kit'
import { C, finishes, type MetalName, metals, woods } from './palette'
import { mirror, pebbles, plant, towels, vase } from './props'
import { tiles, windowView } from './room'
import { arch, darken, type Doc, lighten, path, pick, poly, rect } from './svg'

type Wall = 'arch' | 'plain' | 'dark' | 'tiles' | 'shafts' | 'window'
type Still = {
  readonly wall: Wall
  readonly tone: string
  readonly floor: string
  readonly layout: 'vanity' | 'lineup' | 'close' | 'mirror' | 'slab'
  readonly shape: BasinShape
  readonly tap: TapStyle
  readonly metal: MetalName
  readonly side: 1 | -1
}

const stills: readonly Still[] = [
  {
    wall: 'arch',
    tone: '#EAE3D8',
    floor: '#D8CDBD',
    layout: 'vanity',
    shape: 'bowl',
    tap: 'gooseneck',
    metal: 'chrome',
    side: 1,
  },
  {
    wall: 'plain',
    tone: '#D5DFDC',
    floor: '#BFCBC7',
    layout: 'lineup',
    shape: 'oval',
    tap: 'round',
    metal: 'black',
    side: 1,
  },
  {
    wall: 'dark',
    tone: '#3A3C3F',
    floor: '#2C2D30',
    layout: 'close',
    shape: 'bowl',
    tap: 'square',
    metal: 'brass',
    side: -1,
  },
  {
    wall: 'tiles',
    tone: '#EDEAE4',
    floor: '#CFC8BC',
    layout: 'mirror',
    shape: 'square',
    tap: 'lever',
    metal: 'black',
    side: -1,
  },
  {
    wall: 'shafts',
    tone: '#E2D3BC',
    floor: '#CDB999',
    layout: 'slab',
    shape: 'oval',
    tap: 'gooseneck',
    metal: 'gunmetal',
    side: 1,
  },
  {
    wall: 'window',
    tone: '#E6E8E6',
    floor: '#C9CDCB',
    layout: 'vanity',
    shape: 'cylinder',
    tap: 'round',
    metal: 'nickel',
    side: -1,
  },
]

function wall(doc: Doc, o: Still, horizon: number): string {
  const out = [
    rect(
      0,
      0,
      NW,
      horizon,
      doc.linear([
        [0, lighten(o.tone, 0.25)],
        [1, darken(o.tone, 0.04)],
      ]),
    ),
    rect(
      0,
      horizon,
      NW,
      NH - horizon,
      doc.linear([
        [0, darken(o.floor, 0.05)],
        [1, lighten(o.floor, 0.15)],
      ]),
    ),
  ]
  if (o.wall === 'arch')
    out.push(
      path(
        arch(NW / 2 - 300, 70, 600, horizon - 70),
        doc.linear([
          [0, darken(o.tone, 0.08)],
          [1, darken(o.tone, 0.03)],
        ]),
      ),
    )
  if (o.wall === 'dark')
    out.push(
      path(
        poly([
          [780, 0],
          [1000, 0],
          [560, horizon],
          [380, horizon],
        ]),
        doc.linear(
          [
            [0, '#FFF6E4', 0.22],
            [1, '#FFF6E4', 0],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    )
  if (o.wall === 'tiles') out.push(tiles(doc, 0, 0, NW, horizon, 100, 100, o.tone))
  if (o.wall === 'shafts') {
    for (let i = 0; i < 3; i++)
      out.push(
        path(
          poly([
            [100 + i * 170, 0],
            [190 + i * 170, 0],
            [560 + i * 170, horizon],
            [440 + i * 170, horizon],
          ]),
          doc.linear(
            [
              [0, '#FFFFFF', 0.5],
              [1, '#FFFFFF', 0],
            ],
            0,
            0,
            1,
            1,
          ),
        ),
      )
  }
  if (o.wall === 'window') out.push(windowView(doc, o.side > 0 ? 80 : 820, 90, 300, 380, 'dawn', '#D8D2C8', 1, 5))
  out.push(
    rect(
      0,
      horizon,
      NW,
      30,
      doc.linear([
        [0, C.graphite, 0.12],
        [1, C.graphite, 0],
      ]),
    ),
  )
  return out.join('')
}

/** Calma still life number `v` (0-5). */
export function stillScene(doc: Doc, v: number): string {
  const o = pick(stills, v)
  const metal = metals[o.metal]
  const white = finishes.white
  const out: string[] = []
  if (o.layout === 'vanity') {
    out.push(wall(doc, o, 640))
    const cx = NW / 2 + o.side * 60
    out.push(
      vanity(doc, {
        cx,
        top: 440,
        w: 620,
        h: 210,
        front: woods.oak,
        counter: woods.oak,
        drawers: 2,
        handle: 'grip',
        handleMetal: metals.black,
        integrated: false,
        grain: true,
        seedNo: v,
      }),
    )
    out.push(mixerTap(doc, { x: cx + o.side * 170, base: 410, h: 250, reach: -o.side * 120, style: o.tap, metal }))
    out.push(
      vesselBasin(doc, {
        cx: cx - o.side * 30,
        base: 420,
        w: 300,
        h: o.shape === 'cylinder' ? 110 : 100,
        shape: o.shape,
        finish: white,
      }),
    )
    out.push(plant(doc, cx - o.side * 470, 700, 300, o.wall === 'arch' ? 'leafy' : 'grass', C.clay, v))
    out.push(vase(doc, cx + o.side * 260, 420, 90, C.sand, false))
  } else if (o.layout === 'lineup') {
    out.push(wall(doc, o, 600))
    out.push(slab(doc, 60, 1140, 470, 46, 60, woods.oak))
    const shapes: readonly BasinShape[] = ['bowl', 'oval', 'square']
    shapes.forEach((s, i) => {
      const cx = 250 + i * 350
      out.push(mixerTap(doc, { x: cx + 120, base: 450, h: 230, reach: -100, style: o.tap, metal }))
      out.push(vesselBasin(doc, { cx, base: 455, w: 250, h: 90, shape: s, finish: white }))
    })
    out.push(rect(0, 0, NW, 40, lighten(o.tone, 0.2)))
  } else if (o.layout === 'close') {
    out.push(wall(doc, o, 560))
    out.push(slab(doc, 0, NW, 560, 80, 120, woods.oak))
    out.push(mixerTap(doc, { x: 900, base: 520, h: 520, reach: -320, style: o.tap, metal, water: 200 }))
    out.push(vesselBasin(doc, { cx: 540, base: 540, w: 760, h: 250, shape: o.shape, finish: white }))
    out.push(pebbles(doc, 80, 520, 200))
  } else if (o.layout === 'mirror') {
    out.push(wall(doc, o, 680))
    const cx = NW / 2 - 80
    out.push(mirror(doc, cx, 190, 300, 300, 'round', C.graphite, o.tone))
    out.push(
      vanity(doc, {
        cx,
        top: 470,
        w: 560,
        h: 200,
        front: woods.oak,
        counter: woods.ash,
        drawers: 1,
        handle: 'bar',
        handleMetal: metal,
        integrated: false,
        grain: true,
        seedNo: v,
      }),
    )
    out.push(mixerTap(doc, { x: cx + 150, base: 440, h: 230, reach: -110, style: o.tap, metal }))
    out.push(vesselBasin(doc, { cx: cx - 20, base: 450, w: 290, h: 90, shape: o.shape, finish: white }))
    out.push(
      towels(doc, 870, 720, 190, [C.sand, '#EFEAE2', C.clay]),
      plant(doc, 1050, 720, 320, 'monstera', C.white, v),
    )
  } else {
    out.push(wall(doc, o, 620))
    out.push(slab(doc, 180, 1200, 500, 60, 80, woods.oak))
    out.push(
      path(
        poly([
          [520, 500],
          [900, 500],
          [1100, 440],
          [700, 440],
        ]),
        C.graphite,
        { opacity: 0.08 },
      ),
    )
    out.push(mixerTap(doc, { x: 820, base: 470, h: 330, reach: -150, style: o.tap, metal }))
    out.push(vesselBasin(doc, { cx: 620, base: 480, w: 420, h: 130, shape: o.shape, finish: white }))
    out.push(vase(doc, 330, 480, 160, '#E9E4DC'), pebbles(doc, 930, 480, 140))
  }
  return out.join('')
}
