/** Line-art product views for the design-patent sheets: main view, second view and dimensions. */
import type { Box } from './cert-art-kit'
import { circle, ellipse, f, g, line, path, poly, rect, rr } from './svg'

const thin = { 'stroke-width': 1.1 }
const hidden = { 'stroke-dasharray': '8 5', 'stroke-width': 1.3 }
const centre = { 'stroke-dasharray': '22 5 3 5', 'stroke-width': 0.9, opacity: 0.7 }

/** Filled arrowhead at (x, y) pointing along (dx, dy). */
function arrow(x: number, y: number, dx: number, dy: number, ink: string): string {
  const l = 11
  const w = 3.6
  return path(poly([[x, y], [x - dx * l - dy * w, y - dy * l + dx * w], [x - dx * l + dy * w, y - dy * l - dx * w]]), ink, { stroke: 'none' })
}

/** Horizontal dimension between x1 and x2 drawn at height y, with extension lines from yRef. */
export function dimH(x1: number, x2: number, y: number, yRef: number, ink: string): string {
  const e = Math.sign(y - yRef) * 8
  const mid = (x1 + x2) / 2
  return g([line(x1, yRef, x1, y + e, ink, 0.9), line(x2, yRef, x2, y + e, ink, 0.9), line(x1, y, x2, y, ink, 1), arrow(x1, y, -1, 0, ink), arrow(x2, y, 1, 0, ink), rect(mid - 22, y - 14, 44, 7, ink, { stroke: 'none', opacity: 0.55, rx: 2 })].join(''))
}

/** Vertical dimension between y1 and y2 drawn at x, with extension lines from xRef. */
export function dimV(y1: number, y2: number, x: number, xRef: number, ink: string): string {
  const e = Math.sign(x - xRef) * 8
  const mid = (y1 + y2) / 2
  return g([line(xRef, y1, x + e, y1, ink, 0.9), line(xRef, y2, x + e, y2, ink, 0.9), line(x, y1, x, y2, ink, 1), arrow(x, y1, 0, -1, ink), arrow(x, y2, 0, 1, ink), rect(x - 14, mid - 22, 7, 44, ink, { stroke: 'none', opacity: 0.55, rx: 2 })].join(''))
}

const cl = (x1: number, y1: number, x2: number, y2: number, ink: string): string => line(x1, y1, x2, y2, ink, 0.9, centre)

/** Diagonal section hatching inside a rectangle. */
function hatch(x: number, y: number, w: number, h: number, ink: string, step = 9): string {
  const out: string[] = []
  for (let k = step; k < w + h; k += step) {
    const x1 = x + Math.max(0, k - h)
    const y1 = y + Math.min(h, k)
    const x2 = x + Math.min(w, k)
    const y2 = y + Math.max(0, k - w)
    out.push(line(x1, y1, x2, y2, ink, 0.7))
  }
  return out.join('')
}

type View = (a: Box, b: Box, ink: string) => string

const luna: View = (a, b, ink) => {
  const cx = a.x + a.w / 2
  const base = a.y + a.h * 0.78
  const w = a.w * 0.8
  const h = a.h * 0.34
  const bowl = `M${f(cx - w / 2)} ${f(base - h)}C${f(cx - w / 2)} ${f(base)} ${f(cx - w * 0.2)} ${f(base)} ${f(cx)} ${f(base)}C${f(cx + w * 0.2)} ${f(base)} ${f(cx + w / 2)} ${f(base)} ${f(cx + w / 2)} ${f(base - h)}Z`
  const pc = b.x + b.w / 2
  const pr = Math.min(b.w, b.h) * 0.42
  return [line(a.x, base, a.x + a.w, base, ink, 2.4), path(bowl, 'none'), path(`M${f(cx - w / 2 + 12)} ${f(base - h + 4)}C${f(cx - w / 2 + 14)} ${f(base - 14)} ${f(cx + w / 2 - 14)} ${f(base - 14)} ${f(cx + w / 2 - 12)} ${f(base - h + 4)}`, 'none', hidden), cl(cx, base - h - 30, cx, base + 20, ink), dimH(cx - w / 2, cx + w / 2, base - h - 40, base - h, ink), dimV(base - h, base, cx + w / 2 + 40, cx + w / 2, ink), circle(pc, b.y + b.h / 2, pr, 'none'), circle(pc, b.y + b.h / 2, pr * 0.86, 'none', thin), circle(pc, b.y + b.h / 2, pr * 0.1, 'none'), cl(pc - pr - 16, b.y + b.h / 2, pc + pr + 16, b.y + b.h / 2, ink), cl(pc, b.y + b.h / 2 - pr - 16, pc, b.y + b.h / 2 + pr + 16, ink)].join('')
}

const aria: View = (a, b, ink) => {
  const wx = a.x + a.w * 0.1
  const top = a.y + a.h * 0.3
  const w = a.w * 0.8
  const h = a.h * 0.32
  const sx = b.x + b.w * 0.2
  const sy = b.y + b.h * 0.25
  return [path(rr(wx, top, w, h, 10, h * 0.45), 'none'), path(rr(wx + 18, top + 12, w - 36, h * 0.55, 8, h * 0.3), 'none', hidden), circle(wx + w / 2, top + h * 0.45, 7, 'none'), rect(wx + w / 2 - 8, top - 40, 16, 40, 'none', thin), dimH(wx, wx + w, top + h + 40, top + h, ink), dimV(top, top + h, wx - 36, wx, ink), hatch(sx - 18, b.y, 18, b.h, ink), line(sx, b.y, sx, b.y + b.h, ink, 2.4), path(`M${f(sx)} ${f(sy)}H${f(sx + b.w * 0.6)}V${f(sy + b.h * 0.18)}Q${f(sx + b.w * 0.6)} ${f(sy + b.h * 0.45)} ${f(sx + b.w * 0.2)} ${f(sy + b.h * 0.45)}H${f(sx)}`, 'none'), dimH(sx, sx + b.w * 0.6, sy - 26, sy, ink)].join('')
}

const terra: View = (a, b, ink) => {
  const cx = a.x + a.w / 2
  const top = a.y + a.h * 0.08
  const floor = a.y + a.h * 0.95
  const w = a.w * 0.62
  const pc = b.x + b.w / 2
  const py = b.y + b.h / 2
  return [line(a.x, floor, a.x + a.w, floor, ink, 2.4), path(`M${f(cx - w / 2)} ${f(top)}H${f(cx + w / 2)}Q${f(cx + w / 2)} ${f(top + a.h * 0.26)} ${f(cx + w * 0.14)} ${f(top + a.h * 0.3)}L${f(cx + w * 0.1)} ${f(floor - 30)}Q${f(cx + w * 0.2)} ${f(floor)} ${f(cx + w * 0.24)} ${f(floor)}H${f(cx - w * 0.24)}Q${f(cx - w * 0.2)} ${f(floor)} ${f(cx - w * 0.1)} ${f(floor - 30)}L${f(cx - w * 0.14)} ${f(top + a.h * 0.3)}Q${f(cx - w / 2)} ${f(top + a.h * 0.26)} ${f(cx - w / 2)} ${f(top)}Z`, 'none'), cl(cx, top - 20, cx, floor + 20, ink), dimV(top, floor, cx + w / 2 + 40, cx + w * 0.24, ink), dimH(cx - w / 2, cx + w / 2, top - 28, top, ink), ellipse(pc, py, b.w * 0.4, b.h * 0.36, 'none'), ellipse(pc, py, b.w * 0.33, b.h * 0.28, 'none', thin), circle(pc, py, b.w * 0.06, 'none', hidden)].join('')
}

const nova: View = (a, b, ink) => {
  const x = a.x + a.w * 0.08
  const w = a.w * 0.84
  const top = a.y + a.h * 0.25
  const h = a.h * 0.5
  const out = [hatch(a.x, a.y, a.w, 16, ink), line(a.x, a.y + 16, a.x + a.w, a.y + 16, ink, 2), rect(x, top, w, 18, 'none'), rect(x, top + 18, w, h, 'none')]
  for (let i = 1; i < 2; i++) out.push(line(x, top + 18 + (h * i) / 2, x + w, top + 18 + (h * i) / 2, ink, 1.6))
  out.push(rect(x + w / 2 - 60, top + 18 + h * 0.14, 120, 8, 'none', thin), rect(x + w / 2 - 60, top + 18 + h * 0.64, 120, 8, 'none', thin), path(rr(x + w * 0.3, top - 4, w * 0.4, 14, 6), 'none', hidden))
  out.push(dimH(x, x + w, top + h + 60, top + h + 18, ink), dimV(top, top + h + 18, x - 36, x, ink))
  out.push(hatch(b.x, b.y, 14, b.h, ink), rect(b.x + 14, b.y + b.h * 0.25, b.w * 0.5, b.h * 0.55, 'none'), line(b.x + 14, b.y + b.h * 0.25 + 14, b.x + 14 + b.w * 0.5, b.y + b.h * 0.25 + 14, ink, 1.2), dimH(b.x + 14, b.x + 14 + b.w * 0.5, b.y + b.h * 0.14, b.y + b.h * 0.25, ink))
  return out.join('')
}

const linea: View = (a, b, ink) => {
  const x = a.x + a.w * 0.12
  const w = a.w * 0.76
  const floor = a.y + a.h * 0.96
  const top = a.y + a.h * 0.04
  const d = x + w * 0.45
  const out = [line(a.x, floor, a.x + a.w, floor, ink, 2.4), rect(x, top, w, floor - top - 10, 'none'), line(d, top, d, floor - 10, ink, 2), rect(x, floor - 10, w, 10, 'none', thin), rect(d + 16, top + (floor - top) * 0.45, 8, 120, 'none')]
  for (const k of [0.2, 0.3]) out.push(line(x + w * k, top + 40, x + w * (k + 0.18), top + 180, ink, 0.8, { opacity: 0.5 }))
  out.push(rect(d - 6, top + 60, 12, 30, 'none', thin), rect(d - 6, floor - 110, 12, 30, 'none', thin))
  out.push(dimV(top, floor, x + w + 40, x + w, ink), dimH(x, d, top - 28, top, ink))
  const pw = b.w * 0.7
  const ph = b.h * 0.7
  out.push(hatch(b.x, b.y, b.w, 12, ink), hatch(b.x, b.y, 12, b.h, ink), rect(b.x + 12, b.y + 12, pw, ph, 'none', thin), line(b.x + 12 + pw, b.y + 12, b.x + 12 + pw, b.y + 12 + ph, ink, 2.6), line(b.x + 12, b.y + 12 + ph, b.x + 12 + pw * 0.5, b.y + 12 + ph, ink, 2.6))
  out.push(path(`M${f(b.x + 12 + pw * 0.5)} ${f(b.y + 12 + ph)}A${f(pw * 0.5)} ${f(pw * 0.5)} 0 0 0 ${f(b.x + 12 + pw)} ${f(b.y + 12 + ph - pw * 0.5)}`, 'none', hidden))
  return out.join('')
}

const sella: View = (a, b, ink) => {
  const x = a.x + a.w * 0.06
  const y = a.y + a.h * 0.1
  const w = a.w * 0.88
  const h = a.h * 0.62
  const out = [path(rr(x, y, w, h, 6), 'none'), path(rr(x + 14, y + 14, w - 28, h - 28, 4), 'none', thin), rect(x + w * 0.2, y + 30, w * 0.6, 14, 'none')]
  for (let i = 0; i < 4; i++) out.push(line(x + w * (0.15 + i * 0.2), y + 60, x + w * (0.15 + i * 0.2), y + h - 30, ink, 0.8, { opacity: 0.45, 'stroke-dasharray': '2 6' }))
  out.push(dimH(x, x + w, y + h + 36, y + h, ink), dimV(y, y + h, x + w + 36, x + w, ink))
  const sy = b.y + b.h * 0.45
  out.push(path(`M${f(b.x)} ${f(sy)}H${f(b.x + b.w)}V${f(sy + 30)}H${f(b.x)}Z`, 'none'), hatch(b.x, sy, b.w * 0.2, 30, ink, 7), line(b.x + b.w * 0.2, sy, b.x + b.w, sy + 8, ink, 1, hidden), dimV(sy, sy + 30, b.x - 24, b.x, ink))
  return out.join('')
}

const solis: View = (a, b, ink) => {
  const cx = a.x + a.w / 2
  const floor = a.y + a.h * 0.82
  const w = a.w * 0.94
  const h = a.h * 0.5
  const tub = `M${f(cx - w / 2)} ${f(floor - h)}Q${f(cx)} ${f(floor - h + 30)} ${f(cx + w / 2)} ${f(floor - h - 20)}C${f(cx + w / 2)} ${f(floor - 20)} ${f(cx + w * 0.35)} ${f(floor)} ${f(cx + w * 0.2)} ${f(floor)}H${f(cx - w * 0.25)}C${f(cx - w * 0.4)} ${f(floor)} ${f(cx - w / 2)} ${f(floor - 30)} ${f(cx - w / 2)} ${f(floor - h)}Z`
  const pc = b.x + b.w / 2
  const py = b.y + b.h / 2
  return [line(a.x, floor, a.x + a.w, floor, ink, 2.4), path(tub, 'none'), path(`M${f(cx - w / 2 + 20)} ${f(floor - h + 14)}C${f(cx - w * 0.4)} ${f(floor - 30)} ${f(cx + w * 0.35)} ${f(floor - 30)} ${f(cx + w / 2 - 20)} ${f(floor - h - 4)}`, 'none', hidden), dimH(cx - w / 2, cx + w / 2, floor + 36, floor, ink), dimV(floor - h - 20, floor, cx + w / 2 + 30, cx + w / 2, ink), ellipse(pc, py, b.w * 0.46, b.h * 0.4, 'none'), ellipse(pc + 6, py, b.w * 0.4, b.h * 0.32, 'none', thin), circle(pc - b.w * 0.28, py, 8, 'none'), cl(b.x, py, b.x + b.w, py, ink)].join('')
}

const onda: View = (a, b, ink) => {
  const bx = a.x + a.w * 0.62
  const base = a.y + a.h * 0.92
  const top = a.y + a.h * 0.12
  const reach = a.w * 0.5
  const spout = `M${f(bx - 22)} ${f(base)}V${f(top + 60)}Q${f(bx - 22)} ${f(top)} ${f(bx - 80)} ${f(top)}H${f(bx - reach)}V${f(top + 34)}H${f(bx - 80)}Q${f(bx + 10 - 22)} ${f(top + 36)} ${f(bx + 12)} ${f(top + 70)}V${f(base)}`
  return [line(a.x, base, a.x + a.w, base, ink, 2.4), hatch(a.x, base, a.w, 14, ink), path(spout, 'none'), rect(bx - reach - 4, top + 34, 22, 10, 'none', thin), path(`M${f(bx + 12)} ${f(top + 120)}L${f(bx + 90)} ${f(top + 60)}L${f(bx + 98)} ${f(top + 70)}L${f(bx + 12)} ${f(top + 150)}`, 'none'), rect(bx - 40, base - 10, 80, 10, 'none'), cl(bx - reach + 7, top + 50, bx - reach + 7, base, ink), dimV(top, base, bx + 130, bx + 12, ink), dimH(bx - reach, bx - 5, top - 30, top, ink), circle(b.x + b.w * 0.6, b.y + b.h / 2, b.h * 0.3, 'none'), rect(b.x + b.w * 0.05, b.y + b.h / 2 - 10, b.w * 0.45, 20, 'none', { rx: 10 }), circle(b.x + b.w * 0.6, b.y + b.h / 2, b.h * 0.12, 'none', thin)].join('')
}

const vela: View = (a, b, ink) => {
  const wx = a.x + a.w * 0.15
  const seat = a.y + a.h * 0.42
  const len = a.w * 0.68
  const h = a.h * 0.38
  const bowl = `M${f(wx)} ${f(seat - 18)}H${f(wx + len - 30)}Q${f(wx + len)} ${f(seat - 18)} ${f(wx + len)} ${f(seat + 16)}C${f(wx + len)} ${f(seat + h * 0.7)} ${f(wx + len * 0.5)} ${f(seat + h)} ${f(wx + len * 0.25)} ${f(seat + h)}H${f(wx)}Z`
  return [hatch(wx - 18, a.y, 18, a.h, ink), line(wx, a.y, wx, a.y + a.h, ink, 2.4), path(bowl, 'none'), line(wx, seat - 18, wx + len - 30, seat - 18, ink, 3), path(`M${f(wx + 40)} ${f(seat)}Q${f(wx + len * 0.7)} ${f(seat)} ${f(wx + len * 0.45)} ${f(seat + h * 0.7)}`, 'none', hidden), line(a.x, a.y + a.h, a.x + a.w, a.y + a.h, ink, 2.4), dimH(wx, wx + len, seat - 50, seat - 18, ink), dimV(seat - 18, a.y + a.h, wx + len + 40, wx + len, ink), path(rr(b.x + b.w * 0.2, b.y + b.h * 0.1, b.w * 0.6, b.h * 0.8, b.w * 0.3, b.w * 0.12), 'none'), path(rr(b.x + b.w * 0.28, b.y + b.h * 0.2, b.w * 0.44, b.h * 0.6, b.w * 0.22, b.w * 0.08), 'none', thin)].join('')
}

/** Views in the order of the patent list: Luna, Aria, Terra, Nova, Linea, Sella, Solis, Onda, Vela. */
export const patentViews: readonly View[] = [luna, aria, terra, nova, linea, sella, solis, onda, vela]
