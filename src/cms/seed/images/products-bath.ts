/** Product pictures for tubs, toilets, shower trays and enclosures. */
import { metalFillV, mixerTap } from './fixtures-basin'
import { bathtub, type DrainKind, showerTray, sideToilet, type ToiletShape, type TubShape } from './fixtures-bath'
import { enclosure, type EnclosureKind, glassPane, niche, showerSet } from './fixtures-furniture'
import { C, backdrops, type FinishName, finishes, type MetalName, metals } from './palette'
import { bottle, plant, towels } from './props'
import { studio, type StudioStyle, tiles, windowView } from './room'
import { circle, darken, type Doc, f, lighten, path, pick, poly, rect, shadow } from './svg'

/** Small wooden stool for towels beside a tub. */
function stool(doc: Doc, x: number, base: number, w: number, v: number): string {
  const wood = v % 2 ? ['#8C6A4F', '#6E513B'] : ['#D8BE98', '#B2916A']
  const h = w * 1.05
  return [
    shadow(doc, x + w / 2, base, w * 0.7, w * 0.08, 0.3),
    rect(x + w * 0.08, base - h, w * 0.12, h, wood[1] ?? C.clay),
    rect(x + w * 0.8, base - h, w * 0.12, h, wood[1] ?? C.clay),
    rect(
      x,
      base - h - 14,
      w,
      26,
      doc.linear([
        [0, wood[0] ?? C.sand],
        [1, wood[1] ?? C.clay],
      ]),
      { rx: 4 },
    ),
    rect(x + w * 0.1, base - h * 0.35, w * 0.8, 12, wood[1] ?? C.clay),
  ].join('')
}

type TubVariant = {
  shape: TubShape
  outer: FinishName
  metal: MetalName
  bd: number
  style: StudioStyle
  window: boolean
}

const tubVariants: readonly TubVariant[] = [
  { shape: 'oval', outer: 'white', metal: 'chrome', bd: 0, style: 'plain', window: true },
  { shape: 'slipper', outer: 'black', metal: 'brass', bd: 2, style: 'arch', window: false },
  { shape: 'rect', outer: 'stone', metal: 'black', bd: 1, style: 'slats', window: false },
  { shape: 'footed', outer: 'teal', metal: 'brass', bd: 5, style: 'tiles', window: false },
  { shape: 'pedestal', outer: 'sand', metal: 'gunmetal', bd: 4, style: 'shafts', window: true },
  { shape: 'oval', outer: 'concrete', metal: 'nickel', bd: 3, style: 'disc', window: false },
]

export function tubProduct(doc: Doc, v: number): string {
  const o = pick(tubVariants, v)
  const bd = pick(backdrops, o.bd + Math.floor(v / tubVariants.length))
  const side = v % 2 ? -1 : 1
  const out = [studio(doc, bd, 820, o.style, side, 1600, 1200)]
  if (o.window)
    out.push(windowView(doc, side > 0 ? 980 : 160, 130, 460, 520, v % 4 === 0 ? 'day' : 'dawn', C.graphite, 2, v + 3))
  const cx = 760 - side * 20
  const w = o.shape === 'rect' ? 860 : 920
  out.push(bathtub(doc, { cx, base: 1010, w, h: 370, shape: o.shape, outer: finishes[o.outer] }))
  const metal = metals[o.metal]
  const tx = cx + side * (w / 2 + 90)
  out.push(mixerTap(doc, { x: tx, base: 1000, h: 640, reach: -side * 170, style: 'gooseneck', metal }))
  if (v % 3 !== 1)
    out.push(plant(doc, cx - side * (w / 2 + 140), 1050, 420, v % 2 ? 'grass' : 'leafy', v % 2 ? '#E7E1D8' : C.clay, v))
  else {
    const sx = cx - side * (w / 2 + 130) - 110
    out.push(stool(doc, sx, 1060, 220, v))
    out.push(towels(doc, sx + 20, 1060 - 230, 180, [C.white, C.sand]))
  }
  return out.join('')
}

type ToiletVariant = {
  shape: ToiletShape
  c: FinishName
  seat: FinishName
  plate: MetalName
  bd: number
  style: StudioStyle
}

const toiletVariants: readonly ToiletVariant[] = [
  { shape: 'round', c: 'white', seat: 'white', plate: 'chrome', bd: 0, style: 'tiles' },
  { shape: 'square', c: 'black', seat: 'black', plate: 'brass', bd: 2, style: 'plain' },
  { shape: 'round', c: 'stone', seat: 'stone', plate: 'black', bd: 1, style: 'panel' },
  { shape: 'square', c: 'white', seat: 'black', plate: 'black', bd: 4, style: 'slats' },
  { shape: 'round', c: 'sand', seat: 'sand', plate: 'gunmetal', bd: 3, style: 'arch' },
  { shape: 'square', c: 'white', seat: 'white', plate: 'nickel', bd: 5, style: 'shafts' },
]

/** Side profile against a side wall in one-point perspective, so the hanging bowl reads at a glance. */
export function toiletProduct(doc: Doc, v: number): string {
  const o = pick(toiletVariants, v)
  const bd = pick(backdrops, o.bd + Math.floor(v / toiletVariants.length))
  const vpx = 1000
  const vpy = 400
  const eye = 800
  const k0 = 0.99
  const kz = (z: number): number => (k0 * 2500) / (2500 + z)
  const pt = (x: number, y: number, z: number): [number, number] => [vpx + x * kz(z), vpy + (eye - y) * kz(z)]
  const X = -1000
  const zb = 2000
  const out = [studio(doc, bd, pt(0, 0, zb)[1], o.style, 1, 1600, 1200)]
  const wallFill = doc.linear(
    [
      [0, darken(bd.wall, 0.1)],
      [1, darken(bd.wall, 0.03)],
    ],
    0,
    0,
    1,
    0,
  )
  out.push(path(poly([pt(X, 4000, 0), pt(X, 4000, zb), pt(X, 0, zb), pt(X, 0, 0)]), wallFill))
  let grid = ''
  for (let y = 300; y < 3000; y += v % 2 ? 300 : 600)
    grid += `M${pt(X, y, 0).map(f).join(' ')}L${pt(X, y, zb).map(f).join(' ')}`
  for (let z = 250; z < zb; z += 250) grid += `M${pt(X, 3000, z).map(f).join(' ')}L${pt(X, 0, z).map(f).join(' ')}`
  out.push(path(grid, 'none', { stroke: darken(bd.wall, 0.18), 'stroke-width': 1.5, opacity: 0.5 }))
  const z0 = 800
  const k = kz(z0)
  const metal = metals[o.plate]
  const plate = [pt(X, 1180, z0 - 40), pt(X, 1180, z0 + 200), pt(X, 1000, z0 + 200), pt(X, 1000, z0 - 40)]
  out.push(
    path(
      poly(plate),
      doc.linear(
        [
          [0, metal[0]],
          [0.5, metal[1]],
          [1, metal[2]],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  )
  out.push(
    path(
      poly([pt(X, 1160, z0 - 20), pt(X, 1160, z0 + 90), pt(X, 1020, z0 + 90), pt(X, 1020, z0 - 20)]),
      darken(metal[1], 0.1),
      { stroke: lighten(metal[0], 0.2), 'stroke-width': 1.5 },
    ),
  )
  const [fx, fy] = pt(X + 270, 0, z0)
  out.push(shadow(doc, fx, fy, 300 * k, 40 * k, 0.32))
  const [wx, sy] = pt(X, 400, z0)
  out.push(sideToilet(doc, wx, sy, k, o.shape, finishes[o.c], finishes[o.seat]))
  const [hx, hy] = pt(X, 700, 350)
  out.push(
    rect(hx - 6, hy - 10, 70, 10, metalFillV(doc, metal), { rx: 5 }),
    circle(
      hx + 40,
      hy + 40,
      44,
      doc.linear([
        [0, '#FFFFFF'],
        [1, '#E4E0D9'],
      ]),
    ),
    circle(hx + 40, hy + 40, 13, '#DAD5CC'),
  )
  out.push(plant(doc, 1300 + (v % 2) * 60, pt(0, 0, 1500)[1] + 20, 460, v % 2 ? 'olive' : 'leafy', C.clay, v))
  if (v % 3 === 1) out.push(towels(doc, 860, pt(0, 0, 1700)[1], 220, [C.white, C.sand, '#E7E1D8']))
  return out.join('')
}

type TrayVariant = { c: FinishName; drain: DrainKind; metal: MetalName; tile: string; texture: boolean; glass: boolean }

const trayVariants: readonly TrayVariant[] = [
  { c: 'white', drain: 'linear', metal: 'chrome', tile: '#E9E6E1', texture: true, glass: true },
  { c: 'black', drain: 'square', metal: 'brass', tile: '#D9CBB3', texture: true, glass: false },
  { c: 'stone', drain: 'side', metal: 'black', tile: '#F3F0EA', texture: true, glass: true },
  { c: 'sand', drain: 'round', metal: 'chrome', tile: '#C7D3D0', texture: true, glass: false },
  { c: 'concrete', drain: 'linear', metal: 'black', tile: '#EDE7DD', texture: true, glass: true },
  { c: 'teal', drain: 'square', metal: 'nickel', tile: '#EFEBE4', texture: false, glass: false },
]

export function trayProduct(doc: Doc, v: number): string {
  const o = pick(trayVariants, v)
  const horizon = 520
  const floor = darken(o.tile, 0.08)
  const out = [
    tiles(doc, 0, 0, 1600, horizon, v % 2 ? 200 : 120, v % 2 ? 100 : 240, o.tile, v % 2 === 1),
    rect(
      0,
      horizon,
      1600,
      680,
      doc.linear([
        [0, darken(floor, 0.06)],
        [1, lighten(floor, 0.2)],
      ]),
    ),
    rect(
      0,
      horizon,
      1600,
      40,
      doc.linear([
        [0, C.graphite, 0.12],
        [1, C.graphite, 0],
      ]),
    ),
  ]
  const metal = metals[o.metal]
  out.push(showerSet(doc, 800 + (v % 2 ? 160 : -160), -120, horizon + 40, metal, false, false, 90))
  const wNear = 1220 - (v % 3) * 80
  out.push(
    showerTray(doc, {
      cx: 800,
      near: 1010,
      far: horizon + 40,
      wNear,
      wFar: wNear * 0.72,
      thick: 46,
      c: finishes[o.c],
      drain: o.drain,
      metal,
      texture: o.texture,
      seedNo: v + 11,
    }),
  )
  if (o.glass) {
    const bx = 800 + (wNear * 0.72) / 2
    const far = horizon + 40
    const px = bx + (800 + wNear / 2 - bx) * 0.62
    const py = far + (1010 - far) * 0.62
    out.push(
      glassPane(
        doc,
        [
          [bx, -10],
          [px, -10],
          [px, py],
          [bx, far],
        ],
        o.tile,
      ),
    )
    out.push(rect(bx - 4, -10, 8, far + 10, metalFillV(doc, metal)))
  }
  out.push(towels(doc, v % 2 ? 1340 : 80, 1180, 200, [C.white, C.sand, '#E7E1D8']))
  return out.join('')
}

type EnclosureVariant = {
  kind: EnclosureKind
  metal: MetalName
  tile: string
  tw: number
  th: number
  ceiling: boolean
  water: boolean
  tray: FinishName
}

const enclosureVariants: readonly EnclosureVariant[] = [
  { kind: 'walkin', metal: 'black', tile: '#E6E2DC', tw: 160, th: 320, ceiling: true, water: true, tray: 'white' },
  { kind: 'sliding', metal: 'chrome', tile: '#EEEAE3', tw: 120, th: 120, ceiling: false, water: false, tray: 'white' },
  { kind: 'hinged', metal: 'brass', tile: '#C9D3D0', tw: 100, th: 200, ceiling: true, water: false, tray: 'stone' },
  { kind: 'corner', metal: 'gunmetal', tile: '#DCD2C2', tw: 240, th: 120, ceiling: false, water: true, tray: 'sand' },
  { kind: 'grid', metal: 'black', tile: '#F1EEE9', tw: 80, th: 160, ceiling: true, water: false, tray: 'concrete' },
  { kind: 'walkin', metal: 'brass', tile: '#8E9497', tw: 200, th: 400, ceiling: false, water: true, tray: 'black' },
]

/** An enclosure in its setting; `frame`: the metal of its profiles and fittings, else the setting's own. */
export function enclosureProduct(doc: Doc, v: number, frame?: MetalName): string {
  const o = pick(enclosureVariants, v)
  const bd = pick(backdrops, v)
  const out = [
    rect(
      0,
      0,
      1600,
      1200,
      doc.linear([
        [0, lighten(bd.wall, 0.3)],
        [1, bd.wall],
      ]),
    ),
  ]
  const x0 = o.kind === 'corner' ? 470 : 330
  const x1 = 1270
  const floorY = 1000
  out.push(tiles(doc, x0, 0, x1 - x0, floorY, o.tw, o.th, o.tile, v % 2 === 0))
  out.push(
    rect(x0, 0, 16, floorY, darken(o.tile, 0.15), { opacity: 0.5 }),
    rect(x1 - 16, 0, 16, floorY, darken(o.tile, 0.2), { opacity: 0.5 }),
  )
  out.push(
    rect(
      0,
      floorY,
      1600,
      200,
      doc.linear([
        [0, darken(bd.floor, 0.06)],
        [1, lighten(bd.floor, 0.2)],
      ]),
    ),
  )
  out.push(niche(doc, x0 + 70, 470, 220, 120, o.tile))
  out.push(bottle(doc, x0 + 130, 590, 80, C.clay), bottle(doc, x0 + 200, 590, 64, C.graphite))
  const metal = metals[frame ?? o.metal]
  out.push(showerSet(doc, (x0 + x1) / 2 + 60, 60, floorY, metal, o.ceiling, o.water, 130))
  out.push(
    showerTray(doc, {
      cx: (x0 + x1) / 2,
      near: floorY + 40,
      far: floorY - 30,
      wNear: x1 - x0 + 40,
      wFar: x1 - x0,
      thick: 26,
      c: finishes[o.tray],
      drain: 'linear',
      metal,
      texture: false,
      seedNo: v,
    }),
  )
  out.push(
    enclosure(doc, { x0: x0 + 20, x1: x1 - 20, floorY: floorY + 4, topY: 90, kind: o.kind, metal, wall: o.tile }),
  )
  out.push(plant(doc, v % 2 ? 200 : 1420, 1130, 420, v % 2 ? 'grass' : 'leafy', C.clay, v))
  return out.join('')
}
