/** Shared pieces of the news pictures: people, skylines, ribbons, counters, spotlights. */
import { C } from './palette'
import { circle, darken, type Doc, ellipse, f, g, lighten, path, poly, rect, rr } from './svg'

export const NW = 1200
export const NH = 800

const coats = ['#2E2F31', '#5B6166', '#7C6B58', '#3D4F5C', '#8A8F93', '#1F5E5A', '#B9A58A', '#4A3F3A'] as const

/** Flat silhouette of a standing person, `h` tall, feet at (x, base); `n` picks clothes and pose. */
export function person(x: number, base: number, h: number, n: number, alpha = 1): string {
  const coat = coats[n % coats.length] ?? C.graphite
  const legs = darken(coat, 0.35)
  const sh = h * (0.21 + (n % 3) * 0.015)
  const hip = base - h * 0.47
  const neck = base - h * 0.83
  const lean = ((n % 5) - 2) * h * 0.006
  const out = [ellipse(x, base, sh * 0.9, h * 0.02, C.graphite, { opacity: 0.15 })]
  out.push(
    rect(x - sh * 0.32, hip - 2, sh * 0.28, base - hip, legs, { rx: sh * 0.1 }),
    rect(x + sh * 0.04, hip - 2, sh * 0.28, base - hip, legs, { rx: sh * 0.1 }),
  )
  const coatLen = n % 4 === 1 ? h * 0.2 : 0
  out.push(path(rr(x - sh / 2 + lean, neck, sh, hip - neck + coatLen, sh * 0.3, sh * 0.08), coat))
  out.push(circle(x + lean * 2, neck - h * 0.075, h * 0.068, n % 2 ? '#3A2E28' : '#5A4A3E'))
  if (n % 3 === 0) out.push(path(rr(x + sh * 0.45, hip - h * 0.08, sh * 0.45, h * 0.12, 3), darken(C.clay, 0.2)))
  if (n % 4 === 2)
    out.push(
      path(`M${f(x - sh * 0.15)} ${f(neck)}L${f(x)} ${f(neck + h * 0.16)}L${f(x + sh * 0.15)} ${f(neck)}`, 'none', {
        stroke: C.teal,
        'stroke-width': Math.max(1, h * 0.01),
      }),
      rect(x - h * 0.025, neck + h * 0.16, h * 0.05, h * 0.06, '#FFFFFF'),
    )
  return g(out.join(''), alpha < 1 ? { opacity: alpha } : {})
}

/** A row of visitors scattered between x0 and x1, nearer ones larger. */
export function crowd(
  rnd: () => number,
  x0: number,
  x1: number,
  yFar: number,
  yNear: number,
  hFar: number,
  hNear: number,
  count: number,
  n0: number,
): string {
  const ppl: { x: number; y: number; h: number; n: number }[] = []
  for (let i = 0; i < count; i++) {
    const t = rnd()
    ppl.push({ x: x0 + rnd() * (x1 - x0), y: yFar + (yNear - yFar) * t, h: hFar + (hNear - hFar) * t, n: n0 + i })
  }
  return ppl
    .sort((a, b) => a.y - b.y)
    .map((p) => person(p.x, p.y, p.h, p.n))
    .join('')
}

export type City = 'munich' | 'frankfurt' | 'barcelona' | 'generic'

/** City skyline silhouette standing on `base`, with a landmark hinting at the city. */
export function skyline(
  rnd: () => number,
  x: number,
  base: number,
  w: number,
  h: number,
  color: string,
  city: City,
): string {
  const out: string[] = []
  const back = lighten(color, 0.25)
  for (let bx = x; bx < x + w;) {
    const bw = 30 + rnd() * 60
    out.push(rect(bx, base - h * (0.2 + rnd() * 0.4), bw - 4, h, back))
    bx += bw
  }
  for (let bx = x + 10; bx < x + w;) {
    const bw = 40 + rnd() * 70
    const bh = h * (0.15 + rnd() * (city === 'frankfurt' ? 0.55 : 0.3))
    out.push(rect(bx, base - bh, bw - 6, bh, color))
    for (let wy = base - bh + 10; wy < base - 10; wy += 16)
      out.push(rect(bx + 6, wy, bw - 18, 4, lighten(color, 0.35), { opacity: 0.5 }))
    bx += bw + rnd() * 30
  }
  const lx = x + w * 0.55
  if (city === 'munich') {
    for (const dx of [0, 46]) {
      out.push(rect(lx + dx, base - h * 0.95, 34, h * 0.95, darken(color, 0.1)))
      out.push(
        path(
          `M${f(lx + dx)} ${f(base - h * 0.95)}C${f(lx + dx)} ${f(base - h * 1.15)} ${f(lx + dx + 34)} ${f(base - h * 1.15)} ${f(lx + dx + 34)} ${f(base - h * 0.95)}Z`,
          darken(color, 0.1),
        ),
      )
    }
    out.push(rect(lx - 30, base - h * 0.55, 140, h * 0.55, darken(color, 0.1)))
  } else if (city === 'frankfurt') {
    out.push(
      rect(lx, base - h * 1.2, 60, h * 1.2, darken(color, 0.12)),
      path(
        poly([
          [lx, base - h * 1.2],
          [lx + 30, base - h * 1.38],
          [lx + 60, base - h * 1.2],
        ]),
        darken(color, 0.12),
      ),
    )
    out.push(rect(lx + 90, base - h * 1.05, 54, h * 1.05, darken(color, 0.05)))
  } else if (city === 'barcelona') {
    for (let i = 0; i < 4; i++) {
      const sx = lx + i * 22
      const sh = h * (1.0 + (i % 2) * 0.18)
      out.push(
        path(
          `M${f(sx)} ${f(base)}V${f(base - sh * 0.8)}Q${f(sx + 8)} ${f(base - sh)} ${f(sx + 16)} ${f(base - sh * 0.8)}V${f(base)}Z`,
          darken(color, 0.1),
        ),
      )
    }
  }
  return out.join('')
}

/** A ceremonial ribbon across the picture with a bow in the middle. */
export function ribbon(doc: Doc, y: number, color: string): string {
  const fill = doc.linear([
    [0, lighten(color, 0.2)],
    [1, darken(color, 0.2)],
  ])
  const cx = NW / 2
  return g(
    [
      path(
        `M0 ${y - 14}Q${cx / 2} ${y + 10} ${cx} ${y}Q${cx * 1.5} ${y + 10} ${NW} ${y - 14}V${y + 8}Q${cx * 1.5} ${y + 32} ${cx} ${y + 22}Q${cx / 2} ${y + 32} 0 ${y + 8}Z`,
        fill,
      ),
      path(
        `M${cx} ${y + 10}C${cx - 60} ${y - 70} ${cx - 120} ${y - 10} ${cx - 90} ${y + 30}C${cx - 70} ${y + 50} ${cx - 30} ${y + 30} ${cx} ${y + 10}Z`,
        fill,
      ),
      path(
        `M${cx} ${y + 10}C${cx + 60} ${y - 70} ${cx + 120} ${y - 10} ${cx + 90} ${y + 30}C${cx + 70} ${y + 50} ${cx + 30} ${y + 30} ${cx} ${y + 10}Z`,
        fill,
      ),
      path(
        poly([
          [cx - 8, y + 14],
          [cx - 50, y + 120],
          [cx - 30, y + 110],
          [cx - 20, y + 130],
          [cx + 4, y + 18],
        ]),
        darken(color, 0.1),
      ),
      path(
        poly([
          [cx + 8, y + 14],
          [cx + 46, y + 124],
          [cx + 26, y + 114],
          [cx + 14, y + 132],
          [cx - 4, y + 18],
        ]),
        darken(color, 0.15),
      ),
      circle(cx, y + 10, 16, lighten(color, 0.1)),
    ].join(''),
  )
}

/** Floating counter slab (top face, front edge, shadow below). */
export function slab(
  doc: Doc,
  x0: number,
  x1: number,
  y: number,
  thick: number,
  depth: number,
  tone: readonly [string, string, string],
): string {
  return (
    rect(
      x0,
      y + thick,
      x1 - x0,
      thick * 1.4,
      doc.linear([
        [0, C.graphite, 0.16],
        [1, C.graphite, 0],
      ]),
    ) +
    rect(
      x0,
      y - depth,
      x1 - x0,
      depth,
      doc.linear([
        [0, tone[1]],
        [1, tone[0]],
      ]),
    ) +
    rect(
      x0,
      y,
      x1 - x0,
      thick,
      doc.linear([
        [0, tone[1]],
        [1, tone[2]],
      ]),
    ) +
    rect(x0, y, x1 - x0, 2, lighten(tone[0], 0.5), { opacity: 0.8 })
  )
}

/** Spotlight on a truss with its cone of light falling to `toY`. */
export function spot(doc: Doc, x: number, y: number, toX: number, toY: number, spread: number, warm = true): string {
  const c = warm ? '#FFF1D6' : '#EAF4FF'
  return (
    path(
      poly([
        [x - 6, y + 8],
        [x + 6, y + 8],
        [toX + spread, toY],
        [toX - spread, toY],
      ]),
      doc.linear([
        [0, c, 0.45],
        [1, c, 0],
      ]),
    ) +
    rect(x - 9, y - 6, 18, 16, C.graphite, { rx: 3 }) +
    circle(x, y + 10, 5, c)
  )
}
