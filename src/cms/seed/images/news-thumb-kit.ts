/** Shared pieces of the news pictures (1200×800): plinths, trusses, banners, screens and confetti. */
import { mark } from './logo'
import { C } from './palette'
import { circle, darken, type Doc, f, g, lighten, line, path, poly, prng, rect, rr, shadow } from './svg'

export const NW = 1200
export const NH = 800

/** Box plinth seen slightly from above. */
export function plinth(doc: Doc, cx: number, top: number, w: number, h: number, c: string): string {
  const d = w * 0.12
  return g(
    [
      shadow(doc, cx + w * 0.05, top + h, w * 0.72, w * 0.07, 0.35),
      path(poly([[cx - w / 2 + d * 0.5, top - d], [cx + w / 2 - d * 0.5, top - d], [cx + w / 2, top], [cx - w / 2, top]]), lighten(c, 0.25)),
      rect(cx - w / 2, top, w, h, doc.linear([[0, lighten(c, 0.04)], [0.6, c], [1, darken(c, 0.14)]], 0, 0, 1, 0)),
    ].join(''),
  )
}

/** Round pedestal (cylinder) seen slightly from above. */
export function drum(doc: Doc, cx: number, top: number, r: number, h: number, c: string): string {
  const ry = r * 0.18
  return g(
    [
      shadow(doc, cx, top + h, r * 1.5, ry * 1.4, 0.4),
      path(`M${f(cx - r)} ${f(top)}V${f(top + h)}A${f(r)} ${f(ry)} 0 0 0 ${f(cx + r)} ${f(top + h)}V${f(top)}Z`, doc.linear([[0, darken(c, 0.12)], [0.35, lighten(c, 0.15)], [1, darken(c, 0.25)]], 0, 0, 1, 0)),
      path(`M${f(cx - r)} ${f(top)}A${f(r)} ${f(ry)} 0 0 1 ${f(cx + r)} ${f(top)}A${f(r)} ${f(ry)} 0 0 1 ${f(cx - r)} ${f(top)}Z`, lighten(c, 0.22)),
    ].join(''),
  )
}

/** Lattice truss beam across the top of a hall. */
export function truss(x0: number, x1: number, y: number, h: number, color: string): string {
  const out = [line(x0, y, x1, y, color, 4), line(x0, y + h, x1, y + h, color, 4)]
  for (let x = x0, k = 0; x < x1; x += h, k++) out.push(line(x, k % 2 ? y : y + h, x + h, k % 2 ? y + h : y, color, 2))
  return g(out.join(''), { opacity: 0.9 })
}

/** Hanging fabric banner with the brand mark. */
export function banner(doc: Doc, cx: number, top: number, w: number, h: number, color: string, ink = '#FFFFFF'): string {
  return g(
    [
      line(cx - w * 0.3, 0, cx - w * 0.3, top, C.graphite, 1.5),
      line(cx + w * 0.3, 0, cx + w * 0.3, top, C.graphite, 1.5),
      rect(cx - w / 2, top, w, h, doc.linear([[0, lighten(color, 0.1)], [1, darken(color, 0.12)]], 0, 0, 1, 0)),
      mark(cx - h * 0.3, top + h * 0.18, h * 0.6, ink, ink),
    ].join(''),
  )
}

/** Scattered confetti in brand colours. */
export function confetti(x: number, y: number, w: number, h: number, n: number, seedNo: number, colors: readonly string[] = [C.brass, C.teal, C.sand, '#FFFFFF']): string {
  const rnd = prng(seedNo)
  const out: string[] = []
  for (let i = 0; i < n; i++) {
    const cx = x + rnd() * w
    const cy = y + rnd() * h
    const c = colors[i % colors.length] ?? C.brass
    out.push(rect(cx, cy, 6 + rnd() * 8, 3 + rnd() * 4, c, { transform: `rotate(${f(rnd() * 180)} ${f(cx)} ${f(cy)})`, opacity: f(0.6 + rnd() * 0.4) }))
  }
  return out.join('')
}

/** Trophy: a brass star on a stem above a stepped base. */
export function trophy(doc: Doc, cx: number, base: number, s: number): string {
  const gold = doc.linear([[0, '#8E6E3C'], [0.4, '#F1DDB4'], [0.6, '#C9A66B'], [1, '#6F552E']], 0, 0, 1, 0)
  const pts: [number, number][] = []
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    const r = i % 2 ? s * 0.16 : s * 0.38
    pts.push([cx + Math.cos(a) * r, base - s * 1.05 + Math.sin(a) * r])
  }
  return g(
    [
      rect(cx - s * 0.32, base - s * 0.16, s * 0.64, s * 0.16, doc.linear([[0, '#3A3C3F'], [1, '#1E1F21']], 0, 0, 1, 0)),
      rect(cx - s * 0.24, base - s * 0.26, s * 0.48, s * 0.1, doc.linear([[0, '#4A4C4F'], [1, '#2E2F31']], 0, 0, 1, 0)),
      path(poly([[cx - s * 0.05, base - s * 0.26], [cx + s * 0.05, base - s * 0.26], [cx + s * 0.025, base - s * 0.68], [cx - s * 0.025, base - s * 0.68]]), gold),
      path(poly(pts), gold),
      circle(cx, base - s * 1.05, s * 0.08, lighten(C.brass, 0.5), { opacity: 0.6 }),
    ].join(''),
  )
}

/** Dark silhouettes of an audience's heads and shoulders along the bottom edge. */
export function audience(doc: Doc, y: number, n: number, seedNo: number, color = '#1E2022'): string {
  const rnd = prng(seedNo)
  const out: string[] = []
  for (let i = 0; i < n; i++) {
    const x = (i + 0.2 + rnd() * 0.6) * (NW / n)
    const s = 70 + rnd() * 30
    const yy = y + rnd() * 30
    out.push(path(rr(x - s * 0.6, yy - s * 0.2, s * 1.2, s * 1.2, s * 0.45, 0), color), circle(x, yy - s * 0.42, s * 0.3, color))
  }
  return g(out.join(''))
}

/** A wall-mounted screen with a soft glow. */
export function screen(doc: Doc, x: number, y: number, w: number, h: number, inner: string): string {
  return g([rect(x - 40, y - 40, w + 80, h + 80, doc.radial([[0, '#FFFFFF', 0.25], [1, '#FFFFFF', 0]])), rect(x - 8, y - 8, w + 16, h + 16, '#121314', { rx: 6 }), g(inner, { 'clip-path': doc.clip(rect(x, y, w, h, '#000')) })].join(''))
}
