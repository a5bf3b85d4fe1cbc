/** Seals, rosettes, ink stamps and small emblems for the certificate pictures. */
import { mark } from './logo'
import { circle, darken, type Doc, f, g, lighten, line, path, poly, prng } from './svg'

/** Star polygon path with `n` points. */
export function star(cx: number, cy: number, outer: number, inner: number, n = 5, rot = -90): string {
  const pts: [number, number][] = []
  for (let i = 0; i < n * 2; i++) {
    const a = ((rot + (i * 180) / n) * Math.PI) / 180
    const r = i % 2 ? inner : outer
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r])
  }
  return poly(pts)
}

/** Scalloped disc outline: a circle with `n` round bumps. */
function scallop(cx: number, cy: number, r: number, n: number, depth: number): string {
  let d = ''
  for (let i = 0; i <= n * 6; i++) {
    const a = (i / (n * 6)) * Math.PI * 2
    const rr = r - depth * (0.5 - 0.5 * Math.cos(a * n))
    d += `${i === 0 ? 'M' : 'L'}${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`
  }
  return `${d}Z`
}

export type SealStyle = 'gold' | 'ink' | 'foil'

/** Rosette seal with optional ribbon tails; gold foil or coloured paper. */
export function rosette(doc: Doc, cx: number, cy: number, r: number, ink: string, style: SealStyle, ribbons: boolean, emblem: 'star' | 'mark' | 'laurel' = 'star'): string {
  const out: string[] = []
  const metal = style === 'gold' ? '#B08D57' : style === 'foil' ? '#A9ADB2' : ink
  const hi = lighten(metal, 0.45)
  const lo = darken(metal, 0.3)
  if (ribbons) {
    const rib = doc.linear([[0, lighten(ink, 0.15)], [1, darken(ink, 0.2)]], 0, 0, 1, 0)
    for (const dir of [-1, 1]) {
      const x0 = cx + dir * r * 0.35
      const x1 = cx + dir * r * 0.8
      const yb = cy + r * 2
      out.push(path(poly([[x0 - r * 0.22, cy], [x0 + r * 0.22, cy], [x1 + r * 0.24, yb], [x1, yb - r * 0.22], [x1 - r * 0.24, yb]]), rib))
      out.push(line(x0, cy + r * 0.3, x1, yb - r * 0.3, lighten(ink, 0.35), 1.5, { opacity: 0.6 }))
    }
  }
  out.push(circle(cx + 3, cy + 5, r, '#2E2F31', { opacity: 0.15 }))
  out.push(path(scallop(cx, cy, r, 28, r * 0.09), doc.radial([[0, hi], [0.7, metal], [1, lo]], 0.35, 0.3, 0.8)))
  out.push(circle(cx, cy, r * 0.8, 'none', { stroke: lo, 'stroke-width': r * 0.03 }))
  for (let i = 0; i < 48; i++) {
    const a = (i / 48) * Math.PI * 2
    out.push(line(cx + Math.cos(a) * r * 0.66, cy + Math.sin(a) * r * 0.66, cx + Math.cos(a) * r * 0.78, cy + Math.sin(a) * r * 0.78, lo, r * 0.02, { opacity: 0.7 }))
  }
  out.push(circle(cx, cy, r * 0.62, doc.radial([[0, lighten(metal, 0.3)], [1, darken(metal, 0.08)]], 0.4, 0.35, 0.7)))
  if (emblem === 'star') out.push(path(star(cx, cy, r * 0.42, r * 0.18), lo, { opacity: 0.85 }), path(star(cx, cy, r * 0.36, r * 0.15), hi, { opacity: 0.5 }))
  else if (emblem === 'mark') out.push(mark(cx - r * 0.38, cy - r * 0.4, r * 0.76, lo, lo))
  else out.push(laurel(cx, cy + r * 0.05, r * 0.42, lo))
  return g(out.join(''))
}

/** Two laurel branches curving up around a centre. */
export function laurel(cx: number, cy: number, r: number, color: string): string {
  const out: string[] = []
  for (const dir of [-1, 1]) {
    out.push(path(`M${f(cx + dir * r * 0.1)} ${f(cy + r)}Q${f(cx + dir * r * 1.1)} ${f(cy + r * 0.6)} ${f(cx + dir * r * 0.75)} ${f(cy - r * 0.8)}`, 'none', { stroke: color, 'stroke-width': r * 0.06 }))
    for (let i = 0; i < 6; i++) {
      const t = 0.15 + i * 0.15
      const a = Math.PI / 2 + dir * (0.3 + t * 2.0)
      const px = cx + dir * r * 0.1 + dir * Math.sin(t * 2.6) * r * 0.82
      const py = cy + r - t * r * 1.75
      const deg = f((a * 180) / Math.PI + (dir > 0 ? 40 : -40))
      out.push(path(`M${f(px)} ${f(py)}q${f(r * 0.12)} ${f(-r * 0.12)} ${f(r * 0.3)} 0q${f(-r * 0.18)} ${f(r * 0.12)} ${f(-r * 0.3)} 0Z`, color, { transform: `rotate(${deg} ${f(px)} ${f(py)})` }))
    }
  }
  return g(out.join(''))
}

/** Round rubber-stamp impression: rings, a dashed word ring and a centre star, slightly rotated and uneven. */
export function roundStamp(cx: number, cy: number, r: number, ink: string, rot: number, seedNo: number, centre: 'star' | 'check' | 'mark' = 'star'): string {
  const rnd = prng(seedNo)
  const out: string[] = [circle(cx, cy, r, 'none', { 'stroke-width': r * 0.06 }), circle(cx, cy, r * 0.86, 'none', { 'stroke-width': r * 0.02 }), circle(cx, cy, r * 0.56, 'none', { 'stroke-width': r * 0.025 })]
  const rw = r * 0.71
  for (let i = 0; i < 26; i++) {
    if (i === 0 || i === 13) continue
    const a0 = (i / 26) * Math.PI * 2
    const a1 = a0 + (Math.PI * 2) / 26 * (0.45 + rnd() * 0.35)
    out.push(path(`M${f(cx + Math.cos(a0) * rw)} ${f(cy + Math.sin(a0) * rw)}A${f(rw)} ${f(rw)} 0 0 1 ${f(cx + Math.cos(a1) * rw)} ${f(cy + Math.sin(a1) * rw)}`, 'none', { 'stroke-width': r * 0.11 }))
  }
  for (const a of [0, Math.PI]) out.push(path(star(cx + Math.cos(a) * rw, cy + Math.sin(a) * rw, r * 0.07, r * 0.03), ink, { stroke: 'none' }))
  if (centre === 'star') out.push(path(star(cx, cy, r * 0.36, r * 0.15), ink, { stroke: 'none' }))
  else if (centre === 'check') out.push(path(`M${f(cx - r * 0.28)} ${f(cy)}L${f(cx - r * 0.06)} ${f(cy + r * 0.24)}L${f(cx + r * 0.32)} ${f(cy - r * 0.24)}`, 'none', { 'stroke-width': r * 0.1, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }))
  else out.push(g(mark(cx - r * 0.36, cy - r * 0.38, r * 0.72, ink, ink), { stroke: ink }))
  return g(out.join(''), { stroke: ink, fill: 'none', opacity: 0.78, transform: `rotate(${f(rot)} ${f(cx)} ${f(cy)})` })
}

/** A globe emblem (certification body): circle with meridians and parallels. */
export function globe(cx: number, cy: number, r: number, color: string): string {
  const s = { stroke: color, 'stroke-width': r * 0.07, fill: 'none' }
  return g(
    [
      circle(cx, cy, r, 'none', s),
      path(`M${f(cx)} ${f(cy - r)}C${f(cx - r * 0.7)} ${f(cy - r * 0.4)} ${f(cx - r * 0.7)} ${f(cy + r * 0.4)} ${f(cx)} ${f(cy + r)}C${f(cx + r * 0.7)} ${f(cy + r * 0.4)} ${f(cx + r * 0.7)} ${f(cy - r * 0.4)} ${f(cx)} ${f(cy - r)}`, 'none', s),
      line(cx - r, cy, cx + r, cy, color, r * 0.07),
      path(`M${f(cx - r * 0.86)} ${f(cy - r * 0.5)}Q${f(cx)} ${f(cy - r * 0.3)} ${f(cx + r * 0.86)} ${f(cy - r * 0.5)}M${f(cx - r * 0.86)} ${f(cy + r * 0.5)}Q${f(cx)} ${f(cy + r * 0.7)} ${f(cx + r * 0.86)} ${f(cy + r * 0.5)}`, 'none', s),
    ].join(''),
  )
}

/** "ISO"-like badge letters drawn as strokes inside a rounded box. */
export function isoLetters(x: number, y: number, h: number, color: string): string {
  const sw = h * 0.16
  const w = h * 0.62
  const S = `M${f(x + w * 1.9)} ${f(y + h * 0.2)}C${f(x + w * 1.75)} ${f(y)} ${f(x + w * 1.05)} ${f(y)} ${f(x + w * 1.05)} ${f(y + h * 0.27)}C${f(x + w * 1.05)} ${f(y + h * 0.5)} ${f(x + w * 1.9)} ${f(y + h * 0.45)} ${f(x + w * 1.9)} ${f(y + h * 0.74)}C${f(x + w * 1.9)} ${f(y + h)} ${f(x + w * 1.1)} ${f(y + h)} ${f(x + w)} ${f(y + h * 0.8)}`
  return g(
    line(x + sw / 2, y, x + sw / 2, y + h, color, sw) + g(path(S, 'none', { stroke: color, 'stroke-width': sw }) + path(`M${f(x + w * 2.55)} ${f(y + sw / 2)}a${f(w * 0.5)} ${f(h / 2 - sw / 2)} 0 1 0 0.01 0Z`, 'none', { stroke: color, 'stroke-width': sw }), { transform: `translate(${f(-w * 0.5)} 0)` }),
  )
}
