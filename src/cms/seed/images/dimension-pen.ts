/** Line styles and measures of the dimension drawings, in the manner of a technical drawing. */
import { word } from './certificate-art-parts'
import { f, g, line, path } from './svg'

/** Where a view is drawn: its top-left corner in pixels and pixels per millimetre. */
export type Box = { readonly x: number; readonly y: number; readonly s: number }

export const INK = '#2E2F31'
export const TINT = '#ECE8E1'
export const MEASURE = '#1F5E5A'

/** Pixel position of a point given in millimetres from the view's top left. */
export const at = (b: Box, mx: number, my: number): string => `${f(b.x + mx * b.s)} ${f(b.y + my * b.s)}`

/** A path in millimetres: `M`, `L`, `Q`, `C` and `Z` commands with absolute mm coordinates. */
export function mm(b: Box, commands: readonly (readonly [string, ...number[]])[]): string {
  return commands
    .map(([op, ...v]) => {
      const pts: string[] = []
      for (let i = 0; i + 1 < v.length; i += 2) pts.push(at(b, v[i] ?? 0, v[i + 1] ?? 0))
      return `${op}${pts.join(' ')}`
    })
    .join('')
}

/** A rectangle in millimetres with corner radius `r` (mm). */
export function mmRect(b: Box, x: number, y: number, w: number, h: number, r = 0): string {
  const k = Math.min(r, w / 2, h / 2)
  if (k <= 0) return mm(b, [['M', x, y], ['L', x + w, y], ['L', x + w, y + h], ['L', x, y + h], ['Z']])
  return mm(b, [
    ['M', x + k, y],
    ['L', x + w - k, y],
    ['Q', x + w, y, x + w, y + k],
    ['L', x + w, y + h - k],
    ['Q', x + w, y + h, x + w - k, y + h],
    ['L', x + k, y + h],
    ['Q', x, y + h, x, y + h - k],
    ['L', x, y + k],
    ['Q', x, y, x + k, y],
    ['Z'],
  ])
}

/** An ellipse in millimetres inside the box (x, y, w, h). */
export function mmEllipse(b: Box, x: number, y: number, w: number, h: number): string {
  const rx = (w / 2) * b.s
  const ry = (h / 2) * b.s
  const cx = b.x + (x + w / 2) * b.s
  const cy = b.y + (y + h / 2) * b.s
  return `M${f(cx - rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(cx + rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(cx - rx)} ${f(cy)}Z`
}

export const pen = {
  /** visible edge of the product, filled with the paper tint */
  outline: (d: string, fill = TINT): string =>
    path(d, fill, { stroke: INK, 'stroke-width': 3, 'stroke-linejoin': 'round' }),
  thin: (d: string): string => path(d, 'none', { stroke: INK, 'stroke-width': 1.4, 'stroke-linejoin': 'round' }),
  hidden: (d: string): string => path(d, 'none', { stroke: INK, 'stroke-width': 1.4, 'stroke-dasharray': '10 6' }),
  centre: (d: string): string =>
    path(d, 'none', { stroke: INK, 'stroke-width': 1, 'stroke-dasharray': '26 5 4 5', opacity: 0.7 }),
  /** glass in section: a solid pale band */
  glass: (d: string): string => path(d, '#CFE1DE', { stroke: INK, 'stroke-width': 1.6, 'stroke-linejoin': 'round' }),
}

/** A wall or floor the product is fixed to: a line with short hatching on the far side. */
export function ground(x1: number, y1: number, x2: number, y2: number, side: 1 | -1): string {
  const len = Math.hypot(x2 - x1, y2 - y1)
  const ux = (x2 - x1) / len
  const uy = (y2 - y1) / len
  // The hatching leans away from the product, on the side given by the normal (uy, -ux) * side.
  const nx = uy * side
  const ny = -ux * side
  let d = `M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}`
  for (let t = 8; t < len; t += 16) {
    const px = x1 + ux * t
    const py = y1 + uy * t
    d += `M${f(px)} ${f(py)}l${f(nx * 12 - ux * 10)} ${f(ny * 12 - uy * 10)}`
  }
  return path(d, 'none', { stroke: INK, 'stroke-width': 1.4, opacity: 0.75 })
}

/**
 * A measure between two points with extension lines, arrowheads and the figure in millimetres;
 * `off` moves the dimension line away from the edge (positive: right or down).
 */
export function dimension(x1: number, y1: number, x2: number, y2: number, off: number, value: number): string {
  const vertical = x1 === x2
  const [ax, ay, bx, by] = vertical ? [x1 + off, y1, x2 + off, y2] : [x1, y1 + off, x2, y2 + off]
  const sgn = Math.sign(off)
  const ext = vertical
    ? `M${f(x1 + sgn * 8)} ${f(y1)}H${f(ax + sgn * 12)}M${f(x2 + sgn * 8)} ${f(y2)}H${f(bx + sgn * 12)}`
    : `M${f(x1)} ${f(y1 + sgn * 8)}V${f(ay + sgn * 12)}M${f(x2)} ${f(y2 + sgn * 8)}V${f(by + sgn * 12)}`
  const len = Math.hypot(bx - ax, by - ay)
  const ux = (bx - ax) / len
  const uy = (by - ay) / len
  const head = (px: number, py: number, d: number): string =>
    `M${f(px)} ${f(py)}L${f(px + d * (ux * 16 - uy * 5))} ${f(py + d * (uy * 16 + ux * 5))}L${f(px + d * (ux * 16 + uy * 5))} ${f(py + d * (uy * 16 - ux * 5))}Z`
  const label = String(Math.round(value))
  const size = 34
  const mx = (ax + bx) / 2
  const my = (ay + by) / 2
  // The figure sits outside the line, away from the product; vertical figures read from below.
  const text = vertical
    ? g(word(label, 0, sgn > 0 ? 12 : -12 - size, size, MEASURE, 0.12, true), {
        transform: `translate(${f(mx)} ${f(my)}) rotate(-90)`,
      })
    : word(label, mx, sgn > 0 ? my + 12 : my - 12 - size, size, MEASURE, 0.12, true)
  return g(
    [
      path(ext, 'none', { stroke: MEASURE, 'stroke-width': 1 }),
      line(ax, ay, bx, by, MEASURE, 1.4),
      path(head(ax, ay, 1) + head(bx, by, -1), MEASURE),
      text,
    ].join(''),
  )
}
