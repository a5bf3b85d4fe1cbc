/** `quality` certificates (framed, stamped) and `testing` laboratory documents (stamp plus chart). */
import { brandMark, markArt } from './certificate-art-marks'
import { backdrop, CH, CW, dropShadow, inks, photographed, portrait, type Sheet } from './certificate-art-paper'
import { rosette, signature, stamp, starPath, textLines, word } from './certificate-art-parts'
import { C } from './palette'
import { circle, darken, type Doc, f, g, lighten, line, path, pick, poly, prng, rect, seed } from './svg'

const red = '#C0392B'

/** Picture frame with four mitred, differently lit sides and a passepartout. */
function pictureFrame(doc: Doc, s: Sheet, bw: number, tone: string, mat: string): string {
  const { x, y, w, h } = s
  const side = (pts: readonly (readonly [number, number])[], t: number): string =>
    path(poly(pts), t > 0 ? lighten(tone, t) : darken(tone, -t))
  return (
    dropShadow(s, 2, 2) +
    side(
      [
        [x, y],
        [x + w, y],
        [x + w - bw, y + bw],
        [x + bw, y + bw],
      ],
      0.18,
    ) +
    side(
      [
        [x + w, y],
        [x + w, y + h],
        [x + w - bw, y + h - bw],
        [x + w - bw, y + bw],
      ],
      -0.12,
    ) +
    side(
      [
        [x, y + h],
        [x + w, y + h],
        [x + w - bw, y + h - bw],
        [x + bw, y + h - bw],
      ],
      -0.22,
    ) +
    side(
      [
        [x, y],
        [x, y + h],
        [x + bw, y + h - bw],
        [x + bw, y + bw],
      ],
      0.05,
    ) +
    rect(x + bw, y + bw, w - bw * 2, h - bw * 2, mat) +
    rect(
      x + bw,
      y + bw,
      w - bw * 2,
      10,
      doc.linear([
        [0, C.graphite, 0.18],
        [1, C.graphite, 0],
      ]),
    )
  )
}

type QSpec = { readonly frame: string; readonly mat: string; readonly ink: string; readonly land: boolean }
const qspecs: readonly QSpec[] = [
  { frame: '#2B2C2E', mat: '#F7F5F0', ink: C.teal, land: false },
  { frame: '#B08D57', mat: '#FBF6EA', ink: '#7A2E3A', land: false },
  { frame: '#C19F73', mat: '#F4F6F1', ink: '#3F6B4A', land: false },
  { frame: '#8E9397', mat: '#F6F7F7', ink: '#2B4A7A', land: true },
]

function emblem(index: number, cx: number, cy: number, ink: string): string {
  const gold = '#C9A24E'
  if (index === 0) return [-2, -1, 0, 1, 2].map((k) => path(starPath(cx + k * 62, cy, 28, 5), gold)).join('')
  if (index === 1)
    return (
      circle(cx, cy, 90, 'none', { stroke: gold, 'stroke-width': 6 }) + word('AAA', cx, cy - 26, 52, ink, 0.16, true)
    )
  if (index === 2) {
    const leaf = `M${cx} ${cy + 50}C${cx - 80} ${cy + 10} ${cx - 50} ${cy - 80} ${cx + 40} ${cy - 80}C${cx + 60} ${cy - 20} ${cx + 40} ${cy + 40} ${cx} ${cy + 50}Z`
    return (
      path(leaf, ink) +
      path(`M${cx} ${cy + 50}Q${cx + 10} ${cy - 10} ${cx + 36} ${cy - 70}`, 'none', {
        stroke: '#FFFFFF',
        'stroke-width': 4,
      }) +
      [-1, 0, 1].map((k) => path(starPath(cx + k * 56, cy + 100, 22, 5), gold)).join('')
    )
  }
  return (
    path(`M${cx - 80} ${cy + 50}V${cy - 20}L${cx} ${cy - 80}L${cx + 80} ${cy - 20}V${cy + 50}Z`, ink) +
    rect(cx - 20, cy + 5, 40, 45, '#FFFFFF') +
    rect(cx - 55, cy - 20, 26, 22, '#FFFFFF') +
    rect(cx + 29, cy - 20, 26, 22, '#FFFFFF')
  )
}

/** Red company chop with a star, the usual seal on Chinese certificates. */
const chop = (cx: number, cy: number, r: number, rot: number): string =>
  stamp(cx, cy, r, red, rot, path(starPath(cx, cy, r * 0.36, 5), red, { opacity: 0.9 }))

export function qualityArt(doc: Doc, index: number): string {
  const o = pick(qspecs, index)
  const rnd = prng(seed('quality', index))
  const s: Sheet = o.land ? { x: 60, y: 270, w: 780, h: 620 } : { x: 120, y: 110, w: 660, h: 940 }
  const bw = o.land ? 30 : 38
  const inset = bw + (o.land ? 40 : 50)
  const px = s.x + inset
  const py = s.y + inset
  const pw = s.w - inset * 2
  const ph = s.h - inset * 2
  const cx = px + pw / 2
  const out = [
    backdrop(doc, pick(['#EDE8E1', '#E6E2DC', '#ECEBE6', '#E4E6E5'], index)),
    pictureFrame(doc, s, bw, o.frame, o.mat),
  ]
  out.push(rect(px, py, pw, ph, '#FFFFFF', { stroke: darken(o.mat, 0.12), 'stroke-width': 1 }))
  out.push(
    rect(px + 14, py + 14, pw - 28, ph - 28, 'none', { stroke: o.ink, 'stroke-width': 3 }),
    rect(px + 22, py + 22, pw - 44, ph - 44, 'none', { stroke: o.ink, 'stroke-width': 1 }),
  )
  out.push(rosette(cx, py + ph / 2, Math.min(pw, ph) * 0.38, lighten(o.ink, 0.9), 18, 5, 1))
  const top = py + (o.land ? 50 : 70)
  out.push(brandMark(cx - 80, top, 28, o.ink))
  out.push(rect(cx - pw * 0.3, top + 60, pw * 0.6, 24, o.ink, { rx: 6 }))
  const ey = top + (o.land ? 190 : 240)
  out.push(emblem(index % 4, o.land ? px + 160 : cx, ey, o.ink))
  const tx = o.land ? px + 290 : px + 60
  const tw = o.land ? pw - 340 : pw - 120
  out.push(textLines(rnd, tx, o.land ? ey - 60 : ey + 150, tw, o.land ? 5 : 6, 24, '#CCC8C1', 7, !o.land))
  const foot = py + ph - (o.land ? 50 : 80)
  out.push(signature(rnd, px + 60, foot - 20, 170, '#2B3A55'), line(px + 50, foot, px + 250, foot, C.slate, 1.2))
  out.push(chop(px + pw - 140, foot - 50, 78, rnd() * 40 - 20))
  return out.join('')
}

/** Small chart: line, bars, scatter or calibration deviations with error bars. */
function chart(x: number, y: number, w: number, h: number, kind: number, ink: string, rnd: () => number): string {
  const out = [rect(x, y, w, h, '#FFFFFF', { stroke: '#C9CCCE', 'stroke-width': 1 })]
  for (let i = 1; i < 5; i++) out.push(line(x, y + (h * i) / 5, x + w, y + (h * i) / 5, '#E3E5E6', 1))
  out.push(
    line(x + 30, y + 10, x + 30, y + h - 20, C.slate, 1.5),
    line(x + 30, y + h - 20, x + w - 10, y + h - 20, C.slate, 1.5),
  )
  const n = 9
  const px = (i: number): number => x + 44 + (i / (n - 1)) * (w - 70)
  const vals = Array.from({ length: n }, (_, i) => 0.25 + 0.5 * (i / n) + (rnd() - 0.5) * 0.25)
  const py = (v: number): number => y + h - 20 - v * (h - 40)
  if (kind === 0) {
    out.push(
      path(
        poly(
          vals.map((v, i) => [px(i), py(v)] as const),
          false,
        ),
        'none',
        { stroke: ink, 'stroke-width': 3 },
      ),
    )
    vals.forEach((v, i) => out.push(circle(px(i), py(v), 4.5, '#FFFFFF', { stroke: ink, 'stroke-width': 2 })))
  } else if (kind === 1) {
    vals.forEach((v, i) => out.push(rect(px(i) - 10, py(v), 20, y + h - 20 - py(v), i % 2 ? lighten(ink, 0.4) : ink)))
  } else if (kind === 2) {
    for (let i = 0; i < 30; i++)
      out.push(circle(x + 44 + rnd() * (w - 70), py(0.2 + rnd() * 0.1 + (i / 30) * 0.6), 3.5, ink, { opacity: 0.75 }))
    out.push(line(x + 44, py(0.2), x + w - 20, py(0.85), C.brass, 2.5))
  } else {
    out.push(line(x + 30, py(0.5), x + w - 10, py(0.5), C.brass, 1.5, { 'stroke-dasharray': '6 4' }))
    vals.forEach((_, i) => {
      const v = 0.5 + (rnd() - 0.5) * 0.3
      out.push(line(px(i), py(v + 0.12), px(i), py(v - 0.12), ink, 1.5), rect(px(i) - 5, py(v) - 5, 10, 10, ink))
    })
  }
  return out.join('')
}

const tinks = [inks.blue, '#1E4E8C', C.teal, C.graphite] as const

export function testingArt(doc: Doc, index: number): string {
  const k = ((index % 4) + 4) % 4
  const ink = pick(tinks, k)
  const rnd = prng(seed('testing', index))
  const s = portrait
  const ix = s.x + 60
  const iw = s.w - 120
  const out: string[] = []
  if (k % 2 === 0) out.push(rect(s.x, s.y, 26, s.h, ink), rect(s.x + 26, s.y, 6, s.h, lighten(ink, 0.5)))
  else out.push(rect(s.x, s.y, s.w, 16, ink), rect(s.x + s.w * 0.6, s.y + 16, s.w * 0.4, 6, C.brass))
  const top = s.y + 60
  const mark =
    k === 0
      ? word('CNAS', ix, top, 44, ink, 0.15)
      : k === 1
        ? g(markArt(doc, 'tuv', ix + 55, top + 40, 110, ink))
        : k === 2
          ? path(`M${ix + 20} ${top}h36v40l30 60c4 10 -2 16 -12 16h-72c-10 0 -16 -6 -12 -16l30 -60Z`, ink) +
            rect(ix + 4, top + 70, 68, 8, '#FFFFFF', { opacity: 0.7 })
          : rosette(ix + 50, top + 50, 50, ink, 9, 3, 2)
  out.push(mark, brandMark(ix + iw - 200, top + 10, 30, C.graphite))
  out.push(rect(ix, top + 140, iw * 0.7, 24, C.graphite, { rx: 5 }), rect(ix, top + 180, iw * 0.45, 12, ink, { rx: 6 }))
  out.push(textLines(rnd, ix, top + 230, iw, 4, 24))
  const cy = top + 340
  out.push(chart(ix, cy, iw * 0.58, 250, k, ink, rnd))
  // Data table beside the chart.
  const tx = ix + iw * 0.64
  for (let r = 0; r < 8; r++) {
    out.push(line(tx, cy + r * 31, ix + iw, cy + r * 31, '#D5D7D8', 1))
    out.push(
      rect(tx + 4, cy + r * 31 + 12, iw * 0.14, 7, r === 0 ? ink : '#B9BDBF', { rx: 3 }),
      rect(tx + iw * 0.22, cy + r * 31 + 12, iw * 0.1, 7, r === 0 ? ink : '#CBCFD1', { rx: 3 }),
    )
  }
  out.push(textLines(rnd, ix, cy + 290, iw, 5, 24))
  const foot = s.y + s.h - 80
  out.push(signature(rnd, ix + 10, foot - 24, 180, '#23324F'), line(ix, foot, ix + 220, foot, C.slate, 1.2))
  const stampInner =
    path(starPath(ix + iw - 120, foot - 40, 22, 5), ink) + word('QA', ix + iw - 120, foot - 6, 14, ink, 0.14, true)
  out.push(stamp(ix + iw - 120, foot - 40, 82, k === 3 ? red : ink, rnd() * 30 - 15, stampInner))
  out.push(word(`${f(2018 + k * 2)}`, ix + iw - 120, foot + 60, 14, C.slate, 0.1, true))
  const rot = (rnd() - 0.5) * 2
  if (k === 1) {
    // The TÜV document sits on a clipboard, for a different silhouette at thumbnail size.
    const board: Sheet = { x: s.x - 34, y: s.y - 60, w: s.w + 68, h: s.h + 100 }
    const clip =
      rect(
        CW / 2 - 90,
        s.y - 90,
        180,
        60,
        doc.linear([
          [0, '#D9DCDE'],
          [1, '#8E9397'],
        ]),
        { rx: 12 },
      ) + rect(CW / 2 - 40, s.y - 100, 80, 24, '#6E757B', { rx: 10 })
    return (
      backdrop(doc, '#E6E2DA') +
      g(
        dropShadow(board, 2, 16) +
          rect(board.x, board.y, board.w, board.h, '#8C6A4F', { rx: 16 }) +
          photographedSheet(doc, s, out.join('')) +
          clip,
        { transform: `rotate(${f(rot)} ${CW / 2} ${CH / 2})` },
      )
    )
  }
  return photographed(doc, s, '#FFFFFF', g(out.join('')), rot, pick(['#EAE6DF', '#E6E2DA', '#E3E6E4', '#EEE9E1'], k))
}

const photographedSheet = (doc: Doc, s: Sheet, content: string): string =>
  rect(
    s.x,
    s.y,
    s.w,
    s.h,
    doc.linear(
      [
        [0, '#FFFFFF'],
        [1, '#F3F2EF'],
      ],
      0,
      0,
      1,
      1,
    ),
  ) + content
