/**
 * Quality-system certificates (floating acrylic mount, corner graphic, red round
 * stamp) and laboratory accreditations (clip frame, chart panel, blue stamp).
 */
import { type Box, brand, brandWidth, dropShadow, frame, type FrameKind, signature, textBars, wall } from './cert-art-kit'
import { globe, isoLetters, laurel, roundStamp, star } from './cert-art-seal'
import { wordmark } from './glyphs'
import { C } from './palette'
import { circle, darken, type Doc, f, g, lighten, line, path, pick, poly, prng, rect, rr } from './svg'

type Quality = { readonly ink: string; readonly emblem: 'stars' | 'aaa' | 'leaf' | 'check'; readonly corner: 'tl' | 'br' | 'band'; readonly wall: string }

const qualities: readonly Quality[] = [
  { ink: '#2D4A7A', emblem: 'stars', corner: 'tl', wall: '#E9ECEC' },
  { ink: '#7A2E3A', emblem: 'aaa', corner: 'br', wall: '#EFE9E1' },
  { ink: '#3F6B4A', emblem: 'leaf', corner: 'band', wall: '#E6EAE4' },
  { ink: C.teal, emblem: 'check', corner: 'tl', wall: '#F1EEE9' },
]

/** Acrylic sheet held off the wall by four steel standoffs. */
function acrylicMount(doc: Doc, b: Box): string {
  const out = [dropShadow({ x: b.x + 14, y: b.y + 18, w: b.w, h: b.h }, 30), path(rr(b.x - 26, b.y - 26, b.w + 52, b.h + 52, 10), doc.linear([[0, '#FFFFFF', 0.55], [1, '#DDE8E6', 0.4]], 0, 0, 1, 1), { stroke: '#FFFFFF', 'stroke-width': 2 })]
  for (const [x, y] of [[b.x - 8, b.y - 8], [b.x + b.w + 8, b.y - 8], [b.x - 8, b.y + b.h + 8], [b.x + b.w + 8, b.y + b.h + 8]] as const) {
    out.push(circle(x + 2, y + 4, 13, C.graphite, { opacity: 0.2 }), circle(x, y, 12, doc.radial([[0, '#FFFFFF'], [0.6, '#B8BDC2'], [1, '#6E757B']], 0.35, 0.3, 0.8)))
  }
  return out.join('')
}

function emblem(q: Quality, cx: number, cy: number): string {
  if (q.emblem === 'stars') return g([0, 1, 2, 3, 4].map((i) => path(star(cx - 120 + i * 60, cy + Math.abs(i - 2) * 8, 24, 10), C.brass)).join(''))
  if (q.emblem === 'aaa') {
    const w = wordmark('AAA', 0, 0, 64, q.ink, 0.3, 0.14).width
    return wordmark('AAA', cx - w / 2, cy - 32, 64, q.ink, 0.3, 0.14).svg + laurel(cx, cy + 6, 90, C.brass)
  }
  if (q.emblem === 'leaf') {
    const leaf = `M${f(cx)} ${f(cy + 40)}C${f(cx - 70)} ${f(cy + 10)} ${f(cx - 40)} ${f(cy - 60)} ${f(cx + 40)} ${f(cy - 50)}C${f(cx + 50)} ${f(cy + 10)} ${f(cx + 30)} ${f(cy + 40)} ${f(cx)} ${f(cy + 40)}Z`
    return path(leaf, q.ink) + path(`M${f(cx)} ${f(cy + 40)}Q${f(cx + 5)} ${f(cy - 10)} ${f(cx + 30)} ${f(cy - 40)}`, 'none', { stroke: '#FFFFFF', 'stroke-width': 3 }) + [0, 1, 2].map((i) => path(star(cx + 80 + i * 40, cy, 15, 6), C.brass)).join('')
  }
  return circle(cx, cy, 50, q.ink) + path(`M${f(cx - 24)} ${f(cy)}l18 18l32 -36`, 'none', { stroke: '#FFFFFF', 'stroke-width': 10, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })
}

/** Quality-system certificate `i`. */
export function qualitySheet(doc: Doc, i: number): string {
  const q = pick(qualities, i)
  const P: Box = { x: 150, y: 150, w: 600, h: 860 }
  const out = [wall(doc, q.wall), acrylicMount(doc, P), rect(P.x, P.y, P.w, P.h, '#FFFFFF')]
  const ink = q.ink
  if (q.corner === 'tl') out.push(path(poly([[P.x, P.y], [P.x + 300, P.y], [P.x, P.y + 300]]), ink), path(poly([[P.x + 300, P.y], [P.x + 340, P.y], [P.x, P.y + 340], [P.x, P.y + 300]]), C.brass))
  else if (q.corner === 'br') out.push(path(poly([[P.x + P.w, P.y + P.h], [P.x + P.w - 360, P.y + P.h], [P.x + P.w, P.y + P.h - 260]]), ink), path(poly([[P.x + P.w - 360, P.y + P.h], [P.x + P.w - 400, P.y + P.h], [P.x + P.w, P.y + P.h - 290], [P.x + P.w, P.y + P.h - 260]]), C.brass, { opacity: 0.8 }))
  else out.push(rect(P.x, P.y, P.w, 34, ink), rect(P.x, P.y + 38, P.w, 4, C.brass), rect(P.x, P.y + P.h - 22, P.w, 22, ink))
  const cx = P.x + P.w / 2
  const top = q.corner === 'tl' ? P.y + 90 : P.y + 70
  out.push(globe(P.x + P.w - 90, P.y + 90, 40, ink), isoLetters(q.corner === 'tl' ? P.x + 360 : P.x + 60, P.y + 66, 46, darken(ink, 0.1)))
  out.push(emblem(q, cx, top + 170))
  out.push(rect(cx - 200, top + 270, 400, 20, C.graphite, { rx: 4 }), rect(cx - 130, top + 306, 260, 9, ink, { rx: 4, opacity: 0.7 }))
  out.push(textBars(P.x + 70, top + 360, P.w - 140, 5, 24, 200 + i, { align: 'center' }))
  out.push(line(P.x + 60, P.y + P.h - 190, P.x + P.w - 60, P.y + P.h - 190, '#DAD6CF', 1.5))
  for (let k = 0; k < 3; k++) out.push(rect(P.x + 70 + k * 160, P.y + P.h - 170, 120, 6, '#CFCBC4', { rx: 3 }), rect(P.x + 70 + k * 160, P.y + P.h - 154, 80, 6, '#DEDAD4', { rx: 3 }))
  out.push(signature(P.x + 70, P.y + P.h - 80, 180, '#2B3A55', 210 + i))
  out.push(roundStamp(P.x + 170, P.y + P.h - 90, 72, '#C0392B', -10 - i * 6, 220 + i, 'star'))
  const s = 30
  out.push(brand(P.x + P.w - brandWidth(s) - 50, P.y + P.h - 70, s, C.teal, C.graphite))
  return out.join('')
}

type Lab = { readonly ink: string; readonly chart: 'bars' | 'line' | 'both' | 'curve'; readonly frame: FrameKind; readonly paper: string }

const labs: readonly Lab[] = [
  { ink: '#2D4A7A', chart: 'bars', frame: 'white', paper: '#FFFFFF' },
  { ink: C.teal, chart: 'line', frame: 'alu', paper: '#F9FBFA' },
  { ink: '#3F6B4A', chart: 'both', frame: 'oak', paper: '#FFFDF8' },
  { ink: '#7A2E3A', chart: 'curve', frame: 'black', paper: '#FFFFFF' },
]

/** Small chart panel: bars, a polyline, or a fitted curve with measured points. */
function chart(b: Box, l: Lab, seedNo: number): string {
  const rnd = prng(seedNo)
  const out = [rect(b.x, b.y, b.w, b.h, lighten(l.ink, 0.93), { rx: 6 }), line(b.x + 30, b.y + 16, b.x + 30, b.y + b.h - 24, C.slate, 1.5), line(b.x + 30, b.y + b.h - 24, b.x + b.w - 14, b.y + b.h - 24, C.slate, 1.5)]
  for (let k = 1; k < 4; k++) out.push(line(b.x + 30, b.y + 16 + ((b.h - 40) * k) / 4, b.x + b.w - 14, b.y + 16 + ((b.h - 40) * k) / 4, C.slate, 0.6, { opacity: 0.3 }))
  const n = 8
  const cw = (b.w - 60) / n
  const base = b.y + b.h - 24
  const vals = Array.from({ length: n }, (_, i) => 0.35 + 0.5 * (i / n) + rnd() * 0.15)
  if (l.chart === 'bars' || l.chart === 'both') vals.forEach((v, i) => out.push(rect(b.x + 40 + i * cw, base - v * (b.h - 50), cw * 0.6, v * (b.h - 50), i % 2 ? lighten(l.ink, 0.35) : l.ink, { opacity: 0.85 })))
  if (l.chart === 'line' || l.chart === 'both') {
    const pts = vals.map((v, i) => [b.x + 40 + i * cw + cw * 0.3, base - (l.chart === 'both' ? v * 0.7 + 0.2 : 1 - v * 0.8) * (b.h - 50)] as const)
    out.push(path(poly(pts, false), 'none', { stroke: l.chart === 'both' ? C.brass : l.ink, 'stroke-width': 3, 'stroke-linejoin': 'round' }))
    for (const [x, y] of pts) out.push(circle(x, y, 4.5, '#FFFFFF', { stroke: l.chart === 'both' ? C.brass : l.ink, 'stroke-width': 2 }))
  }
  if (l.chart === 'curve') {
    out.push(path(`M${f(b.x + 34)} ${f(base - 6)}Q${f(b.x + b.w * 0.5)} ${f(base - 20)} ${f(b.x + b.w - 20)} ${f(b.y + 24)}`, 'none', { stroke: l.ink, 'stroke-width': 3 }))
    for (let i = 0; i < 9; i++) {
      const t = (i + 0.5) / 9
      const x = b.x + 34 + t * (b.w - 54)
      const y = base - 6 - t * t * (base - b.y - 30) + (rnd() - 0.5) * 14
      out.push(circle(x, y, 4, C.brass))
    }
  }
  return out.join('')
}

/** Laboratory accreditation `i`. */
export function labSheet(doc: Doc, i: number): string {
  const l = pick(labs, i)
  const fr = frame(doc, { x: 110, y: 120, w: 680, h: 950 }, l.frame, 18, i % 2 ? 0 : 28)
  const P = fr.inner
  const out = [wall(doc, i % 2 ? '#E8EBEA' : '#EFECE6'), fr.svg, rect(P.x, P.y, P.w, P.h, l.paper)]
  const ink = l.ink
  out.push(rect(P.x, P.y, P.w, 14, ink), rect(P.x, P.y + 14, P.w, 4, C.brass))
  const fx = P.x + 60
  const fy = P.y + 60
  out.push(path(`M${f(fx + 14)} ${f(fy)}V${f(fy + 30)}L${f(fx - 6)} ${f(fy + 76)}H${f(fx + 58)}L${f(fx + 38)} ${f(fy + 30)}V${f(fy)}Z`, lighten(ink, 0.85), { stroke: ink, 'stroke-width': 4, 'stroke-linejoin': 'round' }), path(`M${f(fx + 4)} ${f(fy + 56)}H${f(fx + 48)}L${f(fx + 56)} ${f(fy + 74)}H${f(fx - 4)}Z`, ink, { opacity: 0.8 }))
  out.push(rect(P.x + 150, fy + 10, 280, 18, C.graphite, { rx: 4 }), rect(P.x + 150, fy + 44, 190, 9, ink, { rx: 4, opacity: 0.7 }), globe(P.x + P.w - 80, fy + 38, 36, ink))
  out.push(line(P.x + 50, fy + 110, P.x + P.w - 50, fy + 110, '#D5D1CA', 1.5), textBars(P.x + 60, fy + 140, P.w - 120, 4, 22, 300 + i))
  const cb: Box = i % 2 ? { x: P.x + 60, y: fy + 260, w: P.w * 0.5, h: 220 } : { x: P.x + P.w * 0.42, y: fy + 260, w: P.w * 0.5, h: 220 }
  out.push(chart(cb, l, 310 + i))
  const tx = i % 2 ? P.x + P.w * 0.6 : P.x + 60
  for (let r = 0; r < 6; r++) out.push(rect(tx, cb.y + 8 + r * 36, P.w * 0.3, 26, r % 2 ? '#F3F1EC' : lighten(ink, 0.9)), rect(tx + 10, cb.y + 17 + r * 36, P.w * 0.12, 7, '#B9B5AE', { rx: 3 }), rect(tx + P.w * 0.2, cb.y + 17 + r * 36, P.w * 0.06, 7, ink, { rx: 3, opacity: 0.6 }))
  out.push(textBars(P.x + 60, cb.y + cb.h + 50, P.w - 120, 5, 22, 320 + i, { color: '#D0CCC5', hgt: 6 }))
  out.push(signature(P.x + P.w - 260, P.y + P.h - 90, 190, '#2B3A55', 330 + i))
  out.push(roundStamp(P.x + 150, P.y + P.h - 120, 78, '#2D4A7A', 12 - i * 9, 340 + i, i === 3 ? 'check' : 'mark'))
  return out.join('')
}
