/** City landmark silhouettes, loosely evocative rather than literal; each stands on `gy` and is `h` tall. */
import { arch, circle, darken, type Doc, f, g, lighten, line, path, poly, rect, rr } from './svg'

export type Landmark =
  'tvtower' | 'tianjin' | 'pearl' | 'canton' | 'pagoda' | 'goose' | 'onion' | 'eiffel' | 'sagrada' | 'wave' | 'cityhall'

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

function tvtower(doc: Doc, x: number, gy: number, h: number, c: string, flared: boolean): string {
  const fill = volume(doc, c)
  const out = [
    path(
      poly([
        [x - h * 0.03, gy],
        [x + h * 0.03, gy],
        [x + h * 0.014, gy - h * 0.62],
        [x - h * 0.014, gy - h * 0.62],
      ]),
      fill,
    ),
  ]
  if (flared) {
    out.push(
      path(
        poly([
          [x - h * 0.02, gy - h * 0.6],
          [x + h * 0.02, gy - h * 0.6],
          [x + h * 0.1, gy - h * 0.68],
          [x + h * 0.1, gy - h * 0.7],
          [x - h * 0.1, gy - h * 0.7],
          [x - h * 0.1, gy - h * 0.68],
        ]),
        fill,
      ),
    )
    out.push(path(rr(x - h * 0.06, gy - h * 0.76, h * 0.12, h * 0.06, h * 0.02), fill))
  } else {
    out.push(
      circle(
        x,
        gy - h * 0.67,
        h * 0.065,
        doc.radial(
          [
            [0, lighten(c, 0.35)],
            [1, c],
          ],
          0.35,
          0.35,
          0.7,
        ),
      ),
    )
    out.push(rect(x - h * 0.066, gy - h * 0.675, h * 0.132, h * 0.012, darken(c, 0.25)))
  }
  out.push(rect(x - h * 0.01, gy - h * 0.88, h * 0.02, h * 0.2, fill), line(x, gy - h * 0.88, x, gy - h, c, h * 0.007))
  return g(out.join(''))
}

function pearl(doc: Doc, x: number, gy: number, h: number, c: string): string {
  const pink = doc.radial(
    [
      [0, '#E7B9C4'],
      [1, '#9E6576'],
    ],
    0.35,
    0.35,
    0.7,
  )
  const fill = volume(doc, c)
  const out: string[] = []
  for (const dx of [-0.05, 0, 0.05]) out.push(rect(x + dx * h - h * 0.008, gy - h * 0.62, h * 0.016, h * 0.62, fill))
  out.push(
    path(
      poly([
        [x - h * 0.09, gy],
        [x - h * 0.05, gy - h * 0.28],
        [x - h * 0.04, gy - h * 0.26],
        [x - h * 0.07, gy],
      ]),
      fill,
    ),
    path(
      poly([
        [x + h * 0.09, gy],
        [x + h * 0.05, gy - h * 0.28],
        [x + h * 0.04, gy - h * 0.26],
        [x + h * 0.07, gy],
      ]),
      fill,
    ),
  )
  out.push(
    circle(x, gy - h * 0.3, h * 0.085, pink),
    circle(x, gy - h * 0.62, h * 0.055, pink),
    rect(x - h * 0.01, gy - h * 0.84, h * 0.02, h * 0.2, fill),
    circle(x, gy - h * 0.79, h * 0.02, pink),
  )
  out.push(line(x, gy - h * 0.84, x, gy - h, c, h * 0.008))
  return g(out.join(''))
}

function canton(doc: Doc, x: number, gy: number, h: number, c: string, lit: string): string {
  const d = `M${f(x - h * 0.08)} ${f(gy)}Q${f(x - h * 0.01)} ${f(gy - h * 0.55)} ${f(x - h * 0.045)} ${f(gy - h * 0.82)}H${f(x + h * 0.045)}Q${f(x + h * 0.01)} ${f(gy - h * 0.55)} ${f(x + h * 0.08)} ${f(gy)}Z`
  const out = [path(d, volume(doc, c))]
  for (let i = 0; i < 14; i++) {
    const y0 = gy - (h * 0.82 * i) / 14
    out.push(line(x - h * 0.06, y0, x + h * 0.06, y0 - h * 0.07, lit, h * 0.003, { opacity: 0.55 }))
  }
  out.push(rect(x - h * 0.006, gy - h, h * 0.012, h * 0.2, c))
  return g(out.join(''))
}

function pagoda(
  doc: Doc,
  x: number,
  gy: number,
  h: number,
  c: string,
  roof: string,
  tiers: number,
  square: boolean,
): string {
  const out: string[] = []
  const th = (h * 0.86) / tiers
  const fill = volume(doc, c)
  for (let i = 0; i < tiers; i++) {
    const w = h * (0.2 - (i * 0.09) / tiers) * (square ? 1.25 : 1)
    const y = gy - i * th
    out.push(rect(x - w / 2, y - th, w, th, fill))
    if (square) {
      out.push(rect(x - w / 2 - h * 0.01, y - th, w + h * 0.02, th * 0.1, darken(c, 0.2)))
      out.push(path(arch(x - h * 0.012, y - th * 0.75, h * 0.024, th * 0.4), darken(c, 0.4)))
    } else {
      const ew = w * 0.78
      out.push(
        path(
          `M${f(x - ew)} ${f(y - th + th * 0.02)}Q${f(x - w * 0.55)} ${f(y - th + th * 0.12)} ${f(x - w * 0.3)} ${f(y - th * 1.16)}H${f(x + w * 0.3)}Q${f(x + w * 0.55)} ${f(y - th + th * 0.12)} ${f(x + ew)} ${f(y - th + th * 0.02)}Z`,
          roof,
        ),
      )
      for (let k = -1; k <= 1; k++)
        out.push(rect(x + k * w * 0.25 - h * 0.006, y - th * 0.8, h * 0.012, th * 0.4, darken(c, 0.35)))
    }
  }
  const top = gy - tiers * th
  out.push(
    path(
      poly([
        [x - h * 0.03, top],
        [x + h * 0.03, top],
        [x, gy - h],
      ]),
      roof,
    ),
  )
  return g(out.join(''))
}

function onion(doc: Doc, x: number, gy: number, h: number, c: string, dome: string): string {
  const out = [
    path(
      poly([
        [x - h * 0.34, gy],
        [x - h * 0.34, gy - h * 0.42],
        [x, gy - h * 0.62],
        [x + h * 0.34, gy - h * 0.42],
        [x + h * 0.34, gy],
      ]),
      darken(c, 0.08),
    ),
  ]
  for (const dx of [-0.12, 0.12]) {
    const tx = x + dx * h
    const w = h * 0.16
    out.push(rect(tx - w / 2, gy - h * 0.78, w, h * 0.78, volume(doc, c)))
    for (let i = 0; i < 4; i++)
      out.push(rect(tx - w * 0.15, gy - h * (0.2 + i * 0.15), w * 0.3, h * 0.06, darken(c, 0.3), { rx: w * 0.1 }))
    out.push(
      path(
        `M${f(tx - w / 2)} ${f(gy - h * 0.78)}C${f(tx - w * 0.7)} ${f(gy - h * 0.86)} ${f(tx - w * 0.2)} ${f(gy - h * 0.9)} ${f(tx)} ${f(gy - h * 0.97)}C${f(tx + w * 0.2)} ${f(gy - h * 0.9)} ${f(tx + w * 0.7)} ${f(gy - h * 0.86)} ${f(tx + w / 2)} ${f(gy - h * 0.78)}Z`,
        volume(doc, dome),
      ),
    )
    out.push(line(tx, gy - h * 0.97, tx, gy - h, dome, h * 0.008))
  }
  return g(out.join(''))
}

function eiffel(doc: Doc, x: number, gy: number, h: number, c: string): string {
  const d =
    `M${f(x - h * 0.3)} ${f(gy)}Q${f(x - h * 0.12)} ${f(gy - h * 0.3)} ${f(x - h * 0.035)} ${f(gy - h * 0.85)}L${f(x)} ${f(gy - h)}L${f(x + h * 0.035)} ${f(gy - h * 0.85)}` +
    `Q${f(x + h * 0.12)} ${f(gy - h * 0.3)} ${f(x + h * 0.3)} ${f(gy)}H${f(x + h * 0.2)}Q${f(x + h * 0.12)} ${f(gy - h * 0.2)} ${f(x)} ${f(gy - h * 0.2)}Q${f(x - h * 0.12)} ${f(gy - h * 0.2)} ${f(x - h * 0.2)} ${f(gy)}Z`
  const out = [path(d, volume(doc, c))]
  out.push(
    rect(x - h * 0.2, gy - h * 0.28, h * 0.4, h * 0.025, darken(c, 0.2)),
    rect(x - h * 0.1, gy - h * 0.56, h * 0.2, h * 0.02, darken(c, 0.2)),
  )
  for (let i = 0; i < 10; i++) {
    const y = gy - h * (0.3 + i * 0.05)
    const w = h * (0.14 - i * 0.011)
    out.push(
      line(x - w, y, x + w, y - h * 0.04, lighten(c, 0.25), h * 0.003, { opacity: 0.6 }),
      line(x + w, y, x - w, y - h * 0.04, lighten(c, 0.25), h * 0.003, { opacity: 0.6 }),
    )
  }
  return g(out.join(''))
}

function sagrada(doc: Doc, x: number, gy: number, h: number, c: string): string {
  const out = [rect(x - h * 0.32, gy - h * 0.3, h * 0.64, h * 0.3, volume(doc, darken(c, 0.05)))]
  const spires: readonly (readonly [number, number])[] = [
    [-0.26, 0.62],
    [-0.17, 0.75],
    [-0.08, 0.82],
    [0.02, 1],
    [0.12, 0.85],
    [0.21, 0.76],
    [0.29, 0.6],
  ]
  for (const [dx, k] of spires) {
    const sx = x + dx * h
    const w = h * 0.055
    const top = gy - h * k
    out.push(
      path(
        `M${f(sx - w / 2)} ${f(gy - h * 0.2)}C${f(sx - w / 2)} ${f(top + h * 0.3)} ${f(sx - w * 0.25)} ${f(top + h * 0.05)} ${f(sx)} ${f(top)}C${f(sx + w * 0.25)} ${f(top + h * 0.05)} ${f(sx + w / 2)} ${f(top + h * 0.3)} ${f(sx + w / 2)} ${f(gy - h * 0.2)}Z`,
        volume(doc, c),
      ),
    )
    out.push(circle(sx, top + h * 0.015, w * 0.22, lighten(c, 0.35)))
    for (let i = 1; i < 5; i++)
      out.push(rect(sx - w * 0.08, top + h * 0.04 + i * h * 0.06, w * 0.16, h * 0.02, darken(c, 0.35)))
  }
  return g(out.join(''))
}

function wave(doc: Doc, x: number, gy: number, h: number): string {
  const w = h * 1.3
  const brick = doc.linear([
    [0, '#9A6A52'],
    [1, '#6F4A39'],
  ])
  const out = [rect(x - w / 2, gy - h * 0.45, w, h * 0.45, brick)]
  for (let r = 0; r < 5; r++)
    out.push(
      line(
        x - w / 2 + 20,
        gy - h * (0.08 + r * 0.075),
        x + w / 2 - 20,
        gy - h * (0.08 + r * 0.075),
        '#4E3429',
        h * 0.025,
        { 'stroke-dasharray': `${f(h * 0.025)} ${f(h * 0.03)}` },
      ),
    )
  const top = `M${f(x - w / 2)} ${f(gy - h * 0.45)}V${f(gy - h * 0.8)}Q${f(x - w * 0.35)} ${f(gy - h * 1.02)} ${f(x - w * 0.2)} ${f(gy - h * 0.86)}Q${f(x - w * 0.05)} ${f(gy - h * 1.06)} ${f(x + w * 0.12)} ${f(gy - h * 0.9)}Q${f(x + w * 0.3)} ${f(gy - h * 1.05)} ${f(x + w / 2)} ${f(gy - h * 0.78)}V${f(gy - h * 0.45)}Z`
  out.push(
    path(
      top,
      doc.linear(
        [
          [0, '#E9F0F2'],
          [0.5, '#B7C9D0'],
          [1, '#8FA6AF'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  )
  for (let i = 1; i < 24; i++)
    out.push(
      line(x - w / 2 + (w * i) / 24, gy - h * 0.46, x - w / 2 + (w * i) / 24, gy - h * 0.76, '#FFFFFF', 2, {
        opacity: 0.35,
      }),
    )
  return g(out.join(''))
}

function cityhall(doc: Doc, x: number, gy: number, h: number, c: string, gold: string): string {
  const out = [rect(x - h * 0.6, gy - h * 0.32, h * 0.9, h * 0.32, volume(doc, darken(c, 0.05)))]
  out.push(rect(x - h * 0.6, gy - h * 0.34, h * 0.9, h * 0.03, darken(c, 0.3)))
  for (let i = 0; i < 8; i++)
    out.push(path(arch(x - h * 0.56 + i * h * 0.105, gy - h * 0.2, h * 0.05, h * 0.12), darken(c, 0.35)))
  out.push(
    rect(x + h * 0.2, gy - h * 0.82, h * 0.16, h * 0.82, volume(doc, c)),
    rect(x + h * 0.22, gy - h * 0.9, h * 0.12, h * 0.08, darken(c, 0.15)),
  )
  out.push(
    path(
      poly([
        [x + h * 0.22, gy - h * 0.9],
        [x + h * 0.28, gy - h * 0.98],
        [x + h * 0.34, gy - h * 0.9],
      ]),
      gold,
    ),
  )
  for (const dx of [0.25, 0.28, 0.31]) out.push(circle(x + h * dx, gy - h * 0.995, h * 0.012, gold))
  return g(out.join(''))
}

/** Draws the landmark; `c` is its body colour, `accent` roofs, domes or lights. */
export function landmark(
  doc: Doc,
  kind: Landmark,
  x: number,
  gy: number,
  h: number,
  c: string,
  accent: string,
): string {
  switch (kind) {
    case 'tvtower':
      return tvtower(doc, x, gy, h, c, false)
    case 'tianjin':
      return tvtower(doc, x, gy, h, c, true)
    case 'pearl':
      return pearl(doc, x, gy, h, c)
    case 'canton':
      return canton(doc, x, gy, h, c, accent)
    case 'pagoda':
      return pagoda(doc, x, gy, h, c, accent, 7, false)
    case 'goose':
      return pagoda(doc, x, gy, h, c, accent, 7, true)
    case 'onion':
      return onion(doc, x, gy, h, c, accent)
    case 'eiffel':
      return eiffel(doc, x, gy, h, c)
    case 'sagrada':
      return sagrada(doc, x, gy, h, c)
    case 'wave':
      return wave(doc, x, gy, h)
    case 'cityhall':
      return cityhall(doc, x, gy, h, c, accent)
  }
}

export const reflectionOf = (inner: string, gy: number): string =>
  g(inner, { transform: `translate(0 ${f(gy * 2)}) scale(1 -1)`, opacity: 0.25 })
