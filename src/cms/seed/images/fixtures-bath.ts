/** Bathtubs, wall-hung toilets and shower trays. */
import { solidFill } from './fixtures-basin'
import { C, type Finish, finishes, type Metal } from './palette'
import { circle, darken, type Doc, ellipse, f, g, lighten, line, path, poly, prng, rect, rr, shadow } from './svg'

export type TubShape = 'oval' | 'slipper' | 'rect' | 'pedestal' | 'footed'

export type TubOpts = {
  readonly cx: number
  readonly base: number
  readonly w: number
  readonly h: number
  readonly shape: TubShape
  readonly outer: Finish
  readonly inner?: Finish
  readonly feet?: Metal
}

/** Freestanding bathtub seen from the front and slightly above. */
export function bathtub(doc: Doc, o: TubOpts): string {
  const { cx, w, h, shape, outer } = o
  const inner = o.inner ?? finishes.white
  const lift = shape === 'footed' ? h * 0.16 : shape === 'pedestal' ? h * 0.12 : 0
  const base = o.base - lift
  const top = base - h + lift
  const hw = w / 2
  const ry = w * 0.085
  const sag = shape === 'slipper' ? h * 0.2 : shape === 'rect' ? 0 : h * 0.06
  const rim = (a: number, rx: number, ryy: number, dy = 0): readonly [number, number] => {
    const s = Math.sin(a)
    return [cx + rx * Math.cos(a), top + dy + ryy * s + sag * s * s]
  }
  const ring = (rx: number, ryy: number, dy = 0): [number, number][] =>
    Array.from({ length: 73 }, (_, i) => [...rim((i / 72) * Math.PI * 2, rx, ryy, dy)] as [number, number])
  const out: string[] = [shadow(doc, cx + w * 0.03, o.base, hw * 1.15, ry * 0.9, 0.4)]
  const bw = shape === 'rect' ? hw * 0.96 : shape === 'pedestal' ? hw * 0.55 : hw * 0.72
  const k = shape === 'rect' ? 0.15 : 0.75
  const front = Array.from({ length: 37 }, (_, i) => rim((i / 36) * Math.PI, hw, ry))
  const body =
    `M${f(cx - hw)} ${f(top)}C${f(cx - hw)} ${f(top + h * k)} ${f(cx - bw - (hw - bw) * 0.3)} ${f(base)} ${f(cx - bw)} ${f(base)}` +
    `H${f(cx + bw)}C${f(cx + bw + (hw - bw) * 0.3)} ${f(base)} ${f(cx + hw)} ${f(top + h * k)} ${f(cx + hw)} ${f(top)}` +
    front.map(([x, y]) => `L${f(x)} ${f(y)}`).join('') +
    'Z'
  if (shape === 'pedestal') {
    out.push(
      path(
        rr(cx - bw * 0.8, base - 4, bw * 1.6, lift + 4, 6, 2),
        solidFill(doc, { ...outer, base: darken(outer.base, 0.08) }),
      ),
    )
  }
  if (shape === 'footed') {
    const m = o.feet ?? (['#F1DDB4', C.brass, '#6F552E'] as const)
    for (const sx of [-1, 1]) {
      const fx = cx + sx * bw * 0.8
      out.push(
        path(
          `M${f(fx - 14)} ${f(base - 10)}H${f(fx + 14)}L${f(fx + sx * 10 + 8)} ${f(o.base)}H${f(fx + sx * 10 - 8)}Z`,
          doc.linear([
            [0, m[0]],
            [1, m[2]],
          ]),
        ),
      )
    }
  }
  out.push(path(body, solidFill(doc, outer)))
  out.push(
    path(
      poly(ring(hw, ry)),
      doc.linear([
        [0, inner.base],
        [1, inner.hi],
      ]),
    ),
  )
  const t = w * 0.028
  out.push(
    path(
      poly(ring(hw - t, ry - t * 0.35, t * 0.12)),
      doc.linear([
        [0, inner.lo],
        [0.6, inner.base],
        [1, inner.hi],
      ]),
    ),
  )
  out.push(ellipse(cx + hw * 0.55, top + sag + ry * 0.1, w * 0.018, ry * 0.12, inner.edge))
  if (outer !== inner) {
    out.push(path(poly(front), 'none', { stroke: lighten(outer.base, 0.2), 'stroke-width': 2, opacity: 0.6 }))
  }
  return g(out.join(''))
}

export type ToiletShape = 'round' | 'square'

/** Wall-hung toilet in front view with the flush plate on the wall above. */
export function wallToilet(
  doc: Doc,
  cx: number,
  seatY: number,
  w: number,
  shape: ToiletShape,
  c: Finish,
  seat: Finish,
  plate: Metal,
  floorY: number,
): string {
  const hw = w / 2
  const depth = w * 0.34
  const hb = w * 0.95
  const sq = shape === 'square'
  const out: string[] = []
  out.push(shadow(doc, cx, floorY, hw * 1.1, w * 0.07, 0.3))
  out.push(
    ellipse(
      cx,
      seatY - depth * 0.2,
      hw * 0.95,
      depth * 0.7,
      doc.radial([
        [0, C.graphite, 0.14],
        [1, C.graphite, 0],
      ]),
    ),
  )
  const pw = w * 0.62
  const ph = w * 0.4
  const py = seatY - depth - w * 0.95
  out.push(path(rr(cx - pw / 2 + 4, py + 6, pw, ph, 8), C.graphite, { opacity: 0.1 }))
  out.push(
    path(
      rr(cx - pw / 2, py, pw, ph, sq ? 6 : 10),
      doc.linear(
        [
          [0, plate[0]],
          [0.5, plate[1]],
          [1, plate[2]],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  )
  out.push(
    path(rr(cx - pw * 0.42, py + ph * 0.16, pw * 0.5, ph * 0.68, sq ? 4 : ph * 0.2), darken(plate[1], 0.08), {
      stroke: lighten(plate[0], 0.2),
      'stroke-width': 1.5,
    }),
  )
  out.push(
    path(rr(cx + pw * 0.12, py + ph * 0.16, pw * 0.3, ph * 0.68, sq ? 4 : ph * 0.2), darken(plate[1], 0.08), {
      stroke: lighten(plate[0], 0.2),
      'stroke-width': 1.5,
    }),
  )
  const bodyD = sq
    ? `M${f(cx - hw)} ${f(seatY)}V${f(seatY + hb * 0.35)}C${f(cx - hw)} ${f(seatY + hb * 0.62)} ${f(cx - hw * 0.6)} ${f(seatY + hb * 0.72)} ${f(cx - hw * 0.35)} ${f(seatY + hb * 0.72)}H${f(cx + hw * 0.35)}C${f(cx + hw * 0.6)} ${f(seatY + hb * 0.72)} ${f(cx + hw)} ${f(seatY + hb * 0.62)} ${f(cx + hw)} ${f(seatY + hb * 0.35)}V${f(seatY)}Z`
    : `M${f(cx - hw)} ${f(seatY)}C${f(cx - hw)} ${f(seatY + hb * 0.5)} ${f(cx - hw * 0.55)} ${f(seatY + hb * 0.78)} ${f(cx)} ${f(seatY + hb * 0.78)}C${f(cx + hw * 0.55)} ${f(seatY + hb * 0.78)} ${f(cx + hw)} ${f(seatY + hb * 0.5)} ${f(cx + hw)} ${f(seatY)}Z`
  out.push(path(bodyD, solidFill(doc, c)))
  out.push(
    path(
      bodyD,
      doc.linear([
        [0, '#FFFFFF', 0],
        [0.7, '#FFFFFF', 0],
        [1, C.graphite, 0.12],
      ]),
    ),
  )
  const lidBack = seatY - depth
  const lidShape = (dy: number, inset: number): string => {
    const x0 = cx - hw + inset
    const x1 = cx + hw - inset
    const bx = hw * (sq ? 0.82 : 0.62)
    return sq
      ? `M${f(x0)} ${f(seatY + dy - depth * 0.1)}C${f(x0)} ${f(seatY + dy + depth * 0.12)} ${f(x0 + 20)} ${f(seatY + dy + depth * 0.14)} ${f(cx)} ${f(seatY + dy + depth * 0.14)}C${f(x1 - 20)} ${f(seatY + dy + depth * 0.14)} ${f(x1)} ${f(seatY + dy + depth * 0.12)} ${f(x1)} ${f(seatY + dy - depth * 0.1)}L${f(cx + bx - inset)} ${f(lidBack + dy + inset * 0.4)}H${f(cx - bx + inset)}Z`
      : `M${f(x0)} ${f(seatY + dy - depth * 0.2)}C${f(x0)} ${f(seatY + dy + depth * 0.2)} ${f(cx - hw * 0.4)} ${f(seatY + dy + depth * 0.22)} ${f(cx)} ${f(seatY + dy + depth * 0.22)}C${f(cx + hw * 0.4)} ${f(seatY + dy + depth * 0.22)} ${f(x1)} ${f(seatY + dy + depth * 0.2)} ${f(x1)} ${f(seatY + dy - depth * 0.2)}C${f(x1)} ${f(lidBack + dy + depth * 0.2)} ${f(cx + bx)} ${f(lidBack + dy + inset * 0.4)} ${f(cx)} ${f(lidBack + dy + inset * 0.4)}C${f(cx - bx)} ${f(lidBack + dy + inset * 0.4)} ${f(x0)} ${f(lidBack + dy + depth * 0.2)} ${f(x0)} ${f(seatY + dy - depth * 0.2)}Z`
  }
  out.push(path(lidShape(0, 0), c.base))
  out.push(
    path(
      lidShape(0, 0),
      doc.linear([
        [0, c.lo],
        [1, c.base],
      ]),
    ),
  )
  out.push(path(lidShape(-w * 0.04, w * 0.02), seat.lo))
  out.push(
    path(
      lidShape(-w * 0.06, w * 0.025),
      doc.linear(
        [
          [0, seat.base],
          [0.6, seat.hi],
          [1, seat.base],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  )
  out.push(rect(cx - hw * 0.55, lidBack - w * 0.035, hw * 0.18, w * 0.05, seat.edge, { rx: 3 }))
  out.push(rect(cx + hw * 0.37, lidBack - w * 0.035, hw * 0.18, w * 0.05, seat.edge, { rx: 3 }))
  return g(out.join(''))
}

export type DrainKind = 'linear' | 'square' | 'round' | 'side'

export type TrayOpts = {
  readonly cx: number
  readonly near: number
  readonly far: number
  readonly wNear: number
  readonly wFar: number
  readonly thick: number
  readonly c: Finish
  readonly drain: DrainKind
  readonly metal: Metal
  readonly texture: boolean
  readonly seedNo: number
}

/** Flat shower tray in one-point perspective with a stone-like surface and a drain. */
export function showerTray(doc: Doc, o: TrayOpts): string {
  const { cx, near, far, wNear, wFar, thick, c } = o
  const A: [number, number] = [cx - wFar / 2, far]
  const B: [number, number] = [cx + wFar / 2, far]
  const Cc: [number, number] = [cx + wNear / 2, near]
  const D: [number, number] = [cx - wNear / 2, near]
  const lerp = (p: readonly [number, number], q: readonly [number, number], t: number): [number, number] => [
    p[0] + (q[0] - p[0]) * t,
    p[1] + (q[1] - p[1]) * t,
  ]
  const at = (u: number, v: number): [number, number] => lerp(lerp(A, B, u), lerp(D, Cc, u), v)
  const out: string[] = [shadow(doc, cx, near + thick, wNear * 0.58, thick * 0.9, 0.35)]
  out.push(
    path(
      poly([D, Cc, [Cc[0], near + thick], [D[0], near + thick]]),
      doc.linear([
        [0, c.base],
        [1, c.lo],
      ]),
    ),
  )
  out.push(
    path(
      poly([A, B, Cc, D]),
      doc.linear([
        [0, c.base],
        [1, c.hi],
      ]),
    ),
  )
  const inset = 0.025
  const innerPts = [at(inset, inset * 2), at(1 - inset, inset * 2), at(1 - inset, 1 - inset), at(inset, 1 - inset)]
  out.push(
    path(
      poly(innerPts),
      doc.linear([
        [0, c.lo],
        [0.5, c.base],
        [1, lighten(c.base, 0.2)],
      ]),
      { opacity: 0.55 },
    ),
  )
  if (o.texture) {
    const rnd = prng(o.seedNo)
    for (let i = 0; i < 260; i++) {
      const [x, y] = at(0.03 + rnd() * 0.94, 0.05 + rnd() * 0.9)
      const r = 0.8 + rnd() * 2.2
      out.push(ellipse(x, y, r, r * 0.6, rnd() > 0.5 ? darken(c.base, 0.14) : lighten(c.base, 0.35), { opacity: 0.55 }))
    }
  }
  const metal = doc.linear([
    [0, o.metal[0]],
    [0.5, o.metal[1]],
    [1, o.metal[2]],
  ])
  if (o.drain === 'linear' || o.drain === 'side') {
    const v0 = o.drain === 'linear' ? 0.1 : 0.1
    const u0 = o.drain === 'linear' ? 0.1 : 0.86
    const u1 = o.drain === 'linear' ? 0.9 : 0.92
    const v1 = o.drain === 'linear' ? 0.15 : 0.9
    const q = [at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)]
    out.push(path(poly(q), darken(c.base, 0.35)))
    const q2 = [
      at(u0 + 0.005, v0 + 0.01),
      at(u1 - 0.005, v0 + 0.01),
      at(u1 - 0.005, v1 - 0.01),
      at(u0 + 0.005, v1 - 0.01),
    ]
    out.push(path(poly(q2), metal))
    for (let i = 1; i < 12; i++) {
      const a =
        o.drain === 'linear' ? at(u0 + ((u1 - u0) * i) / 12, v0 + 0.015) : at(u0 + 0.01, v0 + ((v1 - v0) * i) / 12)
      const b =
        o.drain === 'linear' ? at(u0 + ((u1 - u0) * i) / 12, v1 - 0.015) : at(u1 - 0.01, v0 + ((v1 - v0) * i) / 12)
      out.push(line(a[0], a[1], b[0], b[1], o.metal[2], 1.5, { opacity: 0.7 }))
    }
  } else {
    const [x, y] = at(0.5, 0.55)
    const r = wNear * 0.045
    const ry = r * ((near - far) / wNear) * 1.6
    if (o.drain === 'round') {
      out.push(ellipse(x, y, r * 1.15, ry * 1.15, darken(c.base, 0.3)))
      out.push(ellipse(x, y, r, ry, metal))
      for (let i = -2; i <= 2; i++)
        out.push(line(x - r * 0.6, y + (i * ry) / 3.5, x + r * 0.6, y + (i * ry) / 3.5, o.metal[2], 1.5))
    } else {
      const q = [at(0.45, 0.48), at(0.55, 0.48), at(0.55, 0.62), at(0.45, 0.62)]
      out.push(path(poly(q), darken(c.base, 0.3)))
      const qi = [at(0.455, 0.49), at(0.545, 0.49), at(0.545, 0.61), at(0.455, 0.61)]
      out.push(path(poly(qi), metal))
      out.push(circle(x, y, 3, o.metal[2]))
    }
  }
  out.push(path(poly([D, Cc]), 'none', { stroke: lighten(c.hi, 0.3), 'stroke-width': 2.5, opacity: 0.8 }))
  return g(out.join(''))
}

/** Wall-hung toilet in true side profile, hanging off a wall at `wallX` (drawing extends to the right). */
export function sideToilet(
  doc: Doc,
  wallX: number,
  seatY: number,
  k: number,
  shape: ToiletShape,
  c: Finish,
  seat: Finish,
): string {
  const P = (x: number, y: number): string => `${f(wallX + x * k)} ${f(seatY + y * k)}`
  const body =
    shape === 'square'
      ? `M${P(0, 0)}L${P(515, 0)}Q${P(548, 0)} ${P(546, 34)}L${P(520, 200)}Q${P(500, 330)} ${P(380, 340)}L${P(120, 348)}Q${P(40, 350)} ${P(0, 318)}Z`
      : `M${P(0, 0)}L${P(500, 0)}C${P(545, 0)} ${P(556, 32)} ${P(549, 66)}C${P(534, 180)} ${P(420, 332)} ${P(290, 344)}L${P(130, 350)}C${P(60, 352)} ${P(22, 332)} ${P(0, 308)}Z`
  const out: string[] = []
  out.push(path(`M${P(0, 330)}L${P(0, -60)}L${P(-30, -60)}L${P(-30, 340)}Z`, C.graphite, { opacity: 0.06 }))
  out.push(
    path(
      body,
      doc.linear([
        [0, c.hi],
        [0.45, c.base],
        [1, c.lo],
      ]),
    ),
  )
  out.push(
    path(
      body,
      doc.linear(
        [
          [0, '#FFFFFF', 0],
          [0.75, '#FFFFFF', 0],
          [1, C.graphite, 0.12],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  )
  const hl =
    shape === 'square' ? `M${P(532, 44)}L${P(510, 200)}` : `M${P(536, 70)}C${P(522, 170)} ${P(440, 300)} ${P(320, 326)}`
  out.push(path(hl, 'none', { stroke: '#FFFFFF', 'stroke-width': 6 * k * 2, opacity: 0.35, 'stroke-linecap': 'round' }))
  out.push(
    path(
      `M${P(20, -20)}L${P(525, -20)}Q${P(546, -20)} ${P(546, -9)}Q${P(546, 0)} ${P(530, 0)}L${P(20, 0)}Z`,
      doc.linear([
        [0, seat.base],
        [1, seat.lo],
      ]),
    ),
  )
  out.push(
    path(
      `M${P(24, -44)}L${P(522, -40)}Q${P(548, -39)} ${P(548, -30)}Q${P(548, -20)} ${P(530, -20)}L${P(24, -20)}Z`,
      doc.linear([
        [0, seat.hi],
        [1, seat.base],
      ]),
    ),
  )
  out.push(
    path(`M${P(24, -20)}H${P(540, -20).split(' ')[0]}`, 'none', {
      stroke: seat.edge,
      'stroke-width': 1.5,
      opacity: 0.6,
    }),
  )
  out.push(path(`M${P(30, -62)}h${f(70 * k)}v${f(20 * k)}h${f(-70 * k)}z`, seat.edge))
  return g(out.join(''))
}
