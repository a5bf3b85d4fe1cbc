/** Vanity cabinets, shower enclosures and shower sets. */
import { metalFill, metalFillV } from './fixtures-basin'
import { C, type Metal } from './palette'
import { circle, darken, type Doc, ellipse, f, g, lighten, line, path, poly, prng, rect, rr, shadow } from './svg'

export type Handle = 'bar' | 'grip' | 'knob' | 'none'

export type VanityOpts = {
  readonly cx: number
  readonly top: number
  readonly w: number
  readonly h: number
  readonly front: Metal
  readonly counter: Metal
  readonly drawers: 1 | 2 | 3
  readonly handle: Handle
  readonly handleMetal: Metal
  readonly integrated: boolean
  readonly legs?: number
  readonly grain?: boolean
  readonly seedNo: number
}

/** Vanity cabinet; returns the markup; the basin or tap is added by the caller. */
export function vanity(doc: Doc, o: VanityOpts): string {
  const { cx, top, w, h } = o
  const depth = w * 0.11
  const ct = w * 0.04
  const x = cx - w / 2
  const out: string[] = []
  const under = top + ct + h
  if (o.legs === undefined)
    out.push(
      rect(
        x + 10,
        under,
        w - 20,
        h * 0.35,
        doc.linear([
          [0, C.graphite, 0.16],
          [1, C.graphite, 0],
        ]),
      ),
    )
  else {
    out.push(shadow(doc, cx, o.legs, w * 0.58, w * 0.03, 0.3))
    for (const lx of [x + w * 0.05, x + w * 0.95])
      out.push(rect(lx - 5, under, 10, o.legs - under, metalFill(doc, o.handleMetal)))
  }
  const frontFill = doc.linear(
    [
      [0, lighten(o.front[1], 0.06)],
      [0.5, o.front[1]],
      [1, darken(o.front[1], 0.08)],
    ],
    0,
    0,
    1,
    1,
  )
  out.push(rect(x, top + ct, w, h, frontFill))
  if (o.grain) {
    const rnd = prng(o.seedNo)
    for (let i = 0; i < 40; i++) {
      const yy = top + ct + rnd() * h
      const x0 = x + rnd() * w * 0.7
      out.push(
        path(
          `M${f(x0)} ${f(yy)}q${f(w * 0.1)} ${f(-3 + rnd() * 6)} ${f(w * (0.15 + rnd() * 0.2))} ${f(-2 + rnd() * 4)}`,
          'none',
          { stroke: o.front[2], 'stroke-width': 1.2, opacity: 0.35 },
        ),
      )
    }
  }
  const gap = 4
  const rowH = h / o.drawers
  for (let i = 0; i < o.drawers; i++) {
    const y = top + ct + i * rowH
    if (i > 0) out.push(rect(x, y - gap / 2, w, gap, darken(o.front[2], 0.2), { opacity: 0.6 }))
    const hy = y + (o.handle === 'grip' ? 10 : rowH * 0.35)
    if (o.handle === 'bar') out.push(rect(cx - w * 0.16, hy, w * 0.32, 9, metalFillV(doc, o.handleMetal), { rx: 4.5 }))
    else if (o.handle === 'knob') {
      for (const sx of [-1, 1]) out.push(circle(cx + sx * w * 0.22, hy + 6, 9, metalFillV(doc, o.handleMetal)))
    } else if (o.handle === 'grip')
      out.push(rect(x + w * 0.06, y + 4, w * 0.88, 8, darken(o.front[2], 0.35), { opacity: 0.55 }))
  }
  if (o.drawers === 1 && o.handle !== 'grip')
    out.push(rect(cx - 2, top + ct, 4, h, darken(o.front[2], 0.2), { opacity: 0.5 }))
  out.push(rect(x + w - 3, top + ct, 3, h, darken(o.front[2], 0.25), { opacity: 0.6 }))
  out.push(
    rect(
      x - 8,
      top,
      w + 16,
      ct,
      doc.linear([
        [0, o.counter[1]],
        [1, o.counter[2]],
      ]),
    ),
  )
  out.push(
    path(
      poly([
        [x - 8 + depth * 0.25, top - depth],
        [x + w + 8 - depth * 0.25, top - depth],
        [x + w + 8, top],
        [x - 8, top],
      ]),
      doc.linear([
        [0, o.counter[1]],
        [1, o.counter[0]],
      ]),
    ),
  )
  if (o.integrated) {
    const bw = w * 0.42
    const bh = depth * 0.62
    out.push(
      path(
        rr(cx - bw / 2, top - depth * 0.82, bw, bh, bh * 0.45),
        doc.linear([
          [0, darken(o.counter[1], 0.18)],
          [0.6, o.counter[1]],
          [1, o.counter[0]],
        ]),
      ),
    )
    out.push(ellipse(cx, top - depth * 0.48, 7, 2.5, darken(o.counter[2], 0.3)))
  }
  return g(out.join(''))
}

export type EnclosureKind = 'walkin' | 'sliding' | 'hinged' | 'corner' | 'grid'

export type EnclosureOpts = {
  readonly x0: number
  readonly x1: number
  readonly floorY: number
  readonly topY: number
  readonly kind: EnclosureKind
  readonly metal: Metal
  readonly wall: string
}

const glassFill = (doc: Doc, wall: string): string =>
  doc.linear(
    [
      [0, lighten(wall, 0.5), 0.28],
      [0.5, '#D8E8E5', 0.16],
      [1, '#BFD6D2', 0.3],
    ],
    0,
    0,
    1,
    1,
  )

/** A glass pane with edge and reflection streaks. */
export function glassPane(doc: Doc, pts: readonly (readonly [number, number])[], wall: string): string {
  const [a, b, c, d] = pts
  if (!a || !b || !c || !d) return ''
  const lerp = (p: readonly [number, number], q: readonly [number, number], t: number): [number, number] => [
    p[0] + (q[0] - p[0]) * t,
    p[1] + (q[1] - p[1]) * t,
  ]
  const streak = (t0: number, t1: number, k: number): string =>
    path(poly([lerp(a, b, t0), lerp(a, b, t1), lerp(d, c, t1 - k), lerp(d, c, t0 - k)]), '#FFFFFF', { opacity: 0.22 })
  return g(
    [
      path(poly(pts), glassFill(doc, wall)),
      streak(0.55, 0.7, 0.35),
      streak(0.76, 0.8, 0.35),
      path(poly(pts), 'none', { stroke: '#E9F3F1', 'stroke-width': 3, opacity: 0.9 }),
      path(poly(pts), 'none', { stroke: '#8FB1AC', 'stroke-width': 1, opacity: 0.6 }),
    ].join(''),
  )
}

/** The glass walls of a shower enclosure standing on `floorY`, in front of a back wall. */
export function enclosure(doc: Doc, o: EnclosureOpts): string {
  const { x0, x1, floorY, topY, metal, wall } = o
  const w = x1 - x0
  const out: string[] = []
  const bar = metalFillV(doc, metal)
  const prof = metalFill(doc, metal)
  const pane = (a: number, b: number, top = topY): string =>
    glassPane(
      doc,
      [
        [a, top],
        [b, top],
        [b, floorY],
        [a, floorY],
      ],
      wall,
    )
  if (o.kind === 'walkin') {
    out.push(pane(x0 + w * 0.38, x1))
    out.push(rect(x0 + w * 0.38, topY + 40, w * 0.62 + 40, 10, bar, { rx: 5 }))
    out.push(rect(x1 - 6, topY, 12, floorY - topY, prof))
  } else if (o.kind === 'sliding') {
    out.push(pane(x0 + w * 0.44, x1 - 8))
    out.push(pane(x0 + 8, x0 + w * 0.56))
    out.push(rect(x0, topY - 14, w, 18, bar, { rx: 4 }))
    for (const rx of [x0 + w * 0.1, x0 + w * 0.46])
      out.push(circle(rx, topY + 4, 9, metal[1], { stroke: metal[2], 'stroke-width': 2 }))
    out.push(rect(x0 + w * 0.5, topY + (floorY - topY) * 0.38, 10, (floorY - topY) * 0.3, bar, { rx: 5 }))
    out.push(
      rect(x0 - 6, topY - 14, 10, floorY - topY + 14, prof),
      rect(x1 - 4, topY - 14, 10, floorY - topY + 14, prof),
    )
  } else if (o.kind === 'hinged' || o.kind === 'grid') {
    const split = x0 + w * 0.45
    out.push(pane(x0 + 4, split - 3), pane(split + 3, x1 - 4))
    const frame = o.kind === 'grid' ? 14 : 8
    if (o.kind === 'grid') {
      for (const [a, b] of [
        [x0, split],
        [split, x1],
      ] as const) {
        out.push(
          path(
            `${rr(a, topY, b - a, floorY - topY, 0)}${rr(a + frame, topY + frame, b - a - frame * 2, floorY - topY - frame * 2, 0)}`,
            prof,
            { 'fill-rule': 'evenodd' },
          ),
        )
        for (const t of [0.33, 0.66]) out.push(rect(a, topY + (floorY - topY) * t, b - a, frame * 0.8, bar))
      }
    } else {
      out.push(rect(x0 - 4, topY, 10, floorY - topY, prof), rect(x1 - 6, topY, 10, floorY - topY, prof))
      for (const t of [0.15, 0.8]) out.push(rect(split - 10, topY + (floorY - topY) * t, 20, 44, bar, { rx: 4 }))
    }
    out.push(rect(split + 24, topY + (floorY - topY) * 0.38, 12, (floorY - topY) * 0.26, bar, { rx: 6 }))
  } else {
    const depth = w * 0.28
    const side: [number, number][] = [
      [x0, topY],
      [x0 - depth, topY + depth * 0.35],
      [x0 - depth, floorY + depth * 0.35],
      [x0, floorY],
    ]
    out.push(glassPane(doc, side, wall))
    out.push(pane(x0, x1))
    out.push(rect(x0 - 5, topY, 10, floorY - topY, prof))
    out.push(
      path(
        poly([
          [x0 - depth, topY + depth * 0.35 - 6],
          [x1, topY - 6],
          [x1, topY + 4],
          [x0 - depth, topY + depth * 0.35 + 4],
        ]),
        bar,
      ),
    )
    out.push(rect(x0 + w * 0.5, topY + (floorY - topY) * 0.38, 12, (floorY - topY) * 0.26, bar, { rx: 6 }))
  }
  return g(out.join(''))
}

/** Rain head, arm, thermostatic mixer and hand shower on a rail, mounted on a wall; sized by `headR`. */
export function showerSet(
  doc: Doc,
  cx: number,
  topY: number,
  floorY: number,
  metal: Metal,
  ceiling: boolean,
  water: boolean,
  headR: number,
): string {
  const k = headR / 130
  const out: string[] = []
  const fill = metalFillV(doc, metal)
  const headY = topY + (floorY - topY) * 0.12
  if (ceiling) out.push(rect(cx - 5 * k, topY - 200, 10 * k, headY - topY + 200, metalFill(doc, metal)))
  else {
    out.push(circle(cx + headR * 1.2, headY - 30 * k, 14 * k, fill))
    out.push(
      path(`M${f(cx + headR * 1.2)} ${f(headY - 30 * k)}H${f(cx)}V${f(headY)}`, 'none', {
        stroke: fill,
        'stroke-width': 10 * k,
        'stroke-linejoin': 'round',
      }),
    )
  }
  if (water) {
    const wf = doc.linear([
      [0, '#FFFFFF', 0.6],
      [1, '#FFFFFF', 0],
    ])
    for (let i = -6; i <= 6; i++)
      out.push(
        line(cx + i * headR * 0.13, headY + 12 * k, cx + i * headR * 0.16, floorY - 60 * k, wf, 2.2 * Math.max(0.6, k)),
      )
  }
  out.push(ellipse(cx, headY + 6 * k, headR, headR * 0.16, metal[2]))
  out.push(
    ellipse(
      cx,
      headY,
      headR,
      headR * 0.16,
      doc.linear(
        [
          [0, metal[0]],
          [1, metal[1]],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  )
  const my = topY + (floorY - topY) * 0.55
  const rx = cx + headR * 1.4
  out.push(shadow(doc, cx + 4 * k, my + 6 * k, 48 * k, 48 * k, 0.18))
  out.push(
    circle(cx, my, 40 * k, fill),
    circle(cx, my, 16 * k, metal[2]),
    rect(cx - 5 * k, my - 30 * k, 10 * k, 26 * k, metal[0], { rx: 5 * k }),
  )
  out.push(rect(rx - 4 * k, my - 260 * k, 8 * k, 300 * k, metalFill(doc, metal), { rx: 4 * k }))
  out.push(
    path(`M${f(rx)} ${f(my - 200 * k)}l${f(-18 * k)} ${f(40 * k)}`, 'none', {
      stroke: fill,
      'stroke-width': 14 * k,
      'stroke-linecap': 'round',
    }),
  )
  out.push(
    path(
      `M${f(rx)} ${f(my + 40 * k)}C${f(rx + 40 * k)} ${f(my + 120 * k)} ${f(cx - 20 * k)} ${f(my + 150 * k)} ${f(rx - 18 * k)} ${f(my - 160 * k)}`,
      'none',
      { stroke: darken(metal[1], 0.1), 'stroke-width': 4 * Math.max(0.5, k), opacity: 0.8 },
    ),
  )
  return g(out.join(''))
}

export const niche = (doc: Doc, x: number, y: number, w: number, h: number, wall: string): string =>
  g(
    [
      rect(x, y, w, h, darken(wall, 0.12)),
      rect(x, y, w, h * 0.12, darken(wall, 0.2), { opacity: 0.5 }),
      rect(x, y + h - 4, w, 4, lighten(wall, 0.3)),
    ].join(''),
  )
