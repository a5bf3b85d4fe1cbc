/** Styling props: plants, vases, towels, pebbles, bottles, lamps and mirrors. */
import { C } from './palette'
import { arch, circle, darken, type Doc, ellipse, f, g, lighten, path, prng, rect, rr, shadow } from './svg'

export type PlantKind = 'leafy' | 'grass' | 'olive' | 'monstera'

/** Potted plant standing at (x, base); `s` is roughly the total height. */
export function plant(
  doc: Doc,
  x: number,
  base: number,
  s: number,
  kind: PlantKind,
  pot: string = C.clay,
  seedNo = 1,
): string {
  const rnd = prng(seedNo * 7919 + s)
  const pw = s * 0.28
  const ph = s * 0.26
  const top = base - ph
  const out: string[] = [shadow(doc, x + pw * 0.1, base, pw * 0.8, pw * 0.12, 0.3)]
  const leaf = (a: string, b: string): string =>
    doc.linear(
      [
        [0, a],
        [1, b],
      ],
      0,
      0,
      1,
      1,
    )
  const greens = [leaf('#7E9A7A', '#4F6B52'), leaf('#93A98A', '#5E7A5F'), leaf('#6C8B70', '#3E5A45')]
  if (kind === 'grass') {
    for (let i = 0; i < 22; i++) {
      const a = -Math.PI / 2 + (rnd() - 0.5) * 1.5
      const len = s * (0.45 + rnd() * 0.35)
      const ex = x + Math.cos(a) * len
      const ey = top + Math.sin(a) * len
      const cx = x + Math.cos(a) * len * 0.3
      out.push(
        path(`M${f(x)} ${f(top)}Q${f(cx)} ${f(top - len * 0.6)} ${f(ex)} ${f(ey)}`, 'none', {
          stroke: i % 2 ? '#7F9470' : '#5F7A58',
          'stroke-width': s * 0.012,
          'stroke-linecap': 'round',
        }),
      )
    }
  } else if (kind === 'olive') {
    out.push(
      path(
        `M${f(x)} ${f(top)}C${f(x - s * 0.05)} ${f(top - s * 0.3)} ${f(x + s * 0.06)} ${f(top - s * 0.45)} ${f(x)} ${f(top - s * 0.62)}`,
        'none',
        { stroke: '#6B5A48', 'stroke-width': s * 0.018 },
      ),
    )
    for (let i = 0; i < 70; i++) {
      const a = rnd() * Math.PI * 2
      const rr2 = Math.sqrt(rnd()) * s * 0.26
      const lx = x + Math.cos(a) * rr2 * 1.2
      const ly = top - s * 0.62 + Math.sin(a) * rr2 * 0.8
      const rot = f(rnd() * 180)
      out.push(
        ellipse(lx, ly, s * 0.035, s * 0.011, i % 3 ? '#8A9C7C' : '#6B7F60', {
          transform: `rotate(${rot} ${f(lx)} ${f(ly)})`,
        }),
      )
    }
  } else {
    const n = kind === 'monstera' ? 7 : 11
    for (let i = 0; i < n; i++) {
      const a = -Math.PI / 2 + (i / (n - 1) - 0.5) * 2.2 + (rnd() - 0.5) * 0.2
      const len = s * (kind === 'monstera' ? 0.5 : 0.55) * (0.75 + rnd() * 0.35)
      const ex = x + Math.cos(a) * len
      const ey = top + Math.sin(a) * len
      const lw = kind === 'monstera' ? s * 0.085 : s * 0.055
      const deg = f((a * 180) / Math.PI)
      out.push(path(`M${f(x)} ${f(top)}L${f(ex)} ${f(ey)}`, 'none', { stroke: '#5E7A5F', 'stroke-width': s * 0.008 }))
      out.push(
        ellipse(ex, ey, lw * 1.7, lw, greens[i % 3] ?? C.teal, { transform: `rotate(${deg} ${f(ex)} ${f(ey)})` }),
      )
    }
  }
  const potFill = doc.linear(
    [
      [0, darken(pot, 0.12)],
      [0.35, lighten(pot, 0.2)],
      [1, darken(pot, 0.2)],
    ],
    0,
    0,
    1,
    0,
  )
  out.push(
    path(`M${f(x - pw / 2)} ${f(top)}H${f(x + pw / 2)}L${f(x + pw * 0.4)} ${f(base)}H${f(x - pw * 0.4)}Z`, potFill),
  )
  out.push(rect(x - pw / 2 - 2, top - 4, pw + 4, 8, darken(pot, 0.08), { rx: 4 }))
  return g(out.join(''))
}

/** A ceramic vase, optionally with a dry branch. */
export function vase(doc: Doc, x: number, base: number, s: number, color: string, branch = true): string {
  const w = s * 0.42
  const fill = doc.linear(
    [
      [0, darken(color, 0.12)],
      [0.35, lighten(color, 0.25)],
      [1, darken(color, 0.18)],
    ],
    0,
    0,
    1,
    0,
  )
  const out: string[] = [shadow(doc, x + w * 0.1, base, w * 0.9, w * 0.14, 0.3)]
  if (branch) {
    out.push(
      path(
        `M${f(x)} ${f(base - s * 0.8)}C${f(x - s * 0.1)} ${f(base - s * 1.3)} ${f(x + s * 0.25)} ${f(base - s * 1.5)} ${f(x + s * 0.35)} ${f(base - s * 1.9)}`,
        'none',
        { stroke: '#7A6654', 'stroke-width': s * 0.02, 'stroke-linecap': 'round' },
      ),
    )
    out.push(
      path(
        `M${f(x + s * 0.03)} ${f(base - s * 1.3)}C${f(x - s * 0.2)} ${f(base - s * 1.5)} ${f(x - s * 0.3)} ${f(base - s * 1.6)} ${f(x - s * 0.38)} ${f(base - s * 1.75)}`,
        'none',
        { stroke: '#7A6654', 'stroke-width': s * 0.014, 'stroke-linecap': 'round' },
      ),
    )
    for (let i = 0; i < 9; i++) {
      const t = i / 8
      const bx = x + (i % 2 ? s * 0.35 * t : -s * 0.38 * t)
      const by = base - s * (1.3 + t * (i % 2 ? 0.6 : 0.45))
      out.push(circle(bx, by, s * 0.028, i % 3 ? '#EDE5D8' : '#E0CFB5'))
    }
  }
  out.push(
    path(
      `M${f(x - w * 0.14)} ${f(base - s)}C${f(x - w * 0.14)} ${f(base - s * 0.7)} ${f(x - w / 2)} ${f(base - s * 0.55)} ${f(x - w / 2)} ${f(base - s * 0.3)}C${f(x - w / 2)} ${f(base - s * 0.05)} ${f(x - w * 0.35)} ${f(base)} ${f(x)} ${f(base)}C${f(x + w * 0.35)} ${f(base)} ${f(x + w / 2)} ${f(base - s * 0.05)} ${f(x + w / 2)} ${f(base - s * 0.3)}C${f(x + w / 2)} ${f(base - s * 0.55)} ${f(x + w * 0.14)} ${f(base - s * 0.7)} ${f(x + w * 0.14)} ${f(base - s)}Z`,
      fill,
    ),
  )
  out.push(ellipse(x, base - s, w * 0.14, w * 0.04, darken(color, 0.3)))
  return g(out.join(''))
}

/** Folded towels stacked on a surface. */
export function towels(doc: Doc, x: number, base: number, w: number, colors: readonly string[]): string {
  const h = w * 0.16
  const out: string[] = [shadow(doc, x + w / 2, base, w * 0.6, h * 0.3, 0.25)]
  colors.forEach((c, i) => {
    const y = base - (i + 1) * h
    const fill = doc.linear([
      [0, lighten(c, 0.15)],
      [1, darken(c, 0.08)],
    ])
    out.push(path(rr(x + i * w * 0.02, y, w - i * w * 0.04, h, h * 0.45), fill))
    out.push(
      path(`M${f(x + w * 0.15)} ${f(y + h * 0.5)}H${f(x + w * 0.85)}`, 'none', {
        stroke: darken(c, 0.1),
        'stroke-width': 1.2,
        opacity: 0.5,
      }),
    )
  })
  return g(out.join(''))
}

export function pebbles(doc: Doc, x: number, base: number, s: number): string {
  const out: string[] = [shadow(doc, x + s * 0.5, base, s * 0.8, s * 0.08, 0.25)]
  const cs = ['#8D8A84', '#C9C2B6', '#5F6062', '#B9A58A']
  const r = [0.28, 0.22, 0.17, 0.12]
  let cx = x
  r.forEach((k, i) => {
    const rw = s * k
    out.push(
      ellipse(
        cx + rw,
        base - rw * 0.55,
        rw,
        rw * 0.58,
        doc.linear([
          [0, lighten(cs[i] ?? C.slate, 0.25)],
          [1, cs[i] ?? C.slate],
        ]),
      ),
    )
    cx += rw * 1.6
  })
  return g(out.join(''))
}

export function bottle(doc: Doc, x: number, base: number, s: number, color: string): string {
  const w = s * 0.38
  const fill = doc.linear(
    [
      [0, darken(color, 0.1)],
      [0.35, lighten(color, 0.3)],
      [1, darken(color, 0.2)],
    ],
    0,
    0,
    1,
    0,
  )
  return g(
    [
      shadow(doc, x, base, w * 0.8, w * 0.12, 0.3),
      path(rr(x - w / 2, base - s * 0.72, w, s * 0.72, w * 0.22, w * 0.08), fill),
      rect(x - w * 0.18, base - s * 0.86, w * 0.36, s * 0.15, '#2E2F31'),
      rect(x - w * 0.1, base - s * 0.95, w * 0.5, s * 0.07, '#2E2F31', { rx: s * 0.02 }),
      rect(x - w * 0.3, base - s * 0.45, w * 0.6, s * 0.18, lighten(color, 0.5), { opacity: 0.6 }),
    ].join(''),
  )
}

/** A hanging pendant lamp with a soft glow. */
export function pendant(
  doc: Doc,
  x: number,
  top: number,
  len: number,
  s: number,
  shade: string = C.graphite,
  glow = true,
): string {
  const y = top + len
  const out = [
    path(`M${f(x)} ${f(top)}V${f(y)}`, 'none', { stroke: C.graphite, 'stroke-width': Math.max(1, s * 0.02) }),
  ]
  if (glow)
    out.push(
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
    )
  out.push(
    path(
      `M${f(x - s * 0.15)} ${f(y)}H${f(x + s * 0.15)}L${f(x + s * 0.5)} ${f(y + s * 0.45)}H${f(x - s * 0.5)}Z`,
      doc.linear([
        [0, lighten(shade, 0.15)],
        [1, shade],
      ]),
    ),
  )
  out.push(ellipse(x, y + s * 0.45, s * 0.5, s * 0.07, '#FFF1D0'))
  return g(out.join(''))
}

export type MirrorShape = 'round' | 'arch' | 'rect' | 'pill'

/** Wall mirror; the glass shows a lighter, cooler version of the wall with a diagonal sheen. */
export function mirror(
  doc: Doc,
  cx: number,
  cy: number,
  w: number,
  h: number,
  shape: MirrorShape,
  frame: string,
  wall: string,
): string {
  const x = cx - w / 2
  const y = cy - h / 2
  const d =
    shape === 'round'
      ? rr(x, y, w, w, w / 2)
      : shape === 'arch'
        ? arch(x, y, w, h)
        : shape === 'pill'
          ? rr(x, y, w, h, w / 2)
          : rr(x, y, w, h, w * 0.03)
  const glass = doc.linear(
    [
      [0, lighten(wall, 0.55)],
      [0.5, lighten(wall, 0.25)],
      [1, darken(wall, 0.06)],
    ],
    0,
    0,
    1,
    1,
  )
  const sheen = doc.linear(
    [
      [0, '#FFFFFF', 0],
      [0.5, '#FFFFFF', 0.55],
      [1, '#FFFFFF', 0],
    ],
    0,
    0,
    1,
    0,
  )
  const ins = w * 0.03
  const inner =
    shape === 'round'
      ? rr(x + ins, y + ins, w - ins * 2, w - ins * 2, w / 2 - ins)
      : shape === 'arch'
        ? arch(x + ins, y + ins, w - ins * 2, h - ins * 2)
        : shape === 'pill'
          ? rr(x + ins, y + ins, w - ins * 2, h - ins * 2, w / 2 - ins)
          : rr(x + ins, y + ins, w - ins * 2, h - ins * 2, w * 0.02)
  const hh = shape === 'round' ? w : h
  return g(
    [
      path(d, '#2E2F31', { opacity: 0.12, transform: `translate(${f(w * 0.02)} ${f(w * 0.03)})` }),
      path(d, frame),
      path(inner, glass),
      g(
        path(
          `M${f(x + w * 0.2)} ${f(y + hh)}L${f(x + w * 0.55)} ${f(y)}H${f(x + w * 0.7)}L${f(x + w * 0.35)} ${f(y + hh)}Z`,
          sheen,
        ),
        { 'clip-path': doc.clip(path(inner, '#000')) },
      ),
    ].join(''),
  )
}

export function ledRing(doc: Doc, cx: number, cy: number, r: number): string {
  return circle(cx, cy, r, 'none', {
    stroke: doc.radial([
      [0, '#FFFFFF'],
      [1, '#FFF3DA'],
    ]),
    'stroke-width': r * 0.03,
    opacity: 0.8,
  })
}
