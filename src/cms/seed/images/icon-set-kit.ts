/**
 * Shared pieces of the line-icon sets: a 24-unit grid drawn at 48 px with a
 * 1.5-unit graphite stroke, plus the geometry helpers the icons are built from.
 */
import { C } from './palette'
import { el, f, poly } from './svg'

export const INK = C.graphite
export const ACCENT = C.teal

type Pt = readonly [number, number]

/** Root element: stroke settings live here so every glyph inherits the same line. */
export function icon24(body: string, size = 48): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${size}" height="${size}" viewBox="0 0 24 24" ` +
    `fill="none" stroke="${INK}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`
  )
}

/** Graphite line. */
export const s = (d: string): string => el('path', { d })
/** The single teal detail of an icon. */
export const t = (d: string): string => el('path', { d, stroke: ACCENT })
/** Solid shapes (dots, tiny details) that would blur into a blob if stroked. */
export const fill = (d: string, color: string = INK): string => el('path', { d, fill: color, stroke: 'none' })
export const tf = (d: string): string => fill(d, ACCENT)

/** Circle as a path so it can be mixed into any of the helpers above. */
export const ring = (cx: number, cy: number, r: number): string =>
  `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`

export const polar = (cx: number, cy: number, r: number, deg: number): Pt => {
  const a = (deg * Math.PI) / 180
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)]
}

export const rotate = (p: Pt, deg: number, cx: number, cy: number): Pt => {
  const a = (deg * Math.PI) / 180
  const x = p[0] - cx
  const y = p[1] - cy
  return [cx + x * Math.cos(a) - y * Math.sin(a), cy + x * Math.sin(a) + y * Math.cos(a)]
}

/** Path made of line and arc segments, optionally rotated about a centre (arc flags survive rotation). */
export type Seg =
  readonly ['M' | 'L', number, number] | readonly ['A', number, 0 | 1, 0 | 1, number, number] | readonly ['Z']
export function segs(list: readonly Seg[], deg = 0, cx = 12, cy = 12): string {
  const p = (x: number, y: number): string => rotate([x, y], deg, cx, cy).map(f).join(' ')
  return list
    .map((sg) => {
      if (sg[0] === 'Z') return 'Z'
      if (sg[0] === 'A') return `A${f(sg[1])} ${f(sg[1])} 0 ${sg[2]} ${sg[3]} ${p(sg[4], sg[5])}`
      return `${sg[0]}${p(sg[1], sg[2])}`
    })
    .join('')
}

/** Regular n-pointed star polygon. */
export function star(cx: number, cy: number, outer: number, inner: number, n = 5, deg = -90): string {
  const pts: Pt[] = []
  for (let i = 0; i < n * 2; i++) pts.push(polar(cx, cy, i % 2 ? inner : outer, deg + (i * 180) / n))
  return poly(pts)
}

/** Four-pointed sparkle with concave sides. */
export function sparkle(cx: number, cy: number, r: number): string {
  const k = r * 0.18
  return (
    `M${f(cx)} ${f(cy - r)}Q${f(cx + k)} ${f(cy - k)} ${f(cx + r)} ${f(cy)}Q${f(cx + k)} ${f(cy + k)} ${f(cx)} ${f(cy + r)}` +
    `Q${f(cx - k)} ${f(cy + k)} ${f(cx - r)} ${f(cy)}Q${f(cx - k)} ${f(cy - k)} ${f(cx)} ${f(cy - r)}Z`
  )
}

/** Water drop: a circle with two tangents meeting at the tip above it. */
export function drop(cx: number, cy: number, r: number, tip: number): string {
  const th = Math.acos(r / tip)
  const dx = r * Math.sin(th)
  const dy = r * Math.cos(th)
  return `M${f(cx)} ${f(cy - tip)}L${f(cx + dx)} ${f(cy - dy)}A${f(r)} ${f(r)} 0 1 1 ${f(cx - dx)} ${f(cy - dy)}Z`
}

/** Gear outline with trapezoid teeth. */
export function gear(cx: number, cy: number, outer: number, root: number, teeth: number): string {
  const step = 360 / teeth
  const pts: Pt[] = []
  for (let i = 0; i < teeth; i++) {
    const a = i * step
    pts.push(polar(cx, cy, root, a - step * 0.34), polar(cx, cy, outer, a - step * 0.18))
    pts.push(polar(cx, cy, outer, a + step * 0.18), polar(cx, cy, root, a + step * 0.34))
  }
  return poly(pts)
}

/** Circular arc with a chevron arrow head at its end; angles in degrees, clockwise. */
export function arcArrow(cx: number, cy: number, r: number, from: number, to: number, head = 2.4): string {
  const [x0, y0] = polar(cx, cy, r, from)
  const [x1, y1] = polar(cx, cy, r, to)
  const large = Math.abs(to - from) > 180 ? 1 : 0
  const sweep = to > from ? 1 : 0
  const dir = to + (to > from ? 90 : -90)
  const back = dir + 180
  const [ax, ay] = polar(x1, y1, head, back - 40)
  const [bx, by] = polar(x1, y1, head, back + 40)
  return (
    `M${f(x0)} ${f(y0)}A${f(r)} ${f(r)} 0 ${large} ${sweep} ${f(x1)} ${f(y1)}` +
    `M${f(ax)} ${f(ay)}L${f(x1)} ${f(y1)}L${f(bx)} ${f(by)}`
  )
}

/** Annulus sector, used for filled bands. */
export function band(cx: number, cy: number, r0: number, r1: number, from: number, to: number): string {
  const a = polar(cx, cy, r1, from)
  const b = polar(cx, cy, r1, to)
  const c = polar(cx, cy, r0, to)
  const d = polar(cx, cy, r0, from)
  return (
    `M${a.map(f).join(' ')}A${f(r1)} ${f(r1)} 0 0 1 ${b.map(f).join(' ')}` +
    `L${c.map(f).join(' ')}A${f(r0)} ${f(r0)} 0 0 0 ${d.map(f).join(' ')}Z`
  )
}

/** Shield outline shared by the warranty and shield icons. */
export const SHIELD = 'M12 3l7.5 2.7v5.8c0 4.6-3.1 7.9-7.5 9.8-4.4-1.9-7.5-5.2-7.5-9.8V5.7Z'

export { f, poly }
