/**
 * A product's installation drawing, made from its data: a plan (the outline seen from above, the
 * walls it stands against, width and depth, the drain with its Ø and position, the fixing points)
 * and a front view (height, the floor, the installation, seat and outlet heights). It is a list of
 * primitives in drawing units, drawn as SVG on the product page and with PDFKit on the data sheet,
 * so both show the same drawing.
 */
import type { Outline } from '@/lib/catalogue/measures'
import type { Family } from '@/lib/vocabularies'

/** What a line is: the product's outline, a wall, a centre or dimension line, the drain. */
export type Stroke = 'outline' | 'wall' | 'centre' | 'dimension' | 'drain' | 'floor'

export type Primitive =
  | { kind: 'path'; d: string; stroke: Stroke; fill?: 'wall' | 'drain' | 'ink' }
  | {
      kind: 'text'
      x: number
      y: number
      text: string
      anchor: 'start' | 'middle' | 'end'
      /** degrees, about (x, y) */
      rotate?: number
      role: 'title' | 'dimension' | 'label'
    }

/** `primitives` holds the plan's, then the front view's, which begin at `frontFrom`. */
export type Drawing = { width: number; height: number; primitives: Primitive[]; frontFrom: number }

/** The product's data the drawing needs (millimetres). */
export type DrawingInput = {
  family: Family | null
  installation: string | null
  width: number
  depth: number
  height: number
  outline: Outline | null
  outlineRadius: number | null
  outlineCut: number | null
  drainDiameter: number | null
  drainX: number | null
  drainY: number | null
  mountingHeight: number | null
  seatHeight: number | null
  outletHeight: number | null
  boltSpacing: number | null
  wallFixingCentres: number | null
  entryWidth: number | null
  connection: string | null
}

/** The words on the drawing, in the page's language. */
export type DrawingWords = {
  plan: string
  front: string
  unit: string
  floor: string
  entry: string
  outlet: string
  seat: string
  number: (mm: number) => string
}

export const DRAWING = { width: 760, height: 360 } as const
const PANEL = { width: 380, height: DRAWING.height }
const MARGIN = { left: 64, right: 64, top: 64, bottom: 72 }

const f = (n: number) => String(Math.round(n * 10) / 10)

/** The outline seen from above as an SVG path, in millimetres, y from the wall side (back) to the front. */
export function outlinePath(
  input: Pick<DrawingInput, 'outline' | 'width' | 'depth' | 'outlineRadius' | 'outlineCut'>,
): string {
  const { width: w, depth: d } = input
  switch (input.outline) {
    case 'round':
    case 'oval':
      return `M0 ${f(d / 2)} A${f(w / 2)} ${f(d / 2)} 0 1 0 ${f(w)} ${f(d / 2)} A${f(w / 2)} ${f(d / 2)} 0 1 0 0 ${f(d / 2)} Z`
    case 'quadrant': {
      const r = Math.min(input.outlineRadius ?? Math.min(w, d), w, d)
      return `M0 0 H${f(w)} V${f(d - r)} A${f(r)} ${f(r)} 0 0 1 ${f(w - r)} ${f(d)} H0 Z`
    }
    case 'pentagon': {
      const c = Math.min(input.outlineCut ?? Math.min(w, d) / 3, w, d)
      return `M0 0 H${f(w)} V${f(d - c)} L${f(w - c)} ${f(d)} H0 Z`
    }
    default:
      return `M0 0 H${f(w)} V${f(d)} H0 Z`
  }
}

/** Which sides of the plan are walls: back always but for freestanding pieces, and the sides of a corner or alcove. */
export function wallsOf(input: Pick<DrawingInput, 'installation' | 'family'>): {
  back: boolean
  left: boolean
  right: boolean
} {
  const i = input.installation
  if (
    i === 'freestanding' ||
    i === 'countertop' ||
    i === 'deck-mounted' ||
    (i === 'floor-standing' && input.family === 'tap')
  )
    return { back: false, left: false, right: false }
  if (i === 'corner') return { back: true, left: true, right: false }
  if (i === 'wall-to-wall') return { back: false, left: true, right: true }
  if (i === 'built-in') return { back: true, left: true, right: true }
  return { back: true, left: false, right: false }
}

/**
 * Where the product's top and bottom are above the floor (mm): a wall-hung WC's top at its seat
 * height, a basin's, cabinet's or tray's at its mounting height, everything else on the floor.
 */
export function elevationOf(
  input: Pick<DrawingInput, 'family' | 'installation' | 'height' | 'seatHeight' | 'mountingHeight'>,
): { bottom: number; top: number } {
  const h = input.height
  const top =
    input.family === 'toilet' && input.installation === 'wall-hung'
      ? (input.seatHeight ?? h)
      : input.mountingHeight && (input.family === 'basin' || input.family === 'cabinet' || input.family === 'tray')
        ? Math.max(input.mountingHeight, h)
        : h
  return { bottom: top - h, top }
}

/** Maps millimetres of one view into its panel. */
type View = { x: (mm: number) => number; y: (mm: number) => number; s: number }

function dimension(
  out: Primitive[],
  from: [number, number],
  to: [number, number],
  label: string,
  side: 'above' | 'below' | 'left' | 'right',
): void {
  const [x1, y1] = from
  const [x2, y2] = to
  const t = 4
  // the line, its two ticks (architect's slashes) and the text beside it
  out.push({
    kind: 'path',
    d: `M${f(x1)} ${f(y1)} L${f(x2)} ${f(y2)} M${f(x1 - t)} ${f(y1 + t)} L${f(x1 + t)} ${f(y1 - t)} M${f(x2 - t)} ${f(y2 + t)} L${f(x2 + t)} ${f(y2 - t)}`,
    stroke: 'dimension',
  })
  const mx = (x1 + x2) / 2
  const my = (y1 + y2) / 2
  if (side === 'above') out.push({ kind: 'text', x: mx, y: my - 6, text: label, anchor: 'middle', role: 'dimension' })
  else if (side === 'below')
    out.push({ kind: 'text', x: mx, y: my + 15, text: label, anchor: 'middle', role: 'dimension' })
  else if (side === 'left')
    out.push({ kind: 'text', x: mx - 6, y: my, text: label, anchor: 'middle', rotate: -90, role: 'dimension' })
  else out.push({ kind: 'text', x: mx + 14, y: my, text: label, anchor: 'middle', rotate: -90, role: 'dimension' })
}

/** A path in millimetres moved into a view (scaled, then offset; arcs' radii scaled). */
function place(d: string, view: View): string {
  const tokens = d.match(/[A-Za-z]|-?\d+(?:\.\d+)?/g) ?? []
  const out: string[] = []
  let command = ''
  let i = 0
  const num = () => Number(tokens[i++])
  while (i < tokens.length) {
    if (/[A-Za-z]/.test(tokens[i]!)) command = tokens[i++]!
    switch (command) {
      case 'M':
      case 'L':
        out.push(`${command}${f(view.x(num()))} ${f(view.y(num()))}`)
        break
      case 'H':
        out.push(`H${f(view.x(num()))}`)
        break
      case 'V':
        out.push(`V${f(view.y(num()))}`)
        break
      case 'A': {
        const rx = num() * view.s
        const ry = num() * view.s
        const rest = [num(), num(), num()]
        out.push(`A${f(rx)} ${f(ry)} ${rest.join(' ')} ${f(view.x(num()))} ${f(view.y(num()))}`)
        break
      }
      case 'Z':
        out.push('Z')
        break
      default:
        i++
    }
  }
  return out.join(' ')
}

/** The installation drawing of a product. */
export function installationDrawing(input: DrawingInput, words: DrawingWords): Drawing {
  const out: Primitive[] = []
  const { width: w, depth: d, height: h } = input
  const n = words.number

  // Plan: the outline scaled into the left panel, the walls outside it.
  {
    const room = { w: PANEL.width - MARGIN.left - MARGIN.right, h: PANEL.height - MARGIN.top - MARGIN.bottom }
    const s = Math.min(room.w / w, room.h / d)
    const x0 = MARGIN.left + (room.w - w * s) / 2
    const y0 = MARGIN.top + (room.h - d * s) / 2
    const view: View = { x: (mm) => x0 + mm * s, y: (mm) => y0 + mm * s, s }
    out.push({ kind: 'text', x: 16, y: 24, text: words.plan, anchor: 'start', role: 'title' })
    const walls = wallsOf(input)
    const band = 9
    if (walls.back)
      out.push({
        kind: 'path',
        d: `M${f(x0 - band)} ${f(y0 - band)} H${f(x0 + w * s + band)} V${f(y0)} H${f(x0 - band)} Z`,
        stroke: 'wall',
        fill: 'wall',
      })
    if (walls.left)
      out.push({
        kind: 'path',
        d: `M${f(x0 - band)} ${f(y0 - band)} H${f(x0)} V${f(y0 + d * s)} H${f(x0 - band)} Z`,
        stroke: 'wall',
        fill: 'wall',
      })
    if (walls.right)
      out.push({
        kind: 'path',
        d: `M${f(x0 + w * s)} ${f(y0 - band)} H${f(x0 + w * s + band)} V${f(y0 + d * s)} H${f(x0 + w * s)} Z`,
        stroke: 'wall',
        fill: 'wall',
      })
    out.push({ kind: 'path', d: place(outlinePath(input), view), stroke: 'outline' })
    dimension(out, [x0, y0 + d * s + 24], [x0 + w * s, y0 + d * s + 24], n(w), 'below')
    dimension(out, [x0 + w * s + 24, y0], [x0 + w * s + 24, y0 + d * s], n(d), 'right')

    if (input.drainX !== null && input.drainY !== null) {
      const cx = view.x(input.drainX)
      const cy = view.y(input.drainY)
      const r = Math.max(((input.drainDiameter ?? 50) / 2) * s, 4)
      out.push({
        kind: 'path',
        d: `M${f(cx - r - 6)} ${f(cy)} H${f(cx + r + 6)} M${f(cx)} ${f(cy - r - 6)} V${f(cy + r + 6)}`,
        stroke: 'centre',
      })
      out.push({
        kind: 'path',
        d: `M${f(cx - r)} ${f(cy)} A${f(r)} ${f(r)} 0 1 0 ${f(cx + r)} ${f(cy)} A${f(r)} ${f(r)} 0 1 0 ${f(cx - r)} ${f(cy)} Z`,
        stroke: 'drain',
      })
      // the position from the left edge and from the wall, along dashed lines to the drain
      out.push({
        kind: 'path',
        d: `M${f(x0)} ${f(cy)} H${f(cx - r)} M${f(cx)} ${f(y0)} V${f(cy - r)}`,
        stroke: 'centre',
      })
      out.push({
        kind: 'text',
        x: (x0 + cx - r) / 2,
        y: cy - 5,
        text: n(input.drainX),
        anchor: 'middle',
        role: 'dimension',
      })
      out.push({
        kind: 'text',
        x: cx + 5,
        y: (y0 + cy - r) / 2 + 4,
        text: n(input.drainY),
        anchor: 'start',
        role: 'dimension',
      })
      if (input.drainDiameter)
        out.push({
          kind: 'text',
          x: cx + r + 6,
          y: cy + r + 12,
          text: `Ø ${n(input.drainDiameter)}`,
          anchor: 'start',
          role: 'label',
        })
    }

    // Fixing points on the wall side: a basin's or cabinet's fixings, a WC's bolts.
    const fixings =
      input.family === 'toilet' ? input.boltSpacing : input.family === 'enclosure' ? null : input.wallFixingCentres
    if (fixings && fixings < w) {
      const a = view.x((w - fixings) / 2)
      const b = view.x((w + fixings) / 2)
      const y = y0 + 7
      for (const x of [a, b])
        out.push({
          kind: 'path',
          d: `M${f(x - 2.5)} ${f(y)} A2.5 2.5 0 1 0 ${f(x + 2.5)} ${f(y)} A2.5 2.5 0 1 0 ${f(x - 2.5)} ${f(y)} Z`,
          stroke: 'outline',
          fill: 'ink',
        })
      dimension(out, [a, y0 + 22], [b, y0 + 22], n(fixings), 'below')
    }

    if (input.entryWidth) {
      // the door's opening: along the front edge, or on the curve or cut of a shaped enclosure
      if (input.outline === 'quadrant' || input.outline === 'pentagon') {
        const k =
          input.outline === 'quadrant' ? (input.outlineRadius ?? 0) * (1 - Math.SQRT1_2) : (input.outlineCut ?? 0) / 2
        out.push({
          kind: 'text',
          x: view.x(w - k) - 6,
          y: view.y(d - k) - 6,
          text: `${words.entry} ${n(input.entryWidth)}`,
          anchor: 'end',
          role: 'label',
        })
      } else {
        const a = view.x((w - input.entryWidth) / 2)
        const b = view.x((w + input.entryWidth) / 2)
        dimension(out, [a, y0 + d * s - 12], [b, y0 + d * s - 12], `${words.entry} ${n(input.entryWidth)}`, 'above')
      }
    }
  }

  // Front view: the product above the floor, at its installation height.
  const frontFrom = out.length
  {
    const { top, bottom } = elevationOf(input)
    const total = top
    const room = { w: PANEL.width - MARGIN.left - MARGIN.right, h: PANEL.height - MARGIN.top - MARGIN.bottom }
    const s = Math.min(room.w / w, room.h / total)
    const x0 = PANEL.width + MARGIN.left + (room.w - w * s) / 2
    const floor = MARGIN.top + room.h
    const z = (mm: number) => floor - mm * s
    out.push({ kind: 'text', x: PANEL.width + 16, y: 24, text: words.front, anchor: 'start', role: 'title' })
    out.push({ kind: 'text', x: DRAWING.width - 16, y: 24, text: words.unit, anchor: 'end', role: 'label' })
    const standsOnFloor = input.family !== 'tap'
    if (standsOnFloor) {
      out.push({
        kind: 'path',
        d: `M${f(PANEL.width + 24)} ${f(floor)} H${f(DRAWING.width - 24)} V${f(floor + 8)} H${f(PANEL.width + 24)} Z`,
        stroke: 'floor',
        fill: 'wall',
      })
      out.push({ kind: 'text', x: DRAWING.width - 24, y: floor + 22, text: words.floor, anchor: 'end', role: 'label' })
    }
    const radius = Math.min(h * s, w * s) * (input.family === 'tub' || input.family === 'basin' ? 0.12 : 0.02)
    const [l, r, t, b] = [x0, x0 + w * s, z(top), z(bottom)]
    out.push({
      kind: 'path',
      d: `M${f(l)} ${f(t)} H${f(r)} V${f(b - radius)} Q${f(r)} ${f(b)} ${f(r - radius)} ${f(b)} H${f(l + radius)} Q${f(l)} ${f(b)} ${f(l)} ${f(b - radius)} Z`,
      stroke: 'outline',
    })
    // a tray's feet
    if (input.family === 'tray' && bottom > 0)
      out.push({
        kind: 'path',
        d: `M${f(l + 14)} ${f(b)} V${f(floor)} M${f(r - 14)} ${f(b)} V${f(floor)} M${f((l + r) / 2)} ${f(b)} V${f(floor)}`,
        stroke: 'outline',
      })
    dimension(out, [r + 24, t], [r + 24, b], n(h), 'right')
    if (standsOnFloor && bottom > 0) {
      const label = input.family === 'toilet' ? (input.seatHeight ? n(input.seatHeight) : n(top)) : n(top)
      dimension(out, [l - 24, floor], [l - 24, t], label, 'left')
    }
    if (input.installation === 'countertop') {
      // the counter it stands on, 30 mm thick
      const slab = 30 * s
      out.push({
        kind: 'path',
        d: `M${f(l - 28)} ${f(b)} H${f(r + 28)} V${f(b + slab)} H${f(l - 28)} Z`,
        stroke: 'wall',
        fill: 'wall',
      })
    }
    if (input.family === 'toilet' && input.installation !== 'wall-hung' && input.seatHeight && input.seatHeight < h) {
      const y = z(input.seatHeight)
      out.push({ kind: 'path', d: `M${f(l - 8)} ${f(y)} H${f(r + 8)}`, stroke: 'centre' })
      dimension(out, [l - 24, floor], [l - 24, y], n(input.seatHeight), 'left')
    }
    if (input.family === 'toilet' && input.outletHeight) {
      const y = z(input.outletHeight)
      out.push({ kind: 'path', d: `M${f(l - 8)} ${f(y)} H${f(r + 8)}`, stroke: 'centre' })
      // inside the body, above its line: the right side holds the height's dimension
      out.push({
        kind: 'text',
        x: l + 8,
        y: y - 5,
        text: `${words.outlet} ${n(input.outletHeight)}`,
        anchor: 'start',
        role: 'label',
      })
    }
    if (input.family === 'enclosure' && input.wallFixingCentres && input.wallFixingCentres < h) {
      const a = z(bottom + (h - input.wallFixingCentres) / 2)
      const c = z(bottom + (h + input.wallFixingCentres) / 2)
      for (const y of [a, c])
        out.push({
          kind: 'path',
          d: `M${f(l + 4.5)} ${f(y)} A2.5 2.5 0 1 0 ${f(l + 9.5)} ${f(y)} A2.5 2.5 0 1 0 ${f(l + 4.5)} ${f(y)} Z`,
          stroke: 'outline',
          fill: 'ink',
        })
      dimension(out, [l - 24, a], [l - 24, c], n(input.wallFixingCentres), 'left')
    }
    if (input.connection)
      out.push({ kind: 'text', x: (l + r) / 2, y: b + 18, text: input.connection, anchor: 'middle', role: 'label' })
  }
  return { width: DRAWING.width, height: DRAWING.height, primitives: out, frontFrom }
}
