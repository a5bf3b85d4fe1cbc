/**
 * Orthographic views of each product family for its dimension drawing, drawn to scale from the
 * product's technical data: basins, vanity units and taps here; bath fixtures beside this file.
 */
import { type Box, ground, mm, mmEllipse, mmRect, pen } from './dimension-pen'
import { enclosureViews, toiletViews, trayViews, tubViews } from './dimension-views-bath'
import type { PlanShape, ProductSeed, SpecsSeed } from '../content/types'

/** One view: its extent in millimetres and how to draw it into a box. */
export type Ortho = { readonly w: number; readonly h: number; readonly draw: (b: Box) => string }

/**
 * Two views of a product. The first is measured in both directions; the second only in the
 * direction the first does not show (`measure`), as a drawing gives each measure once.
 */
export type Views = { readonly first: Ortho; readonly second: Ortho; readonly measure: 'w' | 'h' }

const px = (b: Box, mx: number): number => b.x + mx * b.s
const py = (b: Box, my: number): number => b.y + my * b.s

/** Outline from above with a rim `inset` mm wide and an optional drain and tap hole. */
export function planOutline(
  b: Box,
  w: number,
  d: number,
  shape: PlanShape,
  inset: number,
  holes: { drain?: [number, number]; tap?: boolean },
): string {
  const outer = shape === 'rect' ? mmRect(b, 0, 0, w, d, Math.min(w, d) * 0.1) : mmEllipse(b, 0, 0, w, d)
  const inner =
    shape === 'rect'
      ? mmRect(
          b,
          inset,
          inset * (holes.tap ? 2.4 : 1),
          w - inset * 2,
          d - inset * (holes.tap ? 3.4 : 2),
          Math.min(w, d) * 0.16,
        )
      : mmEllipse(b, inset, inset, w - inset * 2, d - inset * 2)
  const out = [pen.outline(outer), pen.thin(inner)]
  const [dx, dy] = holes.drain ?? [w / 2, d / 2]
  out.push(pen.thin(mmEllipse(b, dx - 20, dy - 20, 40, 40)))
  if (holes.tap) out.push(pen.outline(mmEllipse(b, w / 2 - 17, inset * 0.4, 34, 34), '#FFFFFF'))
  out.push(
    pen.centre(
      mm(b, [
        ['M', -30, d / 2],
        ['L', w + 30, d / 2],
        ['M', w / 2, -30],
        ['L', w / 2, d + 30],
      ]),
    ),
  )
  return out.join('')
}

function basinViews(s: SpecsSeed, plan: PlanShape): Views {
  const { width: w, depth: d, height: h } = s
  const front = (b: Box): string => {
    if (s.installation === 'pedestal') {
      const hb = Math.min(200, h * 0.22)
      const body = mm(b, [
        ['M', 0, 0],
        ['L', w, 0],
        ['Q', w, hb, w * 0.66, hb * 1.5],
        ['L', w * 0.62, h],
        ['L', w * 0.38, h],
        ['L', w * 0.34, hb * 1.5],
        ['Q', 0, hb, 0, 0],
        ['Z'],
      ])
      return [
        pen.outline(body),
        pen.hidden(
          mm(b, [
            ['M', 20, 14],
            ['Q', w / 2, hb * 1.4, w - 20, 14],
          ]),
        ),
        ground(px(b, -w * 0.15), py(b, h), px(b, w * 1.15), py(b, h), -1),
      ].join('')
    }
    const round = plan !== 'rect'
    const body = round
      ? mm(b, [
          ['M', 0, 0],
          ['L', w, 0],
          ['C', w, h * 0.75, w * 0.8, h, w * 0.62, h],
          ['L', w * 0.38, h],
          ['C', w * 0.2, h, 0, h * 0.75, 0, 0],
          ['Z'],
        ])
      : mm(b, [
          ['M', 0, 0],
          ['L', w, 0],
          ['L', w, h * 0.55],
          ['Q', w, h, w - h * 0.6, h],
          ['L', h * 0.6, h],
          ['Q', 0, h, 0, h * 0.55],
          ['Z'],
        ])
    // A semi-recessed basin stands proud of the top: the counter is drawn first, behind it,
    // ending flush with the basin on the side where the height is measured.
    const out = s.installation === 'semi-recessed' ? [pen.outline(mmRect(b, -w * 0.15, h * 0.45, w * 1.15, 30))] : []
    out.push(
      pen.outline(body),
      pen.thin(
        mm(b, [
          ['M', 0, 14],
          ['L', w, 14],
        ]),
      ),
      pen.hidden(
        mm(b, [
          ['M', 28, 14],
          ['Q', w / 2, h * 1.6, w - 28, 14],
        ]),
      ),
    )
    if (s.installation === 'countertop') out.push(ground(px(b, -w * 0.1), py(b, h), px(b, w * 1.1), py(b, h), -1))
    if (s.installation === 'wall-hung') out.push(pen.outline(mmEllipse(b, w / 2 - 17, -22, 34, 22), '#FFFFFF'))
    return out.join('')
  }
  const top = (b: Box): string =>
    planOutline(b, w, d, plan, plan === 'rect' ? 28 : 20, {
      tap: s.installation === 'wall-hung' || s.installation === 'semi-recessed',
    })
  return { first: { w, h, draw: front }, second: { w, h: d, draw: top }, measure: 'h' }
}

function cabinetViews(s: SpecsSeed): Views {
  const { width: w, depth: d, height: h } = s
  const slab = 40
  const cols = w >= 1200 ? 2 : 1
  const front = (b: Box): string => {
    const out = [pen.outline(mmRect(b, 0, slab, w, h - slab)), pen.outline(mmRect(b, -6, 0, w + 12, slab))]
    for (let c = 0; c < cols; c++) {
      const x0 = (w / cols) * c
      const cw = w / cols
      out.push(
        pen.thin(
          mm(b, [
            ['M', x0 + 6, slab + (h - slab) / 2],
            ['L', x0 + cw - 6, slab + (h - slab) / 2],
          ]),
        ),
      )
      if (c > 0)
        out.push(
          pen.thin(
            mm(b, [
              ['M', x0, slab + 6],
              ['L', x0, h - 6],
            ]),
          ),
        )
      for (const y of [slab + 18, slab + (h - slab) / 2 + 18])
        out.push(pen.thin(mmRect(b, x0 + cw * 0.3, y, cw * 0.4, 10, 5)))
      const bw = Math.min(cw * 0.62, 520)
      out.push(
        pen.hidden(
          mm(b, [
            ['M', x0 + (cw - bw) / 2, 0],
            ['Q', x0 + cw / 2, 300, x0 + (cw + bw) / 2, 0],
          ]),
        ),
      )
    }
    return out.join('')
  }
  const side = (b: Box): string =>
    [
      pen.outline(mmRect(b, 0, slab, d - 10, h - slab)),
      pen.outline(mmRect(b, -6, 0, d + 6, slab)),
      pen.thin(
        mm(b, [
          ['M', 20, slab],
          ['L', 20, h],
          ['M', 0, slab + (h - slab) / 2],
          ['L', 20, slab + (h - slab) / 2],
        ]),
      ),
      ground(px(b, d), b.y - 40, px(b, d), py(b, h) + 40, 1),
    ].join('')
  return { first: { w, h, draw: front }, second: { w: d, h, draw: side }, measure: 'w' }
}

function tapViews(p: ProductSeed): Views {
  const { width: w, depth: d, height: h } = p.specs
  const sub = p.subCategory ?? ''
  if (sub === 'hardware-drain') {
    const front = (b: Box): string =>
      [
        pen.outline(mmRect(b, 0, 0, w, 9, 3)),
        pen.outline(mmRect(b, w / 2 - 20, 9, 40, h - 9)),
        pen.thin(
          mm(b, [
            ['M', w / 2 - 20, h * 0.55],
            ['L', w / 2 + 20, h * 0.55],
            ['M', w / 2 - 20, h * 0.65],
            ['L', w / 2 + 20, h * 0.65],
          ]),
        ),
      ].join('')
    const top = (b: Box): string =>
      [
        pen.outline(mmEllipse(b, 0, 0, w, d)),
        pen.thin(mmEllipse(b, w * 0.12, d * 0.12, w * 0.76, d * 0.76)),
        pen.centre(
          mm(b, [
            ['M', -10, d / 2],
            ['L', w + 10, d / 2],
            ['M', w / 2, -10],
            ['L', w / 2, d + 10],
          ]),
        ),
      ].join('')
    return { first: { w, h, draw: front }, second: { w, h: d, draw: top }, measure: 'h' }
  }
  if (sub === 'hardware-shower') {
    const rail = h > 600
    const front = (b: Box): string =>
      rail
        ? [
            pen.outline(mmRect(b, w / 2 - 13, h * 0.1, 26, h * 0.9)),
            pen.outline(mmRect(b, 0, 0, w, 16, 6)),
            pen.outline(mmRect(b, w * 0.05, h - 90, w * 0.9, 70, 30)),
            pen.outline(mmRect(b, w / 2 - 35, h * 0.45, 70, 200, 30)),
          ].join('')
        : [
            pen.outline(mmEllipse(b, 0, 0, w, w)),
            pen.thin(mmEllipse(b, w * 0.18, w * 0.18, w * 0.64, w * 0.64)),
            pen.outline(
              mm(b, [
                ['M', w * 0.38, w * 0.96],
                ['L', w * 0.43, h],
                ['L', w * 0.57, h],
                ['L', w * 0.62, w * 0.96],
                ['Z'],
              ]),
            ),
          ].join('')
    const side = (b: Box): string =>
      rail
        ? [
            pen.outline(mmRect(b, 0, h * 0.1, 26, h * 0.9)),
            pen.outline(mm(b, [['M', 0, 30], ['L', d - 20, 30], ['L', d - 20, 44], ['L', 0, 44], ['Z']])),
            pen.outline(mmRect(b, d - 160, 16, 160, 16, 6)),
            pen.outline(mmRect(b, 0, h - 90, 80, 70, 20)),
            ground(px(b, 0), py(b, -80), px(b, 0), py(b, h + 60), -1),
          ].join('')
        : [
            pen.outline(
              mm(b, [
                ['M', 0, 0],
                ['L', d, w * 0.1],
                ['L', d * 0.85, w],
                ['L', d * 0.6, h],
                ['L', d * 0.3, h],
                ['L', d * 0.25, w],
                ['Z'],
              ]),
            ),
          ].join('')
    return { first: { w, h, draw: front }, second: { w: d, h, draw: side }, measure: 'w' }
  }
  const floor = p.specs.installation === 'floor-standing'
  const col = floor ? 46 : w
  const spoutY = h * (floor ? 0.12 : 0.3)
  const front = (b: Box): string => {
    const out = [pen.outline(mmRect(b, w / 2 - col / 2, spoutY - 10, col, h - spoutY + 10, 8))]
    if (floor)
      out.push(
        pen.outline(mmRect(b, 0, h - 18, w, 18, 4)),
        pen.outline(mmRect(b, w / 2 - 18, h * 0.3, 36, 160, 14)),
        ground(px(b, -w * 0.1), py(b, h), px(b, w * 1.1), py(b, h), -1),
      )
    else
      out.push(
        pen.outline(mmRect(b, -8, h - 8, w + 16, 8, 3)),
        ground(px(b, -w * 0.8), py(b, h), px(b, w * 1.3), py(b, h), -1),
      )
    out.push(
      pen.outline(
        mm(b, [
          ['M', w / 2 - 6, spoutY],
          ['L', w / 2 - 10, spoutY - h * 0.14],
          ['L', w / 2 + 10, spoutY - h * 0.14],
          ['L', w / 2 + 6, spoutY],
          ['Z'],
        ]),
      ),
    )
    return out.join('')
  }
  const side = (b: Box): string => {
    const c = Math.min(col, d * 0.4)
    const spout = floor
      ? mm(b, [
          ['M', c / 2 - 11, spoutY],
          ['Q', c / 2 - 11, 0, d * 0.55, 0],
          ['L', d, 0],
          ['L', d, 24],
          ['L', d * 0.55, 24],
          ['Q', c / 2 + 11, 24, c / 2 + 11, spoutY],
          ['Z'],
        ])
      : mm(b, [['M', c, spoutY], ['L', d, spoutY], ['L', d, spoutY + 22], ['L', c, spoutY + 26], ['Z']])
    const out = [
      pen.outline(spout),
      pen.outline(mmRect(b, 0, floor ? spoutY : spoutY - 10, c, h - (floor ? spoutY : spoutY - 10), 8)),
    ]
    out.push(
      pen.thin(
        mm(b, [
          ['M', c / 2, spoutY - 8],
          ['L', c * 0.1, spoutY - h * 0.18],
        ]),
      ),
    )
    out.push(ground(px(b, -d * 0.15), py(b, h), px(b, d * 1.05), py(b, h), -1))
    return out.join('')
  }
  return { first: { w, h, draw: front }, second: { w: d, h, draw: side }, measure: 'w' }
}

/** The two views of a product, chosen by its family and technical data. */
export function productViews(p: ProductSeed): Views {
  const plan = p.plan ?? 'rect'
  switch (p.family) {
    case 'basin':
      return basinViews(p.specs, plan)
    case 'cabinet':
      return cabinetViews(p.specs)
    case 'tap':
      return tapViews(p)
    case 'enclosure':
      return enclosureViews(p)
    case 'tub':
      return tubViews(p, plan)
    case 'tray':
      return trayViews(p.specs)
    case 'toilet':
      return toiletViews(p.specs)
  }
}
