/**
 * Shared pieces of the certificate pictures (900×1200): the stone wall, picture
 * frames, guilloche borders, seals, stamps, signatures and suggested text lines.
 */
import { wordmark } from './glyphs'
import { mark } from './logo'
import { C } from './palette'
import { circle, darken, type Doc, f, g, lighten, line, path, poly, prng, rect, rr } from './svg'

export const CW = 900
export const CH = 1200

/** Accent inks used to tell the documents apart at a glance. */
export const inks = {
  teal: C.teal,
  brass: C.brass,
  blue: '#2D4A7A',
  burgundy: '#7A2E3A',
  green: '#3F6B4A',
  graphite: C.graphite,
} as const
export type Ink = keyof typeof inks

export type Box = { readonly x: number; readonly y: number; readonly w: number; readonly h: number }

/** Soft stone wall with a faint light fall-off, the common backdrop. */
export function wall(doc: Doc, tint: string = C.stone): string {
  return (
    rect(0, 0, CW, CH, doc.linear([[0, lighten(tint, 0.35)], [0.6, tint], [1, darken(tint, 0.06)]], 0, 0, 0.3, 1)) +
    rect(0, 0, CW, CH, doc.radial([[0, '#FFFFFF', 0.45], [1, '#FFFFFF', 0]], 0.35, 0.25, 0.7))
  )
}

/** Stacked translucent offsets: a soft drop shadow without an expensive large blur. */
export function dropShadow(b: Box, depth = 18): string {
  const out: string[] = []
  for (let i = 1; i <= 6; i++) {
    const k = (i / 6) * depth
    out.push(path(rr(b.x + k * 0.35 - i, b.y + k * 0.7 - i * 0.5, b.w + i * 2, b.h + i), C.graphite, { opacity: 0.035 }))
  }
  return out.join('')
}

export type FrameKind = 'black' | 'oak' | 'walnut' | 'brass' | 'white' | 'alu'
const frameTones: Record<FrameKind, readonly [string, string, string]> = {
  black: ['#55575A', '#2E2F31', '#18191A'],
  oak: ['#E0C8A2', '#C19F73', '#8E6E47'],
  walnut: ['#9A775A', '#6E513B', '#442F20'],
  brass: ['#F1DDB4', '#B08D57', '#6F552E'],
  white: ['#FFFFFF', '#EEEBE6', '#CFCAC2'],
  alu: ['#F4F5F6', '#C4C8CC', '#8A9096'],
}

/** Picture frame moulding with bevelled sides and a mat; returns the inner (paper) box. */
export function frame(doc: Doc, b: Box, kind: FrameKind, fw: number, mat: number, matColor = '#FBFAF8'): { svg: string; inner: Box } {
  const [hi, base, lo] = frameTones[kind]
  const { x, y, w, h } = b
  const x1 = x + w
  const y1 = y + h
  const out = [dropShadow(b, 26), rect(x, y, w, h, base)]
  out.push(path(poly([[x, y], [x1, y], [x1 - fw, y + fw], [x + fw, y + fw]]), doc.linear([[0, hi], [1, base]])))
  out.push(path(poly([[x, y], [x + fw, y + fw], [x + fw, y1 - fw], [x, y1]]), doc.linear([[0, lighten(base, 0.12)], [1, base]], 0, 0, 1, 0)))
  out.push(path(poly([[x1, y], [x1, y1], [x1 - fw, y1 - fw], [x1 - fw, y + fw]]), doc.linear([[0, darken(base, 0.08)], [1, lo]], 0, 0, 1, 0)))
  out.push(path(poly([[x, y1], [x + fw, y1 - fw], [x1 - fw, y1 - fw], [x1, y1]]), doc.linear([[0, base], [1, lo]])))
  out.push(path(rr(x + 2, y + 2, w - 4, h - 4, 1), 'none', { stroke: lighten(hi, 0.3), 'stroke-width': 1.5, opacity: 0.5 }))
  const m = { x: x + fw, y: y + fw, w: w - fw * 2, h: h - fw * 2 }
  if (mat > 0) {
    out.push(rect(m.x, m.y, m.w, m.h, doc.linear([[0, lighten(matColor, 0.4)], [1, darken(matColor, 0.03)]])))
    out.push(rect(m.x, m.y, m.w, 6, C.graphite, { opacity: 0.08 }), rect(m.x, m.y, 5, m.h, C.graphite, { opacity: 0.06 }))
  }
  const inner = { x: m.x + mat, y: m.y + mat, w: m.w - mat * 2, h: m.h - mat * 2 }
  if (mat > 0) out.push(path(rr(inner.x - 3, inner.y - 3, inner.w + 6, inner.h + 6, 0), 'none', { stroke: darken(matColor, 0.12), 'stroke-width': 3 }))
  return { svg: g(out.join('')), inner }
}

/** Faint glass reflection laid over a framed picture. */
export function glassSheen(doc: Doc, b: Box): string {
  const fill = doc.linear([[0, '#FFFFFF', 0], [0.5, '#FFFFFF', 0.22], [1, '#FFFFFF', 0]], 0, 0, 1, 0)
  return path(poly([[b.x + b.w * 0.55, b.y], [b.x + b.w * 0.8, b.y], [b.x + b.w * 0.35, b.y + b.h], [b.x + b.w * 0.1, b.y + b.h]]), fill)
}

export type Border = 'braid' | 'loops' | 'chain' | 'rope'

/** Guilloche band: repeated interlaced curves along each side, drawn corner to corner. */
export function guilloche(b: Box, kind: Border, color: string, band = 26): string {
  const out: string[] = []
  const sides: readonly (readonly [number, number, number, number, number, number])[] = [
    [b.x, b.y, 1, 0, 0, 1],
    [b.x + b.w, b.y, 0, 1, -1, 0],
    [b.x + b.w, b.y + b.h, -1, 0, 0, -1],
    [b.x, b.y + b.h, 0, -1, 1, 0],
  ]
  const strands = kind === 'braid' ? 4 : kind === 'rope' ? 3 : 2
  for (const [sx, sy, tx, ty, nx, ny] of sides) {
    const len = Math.abs(tx) * b.w + Math.abs(ty) * b.h
    const period = kind === 'chain' ? band * 0.9 : band * 1.4
    const n = Math.max(2, Math.round(len / period))
    const p = len / n
    for (let s = 0; s < strands; s++) {
      let d = ''
      const steps = n * 10
      for (let i = 0; i <= steps; i++) {
        const u = (i / steps) * len
        const a = (u / p) * Math.PI * 2 + (s * Math.PI * 2) / strands
        let du = 0
        let dv = band / 2 + (band / 2) * 0.9 * Math.sin(a)
        if (kind === 'loops') {
          du = -p * 0.45 * Math.cos(a)
          dv = band / 2 + (band / 2) * 0.9 * Math.sin(a)
        } else if (kind === 'chain') {
          du = p * 0.55 * Math.cos(a)
          dv = band / 2 + (band / 2) * 0.85 * Math.sin(a)
        } else if (kind === 'rope') {
          dv = band / 2 + (band / 2) * 0.9 * Math.sin(a) * Math.abs(Math.cos(a * 0.5))
        }
        const uu = Math.min(len, Math.max(0, u + du))
        const px = sx + tx * uu + nx * dv
        const py = sy + ty * uu + ny * dv
        d += `${i === 0 ? 'M' : 'L'}${f(px)} ${f(py)}`
      }
      out.push(path(d, 'none', { opacity: s % 2 ? 0.55 : 0.9 }))
    }
  }
  const edge = (k: number): string => path(rr(b.x + k, b.y + k, b.w - k * 2, b.h - k * 2, 0), 'none', { 'stroke-width': 2 })
  out.push(edge(-3), edge(band + 3))
  for (const [cx, cy] of [[b.x, b.y], [b.x + b.w, b.y], [b.x, b.y + b.h], [b.x + b.w, b.y + b.h]] as const) {
    const ox = cx === b.x ? band / 2 : -band / 2
    const oy = cy === b.y ? band / 2 : -band / 2
    out.push(circle(cx + ox, cy + oy, band * 0.62, '#FFFFFF', { stroke: color, 'stroke-width': 2 }), circle(cx + ox, cy + oy, band * 0.3, color, { opacity: 0.8 }))
  }
  return g(out.join(''), { stroke: color, 'stroke-width': 1.3, fill: 'none' })
}

/** Lines of text suggested by thin rounded grey bars; `align` centres them. */
export function textBars(x: number, y: number, w: number, rows: number, gap: number, seedNo: number, o: { color?: string; hgt?: number; align?: 'left' | 'center' } = {}): string {
  const rnd = prng(seedNo)
  const hgt = o.hgt ?? 7
  const out: string[] = []
  for (let i = 0; i < rows; i++) {
    const last = i === rows - 1
    const bw = w * (last ? 0.35 + rnd() * 0.3 : 0.78 + rnd() * 0.22)
    const bx = o.align === 'center' ? x + (w - bw) / 2 : x
    out.push(rect(bx, y + i * gap, bw, hgt, o.color ?? '#C9C6C0', { rx: hgt / 2 }))
  }
  return out.join('')
}

/** Centred title bar block: one heavy bar and a lighter subtitle. */
export function titleBars(cx: number, y: number, w: number, color: string, sub = '#B8B4AD'): string {
  return rect(cx - w / 2, y, w, 18, color, { rx: 4 }) + rect(cx - w * 0.32, y + 34, w * 0.64, 9, sub, { rx: 4.5 })
}

/** A handwritten signature: a tall initial loop, uneven running loops and a closing flourish. */
export function signature(x: number, y: number, w: number, color: string, seedNo: number): string {
  const rnd = prng(seedNo)
  const cap = 26 + rnd() * 16
  let d = `M${f(x + 4)} ${f(y + 2)}C${f(x - 8)} ${f(y - cap)} ${f(x + 30)} ${f(y - cap * 1.2)} ${f(x + 18)} ${f(y - 2)}`
  d += `C${f(x + 12)} ${f(y + 10)} ${f(x + 2)} ${f(y - 4)} ${f(x + 26)} ${f(y - 8)}`
  let px = x + 26
  const end = x + w * (0.72 + rnd() * 0.12)
  while (px < end) {
    const step = 9 + rnd() * 18
    const up = 4 + rnd() * (rnd() > 0.75 ? 26 : 10)
    d += `C${f(px + step * 0.1)} ${f(y - up)} ${f(px + step * 0.9)} ${f(y - up)} ${f(px + step * 0.6)} ${f(y + 2)}`
    px += step
  }
  d += `C${f(px + w * 0.1)} ${f(y + 16)} ${f(x + w * 0.3)} ${f(y + 14)} ${f(x + w)} ${f(y - 10 - rnd() * 10)}`
  const dot = rnd() > 0.5 ? `M${f(x + w * 0.45)} ${f(y - 26)}l2 1` : ''
  return g(path(d + dot, 'none', { stroke: color, 'stroke-width': 2.2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) + line(x - 6, y + 18, x + w, y + 18, '#B9B5AE', 1.5) + rect(x + w * 0.2, y + 28, w * 0.6, 6, '#D3CFC8', { rx: 3 }))
}

/** The CE conformity mark: two open arcs on touching circles, the E with a shorter middle bar. */
export function ce(x: number, y: number, h: number, color: string): string {
  const r = h / 2
  const sw = h * 0.15
  const rr2 = r - sw / 2
  const arc = (cx: number): string => {
    const a = (52 * Math.PI) / 180
    return `M${f(cx + rr2 * Math.cos(a))} ${f(y + r - rr2 * Math.sin(a))}A${f(rr2)} ${f(rr2)} 0 1 0 ${f(cx + rr2 * Math.cos(a))} ${f(y + r + rr2 * Math.sin(a))}`
  }
  const c2 = x + h * 1.05 + r
  return g(path(arc(x + r) + arc(c2) + `M${f(c2 - rr2)} ${f(y + r)}H${f(c2 + rr2 * 0.45)}`, 'none'), { stroke: color, 'stroke-width': f(sw), fill: 'none' })
}
export const ceWidth = (h: number): number => h * 1.05 + h * 0.5 + (h / 2 - h * 0.075) * Math.cos((52 * Math.PI) / 180) + h * 0.075

/** SANHAUS logo mark plus wordmark, left at x and vertically centred on y. */
export function brand(x: number, y: number, s: number, ink: string, word: string = ink): string {
  const wm = wordmark('SANHAUS', x + s * 1.2, y - s * 0.22, s * 0.44, word, 0.55, 0.11)
  return mark(x, y - s / 2, s, ink, ink) + wm.svg
}
export const brandWidth = (s: number): number => s * 1.2 + wordmark('SANHAUS', 0, 0, s * 0.44, '#000', 0.55, 0.11).width
