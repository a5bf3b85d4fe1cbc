/** Architectural backgrounds: studio backdrops, one-point-perspective rooms, windows, tiles. */
import { type Backdrop, C } from './palette'
import { arch, circle, darken, type Doc, el, f, g, lighten, line, path, poly, prng, rect, rr } from './svg'

export type StudioStyle = 'plain' | 'arch' | 'panel' | 'disc' | 'slats' | 'shafts' | 'tiles'

/** Product backdrop: a wall meeting a floor at `horizon`, dressed according to `style`. */
export function studio(
  doc: Doc,
  bd: Backdrop,
  horizon: number,
  style: StudioStyle,
  side: 1 | -1 = 1,
  W = doc.width,
  H = doc.height,
): string {
  const wall = doc.linear([
    [0, lighten(bd.wall, 0.35)],
    [1, darken(bd.wall, 0.04)],
  ])
  const floor = doc.linear([
    [0, darken(bd.floor, 0.03)],
    [1, lighten(bd.floor, 0.2)],
  ])
  const out = [rect(0, 0, W, horizon, wall), rect(0, horizon, W, H - horizon, floor)]
  const cx = W / 2
  if (style === 'arch') {
    const aw = W * 0.42
    out.push(
      path(
        arch(cx - aw / 2, horizon - H * 0.62, aw, H * 0.62),
        doc.linear([
          [0, darken(bd.wall, 0.07)],
          [1, darken(bd.wall, 0.02)],
        ]),
      ),
    )
    out.push(
      path(`M${f(cx - aw / 2)} ${f(horizon)}V${f(horizon - H * 0.62 + aw / 2)}`, 'none', {
        stroke: lighten(bd.wall, 0.5),
        'stroke-width': 3,
      }),
    )
  } else if (style === 'panel') {
    const x = side > 0 ? W * 0.62 : 0
    out.push(
      rect(
        x,
        0,
        W * 0.38,
        horizon,
        doc.linear([
          [0, darken(bd.wall, 0.1)],
          [1, darken(bd.wall, 0.05)],
        ]),
      ),
    )
    out.push(rect(side > 0 ? x : W * 0.38 - 6, 0, 6, horizon, darken(bd.wall, 0.16), { opacity: 0.5 }))
  } else if (style === 'disc') {
    out.push(
      circle(
        cx + side * W * 0.12,
        horizon * 0.45,
        H * 0.33,
        doc.radial([
          [0, lighten(bd.wall, 0.6)],
          [0.7, lighten(bd.wall, 0.2)],
          [1, darken(bd.wall, 0.05)],
        ]),
      ),
    )
  } else if (style === 'slats') {
    const x0 = side > 0 ? W * 0.58 : W * 0.04
    const sw = W * 0.38
    const n = 16
    out.push(rect(x0, 0, sw, horizon, '#B59B78'))
    for (let i = 0; i < n; i++) {
      out.push(
        rect(
          x0 + (i * sw) / n + 3,
          0,
          sw / n - 8,
          horizon,
          doc.linear(
            [
              [0, '#D4BC98'],
              [0.5, '#C7AB83'],
              [1, '#A98D67'],
            ],
            0,
            0,
            1,
            0,
          ),
        ),
      )
    }
  } else if (style === 'shafts') {
    const lightFill = doc.linear(
      [
        [0, '#FFFFFF', 0.55],
        [1, '#FFFFFF', 0],
      ],
      0,
      0,
      1,
      1,
    )
    for (let i = 0; i < 3; i++) {
      const x = W * (0.08 + i * 0.16) * (side > 0 ? 1 : -1) + (side > 0 ? 0 : W)
      out.push(
        path(
          poly([
            [x, 0],
            [x + side * W * 0.1, 0],
            [x + side * W * 0.42, horizon],
            [x + side * W * 0.3, horizon],
          ]),
          lightFill,
        ),
      )
    }
  } else if (style === 'tiles') {
    out.push(tiles(doc, 0, 0, W, horizon, H * 0.1, H * 0.2, bd.wall))
  }
  out.push(rect(0, horizon - 2, W, 4, darken(bd.wall, 0.1), { opacity: 0.35 }))
  out.push(
    rect(
      0,
      horizon,
      W,
      H * 0.05,
      doc.linear([
        [0, C.graphite, 0.1],
        [1, C.graphite, 0],
      ]),
    ),
  )
  return g(out.join(''))
}

/** Grid of wall tiles with thin grout lines. */
export function tiles(
  doc: Doc,
  x: number,
  y: number,
  w: number,
  h: number,
  tw: number,
  th: number,
  color: string,
  stagger = false,
): string {
  const out = [
    rect(
      x,
      y,
      w,
      h,
      doc.linear([
        [0, lighten(color, 0.12)],
        [1, darken(color, 0.05)],
      ]),
    ),
  ]
  const grout = darken(color, 0.12)
  for (let yy = y + th; yy < y + h; yy += th) out.push(line(x, yy, x + w, yy, grout, 1.5))
  let row = 0
  for (let yy = y; yy < y + h; yy += th, row++) {
    const off = stagger && row % 2 ? tw / 2 : 0
    for (let xx = x + off + tw; xx < x + w; xx += tw) out.push(line(xx, yy, xx, Math.min(yy + th, y + h), grout, 1.5))
  }
  return g(out.join(''))
}

export type RoomColors = {
  readonly back: string
  readonly left: string
  readonly right: string
  readonly floor: string
  readonly ceiling: string
}

/** One-point-perspective room: the back wall rectangle plus the four receding planes. */
export function room(
  doc: Doc,
  back: { x: number; y: number; w: number; h: number },
  c: RoomColors,
  floorLines = 0,
  W = doc.width,
  H = doc.height,
): string {
  const { x, y, w, h } = back
  const out = [
    path(
      poly([
        [0, 0],
        [W, 0],
        [x + w, y],
        [x, y],
      ]),
      doc.linear([
        [0, darken(c.ceiling, 0.06)],
        [1, c.ceiling],
      ]),
    ),
    path(
      poly([
        [0, 0],
        [x, y],
        [x, y + h],
        [0, H],
      ]),
      doc.linear(
        [
          [0, c.left],
          [1, darken(c.left, 0.06)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    path(
      poly([
        [W, 0],
        [x + w, y],
        [x + w, y + h],
        [W, H],
      ]),
      doc.linear(
        [
          [0, darken(c.right, 0.06)],
          [1, c.right],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    path(
      poly([
        [x, y + h],
        [x + w, y + h],
        [W, H],
        [0, H],
      ]),
      doc.linear([
        [0, darken(c.floor, 0.08)],
        [1, lighten(c.floor, 0.12)],
      ]),
    ),
    rect(
      x,
      y,
      w,
      h,
      doc.linear([
        [0, lighten(c.back, 0.1)],
        [1, darken(c.back, 0.03)],
      ]),
    ),
  ]
  if (floorLines > 0) {
    const vx = x + w / 2
    const vy = y + h / 2
    const stroke = darken(c.floor, 0.12)
    const lines: string[] = []
    for (let i = 1; i < floorLines; i++) {
      const t = i / floorLines
      const bx = x + w * t
      const k = (H - vy) / (y + h - vy)
      lines.push(line(bx, y + h, vx + (bx - vx) * k, H, stroke, 1.2, { opacity: 0.6 }))
    }
    for (let i = 1; i < 6; i++) {
      const t = Math.pow(i / 6, 1.8)
      const yy = y + h + (H - y - h) * t
      lines.push(line(0, yy, W, yy, stroke, 1.2, { opacity: 0.45 }))
    }
    out.push(
      g(lines.join(''), {
        'clip-path': doc.clip(
          path(
            poly([
              [x, y + h],
              [x + w, y + h],
              [W, H],
              [0, H],
            ]),
            '#000',
          ),
        ),
      }),
    )
  }
  return g(out.join(''))
}

export type Sky = 'day' | 'dawn' | 'dusk' | 'night' | 'overcast'

export function skyFill(doc: Doc, sky: Sky): string {
  const stops: Record<Sky, readonly [string, string, string]> = {
    day: ['#A9C6D3', '#CFE0E3', '#EEF0EA'],
    dawn: ['#C8C7D6', '#EBCFC0', '#F6E6D2'],
    dusk: ['#4C5F7A', '#C98F7A', '#F0C79C'],
    night: ['#14202E', '#243447', '#3B4B5C'],
    overcast: ['#C3C8CA', '#DADCDB', '#ECECE8'],
  }
  const s = stops[sky]
  return doc.linear([
    [0, s[0]],
    [0.6, s[1]],
    [1, s[2]],
  ])
}

/** A window with frame and a glimpse of landscape outside. */
export function windowView(
  doc: Doc,
  x: number,
  y: number,
  w: number,
  h: number,
  sky: Sky,
  frame: string = C.graphite,
  panes = 2,
  seedNo = 3,
): string {
  const rnd = prng(seedNo)
  const clipShape = el('rect', { x, y, width: w, height: h })
  const out: string[] = [rect(x, y, w, h, skyFill(doc, sky))]
  const hill = sky === 'night' ? '#25323C' : sky === 'dusk' ? '#6F6A6A' : '#9FB0A2'
  const hill2 = sky === 'night' ? '#1C262E' : sky === 'dusk' ? '#575558' : '#7E9784'
  let d = `M${f(x)} ${f(y + h * 0.7)}`
  for (let i = 0; i <= 8; i++) d += `L${f(x + (w * i) / 8)} ${f(y + h * (0.62 + rnd() * 0.1))}`
  out.push(path(`${d}L${f(x + w)} ${f(y + h)}H${f(x)}Z`, hill))
  for (let i = 0; i < 7; i++) {
    const tx = x + rnd() * w
    const tr = h * (0.08 + rnd() * 0.1)
    out.push(el('ellipse', { cx: tx, cy: y + h * 0.8 - tr * 0.6, rx: tr * 0.8, ry: tr * 1.2, fill: hill2 }))
  }
  const inner = g(out.join(''), { 'clip-path': doc.clip(clipShape) })
  const fw = Math.max(6, w * 0.025)
  const frames: string[] = [
    path(`${rr(x - fw, y - fw, w + fw * 2, h + fw * 2, 2)}${rr(x, y, w, h, 0)}`, frame, { 'fill-rule': 'evenodd' }),
  ]
  for (let i = 1; i < panes; i++) frames.push(rect(x + (w * i) / panes - fw / 2, y, fw, h, frame))
  frames.push(rect(x - fw * 1.6, y + h + fw, w + fw * 3.2, fw * 1.2, lighten(frame, 0.1)))
  const glare = path(
    poly([
      [x + w * 0.1, y + h],
      [x + w * 0.45, y],
      [x + w * 0.6, y],
      [x + w * 0.25, y + h],
    ]),
    '#FFFFFF',
    { opacity: 0.12 },
  )
  return g(inner + glare + frames.join(''))
}

/** Parallelogram of daylight falling through a window onto the floor. */
export function lightPool(doc: Doc, pts: readonly (readonly [number, number])[], alpha = 0.35): string {
  return path(
    poly(pts),
    doc.linear(
      [
        [0, '#FFFBEF', alpha],
        [1, '#FFFBEF', 0],
      ],
      0,
      0,
      1,
      1,
    ),
  )
}
