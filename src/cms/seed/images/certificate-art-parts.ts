/** Building blocks of the certificate drawings: stroke glyphs, guilloche, seals, stamps, text bars. */
import { C } from './palette'
import { circle, darken, type Doc, f, g, lighten, path, poly, rect } from './svg'

/*
 * Letters are strokes in a 6×10 box: the machine rendering the seed may have no
 * fonts, so marks such as "CE" or "ISO" must be geometry.
 */
const glyphs: Readonly<Record<string, string>> = {
  A: 'M0 10L3 0L6 10M1.1 6.5H4.9',
  C: 'M5.8 2.2C4.8 0.2 0 -0.4 0 5C0 10.4 4.8 9.8 5.8 7.8',
  D: 'M0 0V10H2.4C7 10 7 0 2.4 0Z',
  E: 'M5.6 0H0V10H5.6M0 5H4.4',
  G: 'M5.8 2.2C4.8 0.2 0 -0.4 0 5C0 10.4 6 10.4 6 6V5.4H3.4',
  H: 'M0 0V10M6 0V10M0 5H6',
  I: 'M3 0V10',
  K: 'M0 0V10M5.8 0L0 6.4M2 4.4L6 10',
  L: 'M0 0V10H5.4',
  M: 'M0 10V0L3 6.4L6 0V10',
  N: 'M0 10V0L6 10V0',
  O: 'M3 0C-1 0 -1 10 3 10C7 10 7 0 3 0Z',
  P: 'M0 10V0H3.4C6.6 0 6.6 5.4 3.4 5.4H0',
  Q: 'M3 0C-1 0 -1 10 3 10C7 10 7 0 3 0ZM3.8 7.2L6.4 10.4',
  R: 'M0 10V0H3.4C6.6 0 6.6 5.2 3.4 5.2H0M3 5.2L6 10',
  S: 'M5.6 1.6C4.6 -0.4 0.3 -0.3 0.3 2.6C0.3 5.3 5.7 4.6 5.7 7.4C5.7 10.4 1.2 10.4 0.2 8.4',
  T: 'M0 0H6M3 0V10',
  U: 'M0 0V6.4C0 10.6 6 10.6 6 6.4V0',
  V: 'M0 0L3 10L6 0',
  W: 'M-0.6 0L1.3 10L3 3L4.7 10L6.6 0',
  '0': 'M3 0C0 0 0 10 3 10C6 10 6 0 3 0Z',
  '1': 'M1.4 2.2L3.6 0V10',
  '2': 'M0.4 2.2C1 -0.6 5.6 -0.6 5.6 2.6C5.6 5.2 0 7 0 10H6',
  '4': 'M4.4 10V0L0 7H6',
  '5': 'M5.4 0H1L0.6 4.6C3 3.4 6 4 6 7C6 10.6 1 10.6 0.2 8.6',
  '7': 'M0 0H6L2 10',
  '3': 'M0.4 1.6C1.4 -0.6 5.6 -0.4 5.6 2.4C5.6 4.4 3.8 5 2.4 5C4.2 5 6 5.6 6 7.6C6 10.6 1.2 10.6 0.2 8.4',
  '6': 'M5.4 1.2C4.4 -0.4 0.2 -0.8 0.2 5.6C0.2 10.6 5.8 10.6 5.8 7C5.8 3.6 1.2 3.8 0.3 6.4',
  '8': 'M3 0C0.4 0 0.4 4.8 3 4.8C5.6 4.8 5.6 0 3 0ZM3 4.8C-0.2 4.8 -0.2 10 3 10C6.2 10 6.2 4.8 3 4.8Z',
  '9': 'M5.8 3.6C5.8 -1 0.2 -1 0.2 3.2C0.2 7 5.8 6.6 5.8 3.6V6.4C5.8 10.6 1.4 10.6 0.4 8.8',
  '-': 'M1 5.2H5',
  ':': 'M3 2.6V3.4M3 7.6V8.4',
}

/** A word drawn as stroked paths, `h` high, starting at (x, y) top-left or centred on x. */
export function word(
  text: string,
  x: number,
  y: number,
  h: number,
  color: string,
  weight = 0.12,
  center = false,
): string {
  const s = h / 10
  const adv = 8.6
  const width = (text.length * adv - 2.6) * s
  const x0 = center ? x - width / 2 : x
  const parts: string[] = []
  ;[...text].forEach((ch, i) => {
    const d = glyphs[ch]
    if (d) parts.push(path(d, 'none', { transform: `translate(${f(x0 + i * adv * s)} ${f(y)}) scale(${f(s)})` }))
  })
  return g(parts.join(''), {
    stroke: color,
    'stroke-width': f(10 * weight),
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    fill: 'none',
  })
}

/** The CE conformity mark: two circle arcs, the E with its middle bar, proportions per the EU drawing. */
export function ceMark(cx: number, cy: number, h: number, color: string): string {
  const r = h / 2
  const sw = h * 0.16
  const arc = (ox: number): string => {
    const a = (d: number): string =>
      `${f(ox + (r - sw / 2) * Math.cos((d * Math.PI) / 180))} ${f(cy + (r - sw / 2) * Math.sin((d * Math.PI) / 180))}`
    return `M${a(-70)}A${f(r - sw / 2)} ${f(r - sw / 2)} 0 1 0 ${a(70)}`
  }
  const cX = cx - r * 0.95
  const eX = cx + r * 0.95
  return g(
    path(arc(cX + r * 0.15), 'none') +
      path(arc(eX + r * 0.15), 'none') +
      path(`M${f(eX - r * 0.55)} ${f(cy)}H${f(eX + r * 0.35)}`, 'none'),
    { stroke: color, 'stroke-width': f(sw), fill: 'none', 'stroke-linecap': 'butt' },
  )
}

/** Lines of body text suggested by thin rounded grey bars with ragged right ends. */
export function textLines(
  rnd: () => number,
  x: number,
  y: number,
  w: number,
  n: number,
  gap: number,
  color = '#C9C6C0',
  thick = 7,
  center = false,
): string {
  const out: string[] = []
  for (let i = 0; i < n; i++) {
    const lw = w * (i === n - 1 ? 0.45 + rnd() * 0.2 : 0.82 + rnd() * 0.18)
    out.push(rect(center ? x + (w - lw) / 2 : x, y + i * gap, lw, thick, color, { rx: thick / 2 }))
  }
  return out.join('')
}

/** A hand-written signature: a seeded chain of loops with a final flourish. */
export function signature(rnd: () => number, x: number, y: number, w: number, color: string): string {
  let d = `M${f(x)} ${f(y)}`
  const n = 5 + Math.floor(rnd() * 3)
  for (let i = 0; i < n; i++) {
    const px = x + ((i + 1) / n) * w * 0.8
    const up = 14 + rnd() * 22
    d += `C${f(px - w * 0.06)} ${f(y - up)} ${f(px + w * 0.05)} ${f(y - up)} ${f(px - w * 0.02)} ${f(y + 6 + rnd() * 6)}`
  }
  d += `C${f(x + w * 0.8)} ${f(y + 20)} ${f(x + w * 0.2)} ${f(y + 14)} ${f(x + w)} ${f(y - 8)}`
  return path(d, 'none', { stroke: color, 'stroke-width': 2.6, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })
}

export type BorderStyle = 'rope' | 'loops' | 'chain' | 'lattice'

function ringPath(x: number, y: number, w: number, h: number, off: (t: number, len: number) => number): string {
  // Walks the rectangle's perimeter and pushes each point outwards by `off`.
  const per = 2 * (w + h)
  const n = Math.round(per / 5)
  const pts: [number, number][] = []
  for (let i = 0; i <= n; i++) {
    const s = (i / n) * per
    const o = off(s, per)
    if (s < w) pts.push([x + s, y - o])
    else if (s < w + h) pts.push([x + w + o, y + s - w])
    else if (s < 2 * w + h) pts.push([x + w - (s - w - h), y + h + o])
    else pts.push([x - o, y + h - (s - 2 * w - h)])
  }
  return poly(pts)
}

/** Guilloche frame: several phase-shifted waves around a rectangle, interlaced like a banknote border. */
export function guilloche(
  x: number,
  y: number,
  w: number,
  h: number,
  band: number,
  color: string,
  style: BorderStyle,
): string {
  const out: string[] = []
  const a = band / 2
  const mid = { x: x + a, y: y + a, w: w - band, h: h - band }
  const wave =
    (period: number, phase: number, amp: number) =>
    (s: number): number =>
      amp * Math.sin((s / period) * Math.PI * 2 + phase)
  if (style === 'rope') {
    for (let k = 0; k < 4; k++)
      out.push(path(ringPath(mid.x, mid.y, mid.w, mid.h, wave(26, (k * Math.PI) / 2, a * 0.85)), 'none'))
  } else if (style === 'loops') {
    for (let k = 0; k < 3; k++) {
      const ph = (k * Math.PI * 2) / 3
      out.push(
        path(
          ringPath(
            mid.x,
            mid.y,
            mid.w,
            mid.h,
            (s) => a * 0.8 * Math.sin((s / 34) * Math.PI * 2 + ph) * Math.cos((s / 11) * Math.PI * 2),
          ),
          'none',
        ),
      )
    }
  } else if (style === 'chain') {
    for (let k = 0; k < 2; k++)
      out.push(path(ringPath(mid.x, mid.y, mid.w, mid.h, wave(18, k * Math.PI, a * 0.8)), 'none'))
    out.push(
      path(
        ringPath(mid.x, mid.y, mid.w, mid.h, () => 0),
        'none',
      ),
    )
  } else {
    for (let k = 0; k < 4; k++)
      out.push(path(ringPath(mid.x, mid.y, mid.w, mid.h, wave(44, (k * Math.PI) / 2, a * 0.9)), 'none'))
  }
  const edge = `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}Z M${f(x + band)} ${f(y + band)}h${f(w - band * 2)}v${f(h - band * 2)}h${f(-w + band * 2)}Z`
  return (
    g(out.join(''), { stroke: color, 'stroke-width': 1.1, fill: 'none', 'stroke-opacity': 0.8 }) +
    path(edge, 'none', { stroke: color, 'stroke-width': 2 })
  )
}

/** Spirograph rosette (hypotrochoid bundle), the classic security-print ornament. */
export function rosette(cx: number, cy: number, r: number, color: string, lobes = 12, curves = 5, width = 1): string {
  const out: string[] = []
  for (let k = 0; k < curves; k++) {
    const rot = (k / curves) * ((Math.PI * 2) / lobes)
    const pts: [number, number][] = []
    const steps = Math.round(Math.min(240, Math.max(120, r * 1.1)))
    for (let i = 0; i <= steps; i++) {
      const t = (i / steps) * Math.PI * 2
      const rr = r * (0.62 + 0.38 * Math.abs(Math.cos((t * lobes) / 2)))
      pts.push([cx + rr * Math.cos(t + rot), cy + rr * Math.sin(t + rot)])
    }
    out.push(path(poly(pts), 'none'))
  }
  return g(out.join(''), { stroke: color, 'stroke-width': width, fill: 'none', 'stroke-opacity': 0.85 })
}

/** Embossed foil seal with a serrated rim and two ribbon tails. */
export function seal(
  doc: Doc,
  cx: number,
  cy: number,
  r: number,
  color: string,
  ribbon: string | undefined,
  star = false,
): string {
  const out: string[] = []
  if (ribbon) {
    const rf = doc.linear(
      [
        [0, lighten(ribbon, 0.15)],
        [1, darken(ribbon, 0.2)],
      ],
      0,
      0,
      1,
      0,
    )
    for (const sx of [-1, 1]) {
      const bx = cx + sx * r * 0.35
      const tx = cx + sx * r * 0.75
      out.push(
        path(
          poly([
            [bx - r * 0.22, cy],
            [bx + r * 0.22, cy],
            [tx + r * 0.22, cy + r * 1.9],
            [tx, cy + r * 1.7],
            [tx - r * 0.22, cy + r * 1.95],
          ]),
          rf,
        ),
      )
    }
  }
  const teeth: [number, number][] = []
  for (let i = 0; i < 72; i++) {
    const a = (i / 72) * Math.PI * 2
    const rr = i % 2 ? r : r * 0.93
    teeth.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)])
  }
  out.push(circle(cx + r * 0.04, cy + r * 0.07, r, C.graphite, { opacity: 0.15 }))
  out.push(
    path(
      poly(teeth),
      doc.linear(
        [
          [0, lighten(color, 0.45)],
          [0.5, color],
          [1, darken(color, 0.3)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  )
  out.push(circle(cx, cy, r * 0.78, 'none', { stroke: lighten(color, 0.5), 'stroke-width': r * 0.03 }))
  out.push(
    circle(cx, cy, r * 0.7, 'none', {
      stroke: darken(color, 0.25),
      'stroke-width': r * 0.02,
      'stroke-dasharray': `${f(r * 0.04)} ${f(r * 0.04)}`,
    }),
  )
  out.push(rosette(cx, cy, r * 0.58, lighten(color, 0.55), 10, 4, Math.max(0.8, r * 0.012)))
  if (star) out.push(path(starPath(cx, cy, r * 0.3, 5), lighten(color, 0.6)))
  return g(out.join(''))
}

export function starPath(cx: number, cy: number, r: number, n: number, inner = 0.42): string {
  const pts: [number, number][] = []
  for (let i = 0; i < n * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / n
    const rr = i % 2 ? r * inner : r
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)])
  }
  return poly(pts)
}

/** Inked rubber stamp: double ring, tick ring, centre star or mark; slightly rotated and patchy. */
export function stamp(cx: number, cy: number, r: number, color: string, rot: number, inner: string): string {
  const ticks: string[] = []
  for (let i = 0; i < 40; i++) {
    const a = (i / 40) * Math.PI * 2
    ticks.push(
      `M${f(cx + r * 0.7 * Math.cos(a))} ${f(cy + r * 0.7 * Math.sin(a))}L${f(cx + r * 0.82 * Math.cos(a))} ${f(cy + r * 0.82 * Math.sin(a))}`,
    )
  }
  return g(
    circle(cx, cy, r, 'none', { stroke: color, 'stroke-width': r * 0.07 }) +
      circle(cx, cy, r * 0.88, 'none', { stroke: color, 'stroke-width': r * 0.025 }) +
      path(ticks.join(''), 'none', { stroke: color, 'stroke-width': r * 0.05 }) +
      circle(cx, cy, r * 0.62, 'none', { stroke: color, 'stroke-width': r * 0.02 }) +
      inner,
    { opacity: 0.72, transform: `rotate(${f(rot)} ${f(cx)} ${f(cy)})` },
  )
}
