/** Design-patent pictures: a technical drawing sheet with border zones, views and a title block. */
import { type Box, frame, type FrameKind, wall } from './cert-art-kit'
import { patentViews } from './cert-art-patent-draw'
import { roundStamp } from './cert-art-seal'
import { mark } from './logo'
import { C } from './palette'
import { darken, type Doc, g, line, path, pick, rect, rr } from './svg'

type Sheet = { readonly paper: string; readonly ink: string; readonly frame?: FrameKind; readonly grid?: boolean; readonly split: 'below' | 'right'; readonly stamp: string }

const sheets: readonly Sheet[] = [
  { paper: '#FFFFFF', ink: C.graphite, frame: 'black', split: 'below', stamp: '#7A2E3A' },
  { paper: '#EEF3F7', ink: '#2D4A7A', split: 'right', grid: true, stamp: '#7A2E3A' },
  { paper: '#FBF8F1', ink: '#3A3B3D', frame: 'oak', split: 'below', stamp: C.teal },
  { paper: '#FFFFFF', ink: C.teal, split: 'right', stamp: '#2D4A7A' },
  { paper: '#F4F6F5', ink: C.graphite, frame: 'alu', split: 'right', grid: true, stamp: '#7A2E3A' },
  { paper: '#FFFFFF', ink: '#2D4A7A', frame: 'walnut', split: 'below', stamp: C.teal },
  { paper: '#FAF7F0', ink: C.slate, split: 'below', grid: true, stamp: '#7A2E3A' },
  { paper: '#EEF3F7', ink: '#1F3D66', frame: 'white', split: 'right', stamp: '#7A2E3A' },
  { paper: '#FFFFFF', ink: '#3A3B3D', frame: 'brass', split: 'below', stamp: '#2D4A7A' },
]

/** Title block: ruled cells with bars standing in for the entries, the brand mark in the first cell. */
function titleBlock(x: number, y: number, w: number, h: number, ink: string): string {
  const out = [rect(x, y, w, h, '#FFFFFF', { stroke: ink, 'stroke-width': 2 })]
  const r = h / 4
  for (let i = 1; i < 4; i++) out.push(line(x + w * 0.3, y + r * i, x + w, y + r * i, ink, 1))
  out.push(line(x + w * 0.3, y, x + w * 0.3, y + h, ink, 1.5), line(x + w * 0.7, y + r * 2, x + w * 0.7, y + h, ink, 1))
  out.push(mark(x + w * 0.06, y + h * 0.2, w * 0.18, ink, C.teal))
  for (let i = 0; i < 4; i++) out.push(rect(x + w * 0.34, y + r * i + r * 0.38, w * (i === 0 ? 0.5 : 0.26), r * 0.26, ink, { opacity: i === 0 ? 0.75 : 0.4, rx: 2 }))
  for (let i = 2; i < 4; i++) out.push(rect(x + w * 0.74, y + r * i + r * 0.38, w * 0.14, r * 0.26, ink, { opacity: 0.4, rx: 2 }))
  return out.join('')
}

/** One sheet; `i` picks both the product and the sheet styling. */
export function patentSheet(doc: Doc, i: number): string {
  const s = pick(sheets, i)
  const out = [wall(doc, i % 2 ? '#EDEAE4' : '#F1EEE9')]
  const fb: Box = { x: 100, y: 110, w: 700, h: 960 }
  let P: Box = fb
  if (s.frame) {
    const fr = frame(doc, fb, s.frame, 22, 0)
    out.push(fr.svg)
    P = fr.inner
  } else {
    for (let k = 1; k <= 5; k++) out.push(path(rr(fb.x + k * 2, fb.y + k * 3, fb.w, fb.h, 2), C.graphite, { opacity: 0.04 }))
    out.push(rect(fb.x + fb.w / 2 - 70, fb.y - 14, 140, 34, '#E9E1CF', { opacity: 0.85, transform: `rotate(-2 ${fb.x + fb.w / 2} ${fb.y})` }))
  }
  out.push(rect(P.x, P.y, P.w, P.h, doc.linear([[0, s.paper], [1, darken(s.paper, 0.03)]])))
  const m = 34
  const B: Box = { x: P.x + m, y: P.y + m, w: P.w - m * 2, h: P.h - m * 2 }
  if (s.grid) for (let x = B.x + 24; x < B.x + B.w; x += 24) out.push(line(x, B.y, x, B.y + B.h, s.ink, 0.5, { opacity: 0.12 }))
  if (s.grid) for (let y = B.y + 24; y < B.y + B.h; y += 24) out.push(line(B.x, y, B.x + B.w, y, s.ink, 0.5, { opacity: 0.12 }))
  out.push(rect(B.x, B.y, B.w, B.h, 'none', { stroke: s.ink, 'stroke-width': 3 }), rect(P.x + 14, P.y + 14, P.w - 28, P.h - 28, 'none', { stroke: s.ink, 'stroke-width': 1 }))
  for (let k = 1; k < 6; k++) {
    const x = B.x + (B.w * k) / 6
    const y = B.y + (B.h * k) / 6
    out.push(line(x, P.y + 14, x, B.y, s.ink, 1), line(x, B.y + B.h, x, P.y + P.h - 14, s.ink, 1), line(P.x + 14, y, B.x, y, s.ink, 1), line(B.x + B.w, y, P.x + P.w - 14, y, s.ink, 1))
  }
  const tw = B.w * 0.5
  const th = 130
  const ty = B.y + B.h - th
  out.push(titleBlock(B.x + B.w - tw, ty, tw, th, s.ink))
  const pad = 60
  const main: Box = { x: B.x + pad, y: B.y + pad, w: B.w - pad * 2, h: (B.h - th) * 0.52 }
  const second: Box = s.split === 'below' ? { x: B.x + pad, y: main.y + main.h + 70, w: B.w * 0.38, h: ty - (main.y + main.h + 70) - 30 } : { x: B.x + B.w * 0.55, y: main.y + main.h + 70, w: B.w * 0.36, h: ty - (main.y + main.h + 70) - 40 }
  out.push(g(pick(patentViews, i)(main, second, s.ink), { stroke: s.ink, 'stroke-width': 2, fill: 'none', 'stroke-linejoin': 'round' }))
  const lx = s.split === 'below' ? B.x + B.w * 0.56 : B.x + pad
  const ly = main.y + main.h + 80
  for (let k = 0; k < 4; k++) out.push(rect(lx, ly + k * 20, (k === 0 ? 0.3 : 0.22 + (k % 2) * 0.08) * B.w * 0.6, 6, s.ink, { opacity: k === 0 ? 0.5 : 0.25, rx: 3 }))
  out.push(roundStamp(B.x + B.w - tw - 90, ty + th / 2 - 10, 62, s.stamp, -14 + i * 7, 40 + i, 'mark'))
  return out.join('')
}
