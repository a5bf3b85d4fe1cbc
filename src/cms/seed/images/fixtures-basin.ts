/** Basins and taps, drawn in absolute coordinates so scenes can reuse them at any size. */
import { type Finish, type Metal } from './palette'
import { type Doc, ellipse, f, g, path, rect, rr, shadow } from './svg'

export type BasinShape = 'bowl' | 'cylinder' | 'oval' | 'square' | 'cone'

/** Horizontal gradient that makes a flat shape read as a turned, lit solid. */
export const solidFill = (doc: Doc, c: Finish): string =>
  doc.linear(
    [
      [0, c.lo],
      [0.18, c.base],
      [0.38, c.hi],
      [0.62, c.base],
      [1, c.lo],
    ],
    0,
    0,
    1,
    0,
  )

export const metalFill = (doc: Doc, m: Metal): string =>
  doc.linear(
    [
      [0, m[2]],
      [0.22, m[1]],
      [0.4, m[0]],
      [0.58, m[1]],
      [0.85, m[2]],
      [1, m[1]],
    ],
    0,
    0,
    1,
    0,
  )

export const metalFillV = (doc: Doc, m: Metal): string =>
  doc.linear([
    [0, m[0]],
    [0.45, m[1]],
    [1, m[2]],
  ])

export type BasinOpts = {
  readonly cx: number
  readonly base: number
  readonly w: number
  readonly h: number
  readonly shape: BasinShape
  readonly finish: Finish
}

/** A countertop vessel basin; `base` is where it stands. */
export function vesselBasin(doc: Doc, o: BasinOpts): string {
  const { cx, base, w, h, finish: c } = o
  const top = base - h
  const ry = w * 0.11
  const hw = w / 2
  const body = solidFill(doc, c)
  const inner = doc.linear([
    [0, c.lo],
    [0.55, c.base],
    [1, c.hi],
  ])
  const out: string[] = [shadow(doc, cx + w * 0.04, base + 4, w * 0.62, w * 0.06, 0.35)]
  if (o.shape === 'square') {
    const d = w * 0.24
    out.push(path(rr(cx - hw, top + d / 2, w, h - d / 2, w * 0.06, w * 0.05), body))
    out.push(
      path(
        rr(cx - hw, top, w, d, d / 2),
        doc.linear([
          [0, c.base],
          [1, c.hi],
        ]),
      ),
    )
    out.push(path(rr(cx - hw + w * 0.05, top + d * 0.16, w * 0.9, d * 0.7, d * 0.34), inner))
    out.push(ellipse(cx, top + d * 0.56, w * 0.03, d * 0.06, c.edge))
    return g(out.join(''))
  }
  const bw =
    o.shape === 'cylinder' ? hw * 0.97 : o.shape === 'cone' ? hw * 0.34 : o.shape === 'oval' ? hw * 0.55 : hw * 0.42
  const k = o.shape === 'cylinder' || o.shape === 'cone' ? 0.05 : 0.75
  const d =
    `M${f(cx - hw)} ${f(top)}C${f(cx - hw)} ${f(top + h * k)} ${f(cx - bw - (hw - bw) * 0.25)} ${f(base)} ${f(cx - bw)} ${f(base)}` +
    `H${f(cx + bw)}C${f(cx + bw + (hw - bw) * 0.25)} ${f(base)} ${f(cx + hw)} ${f(top + h * k)} ${f(cx + hw)} ${f(top)}` +
    `A${f(hw)} ${f(ry)} 0 0 1 ${f(cx - hw)} ${f(top)}Z`
  out.push(path(d, body))
  out.push(ellipse(cx, base - 1, bw, ry * (bw / hw) * 0.5, c.lo, { opacity: 0.35 }))
  out.push(
    ellipse(
      cx,
      top,
      hw,
      ry,
      doc.linear([
        [0, c.base],
        [1, c.hi],
      ]),
    ),
  )
  const t = w * 0.035
  out.push(ellipse(cx, top + t * 0.1, hw - t, ry - t * 0.45, inner))
  out.push(ellipse(cx, top + ry * 0.25, w * 0.035, ry * 0.13, c.edge))
  out.push(
    path(
      `M${f(cx - hw * 0.8)} ${f(top + ry * 0.6)}A${f(hw * 0.8)} ${f(ry * 0.6)} 0 0 0 ${f(cx + hw * 0.2)} ${f(top + ry * 0.8)}`,
      'none',
      { stroke: '#FFFFFF', 'stroke-width': w * 0.006, opacity: 0.5, 'stroke-linecap': 'round' },
    ),
  )
  return g(out.join(''))
}

export type TapStyle = 'round' | 'gooseneck' | 'square' | 'lever'

export type TapOpts = {
  readonly x: number
  readonly base: number
  readonly h: number
  /** signed horizontal reach of the spout (negative: to the left) */
  readonly reach: number
  readonly style: TapStyle
  readonly metal: Metal
  readonly water?: number
}

/** Deck-mounted single-lever mixer in side view; returns markup and the aerator position. */
export function mixerTap(doc: Doc, o: TapOpts): string {
  const { x, base, h, reach, metal } = o
  const dir = Math.sign(reach) || -1
  const r = Math.max(6, h * 0.055)
  const fill = metalFill(doc, metal)
  const fillV = metalFillV(doc, metal)
  const out: string[] = [shadow(doc, x, base + 2, r * 3, r * 0.6, 0.3)]
  out.push(ellipse(x, base - r * 0.15, r * 1.5, r * 0.45, metal[2]))
  out.push(rect(x - r * 1.5, base - r * 0.5, r * 3, r * 0.35, fill))
  let tipX = x + reach
  let tipY = base - h * 0.78
  if (o.style === 'gooseneck') {
    const R = Math.abs(reach) / 2
    const cy = base - h + R
    out.push(rect(x - r, cy, r * 2, base - cy - r * 0.4, fill))
    out.push(
      path(`M${f(x)} ${f(cy)}A${f(R)} ${f(R)} 0 0 ${dir > 0 ? 1 : 0} ${f(x + reach)} ${f(cy)}`, 'none', {
        stroke: fillV,
        'stroke-width': r * 2,
        'stroke-linecap': 'butt',
      }),
    )
    tipY = cy + R * 0.35
    out.push(rect(x + reach - r, cy, r * 2, R * 0.35, fill))
    out.push(rect(x - r * 1.1, base - h * 0.42, r * 2.2, r * 2.4, fill, { rx: r * 0.4 }))
    out.push(
      rect(x - dir * r * 0.6 - (dir > 0 ? r * 3.2 : 0), base - h * 0.42 + r * 0.7, r * 3.2, r * 0.9, fillV, {
        rx: r * 0.45,
      }),
    )
  } else {
    const bodyW = o.style === 'square' ? r * 2.6 : r * 2.2
    const bodyTop = base - h
    const rad = o.style === 'square' ? r * 0.2 : r * 1.1
    out.push(path(rr(x - bodyW / 2, bodyTop, bodyW, h - r * 0.4, rad, 0), fill))
    const sy = bodyTop + h * 0.22
    const sh = o.style === 'square' ? r * 1.2 : r * 1.5
    const sx0 = dir > 0 ? x : x + reach - r * 0.2
    out.push(path(rr(sx0, sy, Math.abs(reach) + r * 0.2, sh, o.style === 'square' ? r * 0.15 : sh / 2), fillV))
    tipX = x + reach - dir * r * 0.9
    tipY = sy + sh
    out.push(rect(tipX - r * 0.7, tipY - r * 0.2, r * 1.4, r * 0.45, metal[2], { rx: r * 0.2 }))
    const lx = x - dir * r * 0.2
    const lever =
      o.style === 'lever'
        ? `M${f(lx)} ${f(bodyTop + r * 0.4)}L${f(lx - dir * r * 4.6)} ${f(bodyTop - r * 1.6)}`
        : `M${f(lx)} ${f(bodyTop + r * 0.2)}L${f(lx - dir * r * 3.4)} ${f(bodyTop - r * 0.3)}`
    out.push(path(lever, 'none', { stroke: fillV, 'stroke-width': r * 0.9, 'stroke-linecap': 'round' }))
    out.push(path(rr(x - bodyW / 2, bodyTop - r * 0.5, bodyW, r * 0.9, r * 0.3), fillV))
  }
  if (o.water) {
    out.push(
      rect(
        tipX - r * 0.45,
        tipY,
        r * 0.9,
        o.water,
        doc.linear([
          [0, '#FFFFFF', 0.85],
          [1, '#D7E6E4', 0.15],
        ]),
        { rx: r * 0.45 },
      ),
    )
  }
  return g(out.join(''))
}

/** Wall-mounted spout on a slim cover plate with the lever below, seen from the front-side. */
export function wallSpout(doc: Doc, x: number, y: number, reach: number, r: number, metal: Metal): string {
  const fill = metalFillV(doc, metal)
  const dir = Math.sign(reach) || -1
  const x0 = dir > 0 ? x : x + reach
  const tip = x + reach - dir * r * 0.7
  return g(
    [
      path(rr(x - r * 0.55 + r * 0.2, y - r * 1.2 + r * 0.3, r * 1.1, r * 4.4, r * 0.3), '#2E2F31', { opacity: 0.1 }),
      path(rr(x - r * 0.55, y - r * 1.2, r * 1.1, r * 4.4, r * 0.3), metalFill(doc, metal)),
      path(rr(x0, y - r * 0.4, Math.abs(reach), r * 0.8, r * 0.4), fill),
      rect(tip - r * 0.4, y + r * 0.32, r * 0.8, r * 0.22, metal[2], { rx: r * 0.1 }),
      ellipse(x, y + r * 2.3, r * 0.42, r * 0.42, metal[2]),
      path(`M${f(x)} ${f(y + r * 2.3)}L${f(x + dir * r * 1.6)} ${f(y + r * 2.1)}`, 'none', {
        stroke: fill,
        'stroke-width': r * 0.36,
        'stroke-linecap': 'round',
      }),
    ].join(''),
  )
}
