/** Shared pieces for scenes, banners and case pictures: skies, people, lights, stone and wood surfaces. */
import { C } from './palette'
import { type Sky, skyFill } from './room'
import { circle, darken, type Doc, el, ellipse, f, g, lighten, line, path, poly, prng, rect, rr } from './svg'

export type { Sky }
export type Tone = readonly [string, string, string]

/** Sky with sun or moon, a few soft clouds and, at night, stars. */
export function skyBox(doc: Doc, x: number, y: number, w: number, h: number, sky: Sky, seedNo: number): string {
  const rnd = prng(seedNo)
  const out = [rect(x, y, w, h, skyFill(doc, sky))]
  const sx = x + w * (0.55 + rnd() * 0.35)
  if (sky === 'night') {
    for (let i = 0; i < 70; i++)
      out.push(
        circle(x + rnd() * w, y + rnd() * h * 0.6, 0.8 + rnd() * 1.8, '#FFFFFF', { opacity: f(0.3 + rnd() * 0.5) }),
      )
    out.push(
      circle(
        sx,
        y + h * 0.16,
        h * 0.16,
        doc.radial([
          [0, '#F6EED8', 0.35],
          [1, '#F6EED8', 0],
        ]),
      ),
    )
    out.push(circle(sx, y + h * 0.16, h * 0.04, '#F3EBD6'))
  } else if (sky !== 'overcast') {
    const sy = y + h * (sky === 'day' ? 0.18 : 0.58)
    const sun = sky === 'day' ? '#FFF8E6' : sky === 'dawn' ? '#FFE9C9' : '#FFD29A'
    out.push(
      circle(
        sx,
        sy,
        h * 0.35,
        doc.radial([
          [0, sun, 0.75],
          [0.4, sun, 0.25],
          [1, sun, 0],
        ]),
      ),
    )
    out.push(circle(sx, sy, h * 0.055, lighten(sun, 0.4)))
  }
  const cloud = sky === 'night' ? '#8896A8' : '#FFFFFF'
  const n = sky === 'overcast' ? 9 : 4
  for (let i = 0; i < n; i++) {
    const cx = x + rnd() * w
    const cy = y + h * (0.08 + rnd() * 0.4)
    const s = w * (0.05 + rnd() * 0.06)
    const a = sky === 'night' ? 0.12 : sky === 'overcast' ? 0.55 : 0.45
    out.push(
      g(
        [
          ellipse(cx, cy, s, s * 0.22, cloud),
          ellipse(cx - s * 0.35, cy - s * 0.12, s * 0.45, s * 0.22, cloud),
          ellipse(cx + s * 0.3, cy - s * 0.16, s * 0.38, s * 0.2, cloud),
        ].join(''),
        { opacity: a },
      ),
    )
  }
  return g(out.join(''))
}

/** Standing figure as a flat silhouette; `h` is the full height. */
export function person(doc: Doc, x: number, base: number, h: number, color: string, seedNo: number): string {
  const rnd = prng(seedNo)
  const skirt = rnd() > 0.6
  const hr = h * 0.065
  const sw = h * (0.22 + rnd() * 0.04)
  const top = base - h
  const body = doc.linear(
    [
      [0, lighten(color, 0.12)],
      [1, darken(color, 0.1)],
    ],
    0,
    0,
    1,
    0,
  )
  const legs = darken(color, 0.35)
  const out = [ellipse(x, base, sw * 0.8, h * 0.02, C.graphite, { opacity: 0.18 })]
  if (skirt)
    out.push(
      path(
        poly([
          [x - sw * 0.42, top + h * 0.42],
          [x + sw * 0.42, top + h * 0.42],
          [x + sw * 0.55, top + h * 0.72],
          [x - sw * 0.55, top + h * 0.72],
        ]),
        darken(color, 0.2),
      ),
    )
  out.push(
    rect(x - sw * 0.3, top + h * 0.5, sw * 0.24, h * 0.5, legs, { rx: sw * 0.1 }),
    rect(x + sw * 0.06, top + h * 0.5, sw * 0.24, h * 0.5, legs, { rx: sw * 0.1 }),
  )
  out.push(path(rr(x - sw / 2, top + hr * 2.3, sw, h * 0.4, sw * 0.3, sw * 0.1), body))
  out.push(
    circle(x, top + hr * 1.1, hr, '#D8B99A'),
    path(`M${f(x - hr)} ${f(top + hr)}A${f(hr)} ${f(hr)} 0 0 1 ${f(x + hr)} ${f(top + hr)}Z`, pickHair(rnd())),
  )
  return g(out.join(''))
}

/** Seated figure seen above a desk edge: only head and shoulders are drawn. */
export function seated(doc: Doc, x: number, deskY: number, h: number, color: string, seedNo: number): string {
  const rnd = prng(seedNo)
  const hr = h * 0.16
  const sw = h * 0.62
  const body = doc.linear(
    [
      [0, lighten(color, 0.12)],
      [1, darken(color, 0.1)],
    ],
    0,
    0,
    1,
    0,
  )
  return g(
    [
      path(rr(x - sw / 2, deskY - h * 0.62, sw, h * 0.62, sw * 0.35, 0), body),
      circle(x, deskY - h * 0.62 - hr * 0.9, hr, '#D8B99A'),
      path(
        `M${f(x - hr)} ${f(deskY - h * 0.62 - hr)}A${f(hr)} ${f(hr)} 0 0 1 ${f(x + hr)} ${f(deskY - h * 0.62 - hr)}Z`,
        pickHair(rnd()),
      ),
    ].join(''),
  )
}

const pickHair = (r: number): string => (r < 0.4 ? '#2B2420' : r < 0.7 ? '#5A4334' : r < 0.85 ? '#8C7A66' : '#1E1E1F')

/** Downward cone of light from a ceiling spot. */
export function spotCone(doc: Doc, x: number, y0: number, y1: number, w: number, alpha = 0.35): string {
  const fill = doc.linear([
    [0, '#FFF6E2', alpha],
    [1, '#FFF6E2', 0],
  ])
  return g(
    [
      path(
        poly([
          [x - w * 0.08, y0],
          [x + w * 0.08, y0],
          [x + w / 2, y1],
          [x - w / 2, y1],
        ]),
        fill,
      ),
      ellipse(x, y0, w * 0.1, w * 0.03, '#FFFBF0'),
    ].join(''),
  )
}

/** Hanging pendant lamp in any shade colour, with a soft glow below. */
export function lamp(doc: Doc, x: number, top: number, len: number, s: number, shade: string): string {
  const y = top + len
  return g(
    [
      line(x, top, x, y, C.graphite, Math.max(1, s * 0.02)),
      ellipse(
        x,
        y + s * 0.5,
        s * 1.6,
        s * 1.2,
        doc.radial([
          [0, '#FFF4DC', 0.7],
          [1, '#FFF4DC', 0],
        ]),
      ),
      path(
        `M${f(x - s * 0.15)} ${f(y)}H${f(x + s * 0.15)}L${f(x + s * 0.5)} ${f(y + s * 0.45)}H${f(x - s * 0.5)}Z`,
        doc.linear([
          [0, lighten(shade, 0.15)],
          [1, shade],
        ]),
      ),
      ellipse(x, y + s * 0.45, s * 0.5, s * 0.07, '#FFF1D0'),
    ].join(''),
  )
}

/** Warm glow disc, for lamps and sconces. */
export const glow = (doc: Doc, x: number, y: number, r: number, alpha = 0.6, color = '#FFF1D2'): string =>
  circle(
    x,
    y,
    r,
    doc.radial([
      [0, color, alpha],
      [0.45, color, alpha * 0.35],
      [1, color, 0],
    ]),
  )

/** Stone slab with soft veins, clipped to its rectangle. */
export function marble(
  doc: Doc,
  x: number,
  y: number,
  w: number,
  h: number,
  base: string,
  seedNo: number,
  veins = 7,
): string {
  const rnd = prng(seedNo)
  const out = [
    rect(
      x,
      y,
      w,
      h,
      doc.linear(
        [
          [0, lighten(base, 0.25)],
          [0.6, base],
          [1, darken(base, 0.05)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  ]
  for (let i = 0; i < veins; i++) {
    const x0 = x + rnd() * w
    const y0 = y + rnd() * h * 0.3
    const x1 = x0 + (rnd() - 0.5) * w * 0.8
    const y1 = y0 + h * (0.5 + rnd() * 0.6)
    out.push(
      path(
        `M${f(x0)} ${f(y0)}C${f(x0 + (rnd() - 0.5) * w * 0.5)} ${f(y0 + h * 0.3)} ${f(x1 + (rnd() - 0.5) * w * 0.5)} ${f(y1 - h * 0.3)} ${f(x1)} ${f(y1)}`,
        'none',
        {
          stroke: darken(base, 0.18 + rnd() * 0.1),
          'stroke-width': f(0.8 + rnd() * 2.2),
          opacity: f(0.25 + rnd() * 0.3),
        },
      ),
    )
  }
  return g(out.join(''), { 'clip-path': doc.clip(el('rect', { x, y, width: w, height: h })) })
}

/** Vertical wooden slats. */
export function slats(doc: Doc, x: number, y: number, w: number, h: number, t: Tone, n: number): string {
  const out = [rect(x, y, w, h, darken(t[2], 0.15))]
  const fill = doc.linear(
    [
      [0, t[0]],
      [0.5, t[1]],
      [1, t[2]],
    ],
    0,
    0,
    1,
    0,
  )
  for (let i = 0; i < n; i++) out.push(rect(x + (i * w) / n + 2, y, w / n - 5, h, fill))
  return g(out.join(''))
}

/** Floor planks receding towards `vx`, drawn as thin lines over a fill. */
export function planks(doc: Doc, x: number, y: number, w: number, h: number, t: Tone, vx: number, n = 14): string {
  const out = [
    rect(
      x,
      y,
      w,
      h,
      doc.linear([
        [0, t[2]],
        [1, t[0]],
      ]),
    ),
  ]
  for (let i = 0; i <= n; i++) {
    const bx = x + (i * w) / n
    out.push(line(vx + (bx - vx) * 0.35, y, bx + (bx - vx) * 0.6, y + h, darken(t[2], 0.15), 1.4, { opacity: 0.45 }))
  }
  return g(out.join(''))
}

/** Large stone slabs with hairline joints. */
export function slabs(
  doc: Doc,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  cols: number,
  rows: number,
  seedNo: number,
): string {
  const rnd = prng(seedNo)
  const out: string[] = []
  const cw = w / cols
  const ch = h / rows
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const t = (rnd() - 0.5) * 0.08
      const tone = t > 0 ? lighten(color, t) : darken(color, -t)
      out.push(
        rect(
          x + c * cw,
          y + r * ch,
          cw - 2,
          ch - 2,
          doc.linear(
            [
              [0, lighten(tone, 0.08)],
              [1, darken(tone, 0.04)],
            ],
            0,
            0,
            1,
            1,
          ),
        ),
      )
    }
  }
  return g([rect(x, y, w, h, darken(color, 0.2)), ...out].join(''))
}

/** Semi-transparent wash over a whole picture, e.g. to turn a room into an evening mood. */
export const veil = (W: number, H: number, color: string, alpha: number): string =>
  rect(0, 0, W, H, color, { opacity: alpha })

/** Scales drawing made in a 1600-wide space into a smaller or larger target. */
export const scaled = (inner: string, s: number, tx = 0, ty = 0): string =>
  g(inner, { transform: `translate(${f(tx)} ${f(ty)}) scale(${f(s)})` })
