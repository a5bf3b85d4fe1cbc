/**
 * A product's installation plan as a DXF drawing (AutoCAD R12, millimetres, 1:1): the outline
 * seen from above as circle, polyline with arcs or closed polyline, the walls it stands against,
 * centre lines, the drain, the fixing points, dimensions, a front view beside it and a title
 * block naming the article numbers the drawing covers. Text is written in Windows-1252 (declared
 * by `$DWGCODEPAGE`) and every character outside it as `\U+XXXX`, as AutoCAD reads it.
 */
import { connections } from '@/lib/catalogue/measures'
import { elevationOf as drawingElevation, wallsOf } from '@/lib/drawings/installation'

import { type Point, outlineSegments } from './geometry'
import type { CadPart, CadWords } from './part'

/** The layers, with their AutoCAD colour number and line type. */
export const DXF_LAYERS = {
  OUTLINE: { colour: 7, linetype: 'CONTINUOUS' },
  WALL: { colour: 8, linetype: 'CONTINUOUS' },
  CENTRE: { colour: 1, linetype: 'CENTER' },
  DRAIN: { colour: 5, linetype: 'CONTINUOUS' },
  FIXING: { colour: 6, linetype: 'CONTINUOUS' },
  DIMENSIONS: { colour: 3, linetype: 'CONTINUOUS' },
  TEXT: { colour: 7, linetype: 'CONTINUOUS' },
} as const

export type DxfLayer = keyof typeof DXF_LAYERS

/** Windows-1252's characters in 0x80–0x9F (the rest of its upper half is Latin-1's). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'

/**
 * A text as an R12 file holds it: Windows-1252 bytes, and `\U+XXXX` for every other character
 * (CJK among them); a caret, which starts a control character in DXF, written as "^ ".
 */
export function dxfText(value: string): Buffer {
  const bytes: number[] = []
  const ascii = (s: string) => {
    for (const c of s) bytes.push(c.charCodeAt(0))
  }
  for (const ch of value.replace(/[\r\n\t]+/g, ' ')) {
    const code = ch.codePointAt(0)!
    const high = CP1252_HIGH.indexOf(ch)
    if (ch === '^') ascii('^ ')
    else if (code >= 0x20 && code < 0x7f) bytes.push(code)
    else if (high >= 0 && !/[\u0081\u008d\u008f\u0090\u009d]/.test(ch)) bytes.push(0x80 + high)
    else if (code >= 0xa0 && code <= 0xff) bytes.push(code)
    else if (code <= 0xffff) ascii(`\\U+${code.toString(16).toUpperCase().padStart(4, '0')}`)
    else ascii('?')
  }
  return Buffer.from(bytes)
}

/** A number as the file writes it: at most three decimals, a point. */
const num = (n: number) => String(Math.round(n * 1000) / 1000 + 0)

/** A drawing being written: group codes and values, one per line. */
class DxfOut {
  private readonly parts: Buffer[] = []

  pair(code: number, value: string | number | Buffer): void {
    this.parts.push(Buffer.from(`${String(code).padStart(3, ' ')}\r\n`, 'latin1'))
    this.parts.push(
      typeof value === 'string' || typeof value === 'number'
        ? Buffer.from(`${typeof value === 'number' ? num(value) : value}\r\n`, 'latin1')
        : Buffer.concat([value, Buffer.from('\r\n', 'latin1')]),
    )
  }

  pairs(list: readonly (readonly [number, string | number])[]): void {
    for (const [code, value] of list) this.pair(code, value)
  }

  point(at: Point, offset = 0): void {
    this.pair(10 + offset, at[0])
    this.pair(20 + offset, at[1])
    this.pair(30 + offset, 0)
  }

  line(layer: DxfLayer, a: Point, b: Point): void {
    this.pair(0, 'LINE')
    this.pair(8, layer)
    this.point(a)
    this.point(b, 1)
  }

  circle(layer: DxfLayer, centre: Point, radius: number): void {
    this.pair(0, 'CIRCLE')
    this.pair(8, layer)
    this.point(centre)
    this.pair(40, radius)
  }

  polyline(layer: DxfLayer, vertices: { at: Point; bulge?: number }[], closed: boolean): void {
    this.pair(0, 'POLYLINE')
    this.pair(8, layer)
    this.pair(66, 1)
    this.point([0, 0])
    this.pair(70, closed ? 1 : 0)
    for (const v of vertices) {
      this.pair(0, 'VERTEX')
      this.pair(8, layer)
      this.point(v.at)
      // a bulge to nine places: three would bend a quarter circle of R 550 by 0.2 mm
      if (v.bulge) this.pair(42, String(Math.round(v.bulge * 1e9) / 1e9))
    }
    this.pair(0, 'SEQEND')
    this.pair(8, layer)
  }

  /** A single line of text; `align` 1 centres it on `at`, 2 ends it there; rotated by `rotation` degrees. */
  text(layer: DxfLayer, at: Point, height: number, value: string, align: 0 | 1 | 2 = 0, rotation = 0): void {
    this.pair(0, 'TEXT')
    this.pair(8, layer)
    this.point(at)
    this.pair(40, height)
    this.pair(1, dxfText(value))
    if (rotation) this.pair(50, rotation)
    if (align) {
      this.pair(72, align)
      this.point(at, 1)
    }
  }

  /** Another drawing's pairs, as they are. */
  append(other: DxfOut): void {
    this.parts.push(other.bytes())
  }

  bytes(): Buffer {
    return Buffer.concat(this.parts)
  }
}

/** An ellipse as R12 can hold it: a closed polyline whose chords leave the curve by at most 0.1 mm. */
function ellipseVertices(centre: Point, rx: number, ry: number): { at: Point }[] {
  const r = Math.max(rx, ry)
  const n = 4 * Math.ceil(Math.PI / Math.acos(1 - 0.1 / r) / 4)
  return [...Array(n).keys()].map((k) => {
    const t = (2 * Math.PI * k) / n
    return { at: [centre[0] + rx * Math.cos(t), centre[1] + ry * Math.sin(t)] as Point }
  })
}

/** Where the product's top and bottom are above the floor, as the installation drawing has them (mm). */
export const elevationOf = (part: CadPart): { bottom: number; top: number } =>
  drawingElevation({
    ...part,
    seatHeight: part.measures.seatHeight ?? null,
    mountingHeight: part.measures.mountingHeight ?? null,
  })

/**
 * A dimension as lines and text (R12 DIMENSION entities need anonymous blocks a reader must
 * regenerate; lines and text look the same everywhere): extension lines, the line, ticks.
 */
function dimension(out: DxfOut, a: Point, b: Point, offset: Point, text: string, size: number): void {
  const [ax, ay] = [a[0] + offset[0], a[1] + offset[1]]
  const [bx, by] = [b[0] + offset[0], b[1] + offset[1]]
  out.line('DIMENSIONS', a, [ax, ay])
  out.line('DIMENSIONS', b, [bx, by])
  out.line('DIMENSIONS', [ax, ay], [bx, by])
  const t = size * 0.4
  for (const [x, y] of [
    [ax, ay],
    [bx, by],
  ] as Point[])
    out.line('DIMENSIONS', [x - t, y - t], [x + t, y + t])
  const vertical = Math.abs(bx - ax) < 1e-6
  const mid: Point = [(ax + bx) / 2, (ay + by) / 2]
  if (vertical) out.text('DIMENSIONS', [mid[0] - size * 0.5, mid[1]], size, text, 1, 90)
  else out.text('DIMENSIONS', [mid[0], mid[1] + size * 0.5], size, text, 1)
}

const mm = (n: number) => num(Math.round(n * 10) / 10)

/** The plan (outline, walls, centre lines, drain, fixings, dimensions) with the front edge on y = 0. */
function plan(out: DxfOut, part: CadPart, words: CadWords, size: number): void {
  const { width: w, depth: d } = part
  const m = part.measures
  const seg = outlineSegments(part)
  if (seg.kind === 'circle') out.circle('OUTLINE', seg.centre, seg.radius)
  else if (seg.kind === 'ellipse') out.polyline('OUTLINE', ellipseVertices(seg.centre, seg.rx, seg.ry), true)
  else out.polyline('OUTLINE', seg.vertices, true)

  const walls = wallsOf(part)
  const wall = 100
  if (walls.back)
    out.polyline(
      'WALL',
      [
        { at: [walls.left ? -wall : -size * 4, d] },
        { at: [walls.right ? w + wall : w + size * 4, d] },
        { at: [walls.right ? w + wall : w + size * 4, d + wall] },
        { at: [walls.left ? -wall : -size * 4, d + wall] },
      ],
      true,
    )
  if (walls.left)
    out.polyline(
      'WALL',
      [{ at: [-wall, -size * 1.5] }, { at: [0, -size * 1.5] }, { at: [0, d] }, { at: [-wall, d] }],
      true,
    )
  if (walls.right)
    out.polyline(
      'WALL',
      [{ at: [w, -size * 1.5] }, { at: [w + wall, -size * 1.5] }, { at: [w + wall, d] }, { at: [w, d] }],
      true,
    )

  // centre lines, 40 mm beyond the outline
  out.line('CENTRE', [w / 2, -40], [w / 2, d + 40])
  out.line('CENTRE', [-40, d / 2], [w + 40, d / 2])

  // width below, depth to the right
  dimension(out, [0, 0], [w, 0], [0, -size * 3], mm(w), size)
  dimension(out, [w, 0], [w, d], [size * 3 + (walls.right ? wall : 0), 0], mm(d), size)

  if (m.drainX != null && m.drainY != null) {
    // the drain's centre: drainY is measured from the wall side
    const c: Point = [m.drainX, d - m.drainY]
    const r = (m.drainDiameter ?? 50) / 2
    out.circle('DRAIN', c, r)
    out.line('CENTRE', [c[0] - r - 20, c[1]], [c[0] + r + 20, c[1]])
    out.line('CENTRE', [c[0], c[1] - r - 20], [c[0], c[1] + r + 20])
    if (m.drainDiameter)
      out.text('DRAIN', [c[0] + r + size * 0.4, c[1] - r - size * 1.4], size * 0.8, `Ø ${mm(m.drainDiameter)}`)
    dimension(out, [0, c[1]], [c[0], c[1]], [0, 0], mm(m.drainX), size * 0.8)
    dimension(out, [c[0], d], [c[0], c[1]], [0, 0], mm(m.drainY), size * 0.8)
  }

  const fixings = part.family === 'toilet' ? m.boltSpacing : part.family === 'enclosure' ? null : m.wallFixingCentres
  if (fixings && fixings < w) {
    const y = d - 15
    for (const x of [(w - fixings) / 2, (w + fixings) / 2]) out.circle('FIXING', [x, y], 6)
    dimension(out, [(w - fixings) / 2, y], [(w + fixings) / 2, y], [0, -size * 2], mm(fixings), size * 0.8)
  }

  if (m.entryWidth) {
    if (part.outline === 'quadrant' || part.outline === 'pentagon') {
      const k =
        part.outline === 'quadrant' ? (part.outlineRadius ?? 0) * (1 - Math.SQRT1_2) : (part.outlineCut ?? 0) / 2
      out.text('DIMENSIONS', [w - k - size, k + size], size * 0.8, `${words.entry} ${mm(m.entryWidth)}`, 2)
    } else {
      const a = (w - m.entryWidth) / 2
      dimension(out, [a, 0], [a + m.entryWidth, 0], [0, size * 2], `${words.entry} ${mm(m.entryWidth)}`, size * 0.8)
    }
  }
  out.text('TEXT', [0, d + 100 + size * 2], size * 1.4, words.plan)
}

/** The front view, its left edge at x0: the floor, the body at its height, heights dimensioned. */
function front(out: DxfOut, part: CadPart, words: CadWords, size: number, x0: number): void {
  const { width: w, height: h } = part
  const m = part.measures
  const { bottom, top } = elevationOf(part)
  const standsOnFloor = part.family !== 'tap'
  if (standsOnFloor) {
    out.line('WALL', [x0 - size * 4, 0], [x0 + w + size * 6, 0])
    out.text('TEXT', [x0 + w + size * 6, -size * 1.6], size * 0.8, words.floor, 2)
  }
  out.polyline(
    'OUTLINE',
    [{ at: [x0, bottom] }, { at: [x0 + w, bottom] }, { at: [x0 + w, top] }, { at: [x0, top] }],
    true,
  )
  out.line('CENTRE', [x0 + w / 2, bottom - 40], [x0 + w / 2, top + 40])
  if (part.installation === 'countertop' && bottom > 0)
    // the counter it stands on, 30 mm thick
    out.polyline(
      'WALL',
      [
        { at: [x0 - size * 4, bottom - 30] },
        { at: [x0 + w + size * 4, bottom - 30] },
        { at: [x0 + w + size * 4, bottom] },
        { at: [x0 - size * 4, bottom] },
      ],
      true,
    )
  dimension(out, [x0 + w, bottom], [x0 + w, top], [size * 3, 0], mm(h), size)
  if (standsOnFloor && bottom > 0) dimension(out, [x0, 0], [x0, top], [-size * 3, 0], mm(top), size)
  if (part.family === 'toilet' && m.seatHeight && (part.installation !== 'wall-hung' || bottom > 0)) {
    out.line('CENTRE', [x0 - 40, m.seatHeight], [x0 + w + 40, m.seatHeight])
    if (part.installation !== 'wall-hung')
      dimension(out, [x0, 0], [x0, m.seatHeight], [-size * 3, 0], `${words.seat} ${mm(m.seatHeight)}`, size * 0.8)
  }
  if (part.family === 'toilet' && m.outletHeight) {
    out.line('CENTRE', [x0 - 40, m.outletHeight], [x0 + w + 40, m.outletHeight])
    out.text(
      'DRAIN',
      [x0 + size * 0.5, m.outletHeight + size * 0.5],
      size * 0.8,
      `${words.outlet} ${mm(m.outletHeight)}`,
    )
  }
  if (part.family === 'enclosure' && m.wallFixingCentres && m.wallFixingCentres < h) {
    const a = bottom + (h - m.wallFixingCentres) / 2
    for (const y of [a, a + m.wallFixingCentres]) out.circle('FIXING', [x0 + 15, y], 6)
    dimension(out, [x0, a], [x0, a + m.wallFixingCentres], [-size * 3, 0], mm(m.wallFixingCentres), size * 0.8)
  }
  if (m.connection) out.text('TEXT', [x0 + w / 2, bottom - size * 2], size * 0.8, connections[m.connection], 1)
  out.text('TEXT', [x0, Math.max(top, part.depth) + 100 + size * 2], size * 1.4, words.front)
}

/** The file's extent: the plan and the front view with their dimensions and the title block. */
type Extent = { min: Point; max: Point }

/** The DXF drawing of a part, in the part's language. */
export function dxfDrawing(part: CadPart, words: CadWords): Buffer {
  const size = Math.min(60, Math.max(16, Math.round(Math.max(part.width, part.depth, part.height) / 40)))
  const gap = Math.max(400, size * 12)
  const x0 = part.width + gap
  const { top } = elevationOf(part)

  const entities = new DxfOut()
  plan(entities, part, words, size)
  front(entities, part, words, size, x0)
  // the title block below both views
  const lines = [
    { text: part.title, height: size * 1.6 },
    ...(part.variantName ? [{ text: part.variantName, height: size }] : []),
    { text: `${words.article}: ${part.articles.join(', ')}`, height: size },
    ...(part.gtins.length ? [{ text: `${words.gtin}: ${part.gtins.join(', ')}`, height: size }] : []),
    { text: `${part.brand} · ${words.unit} · 1:1 · ${words.revision}`, height: size * 0.8 },
    { text: part.url, height: size * 0.8 },
  ]
  let y = -size * 7
  for (const line of lines) {
    y -= line.height * 1.8
    entities.text('TEXT', [0, y], line.height, line.text)
  }
  const extent: Extent = {
    min: [-size * 6 - 100, y - size],
    max: [x0 + part.width + size * 8, Math.max(top, part.depth) + 100 + size * 4],
  }

  const out = new DxfOut()
  const header: [string, () => void][] = [
    ['$ACADVER', () => out.pair(1, 'AC1009')],
    ['$DWGCODEPAGE', () => out.pair(3, 'ANSI_1252')],
    ['$INSBASE', () => out.point([0, 0])],
    ['$EXTMIN', () => out.point(extent.min)],
    ['$EXTMAX', () => out.point(extent.max)],
    ['$LIMMIN', () => (out.pair(10, extent.min[0]), out.pair(20, extent.min[1]))],
    ['$LIMMAX', () => (out.pair(10, extent.max[0]), out.pair(20, extent.max[1]))],
    ['$LUNITS', () => out.pair(70, 2)],
    ['$LUPREC', () => out.pair(70, 1)],
    ['$INSUNITS', () => out.pair(70, 4)],
    ['$MEASUREMENT', () => out.pair(70, 1)],
    ['$LTSCALE', () => out.pair(40, Math.max(1, size / 4))],
    ['$TEXTSTYLE', () => out.pair(7, 'STANDARD')],
    ['$CLAYER', () => out.pair(8, '0')],
  ]
  out.pair(0, 'SECTION')
  out.pair(2, 'HEADER')
  for (const [name, write] of header) {
    out.pair(9, name)
    write()
  }
  out.pair(0, 'ENDSEC')

  const layers = Object.entries({ '0': { colour: 7, linetype: 'CONTINUOUS' }, ...DXF_LAYERS })
  out.pairs([
    [0, 'SECTION'],
    [2, 'TABLES'],
    // line types: solid, and the centre line's long and short dashes (in mm)
    [0, 'TABLE'],
    [2, 'LTYPE'],
    [70, 2],
    ...(
      [
        ['CONTINUOUS', 'Solid line', []],
        ['CENTER', '____ _ ____ _ ____ _ ____', [32, -6, 6, -6]],
      ] as const
    ).flatMap(([name, look, dashes]): [number, string | number][] => [
      [0, 'LTYPE'],
      [2, name],
      [70, 0],
      [3, look],
      [72, 65],
      [73, dashes.length],
      [40, dashes.reduce((sum: number, d: number) => sum + Math.abs(d), 0)],
      ...dashes.map((d): [number, number] => [49, d]),
    ]),
    [0, 'ENDTAB'],
    [0, 'TABLE'],
    [2, 'LAYER'],
    [70, layers.length],
    ...layers.flatMap(([name, layer]): [number, string | number][] => [
      [0, 'LAYER'],
      [2, name],
      [70, 0],
      [62, layer.colour],
      [6, layer.linetype],
    ]),
    [0, 'ENDTAB'],
    [0, 'TABLE'],
    [2, 'STYLE'],
    [70, 1],
    [0, 'STYLE'],
    [2, 'STANDARD'],
    [70, 0],
    [40, 0],
    [41, 1],
    [50, 0],
    [71, 0],
    [42, size],
    // Chinese needs a font with its characters: SimSun where the drawing has them, Arial otherwise
    [3, part.locale === 'zh' ? 'simsun.ttc' : 'arial.ttf'],
    [4, ''],
    [0, 'ENDTAB'],
    [0, 'ENDSEC'],
  ])

  out.pair(0, 'SECTION')
  out.pair(2, 'BLOCKS')
  out.pair(0, 'ENDSEC')
  out.pair(0, 'SECTION')
  out.pair(2, 'ENTITIES')
  out.append(entities)
  out.pair(0, 'ENDSEC')
  out.pair(0, 'EOF')
  return out.bytes()
}
