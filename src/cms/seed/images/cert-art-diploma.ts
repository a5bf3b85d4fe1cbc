/** Conformity certificates (groups `standard` and `more`): framed papers with guilloche borders and seals. */
import { type Border, type Box, brand, brandWidth, ce, ceWidth, type FrameKind, frame, glassSheen, guilloche, type Ink, inks, signature, textBars, titleBars, wall } from './cert-art-kit'
import { laurel, rosette, type SealStyle } from './cert-art-seal'
import { mark } from './logo'
import { C } from './palette'
import { darken, type Doc, f, g, lighten, line, path, rect, rr } from './svg'

type Header = 'band' | 'rule' | 'side' | 'crest'
type SealAt = 'bl' | 'br' | 'bc' | 'tr'

export type Diploma = {
  readonly ink: Ink
  readonly frame: FrameKind
  readonly border: Border
  readonly header: Header
  readonly seal: SealAt
  readonly sealStyle: SealStyle
  readonly ce: boolean
  readonly paper: string
  readonly land?: boolean
  readonly mat?: number
  readonly wall?: string
  readonly watermark?: boolean
}

/** Spirograph rosette, the classic security-print watermark. */
function spiro(cx: number, cy: number, r: number, color: string, k: number): string {
  let d = ''
  const R = r
  const rr2 = r * 0.36
  const dd = r * 0.55
  const n = 720
  for (let i = 0; i <= n; i++) {
    const t = (i / n) * Math.PI * 2 * k
    const x = (R - rr2) * Math.cos(t) + dd * Math.cos(((R - rr2) / rr2) * t)
    const y = (R - rr2) * Math.sin(t) - dd * Math.sin(((R - rr2) / rr2) * t)
    d += `${i === 0 ? 'M' : 'L'}${f(cx + x * 0.62)} ${f(cy + y * 0.62)}`
  }
  return path(d, 'none', { stroke: color, 'stroke-width': 1, opacity: 0.16 })
}

/** Paper, border, header, text and seal for one conformity certificate. */
export function diploma(doc: Doc, v: Diploma, seedNo: number): string {
  const ink = inks[v.ink]
  const fb: Box = v.land ? { x: 60, y: 280, w: 780, h: 600 } : { x: 105, y: 110, w: 690, h: 950 }
  const fr = frame(doc, fb, v.frame, v.land ? 24 : 30, v.mat ?? (v.land ? 26 : 34))
  const P = fr.inner
  const out = [wall(doc, v.wall), fr.svg, rect(P.x, P.y, P.w, P.h, doc.linear([[0, lighten(v.paper, 0.5)], [1, darken(v.paper, 0.03)]], 0, 0, 1, 1))]
  const bi = v.land ? 14 : 18
  const band = v.land ? 16 : 20
  const B: Box = { x: P.x + bi, y: P.y + bi, w: P.w - bi * 2, h: P.h - bi * 2 }
  out.push(guilloche(B, v.border, lighten(ink, 0.25), band))
  const ix = B.x + band + 10
  const iw = B.w - (band + 10) * 2
  const iy = B.y + band + 10
  const ih = B.h - (band + 10) * 2
  let q: Box = { x: ix + 24, y: iy + 18, w: iw - 48, h: ih - 30 }
  if (v.watermark) out.push(spiro(q.x + q.w / 2, q.y + q.h * 0.5, Math.min(q.w, q.h) * 0.42, ink, 9))
  const hh = q.h * (v.land ? 0.16 : 0.11)
  const cx = (): number => q.x + q.w / 2
  if (v.header === 'band') {
    out.push(rect(ix, iy, iw, hh, doc.linear([[0, lighten(ink, 0.12)], [1, darken(ink, 0.15)]], 0, 0, 1, 0)))
    out.push(rect(ix, iy + hh, iw, 4, C.brass))
    const s = hh * 0.55
    out.push(brand(cx() - brandWidth(s) / 2, iy + hh / 2, s, '#FFFFFF'))
    q = { ...q, y: iy + hh, h: q.h - hh + 18 }
  } else if (v.header === 'side') {
    const sw = iw * 0.2
    out.push(rect(ix, iy, sw, ih, doc.linear([[0, lighten(ink, 0.1)], [1, darken(ink, 0.12)]])))
    out.push(mark(ix + sw * 0.2, iy + 30, sw * 0.6, '#FFFFFF', '#FFFFFF'))
    for (let i = 0; i < 5; i++) out.push(rect(ix + sw * 0.3, iy + ih * 0.45 + i * 22, sw * 0.4, 5, '#FFFFFF', { opacity: 0.35, rx: 2.5 }))
    out.push(rect(ix + sw, iy, 4, ih, C.brass))
    q = { x: ix + sw + 34, y: q.y, w: iw - sw - 58, h: q.h }
  } else if (v.header === 'crest') {
    const s = hh * 0.95
    out.push(laurel(cx(), q.y + s * 0.5, s * 0.62, lighten(ink, 0.1)), mark(cx() - s * 0.32, q.y + s * 0.12, s * 0.64, ink, ink))
    q = { ...q, y: q.y + s * 0.6, h: q.h - s * 0.6 }
  } else {
    const s = hh * 0.5
    out.push(brand(cx() - brandWidth(s) / 2, q.y + s * 0.7, s, ink, C.graphite))
    out.push(line(q.x, q.y + hh, q.x + q.w, q.y + hh, ink, 3), line(q.x, q.y + hh + 8, q.x + q.w, q.y + hh + 8, ink, 1))
    q = { ...q, y: q.y + hh, h: q.h - hh }
  }
  const at = (k: number): number => q.y + q.h * k
  const left = v.header === 'side'
  if (left) out.push(rect(q.x, at(0.08), q.w * 0.7, 20, C.graphite, { rx: 4 }), rect(q.x, at(0.08) + 36, q.w * 0.45, 9, '#B8B4AD', { rx: 4.5 }))
  else out.push(titleBars(cx(), at(0.08), q.w * 0.62, C.graphite))
  const numW = q.w * 0.3
  out.push(rect(left ? q.x : cx() - numW / 2, at(0.08) + 62, numW, 8, ink, { rx: 4, opacity: 0.7 }))
  const ceSize = v.land ? 54 : 70
  const bodyY = at(v.land ? 0.36 : 0.28)
  const bodyW = v.ce && v.land ? q.w * 0.7 : q.w
  out.push(textBars(q.x, bodyY, bodyW, v.land ? 4 : 5, v.land ? 20 : 24, seedNo, { align: left ? 'left' : 'center' }))
  if (!v.land) out.push(textBars(q.x + q.w * 0.12, bodyY + 150, q.w * 0.76, 3, 22, seedNo + 7, { align: left ? 'left' : 'center', color: '#D6D2CB', hgt: 6 }))
  if (v.ce) {
    const cw = ceWidth(ceSize)
    const bx = v.land ? q.x + q.w - cw - 16 : cx() - cw / 2 - 12
    const by = v.land ? bodyY - 10 : at(0.56)
    out.push(path(rr(bx, by, cw + 24, ceSize + 24, 8), '#FFFFFF', { stroke: lighten(ink, 0.5), 'stroke-width': 2 }), ce(bx + 12, by + 12, ceSize, C.graphite))
  } else if (!v.land) {
    for (let i = 0; i < 3; i++) out.push(path(rr(cx() - 150 + i * 105, at(0.57), 90, 54, 6), lighten(ink, 0.88), { stroke: lighten(ink, 0.55), 'stroke-width': 1.5 }), rect(cx() - 138 + i * 105, at(0.57) + 18, 66, 6, lighten(ink, 0.45), { rx: 3 }), rect(cx() - 138 + i * 105, at(0.57) + 32, 44, 5, lighten(ink, 0.6), { rx: 2.5 }))
  }
  const sr = v.land ? 52 : 66
  const sy = at(v.land ? 0.78 : 0.84)
  const sigW = q.w * 0.3
  const sigY = sy + 6
  const sx = v.seal === 'bl' ? q.x + sr + 6 : v.seal === 'br' ? q.x + q.w - sr - 6 : cx()
  if (v.seal === 'tr') out.push(rosette(doc, B.x + B.w - sr * 0.9, B.y + sr * 1.1, sr, ink, v.sealStyle, true, 'mark'))
  if (v.seal === 'bl') out.push(signature(q.x + q.w - sigW, sigY, sigW, '#2B3A55', seedNo))
  else if (v.seal === 'br') out.push(signature(q.x, sigY, sigW, '#2B3A55', seedNo))
  else out.push(signature(q.x, sigY, sigW * 0.9, '#2B3A55', seedNo), signature(q.x + q.w - sigW * 0.9, sigY, sigW * 0.9, '#2B2F33', seedNo + 3))
  if (v.seal !== 'tr') out.push(rosette(doc, sx, sy - (v.land ? 8 : 12), sr, ink, v.sealStyle, v.seal !== 'bc' || !v.land, seedNo % 3 === 0 ? 'laurel' : 'star'))
  out.push(g(glassSheen(doc, P), { opacity: v.mat === 0 ? 0.5 : 0.8 }))
  return out.join('')
}
