/** Project reference pictures (1200×900): city exteriors and hotel bathrooms for each reference city. */
import type { Colour } from '@/lib/catalogue/specs'

import { cityBand, type Mood, moods, tree, water } from './case-art-city'
import { type Exterior, exterior, ground } from './case-art-exterior'
import { reflectionOf } from './case-art-landmarks'
import { type FinishName, type MetalName, woods } from './palette'
import { type BathFrame, type BathLook, bathRoom, type BathSpot, bathSpots } from './scene-art-bath'
import { glow, person, type Sky, skyBox, type Tone } from './scene-art-kit'
import { arch, circle, darken, Doc, el, f, g, lighten, line, mix, path, pick, poly, prng, rect, rr } from './svg'

/* ------------------------------------------------------------------ city views drawn here */

const W = 1600
const H = 1200

/** Landmarks this file draws itself: the shared set (case-art-landmarks) has none for these cities. */
const ownLandmarks = ['stephansdom', 'duomo', 'metropolis', 'nyhavn'] as const
type OwnLandmark = (typeof ownLandmarks)[number]

/**
 * A city skyline like those of case-art-exterior, with a landmark drawn below: `lx` is its axis and
 * `lh` its height (for Nyhavn: the middle of the row of houses and the tallest spire behind them),
 * `body` its stone and `accent` its gold, copper or tiles; `fore` what lies in front of it.
 */
export type CityView = {
  readonly kind: 'skyline'
  readonly landmark: OwnLandmark
  readonly lx: number
  readonly lh: number
  readonly body: string
  readonly accent: string
  readonly fore: 'park' | 'square' | 'street' | 'canal'
}

/** What a project's outside picture draws: a building or city view of case-art-exterior, or a city view of this file. */
export type Townscape = Exterior | CityView

const isCityView = (e: Townscape): e is CityView =>
  e.kind === 'skyline' && (ownLandmarks as readonly string[]).includes(e.landmark)

/** Horizontal light-to-shade gradient that makes a flat shape read as a volume. */
const volume = (doc: Doc, c: string): string =>
  doc.linear(
    [
      [0, lighten(c, 0.18)],
      [0.5, c],
      [1, darken(c, 0.18)],
    ],
    0,
    0,
    1,
    0,
  )

/** Gothic pointed window or opening of width `w`, from `y` (its tip) down `h`. */
const lancet = (x: number, y: number, w: number, h: number): string =>
  `M${f(x)} ${f(y + h)}V${f(y + w)}Q${f(x)} ${f(y + w * 0.25)} ${f(x + w / 2)} ${f(y)}Q${f(x + w)} ${f(y + w * 0.25)} ${f(x + w)} ${f(y + w)}V${f(y + h)}Z`

/** A slender pinnacle standing on `base`: a shaft and a pointed top, `h` tall. */
const pinnacle = (x: number, base: number, w: number, h: number, fill: string): string =>
  path(
    poly([
      [x - w / 2, base],
      [x - w / 2, base - h * 0.45],
      [x, base - h],
      [x + w / 2, base - h * 0.45],
      [x + w / 2, base],
    ]),
    fill,
  )

/** A landmark and the stretch of the skyline it takes, which the near city blocks leave free. */
type Drawn = { readonly art: string; readonly left: number; readonly right: number }

/**
 * Vienna's St. Stephen's Cathedral seen from the south: the long nave under its steep roof of
 * glazed tiles in zigzag bands, the two short Heathen Towers at the west front and the tall
 * Gothic south tower with its tapering spire; `x` is the spire's axis.
 */
function stephansdom(doc: Doc, x: number, gy: number, h: number, c: string, gold: string, lit: boolean): Drawn {
  const stone = volume(doc, c)
  const shade = darken(c, 0.25)
  const glass = lit ? '#F6D9A0' : darken(c, 0.5)
  const x0 = x - h * 0.52
  const x1 = x + h * 0.36
  const eave = gy - h * 0.2
  const ridge = gy - h * 0.47
  const out = [rect(x0, eave, x1 - x0, gy - eave, stone)]
  for (let bx = x0 + h * 0.05; bx < x1 - h * 0.02; bx += h * 0.07) {
    out.push(
      path(lancet(bx + h * 0.017, eave + h * 0.035, h * 0.034, h * 0.12), glass, { opacity: lit ? 0.85 : 1 }),
      rect(bx - h * 0.01, eave - h * 0.01, h * 0.02, gy - eave + h * 0.01, shade),
      pinnacle(bx, eave - h * 0.01, h * 0.016, h * 0.05, shade),
    )
  }
  // The roof: steep, its south face covered in rows of glazed tiles laid in zigzags.
  const roof = poly([
    [x0 + h * 0.01, eave],
    [x0 + h * 0.05, ridge],
    [x1 - h * 0.11, ridge],
    [x1, eave],
  ])
  out.push(path(roof, '#3A4149'))
  const bands = [gold, '#4E8468', '#EDE6D2', gold, '#2A2F36', '#4E8468']
  const rows = 7
  const step = (eave - ridge) / rows
  const period = h * 0.06
  const zig: string[] = []
  for (let r = 0; r <= rows; r++) {
    const y = ridge + r * step + step * 0.35
    let d = `M${f(x0 - period)} ${f(y)}`
    for (let zx = x0 - period; zx < x1 + period; zx += period)
      d += `L${f(zx + period / 2)} ${f(y - step * 0.55)}L${f(zx + period)} ${f(y)}`
    zig.push(
      path(d, 'none', {
        stroke: pick(bands, r),
        'stroke-width': f(step * 0.42),
        'stroke-linejoin': 'miter',
        opacity: lit ? 0.95 : 0.9,
      }),
    )
  }
  out.push(g(zig.join(''), { 'clip-path': doc.clip(el('path', { d: roof })) }))
  out.push(line(x0 + h * 0.05, ridge, x1 - h * 0.11, ridge, darken(c, 0.4), h * 0.008))
  // The west front with its gable between the two Heathen Towers.
  const tw = h * 0.06
  out.push(
    path(
      poly([
        [x0 - h * 0.01, gy],
        [x0 - h * 0.01, eave],
        [x0 + h * 0.055, ridge + h * 0.03],
        [x0 + h * 0.12, eave],
        [x0 + h * 0.12, gy],
      ]),
      darken(c, 0.08),
    ),
    path(lancet(x0 + h * 0.035, eave - h * 0.02, h * 0.04, h * 0.09), glass),
    path(arch(x0 + h * 0.025, gy - h * 0.09, h * 0.06, h * 0.09), darken(c, 0.55)),
  )
  for (const tx of [x0 - h * 0.01, x0 + h * 0.12]) {
    const top = gy - h * 0.4
    out.push(
      rect(tx - tw / 2, top, tw, gy - top, stone),
      path(
        poly([
          [tx - tw / 2 - h * 0.005, top],
          [tx, top - h * 0.1],
          [tx + tw / 2 + h * 0.005, top],
        ]),
        volume(doc, darken(c, 0.15)),
      ),
      circle(tx, top - h * 0.1, h * 0.007, gold),
      rect(tx - tw / 2, top + h * 0.08, tw, h * 0.008, shade),
      rect(tx - tw / 2, top + h * 0.2, tw, h * 0.008, shade),
      path(lancet(tx - h * 0.009, top + h * 0.02, h * 0.018, h * 0.05), glass),
      path(lancet(tx - h * 0.009, top + h * 0.11, h * 0.018, h * 0.06), glass),
    )
  }
  // The south tower: a square base, a tapering middle stage and the spire, with gables at each step.
  const b = h * 0.075
  const m = h * 0.052
  const s1 = gy - h * 0.36
  const s2 = gy - h * 0.6
  const tip = gy - h * 0.97
  out.push(
    rect(x - b, s1, b * 2, gy - s1, stone),
    path(
      poly([
        [x - b, s1],
        [x - m, s2],
        [x + m, s2],
        [x + b, s1],
      ]),
      stone,
    ),
    path(
      poly([
        [x - m, s2],
        [x, tip],
        [x + m, s2],
      ]),
      stone,
    ),
    line(x, tip, x, gy - h, darken(c, 0.3), h * 0.006),
    circle(x, tip - h * 0.012, h * 0.008, gold),
  )
  for (const k of [-1, 1]) {
    out.push(
      path(lancet(x + k * b * 0.45 - h * 0.012, s1 + h * 0.06, h * 0.024, h * 0.2), glass),
      path(lancet(x + k * b * 0.38 - h * 0.01, s2 + h * 0.05, h * 0.02, h * 0.14), glass),
    )
  }
  for (const [y, w] of [
    [s1, b],
    [s2, m],
  ] as const) {
    out.push(rect(x - w - h * 0.006, y - h * 0.006, (w + h * 0.006) * 2, h * 0.012, shade))
    for (let i = 0; i < 3; i++) {
      const gx = x - w + ((i + 0.5) * w * 2) / 3
      out.push(
        path(
          poly([
            [gx - w / 3, y],
            [gx, y - h * 0.045],
            [gx + w / 3, y],
          ]),
          'none',
          { stroke: shade, 'stroke-width': f(h * 0.005) },
        ),
      )
    }
    out.push(pinnacle(x - w, y, h * 0.014, h * 0.07, shade), pinnacle(x + w, y, h * 0.014, h * 0.07, shade))
  }
  // Crockets up both edges of the spire.
  for (let t = 0.08; t < 0.95; t += 0.07) {
    const y = s2 + (tip - s2) * t
    const hw = m * (1 - t)
    out.push(
      line(x - hw, y, x - hw - h * 0.012, y - h * 0.01, shade, h * 0.005),
      line(x + hw, y, x + hw + h * 0.012, y - h * 0.01, shade, h * 0.005),
      rect(x - hw * 0.8, y - h * 0.003, hw * 1.6, h * 0.006, shade, { opacity: 0.6 }),
    )
  }
  return { art: g(out.join('')), left: x0 - h * 0.05, right: x1 }
}

/**
 * Milan Cathedral from its square: the broad marble front under its gabled outline, buttresses
 * that rise into spires, the forest of spires along the nave behind, and the tall central spire
 * with the golden Madonnina; `x` is the middle of the front.
 */
function duomo(doc: Doc, x: number, gy: number, h: number, c: string, gold: string): Drawn {
  const marble = doc.linear([
    [0, lighten(c, 0.25)],
    [1, darken(c, 0.06)],
  ])
  const side = darken(c, 0.1)
  const shade = darken(c, 0.22)
  const dark = mix(darken(c, 0.55), '#4A4550', 0.4)
  const out: string[] = []
  // The central spire over the crossing, behind everything else.
  const cb = gy - h * 0.52
  out.push(
    rect(x - h * 0.065, cb - h * 0.1, h * 0.13, h * 0.12, volume(doc, side)),
    path(
      poly([
        [x - h * 0.028, cb - h * 0.1],
        [x - h * 0.012, gy - h * 0.9],
        [x + h * 0.012, gy - h * 0.9],
        [x + h * 0.028, cb - h * 0.1],
      ]),
      volume(doc, c),
    ),
  )
  for (const dx of [-0.04, 0, 0.04])
    out.push(path(lancet(x + dx * h - h * 0.01, cb - h * 0.085, h * 0.02, h * 0.08), shade, { opacity: 0.8 }))
  for (const dx of [-0.065, -0.03, 0.03, 0.065]) out.push(pinnacle(x + dx * h, cb - h * 0.1, h * 0.012, h * 0.1, side))
  for (let t = 0.1; t < 0.95; t += 0.12) {
    const y = cb - h * 0.1 + (gy - h * 0.9 - (cb - h * 0.1)) * t
    out.push(rect(x - h * 0.024, y, h * 0.048, h * 0.004, shade, { opacity: 0.7 }))
  }
  // The Madonnina: a small golden figure on the spire's tip.
  const mb = gy - h * 0.9
  out.push(
    path(
      poly([
        [x - h * 0.012, mb],
        [x - h * 0.005, mb - h * 0.07],
        [x + h * 0.005, mb - h * 0.07],
        [x + h * 0.012, mb],
      ]),
      gold,
    ),
    circle(x, mb - h * 0.078, h * 0.009, gold),
    line(x + h * 0.004, mb - h * 0.06, x + h * 0.022, mb - h * 0.09, gold, h * 0.004),
    line(x + h * 0.022, mb - h * 0.09, x + h * 0.022, gy - h, gold, h * 0.003),
  )
  // The nave and aisles: a long body with rows of spires along its roofs.
  const nx = h * 0.66
  out.push(rect(x - nx, gy - h * 0.3, nx * 2, h * 0.3, volume(doc, side)))
  for (let px = x - nx + h * 0.02; px < x + nx; px += h * 0.044) {
    const k = Math.abs(px - x) / nx
    out.push(pinnacle(px, gy - h * 0.38, h * 0.013, h * (0.1 + (1 - k) * 0.05), side))
  }
  out.push(rect(x - nx * 0.8, gy - h * 0.39, nx * 1.6, h * 0.09, volume(doc, side)))
  for (let px = x - nx + h * 0.01; px < x + nx; px += h * 0.044) {
    out.push(
      pinnacle(px, gy - h * 0.3, h * 0.014, h * 0.12, c),
      path(lancet(px + h * 0.012, gy - h * 0.25, h * 0.02, h * 0.12), dark, { opacity: 0.7 }),
    )
  }
  // The front: a gabled outline, buttresses that end in spires, portals and windows.
  const fw = h * 0.4
  const outline = (dx: number): number => {
    const k = Math.abs(dx) / fw
    return gy - h * (k > 0.5 ? 0.3 + (1 - k) * 0.16 : 0.38 + (0.5 - k) * 0.24)
  }
  out.push(
    path(
      poly([
        [x - fw, gy],
        [x - fw, outline(-fw)],
        [x - fw * 0.5, outline(-fw * 0.5)],
        [x, outline(0)],
        [x + fw * 0.5, outline(fw * 0.5)],
        [x + fw, outline(fw)],
        [x + fw, gy],
      ]),
      marble,
    ),
  )
  // small spires along the gable edges
  for (let i = 1; i < 16; i++) {
    const dx = -fw + (i * fw * 2) / 16
    out.push(pinnacle(x + dx, outline(dx) + h * 0.004, h * 0.008, h * 0.04, c))
  }
  const buttresses = [-0.39, -0.235, -0.08, 0.08, 0.235, 0.39]
  for (const k of buttresses) {
    const bx = x + k * h
    const top = outline(k * h) - h * 0.05
    out.push(
      rect(bx - h * 0.016, top, h * 0.032, gy - top, volume(doc, c)),
      pinnacle(bx, top, h * 0.024, h * 0.15, c),
      circle(bx, top - h * 0.15, h * 0.007, lighten(c, 0.2)),
    )
    for (let i = 1; i < 5; i++) out.push(rect(bx - h * 0.016, top + i * h * 0.09, h * 0.032, h * 0.005, shade))
  }
  // bays between the buttresses: portal, window with a pediment, a tall pointed window above
  for (let i = 0; i < buttresses.length - 1; i++) {
    const a = buttresses[i] ?? 0
    const bx = x + ((a + (buttresses[i + 1] ?? 0)) / 2) * h
    const big = i === 2
    const dw = h * (big ? 0.07 : 0.05)
    const dh = h * (big ? 0.12 : 0.09)
    out.push(
      rect(bx - dw / 2, gy - dh, dw, dh, dark),
      path(
        poly([
          [bx - dw * 0.65, gy - dh - h * 0.004],
          [bx, gy - dh - h * 0.04],
          [bx + dw * 0.65, gy - dh - h * 0.004],
        ]),
        shade,
      ),
      rect(bx - h * 0.016, gy - h * 0.22, h * 0.032, h * 0.045, dark),
      path(
        poly([
          [bx - h * 0.024, gy - h * 0.222],
          [bx, gy - h * 0.245],
          [bx + h * 0.024, gy - h * 0.222],
        ]),
        shade,
      ),
    )
    const wt = outline(bx - x) + h * 0.05
    const ww = h * (big ? 0.05 : 0.03)
    if (gy - h * 0.26 - wt > h * 0.03) out.push(path(lancet(bx - ww / 2, wt, ww, gy - h * 0.26 - wt), dark))
  }
  return { art: g(out.join('')), left: x - nx, right: x + nx }
}

/**
 * Madrid's Metropolis building on the corner of Gran Vía and Alcalá: a white corner rotunda with
 * paired columns, two wings receding along the streets, the dark slate dome with gilded bands and
 * the winged Victory on top; `x` is the rotunda's axis.
 */
function metropolis(doc: Doc, x: number, gy: number, h: number, c: string, gold: string, s: number): Drawn {
  const rnd = prng(s)
  const shade = darken(c, 0.2)
  const lit = '#F8D59C'
  const out: string[] = []
  // wings: the left one in the light, the right one in shadow, both falling away in perspective
  const rw = h * 0.12
  const wx = h * 0.46
  for (const k of [-1, 1]) {
    const face = k < 0 ? lighten(c, 0.04) : darken(c, 0.14)
    const near = gy - h * 0.5
    const far = gy - h * 0.43
    const edge = x + k * wx
    out.push(
      path(
        poly([
          [x + k * rw, gy],
          [x + k * rw, near],
          [edge, far],
          [edge, gy],
        ]),
        face,
      ),
      line(x + k * rw, near, edge, far, darken(c, 0.35), h * 0.012),
    )
    for (let fl = 0; fl < 6; fl++) {
      for (let i = 0; i < 6; i++) {
        const t = (i + 0.5) / 6
        const wx0 = x + k * (rw + (wx - rw) * t)
        const top = near + (far - near) * t
        const fh = (gy - top) / 6.6
        const wy = top + h * 0.03 + fl * fh
        const ww = h * (0.028 - t * 0.008)
        const on = rnd() > 0.55
        out.push(rect(wx0 - ww / 2, wy, ww, fh * 0.55, on ? lit : darken(c, 0.5), { opacity: on ? 0.95 : 0.75 }))
      }
    }
  }
  // the rotunda with its cornices, paired columns and arched windows
  const top = gy - h * 0.52
  out.push(rect(x - rw, top, rw * 2, gy - top, volume(doc, c)))
  for (const y of [0.1, 0.2, 0.36, 0.5])
    out.push(rect(x - rw - h * 0.008, gy - h * y, rw * 2 + h * 0.016, h * 0.012, shade))
  for (const dx of [-0.092, -0.031, 0.031, 0.092]) {
    out.push(
      rect(x + dx * h - h * 0.011, gy - h * 0.5, h * 0.007, h * 0.3, lighten(c, 0.2)),
      rect(x + dx * h + h * 0.004, gy - h * 0.5, h * 0.007, h * 0.3, darken(c, 0.08)),
    )
  }
  for (const dx of [-0.062, 0, 0.062]) {
    out.push(
      path(arch(x + dx * h - h * 0.014, gy - h * 0.34, h * 0.028, h * 0.1), darken(c, 0.5)),
      rect(x + dx * h - h * 0.012, gy - h * 0.18, h * 0.024, h * 0.05, rnd() > 0.4 ? lit : darken(c, 0.5)),
      path(arch(x + dx * h - h * 0.022, gy - h * 0.09, h * 0.044, h * 0.09), darken(c, 0.55)),
    )
  }
  // balustrade with sculpture groups at its ends, the drum and the dome
  out.push(rect(x - rw - h * 0.014, top - h * 0.03, rw * 2 + h * 0.028, h * 0.03, shade))
  for (const k of [-1, 1])
    out.push(
      path(
        rr(x + k * (rw - h * 0.006) - h * 0.014, top - h * 0.075, h * 0.028, h * 0.045, h * 0.012, 0),
        darken(gold, 0.45),
      ),
      circle(x + k * (rw - h * 0.006), top - h * 0.085, h * 0.01, darken(gold, 0.45)),
    )
  const db = top - h * 0.1
  out.push(rect(x - h * 0.095, db, h * 0.19, h * 0.07, volume(doc, c)))
  for (let i = 0; i < 8; i++)
    out.push(rect(x - h * 0.09 + i * h * 0.0245, db + h * 0.008, h * 0.006, h * 0.055, darken(c, 0.25)))
  const dome = `M${f(x - h * 0.105)} ${f(db)}C${f(x - h * 0.105)} ${f(db - h * 0.13)} ${f(x - h * 0.04)} ${f(db - h * 0.19)} ${f(x)} ${f(db - h * 0.2)}C${f(x + h * 0.04)} ${f(db - h * 0.19)} ${f(x + h * 0.105)} ${f(db - h * 0.13)} ${f(x + h * 0.105)} ${f(db)}Z`
  const slate = '#2F3138'
  out.push(path(dome, volume(doc, slate)))
  const bands: string[] = []
  for (const y of [0.03, 0.075, 0.12]) bands.push(rect(x - h * 0.11, db - h * y, h * 0.22, h * 0.008, gold))
  for (const k of [-0.7, -0.35, 0, 0.35, 0.7])
    bands.push(
      path(
        `M${f(x + k * h * 0.105)} ${f(db)}Q${f(x + k * h * 0.1)} ${f(db - h * 0.15)} ${f(x + k * h * 0.02)} ${f(db - h * 0.2)}`,
        'none',
        { stroke: gold, 'stroke-width': f(h * 0.004) },
      ),
    )
  out.push(g(bands.join(''), { 'clip-path': doc.clip(el('path', { d: dome })) }))
  // lantern and the winged Victory
  const lb = db - h * 0.195
  out.push(
    rect(x - h * 0.016, lb - h * 0.04, h * 0.032, h * 0.045, gold),
    rect(x - h * 0.022, lb - h * 0.046, h * 0.044, h * 0.008, darken(gold, 0.3)),
  )
  const vb = lb - h * 0.046
  const bronze = '#4B4036'
  const vh = gy - h - vb
  out.push(
    path(
      `M${f(x - h * 0.004)} ${f(vb + vh * 0.55)}Q${f(x - h * 0.05)} ${f(vb + vh * 0.45)} ${f(x - h * 0.055)} ${f(vb + vh * 1.02)}Q${f(x - h * 0.02)} ${f(vb + vh * 0.75)} ${f(x - h * 0.002)} ${f(vb + vh * 0.7)}Z`,
      bronze,
    ),
    path(
      `M${f(x + h * 0.004)} ${f(vb + vh * 0.55)}Q${f(x + h * 0.05)} ${f(vb + vh * 0.45)} ${f(x + h * 0.058)} ${f(vb + vh * 1.05)}Q${f(x + h * 0.02)} ${f(vb + vh * 0.75)} ${f(x + h * 0.002)} ${f(vb + vh * 0.7)}Z`,
      bronze,
    ),
    path(
      poly([
        [x - h * 0.012, vb],
        [x - h * 0.006, vb + vh * 0.62],
        [x + h * 0.006, vb + vh * 0.62],
        [x + h * 0.012, vb],
      ]),
      bronze,
    ),
    circle(x, vb + vh * 0.7, h * 0.008, bronze),
    line(x + h * 0.004, vb + vh * 0.6, x - h * 0.02, vb + vh * 0.92, bronze, h * 0.005),
    circle(x - h * 0.022, vb + vh * 0.96, h * 0.008, 'none', { stroke: gold, 'stroke-width': f(h * 0.003) }),
  )
  return { art: g(out.join('')), left: x - wx, right: x + wx }
}

/** House colours of Nyhavn's row, in an order that keeps like colours apart: ochre, blue, red, cream, orange, teal, yellow, oxblood, pale blue, salmon. */
const nyhavnColours = [
  '#D8A23E',
  '#3F6A93',
  '#B5483A',
  '#EFE4C6',
  '#E2893B',
  '#4F8A80',
  '#F0CB5A',
  '#7E3430',
  '#9DB7C6',
  '#C4604F',
] as const

/**
 * Copenhagen's Nyhavn: a row of narrow, brightly coloured townhouses with white-framed windows
 * under pitched roofs, stepped and curved gables along the quay, and green copper spires behind.
 */
function nyhavn(doc: Doc, gy: number, h: number, m: Mood, copper: string, s: number): Drawn {
  const rnd = prng(s)
  const out: string[] = []
  // green copper spires of the old town behind the houses
  for (const [sx, sh] of [
    [330, h],
    [1180, h * 0.8],
  ] as const) {
    const tw = 56
    const base = gy - h * 0.55
    out.push(
      rect(sx - tw / 2, base, tw, gy - base, volume(doc, mix(m.far, '#8A6A55', 0.5))),
      path(
        poly([
          [sx - tw / 2 - 6, base],
          [sx, gy - sh],
          [sx + tw / 2 + 6, base],
        ]),
        volume(doc, copper),
      ),
      rect(sx - tw / 2 - 6, base - 8, tw + 12, 10, darken(copper, 0.25)),
      line(sx, gy - sh, sx, gy - sh - 30, darken(copper, 0.3), 4),
    )
  }
  const pane = mix(m.water[1], '#2B333B', 0.55)
  const trim = '#F6F2EA'
  let x = -40
  let i = 0
  while (x < W + 20) {
    const w = 120 + Math.round(rnd() * 60)
    const floors = 3 + Math.floor(rnd() * 3)
    const fh = 64
    const top = gy - 46 - floors * fh
    const body = pick(nyhavnColours, i)
    const gable = pick(['eaves', 'step', 'curve', 'eaves', 'pitched'] as const, i + Math.floor(rnd() * 3))
    const tile = rnd() > 0.4 ? '#8C4433' : '#4A4F56'
    out.push(
      rect(
        x,
        top,
        w,
        gy - top,
        doc.linear([
          [0, lighten(body, 0.08)],
          [1, darken(body, 0.08)],
        ]),
      ),
    )
    if (gable === 'eaves') {
      const rh = 70 + rnd() * 20
      out.push(
        path(
          poly([
            [x - 6, top],
            [x + w * 0.12, top - rh],
            [x + w * 0.88, top - rh],
            [x + w + 6, top],
          ]),
          tile,
        ),
        rect(x + w * 0.4, top - rh * 0.7, w * 0.2, rh * 0.55, lighten(body, 0.1)),
        path(
          poly([
            [x + w * 0.38, top - rh * 0.68],
            [x + w * 0.5, top - rh * 0.95],
            [x + w * 0.62, top - rh * 0.68],
          ]),
          tile,
        ),
        rect(x + w * 0.45, top - rh * 0.6, w * 0.1, rh * 0.35, pane, { stroke: trim, 'stroke-width': 3 }),
        rect(x + w * 0.75, top - rh - 22, 14, 26, darken(tile, 0.2)),
      )
    } else if (gable === 'pitched') {
      out.push(
        path(
          poly([
            [x - 6, top],
            [x + w / 2, top - w * 0.5],
            [x + w + 6, top],
          ]),
          tile,
        ),
        path(
          poly([
            [x + 8, top],
            [x + w / 2, top - w * 0.42],
            [x + w - 8, top],
          ]),
          body,
        ),
        rect(x + w / 2 - 9, top - w * 0.25, 18, 26, pane, { stroke: trim, 'stroke-width': 3 }),
      )
    } else if (gable === 'step') {
      const sh = 26
      const sw = w / 7
      const pts: [number, number][] = [[x, top]]
      for (let k = 0; k < 3; k++) pts.push([x + sw * k, top - sh * (k + 1)], [x + sw * (k + 1), top - sh * (k + 1)])
      pts.push([x + sw * 3, top - sh * 4], [x + sw * 4, top - sh * 4])
      for (let k = 2; k >= 0; k--)
        pts.push([x + w - sw * (k + 1), top - sh * (k + 1)], [x + w - sw * k, top - sh * (k + 1)])
      pts.push([x + w, top])
      out.push(
        path(poly(pts), body),
        rect(x + w / 2 - 9, top - sh * 2.6, 18, 28, pane, { stroke: trim, 'stroke-width': 3 }),
      )
    } else {
      out.push(
        path(
          `M${f(x)} ${f(top)}C${f(x)} ${f(top - 30)} ${f(x + w * 0.25)} ${f(top - 24)} ${f(x + w * 0.25)} ${f(top - 56)}V${f(top - 84)}Q${f(x + w / 2)} ${f(top - 128)} ${f(x + w * 0.75)} ${f(top - 84)}V${f(top - 56)}C${f(x + w * 0.75)} ${f(top - 24)} ${f(x + w)} ${f(top - 30)} ${f(x + w)} ${f(top)}Z`,
          body,
          { stroke: trim, 'stroke-width': 4 },
        ),
        circle(x + w / 2, top - 74, 13, pane, { stroke: trim, 'stroke-width': 3 }),
      )
    }
    out.push(rect(x, top - 4, w, 8, trim, { opacity: 0.85 }))
    // storeys of white-framed windows above a ground floor of doors and shop fronts
    const cols = Math.max(2, Math.floor(w / 42))
    for (let fl = 0; fl < floors; fl++) {
      const wy = top + 16 + fl * fh
      for (let k = 0; k < cols; k++) {
        const wx = x + ((k + 0.5) * w) / cols - 10
        out.push(
          rect(wx - 3, wy - 3, 26, 42, trim),
          rect(wx, wy, 20, 36, pane),
          line(wx + 10, wy, wx + 10, wy + 36, trim, 2),
        )
      }
    }
    out.push(rect(x, gy - 46, w, 4, darken(body, 0.25)))
    out.push(rect(x + w * 0.12, gy - 38, 22, 38, darken(body, 0.5)), rect(x + w * 0.45, gy - 34, w * 0.42, 26, pane))
    if (rnd() > 0.55) {
      const awning = pick(['#2F5D4A', '#8C2F2A', '#F2EEE4', '#28455E'] as const, i)
      out.push(
        path(
          poly([
            [x + w * 0.4, gy - 40],
            [x + w * 0.92, gy - 40],
            [x + w * 0.98, gy - 22],
            [x + w * 0.34, gy - 22],
          ]),
          awning,
        ),
      )
    }
    x += w
    i++
  }
  return { art: g(out.join('')), left: -40, right: W + 40 }
}

/** A wooden boat moored in the canal: hull, cabin, a mast with its rigging; `L` is its length. */
function boat(x: number, wl: number, L: number, hull: string, mast: number): string {
  const hh = L * 0.16
  const out = [
    path(
      `M${f(x - L / 2)} ${f(wl - hh)}L${f(x + L / 2)} ${f(wl - hh * 1.35)}Q${f(x + L * 0.42)} ${f(wl)} ${f(x + L * 0.3)} ${f(wl)}H${f(x - L * 0.42)}Q${f(x - L * 0.5)} ${f(wl - hh * 0.4)} ${f(x - L / 2)} ${f(wl - hh)}Z`,
      hull,
    ),
    line(x - L / 2, wl - hh, x + L / 2, wl - hh * 1.35, '#B07A45', L * 0.025),
    rect(x - L * 0.22, wl - hh - L * 0.1, L * 0.26, L * 0.1, '#C9A57A'),
    rect(x - L * 0.2, wl - hh - L * 0.08, L * 0.08, L * 0.04, '#3A4046'),
  ]
  const mx = x + L * 0.12
  const mt = wl - hh - mast
  out.push(
    line(mx, wl - hh, mx, mt, '#5A4636', L * 0.022),
    line(mx, mt + mast * 0.05, x - L * 0.48, wl - hh, '#3F3A35', 1.5, { opacity: 0.7 }),
    line(mx, mt + mast * 0.05, x + L * 0.5, wl - hh * 1.35, '#3F3A35', 1.5, { opacity: 0.7 }),
    line(mx, wl - hh - mast * 0.22, x - L * 0.35, wl - hh - mast * 0.18, '#5A4636', L * 0.016),
    path(`M${f(mx)} ${f(mt)}l${f(L * 0.07)} ${f(L * 0.025)}l${f(-L * 0.07)} ${f(L * 0.025)}Z`, '#B5483A'),
  )
  return g(out.join(''))
}

/** A street lamp standing on `base`, lit at dusk and at night. */
function streetLamp(doc: Doc, x: number, base: number, h: number, c: string, lit: boolean): string {
  const out = [
    rect(x - h * 0.012, base - h, h * 0.024, h, c),
    rect(x - h * 0.03, base - h * 0.08, h * 0.06, h * 0.08, c),
    path(rr(x - h * 0.045, base - h - h * 0.1, h * 0.09, h * 0.1, h * 0.02, h * 0.01), c),
    rect(x - h * 0.06, base - h - h * 0.115, h * 0.12, h * 0.02, c),
  ]
  if (lit)
    out.push(
      glow(doc, x, base - h - h * 0.05, h * 0.35, 0.75, '#FFE3A8'),
      rect(x - h * 0.03, base - h - h * 0.085, h * 0.06, h * 0.07, '#FFEBC2'),
    )
  return g(out.join(''))
}

/** Where the ground begins in a city view in front of `fore`. */
const groundLine: Record<CityView['fore'], number> = { park: 900, square: 860, street: 800, canal: 780 }

/**
 * A city view: sky, a far band of the city, the landmark between nearer blocks and a park, a
 * paved square, a street or a canal in front; built from the pieces of the skylines in
 * case-art-exterior so that all city views look alike.
 */
function cityView(doc: Doc, o: CityView, sky: Sky, s: number): string {
  const m = moods[sky]
  const gy = groundLine[o.fore]
  const dark = sky === 'night' || sky === 'dusk'
  const out = [skyBox(doc, 0, 0, W, gy + 10, sky, s)]
  if (o.landmark !== 'nyhavn') out.push(cityBand(doc, -30, W + 30, gy, 60, 240, m.far, undefined, s + 1))
  const lm =
    o.landmark === 'stephansdom'
      ? stephansdom(doc, o.lx, gy, o.lh, o.body, o.accent, dark)
      : o.landmark === 'duomo'
        ? duomo(doc, o.lx, gy, o.lh, o.body, o.accent)
        : o.landmark === 'metropolis'
          ? metropolis(doc, o.lx, gy, o.lh, o.body, o.accent, s + 4)
          : nyhavn(doc, gy, o.lh, m, o.accent, s + 4)
  out.push(lm.art)
  if (o.landmark !== 'nyhavn') {
    // nearer blocks, kept off the landmark (a block may run past the end of its band)
    const near = (x0: number, x1: number, seedNo: number, clip: readonly [number, number]) =>
      g(cityBand(doc, x0, x1, gy, 50, o.landmark === 'metropolis' ? 300 : 200, m.near, m, seedNo), {
        'clip-path': doc.clip(el('rect', { x: clip[0], y: 0, width: clip[1] - clip[0], height: H })),
      })
    out.push(near(-40, lm.left - 40, s + 2, [-40, lm.left]), near(lm.right, W + 40, s + 3, [lm.right, W + 40]))
  }
  const rnd = prng(s + 9)
  if (o.fore === 'canal') {
    out.push(
      water(doc, 0, gy + 16, W, H - gy - 16, m, s),
      reflectionOf(lm.art, gy + 16),
      rect(
        0,
        gy + 16,
        W,
        H - gy - 16,
        doc.linear([
          [0, m.water[0], 0],
          [1, m.water[1], 0.55],
        ]),
      ),
      rect(0, gy, W, 16, '#8E8F8B'),
      rect(0, gy + 14, W, 4, darken('#8E8F8B', 0.3)),
    )
    for (let i = 0; i < 14; i++) out.push(rect(40 + i * 115 + rnd() * 30, gy - 10, 10, 12, '#3E4349'))
    const hulls = ['#2E3A4A', '#7A2E2A', '#EDE6D6', '#1F4E5A', '#3B2F28'] as const
    const boats: readonly (readonly [number, number, number])[] = [
      [250, gy + 95, 300],
      [720, gy + 80, 260],
      [1180, gy + 105, 320],
      [430, gy + 240, 440],
      [1090, gy + 300, 480],
    ]
    boats.forEach(([bx, wl, L], i) => out.push(boat(bx, wl, L, pick(hulls, i), L * (0.95 + rnd() * 0.3))))
  } else if (o.fore === 'park') {
    out.push(ground(doc, gy, m))
    for (let lx = 100; lx < W; lx += 300)
      if (lx < lm.left - 20 || lx > lm.right + 20)
        out.push(streetLamp(doc, lx, gy + 130, 260, darken(m.near, 0.3), dark))
    for (let i = 0; i < 7; i++)
      out.push(tree(doc, 60 + i * 250 + rnd() * 80, gy + 190 + rnd() * 110, 220 + rnd() * 140, 'round', m.tree, s + i))
  } else if (o.fore === 'square') {
    const paving = lighten(m.ground, 0.12)
    out.push(
      rect(
        0,
        gy,
        W,
        H - gy,
        doc.linear([
          [0, paving],
          [1, darken(paving, 0.1)],
        ]),
      ),
    )
    for (let k = -12; k <= 12; k++) out.push(line(o.lx + k * 70, gy, o.lx + k * 380, H, darken(paving, 0.1), 2))
    for (let y = gy + 20, d = 20; y < H; d *= 1.35, y += d) out.push(line(0, y, W, y, darken(paving, 0.1), 2))
    for (const lx of [170, 1430]) out.push(streetLamp(doc, lx, gy + 200, 300, darken(m.near, 0.35), dark))
    const coats = ['#3C4B57', '#8A6F5A', '#2E2F31', '#6B7A72', '#A78D6E', '#55606B', '#7A4E5A'] as const
    const people: readonly (readonly [number, number])[] = [
      [330, 60],
      [980, 40],
      [620, 120],
      [1290, 110],
      [260, 230],
      [860, 200],
      [1120, 290],
      [520, 300],
    ]
    people.forEach(([px, dy], i) =>
      out.push(person(doc, px + rnd() * 40, gy + dy, 60 + dy * 0.5, pick(coats, i), s + i)),
    )
  } else {
    const kerb = lighten(m.ground, 0.08)
    const asphalt = darken(m.ground, 0.3)
    out.push(rect(0, gy, W, 40, kerb), rect(0, gy + 40, W, 220, asphalt), rect(0, gy + 260, W, H - gy - 260, kerb))
    out.push(
      line(0, gy + 150, W, gy + 150, '#F2EEE4', 5, { 'stroke-dasharray': '60 50', opacity: 0.55 }),
      rect(0, gy + 256, W, 8, darken(kerb, 0.3)),
    )
    // the traffic at dusk: red tail lights one way, white headlights the other, as streaks
    for (let i = 0; i < 12; i++) {
      const toward = i % 2 === 0
      const y = gy + (toward ? 175 : 80) + rnd() * 60
      const x0 = rnd() * W * 0.8 - 100
      out.push(
        line(x0, y, x0 + 250 + rnd() * 700, y, toward ? '#FFF1C9' : '#E5533D', 2 + rnd() * 4, {
          opacity: f(0.45 + rnd() * 0.45),
          'stroke-linecap': 'round',
        }),
      )
    }
    for (let i = 0; i < 4; i++) out.push(streetLamp(doc, 160 + i * 420, gy + 300, 340, darken(m.near, 0.3), dark))
    const coats = ['#3C4B57', '#8A6F5A', '#2E2F31', '#6B7A72', '#A78D6E'] as const
    for (let i = 0; i < 5; i++)
      out.push(person(doc, 80 + i * 330 + rnd() * 120, gy + 330 + rnd() * 40, 170, pick(coats, i), s + i))
  }
  return out.join('')
}

/* ------------------------------------------------------------------ the projects' pictures */

type Case = {
  readonly sky: Sky
  readonly ext?: Townscape
  readonly bath?: BathLook
  readonly fx?: number
  readonly side?: 1 | -1
}

const walnut = woods.walnut
const oak = woods.oak
const ash = woods.ash

/**
 * Munich … Stockholm, in the order of the seeded project list: all twelve are city or building
 * views (the site spec's /case shows the foreign projects as city pictures), so none carries product
 * marks. A bathroom (the China list below) shows the products its project marks on it (`caseProducts`
 * in content/references.ts) in a shape and colour the catalogue makes them in, and the project's
 * texts say what it shows: content/references.test.ts holds them to it.
 */
const foreign: readonly Case[] = [
  {
    sky: 'dawn',
    ext: { kind: 'skyline', landmark: 'onion', lx: 760, lh: 560, body: '#8E7466', accent: '#5E7F6E', fore: 'park' },
  },
  {
    sky: 'dusk',
    ext: { kind: 'skyline', landmark: 'tvtower', lx: 1040, lh: 760, body: '#6C6F78', accent: '#C9C3B8', fore: 'water' },
  },
  {
    sky: 'day',
    ext: { kind: 'skyline', landmark: 'wave', lx: 820, lh: 470, body: '#8E6A55', accent: '#B7C9D0', fore: 'water' },
  },
  {
    sky: 'night',
    ext: {
      kind: 'skyline',
      landmark: 'stephansdom',
      lx: 860,
      lh: 720,
      body: '#C2A47C',
      accent: '#D9B45E',
      fore: 'park',
    },
  },
  { sky: 'day', ext: { kind: 'villa', facade: '#F1EEE8', backdrop: 'mountains' } },
  {
    sky: 'dawn',
    ext: { kind: 'skyline', landmark: 'duomo', lx: 800, lh: 700, body: '#EFE2DA', accent: '#E2B955', fore: 'square' },
  },
  {
    sky: 'dusk',
    ext: { kind: 'skyline', landmark: 'eiffel', lx: 1100, lh: 700, body: '#5B5260', accent: '#F0C79C', fore: 'water' },
  },
  { sky: 'overcast', ext: { kind: 'block', facade: '#E7DCCB', rail: '#2E2F31' } },
  {
    sky: 'dusk',
    ext: {
      kind: 'skyline',
      landmark: 'metropolis',
      lx: 820,
      lh: 660,
      body: '#EADBC4',
      accent: '#D6A94A',
      fore: 'street',
    },
  },
  {
    sky: 'day',
    ext: { kind: 'skyline', landmark: 'sagrada', lx: 820, lh: 620, body: '#B39A7C', accent: '#E7D8BC', fore: 'park' },
  },
  {
    sky: 'overcast',
    ext: { kind: 'skyline', landmark: 'nyhavn', lx: 800, lh: 640, body: '#D8A23E', accent: '#6FA58C', fore: 'canal' },
  },
  {
    sky: 'night',
    ext: { kind: 'skyline', landmark: 'cityhall', lx: 620, lh: 520, body: '#7A4E3E', accent: '#D9B45E', fore: 'water' },
  },
]

/** Hangzhou … Jinhua, in the order of the seeded project list. */
const china: readonly Case[] = [
  {
    sky: 'dawn',
    ext: {
      kind: 'skyline',
      landmark: 'pagoda',
      lx: 980,
      lh: 540,
      body: '#9C7F63',
      accent: '#5A4A40',
      fore: 'lake',
      hills: true,
    },
  },
  {
    sky: 'night',
    ext: { kind: 'skyline', landmark: 'pearl', lx: 720, lh: 720, body: '#6B7C92', accent: '#E7B9C4', fore: 'water' },
  },
  {
    sky: 'night',
    bath: {
      kind: 'tub',
      wall: '#3B3D40',
      floor: '#2E2F31',
      feature: 'slabs',
      accent: '#4A4C50',
      metal: 'black',
      finish: 'stone',
      wood: walnut,
      sky: 'night',
      tub: 'slipper',
      plant: 'olive',
    },
    side: -1,
  },
  { sky: 'day', ext: { kind: 'tower', facade: '#6F93A8', twin: false } },
  {
    sky: 'dusk',
    ext: { kind: 'skyline', landmark: 'canton', lx: 900, lh: 800, body: '#4C4A58', accent: '#F2A8C0', fore: 'water' },
  },
  {
    sky: 'day',
    bath: {
      kind: 'vanity',
      wall: '#E7EEEB',
      floor: '#C9D6D2',
      feature: 'tiles',
      accent: '#2F6E69',
      metal: 'chrome',
      finish: 'white',
      wood: oak,
      mirror: 'round',
      basin: 'oval',
    },
  },
  { sky: 'overcast', ext: { kind: 'block', facade: '#D8D3CB', rail: '#5B6166' } },
  { sky: 'overcast', ext: { kind: 'courtyard' } },
  {
    sky: 'day',
    bath: {
      kind: 'shower',
      wall: '#F4F1EC',
      floor: '#D9D5CE',
      feature: 'marble',
      accent: '#E6E3DE',
      metal: 'chrome',
      finish: 'white',
      wood: ash,
      plant: 'leafy',
    },
    side: -1,
  },
  {
    sky: 'dusk',
    ext: { kind: 'skyline', landmark: 'goose', lx: 800, lh: 520, body: '#A4825F', accent: '#6E5642', fore: 'wall' },
  },
  {
    sky: 'night',
    ext: {
      kind: 'skyline',
      landmark: 'tvtower',
      lx: 1240,
      lh: 460,
      body: '#3A4A5E',
      accent: '#F6D9A0',
      fore: 'bridge',
      hills: true,
    },
  },
  {
    sky: 'day',
    bath: {
      kind: 'tub',
      wall: '#EEF1F1',
      floor: '#D5DCDD',
      feature: 'plain',
      accent: '#E6EBEB',
      metal: 'chrome',
      finish: 'white',
      wood: ash,
      sky: 'day',
      tub: 'oval',
      plant: 'leafy',
    },
  },
  { sky: 'day', ext: { kind: 'villa', facade: '#F6F3EE', backdrop: 'sea' } },
  {
    sky: 'day',
    bath: {
      kind: 'double',
      wall: '#F1F0EC',
      floor: '#CFCBC3',
      feature: 'tiles',
      accent: '#B9C7CC',
      metal: 'chrome',
      finish: 'white',
      wood: oak,
      mirror: 'arch',
      basin: 'oval',
    },
  },
  { sky: 'dusk', ext: { kind: 'resort', facade: '#EFE6D8' } },
  {
    sky: 'day',
    bath: {
      kind: 'tub',
      wall: '#EAE4D8',
      floor: '#B7A58A',
      feature: 'slats',
      accent: '#9C7B51',
      metal: 'black',
      finish: 'white',
      wood: oak,
      sky: 'dawn',
      tub: 'footed',
      plant: 'monstera',
      woodFloor: true,
    },
  },
  { sky: 'dawn', ext: { kind: 'tower', facade: '#B69C84', twin: true } },
  {
    sky: 'overcast',
    ext: { kind: 'skyline', landmark: 'tianjin', lx: 560, lh: 720, body: '#7D868E', accent: '#C9CED2', fore: 'water' },
  },
  {
    sky: 'day',
    bath: {
      kind: 'double',
      wall: '#F2EFEA',
      floor: '#D9D3CA',
      feature: 'panel',
      accent: '#C7CDC9',
      metal: 'chrome',
      finish: 'stone',
      wood: oak,
      mirror: 'rect',
      basin: 'bowl',
    },
  },
  { sky: 'dusk', ext: { kind: 'villa', facade: '#E9E1D4', backdrop: 'forest' } },
]

type Region = 'foreign' | 'china'

/** The `index`-th project of `region` (indices beyond the list wrap around) and its frame. */
function entry(region: Region, index: number): { readonly c: Case; readonly frame: BathFrame } {
  const list = region === 'foreign' ? foreign : china
  const i = Math.max(0, Math.floor(index))
  const c = pick(list, i)
  const seedNo = (region === 'foreign' ? 100 : 300) + i
  return { c, frame: { W: 1600, H: 1200, fx: c.fx ?? 820, side: c.side ?? 1, seedNo } }
}

/** Picture for the `index`-th project of `region`; indices beyond the list wrap around. */
export function caseSvg(region: Region, index: number): string {
  const { c, frame } = entry(region, index)
  const doc = new Doc(1200, 900, '0 0 1600 1200')
  if (c.bath) return doc.render(bathRoom(doc, c.bath, frame))
  if (c.ext)
    return doc.render(
      isCityView(c.ext) ? cityView(doc, c.ext, c.sky, frame.seedNo) : exterior(doc, c.ext, c.sky, frame.seedNo),
    )
  return doc.render('')
}

/** What the `index`-th project picture of `region` shows: a bathroom, or a building or city view. */
export type CasePicture =
  | { readonly kind: 'bathroom'; readonly look: BathLook }
  | { readonly kind: 'exterior'; readonly exterior: Townscape; readonly sky: Sky }

export function casePicture(region: Region, index: number): CasePicture {
  const { c } = entry(region, index)
  if (c.bath) return { kind: 'bathroom', look: c.bath }
  if (c.ext) return { kind: 'exterior', exterior: c.ext, sky: c.sky }
  throw new Error(`Project picture ${region} ${index + 1} draws nothing`)
}

/**
 * What a project's bathroom picture shows that a product could be, each with its box in % of the
 * picture from the left and the top (the unit of a project's product marks); none on an exterior.
 */
export function caseSpots(region: Region, index: number): readonly BathSpot[] {
  const { c, frame } = entry(region, index)
  if (!c.bath) return []
  const pct = (b: readonly [number, number, number, number]) =>
    [(b[0] / frame.W) * 100, (b[1] / frame.H) * 100, (b[2] / frame.W) * 100, (b[3] / frame.H) * 100] as const
  return bathSpots(c.bath, frame).map((s) => ({ ...s, box: pct(s.box) }))
}

/** The catalogue colour each drawn metal shows (brass reads as brushed gold); none for nickel. */
export const metalColours: Readonly<Record<MetalName, Colour | undefined>> = {
  chrome: 'chrome',
  black: 'black',
  brass: 'gold',
  gunmetal: 'gun-metal',
  nickel: undefined,
}

/** The catalogue colour each drawn ceramic or stone-resin finish shows; none for teal and clay. */
export const finishColours: Readonly<Record<FinishName, Colour | undefined>> = {
  white: 'white',
  stone: 'grey',
  sand: 'sand',
  black: 'black',
  concrete: 'grey',
  teal: undefined,
  clay: undefined,
}

/** The catalogue colour of a drawn cabinet front: oak; none for walnut or ash, which no product is made in. */
export const frontColour = (front: Tone): Colour | undefined => (front === oak ? 'oak' : undefined)
