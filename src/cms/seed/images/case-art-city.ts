/** Townscape pieces for the project pictures: colour moods per time of day, city bands, trees, water, hills. */
import { type Sky } from './scene-art-kit'
import { circle, darken, type Doc, ellipse, f, g, lighten, line, path, poly, prng, rect } from './svg'

export type Mood = {
  readonly far: string
  readonly near: string
  readonly lit: string
  readonly litAlpha: number
  readonly ground: string
  readonly tree: string
  readonly water: readonly [string, string]
}

export const moods: Record<Sky, Mood> = {
  day: {
    far: '#BCC9CF',
    near: '#8D9AA2',
    lit: '#E4EDF0',
    litAlpha: 0.45,
    ground: '#B9B8A4',
    tree: '#6B876E',
    water: ['#A9C6D0', '#6B90A0'],
  },
  dawn: {
    far: '#D2C6CC',
    near: '#A598A5',
    lit: '#FBE6C9',
    litAlpha: 0.55,
    ground: '#C9BDB0',
    tree: '#7C8E79',
    water: ['#EBD3C5', '#A497A8'],
  },
  dusk: {
    far: '#9A8493',
    near: '#5A5363',
    lit: '#F8D59C',
    litAlpha: 0.75,
    ground: '#55505A',
    tree: '#414C47',
    water: ['#E0A787', '#4C5F7A'],
  },
  night: {
    far: '#2C3C4F',
    near: '#1B2635',
    lit: '#F6D9A0',
    litAlpha: 0.85,
    ground: '#161E28',
    tree: '#1F2C2C',
    water: ['#26384D', '#0F1824'],
  },
  overcast: {
    far: '#C7CBCC',
    near: '#9AA1A4',
    lit: '#EEF1F1',
    litAlpha: 0.45,
    ground: '#ABAEA2',
    tree: '#74877A',
    water: ['#CBD2D3', '#8C999D'],
  },
}

/** A row of rows of lit or glinting windows, one dashed line per storey. */
export function windowRows(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  alpha: number,
  rnd: () => number,
  fs = 20,
): string {
  const out: string[] = []
  const ww = Math.max(4, fs * 0.45)
  for (let yy = y + fs * 0.7; yy < y + h - fs * 0.4; yy += fs) {
    const gap = ww * (0.6 + (rnd() > 0.7 ? rnd() * 3 : 0))
    out.push(
      line(x + ww * 0.6, yy, x + w - ww * 0.4, yy, color, fs * 0.42, {
        'stroke-dasharray': `${f(ww)} ${f(gap)}`,
        opacity: f(alpha * (0.6 + rnd() * 0.4)),
      }),
    )
  }
  return out.join('')
}

/** A band of city blocks with varied roofs between x0 and x1, standing on gy. */
export function cityBand(
  doc: Doc,
  x0: number,
  x1: number,
  gy: number,
  hMin: number,
  hMax: number,
  color: string,
  m: Mood | undefined,
  seedNo: number,
): string {
  const rnd = prng(seedNo)
  const out: string[] = []
  const fill = doc.linear([
    [0, lighten(color, 0.06)],
    [1, darken(color, 0.04)],
  ])
  let x = x0
  while (x < x1) {
    const w = 50 + rnd() * 110
    const h = hMin + Math.pow(rnd(), 1.6) * (hMax - hMin)
    const top = gy - h
    const roof = rnd()
    if (roof < 0.15)
      out.push(
        path(
          poly([
            [x, top],
            [x + w, top + w * 0.3],
            [x + w, gy],
            [x, gy],
          ]),
          fill,
        ),
      )
    else if (roof < 0.3) out.push(rect(x + w * 0.2, top - h * 0.12, w * 0.6, h * 0.12, fill), rect(x, top, w, h, fill))
    else out.push(rect(x, top, w, h, fill))
    if (roof > 0.85) out.push(line(x + w / 2, top, x + w / 2, top - h * 0.2, color, 3))
    if (m) out.push(windowRows(x + 6, top, w - 12, h, m.lit, m.litAlpha, rnd, 16 + Math.round(rnd() * 8)))
    x += w + (rnd() > 0.6 ? 8 + rnd() * 30 : 2)
  }
  return g(out.join(''))
}

export type TreeKind = 'round' | 'conifer' | 'palm' | 'willow'

export function tree(
  doc: Doc,
  x: number,
  gy: number,
  s: number,
  kind: TreeKind,
  color: string,
  seedNo: number,
): string {
  const rnd = prng(seedNo)
  const leaf = doc.linear(
    [
      [0, lighten(color, 0.18)],
      [1, darken(color, 0.15)],
    ],
    0,
    0,
    1,
    1,
  )
  const trunk = darken(color, 0.45)
  const out = [ellipse(x, gy, s * 0.3, s * 0.03, '#000000', { opacity: 0.12 })]
  if (kind === 'palm') {
    const tx = x + s * 0.18
    const ty = gy - s
    out.push(
      path(`M${f(x)} ${f(gy)}Q${f(x + s * 0.02)} ${f(gy - s * 0.6)} ${f(tx)} ${f(ty)}`, 'none', {
        stroke: trunk,
        'stroke-width': s * 0.04,
      }),
    )
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI + (i / 8) * Math.PI + (rnd() - 0.5) * 0.3
      const ex = tx + Math.cos(a) * s * 0.42
      const ey = ty + Math.sin(a) * s * 0.18 + s * 0.16
      out.push(
        path(`M${f(tx)} ${f(ty)}Q${f((tx + ex) / 2)} ${f(ty - s * 0.14)} ${f(ex)} ${f(ey)}`, 'none', {
          stroke: leaf,
          'stroke-width': s * 0.045,
          'stroke-linecap': 'round',
        }),
      )
    }
  } else if (kind === 'conifer') {
    out.push(rect(x - s * 0.025, gy - s * 0.15, s * 0.05, s * 0.15, trunk))
    out.push(
      path(
        poly([
          [x, gy - s],
          [x + s * 0.2, gy - s * 0.1],
          [x - s * 0.2, gy - s * 0.1],
        ]),
        leaf,
      ),
    )
  } else if (kind === 'willow') {
    out.push(
      path(`M${f(x)} ${f(gy)}Q${f(x - s * 0.05)} ${f(gy - s * 0.5)} ${f(x + s * 0.05)} ${f(gy - s * 0.8)}`, 'none', {
        stroke: trunk,
        'stroke-width': s * 0.04,
      }),
    )
    for (let i = 0; i < 26; i++) {
      const sx = x + (rnd() - 0.5) * s * 0.7
      const sy = gy - s * (0.75 + rnd() * 0.2)
      out.push(
        path(
          `M${f(sx)} ${f(sy)}q${f(s * 0.04)} ${f(s * 0.2)} ${f((rnd() - 0.3) * s * 0.08)} ${f(s * (0.35 + rnd() * 0.3))}`,
          'none',
          { stroke: i % 2 ? leaf : lighten(color, 0.2), 'stroke-width': s * 0.012, 'stroke-linecap': 'round' },
        ),
      )
    }
  } else {
    out.push(rect(x - s * 0.025, gy - s * 0.4, s * 0.05, s * 0.4, trunk))
    for (let i = 0; i < 5; i++)
      out.push(circle(x + (rnd() - 0.5) * s * 0.3, gy - s * (0.55 + rnd() * 0.25), s * (0.16 + rnd() * 0.08), leaf))
  }
  return g(out.join(''))
}

/** Still water with a sky reflection and shimmer strokes. */
export function water(doc: Doc, x: number, y: number, w: number, h: number, m: Mood, seedNo: number): string {
  const rnd = prng(seedNo)
  const out = [
    rect(
      x,
      y,
      w,
      h,
      doc.linear([
        [0, m.water[0]],
        [1, m.water[1]],
      ]),
    ),
  ]
  for (let i = 0; i < 26; i++) {
    const yy = y + Math.pow(rnd(), 1.4) * h
    const xx = x + rnd() * w
    out.push(
      line(xx, yy, xx + 30 + rnd() * 120, yy, '#FFFFFF', 1.5 + ((yy - y) / h) * 2, { opacity: f(0.12 + rnd() * 0.2) }),
    )
  }
  return g(out.join(''))
}

/** Soft rolling hills or mountains along a base line. */
export function hills(
  doc: Doc,
  x: number,
  base: number,
  w: number,
  amp: number,
  color: string,
  seedNo: number,
  peaks = 5,
  sharp = false,
): string {
  const rnd = prng(seedNo)
  let d = `M${f(x)} ${f(base)}`
  let px = x
  for (let i = 0; i < peaks; i++) {
    const nx = x + (w * (i + 1)) / peaks
    const py = base - amp * (0.45 + rnd() * 0.55)
    const mx = (px + nx) / 2 + (rnd() - 0.5) * (w / peaks) * 0.3
    d += sharp
      ? `L${f(mx)} ${f(py)}L${f(nx)} ${f(base - amp * rnd() * 0.25)}`
      : `Q${f(mx)} ${f(py * 2 - base + amp * 0.3)} ${f(nx)} ${f(base - amp * rnd() * 0.2)}`
    px = nx
  }
  d += `L${f(x + w)} ${f(base + 2)}L${f(x)} ${f(base + 2)}Z`
  const out = [
    path(
      d,
      doc.linear([
        [0, lighten(color, 0.08)],
        [1, darken(color, 0.06)],
      ]),
    ),
  ]
  if (sharp)
    out.push(
      path(
        d,
        doc.linear([
          [0, '#FFFFFF', 0.6],
          [0.25, '#FFFFFF', 0],
          [1, '#FFFFFF', 0],
        ]),
      ),
    )
  return g(out.join(''))
}

/** Cable-stayed bridge spanning x0..x1 at deck height y. */
export function bridge(x0: number, x1: number, y: number, h: number, color: string): string {
  const out = [rect(x0, y, x1 - x0, 12, color)]
  for (const px of [x0 + (x1 - x0) * 0.3, x0 + (x1 - x0) * 0.7]) {
    out.push(rect(px - 7, y - h, 14, h + 60, color))
    for (let i = 1; i <= 7; i++) {
      out.push(
        line(px, y - h + i * 8, px - i * 38, y, color, 1.6, { opacity: 0.8 }),
        line(px, y - h + i * 8, px + i * 38, y, color, 1.6, { opacity: 0.8 }),
      )
    }
  }
  return g(out.join(''))
}
