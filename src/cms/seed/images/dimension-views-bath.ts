/** Orthographic views of enclosures, baths, shower trays and toilets for their dimension drawings. */
import { type Box, ground, mm, mmEllipse, mmRect, pen } from './dimension-pen'
import type { Views } from './dimension-views'
import type { PlanShape, ProductSeed, SpecsSeed } from '../content/types'

const px = (b: Box, mx: number): number => b.x + mx * b.s
const py = (b: Box, my: number): number => b.y + my * b.s

type EnclosureKind = 'panel' | 'alcove' | 'corner' | 'u' | 'pentagon' | 'quadrant'

function enclosureKind(p: ProductSeed): EnclosureKind {
  switch (p.subCategory) {
    case 'enclosures-l-shaped':
      return 'corner'
    case 'enclosures-u-shaped':
      return 'u'
    case 'enclosures-diamond':
      return 'pentagon'
    case 'enclosures-quadrant':
      return 'quadrant'
    default:
      return p.specs.installation === 'wall-to-wall' ? 'alcove' : 'panel'
  }
}

export function enclosureViews(p: ProductSeed): Views {
  const { width: w, depth: d, height: h } = p.specs
  const kind = enclosureKind(p)
  const front = (b: Box): string => {
    const out: string[] = []
    const pane = (x0: number, x1: number): void => {
      out.push(pen.glass(mmRect(b, x0, 0, x1 - x0, h)))
      out.push(
        pen.thin(
          mm(b, [
            ['M', x0 + (x1 - x0) * 0.55, h * 0.04],
            ['L', x0 + (x1 - x0) * 0.25, h * 0.4],
            ['M', x0 + (x1 - x0) * 0.7, h * 0.04],
            ['L', x0 + (x1 - x0) * 0.4, h * 0.4],
          ]),
        ),
      )
    }
    if (kind === 'panel') {
      pane(0, w)
      out.push(pen.outline(mmRect(b, -10, 0, 20, h)), pen.outline(mmRect(b, 0, 80, w, 14, 7)))
    } else if (kind === 'alcove') {
      pane(0, w * 0.55)
      pane(w * 0.45, w)
      out.push(pen.outline(mmRect(b, 0, -30, w, 30)), pen.outline(mmRect(b, w * 0.5 - 14, h * 0.4, 14, 300, 7)))
      out.push(
        ground(px(b, 0), py(b, -200), px(b, 0), py(b, h), -1),
        ground(px(b, w), py(b, -200), px(b, w), py(b, h), 1),
      )
    } else {
      const split = kind === 'quadrant' ? w / 2 : w * 0.4
      pane(0, split)
      pane(split, w)
      out.push(pen.outline(mmRect(b, split + 30, h * 0.42, 14, 260, 7)))
      if (kind !== 'quadrant')
        out.push(
          pen.outline(mmRect(b, split - 6, h * 0.12, 12, 80, 3)),
          pen.outline(mmRect(b, split - 6, h * 0.8, 12, 80, 3)),
        )
    }
    out.push(ground(px(b, -w * 0.12), py(b, h), px(b, w * 1.12), py(b, h), -1))
    return out.join('')
  }
  const top = (b: Box): string => {
    // Glass is thin; at this scale it is drawn at least a few pixels wide so it stays visible.
    const t = Math.max(p.specs.glass ?? 8, 6 / b.s)
    const band = (x0: number, y0: number, x1: number, y1: number): string => {
      const len = Math.hypot(x1 - x0, y1 - y0)
      const nx = ((y1 - y0) / len) * (t / 2)
      const ny = (-(x1 - x0) / len) * (t / 2)
      return pen.glass(
        mm(b, [
          ['M', x0 + nx, y0 + ny],
          ['L', x1 + nx, y1 + ny],
          ['L', x1 - nx, y1 - ny],
          ['L', x0 - nx, y0 - ny],
          ['Z'],
        ]),
      )
    }
    const wallTop = ground(px(b, -60), py(b, 0), px(b, w + 60), py(b, 0), 1)
    const wallLeft = ground(px(b, 0), py(b, -60), px(b, 0), py(b, d + 60), -1)
    switch (kind) {
      case 'panel':
        return [ground(px(b, 0), py(b, -120), px(b, 0), py(b, d + 120), -1), band(0, d / 2, w, d / 2)].join('')
      case 'alcove':
        return [
          ground(px(b, 0), py(b, -120), px(b, 0), py(b, d + 120), -1),
          ground(px(b, w), py(b, -120), px(b, w), py(b, d + 120), 1),
          band(0, d * 0.25, w * 0.55, d * 0.25),
          band(w * 0.45, d * 0.75, w, d * 0.75),
        ].join('')
      case 'corner':
        return [
          wallTop,
          wallLeft,
          band(0, d, w * 0.4, d),
          band(w, 0, w, d),
          pen.hidden(
            mm(b, [
              ['M', w * 0.4, d],
              ['Q', w * 0.4, d + w * 0.4, 0, d + w * 0.4],
            ]),
          ),
        ].join('')
      case 'u':
        return [wallTop, band(0, 0, 0, d), band(0, d, w, d), band(w, 0, w, d)].join('')
      case 'pentagon':
        return [
          wallTop,
          wallLeft,
          band(w, 0, w, d * 0.42),
          band(w, d * 0.42, w * 0.42, d),
          band(w * 0.42, d, 0, d),
        ].join('')
      case 'quadrant': {
        const r = Math.min(w, d) * 0.6
        return [
          wallTop,
          wallLeft,
          band(w, 0, w, d - r),
          pen.glass(
            mm(b, [
              ['M', w + t / 2, d - r],
              ['Q', w + t / 2, d + t / 2, w - r, d + t / 2],
              ['L', w - r, d - t / 2],
              ['Q', w - t / 2, d - t / 2, w - t / 2, d - r],
              ['Z'],
            ]),
          ),
          band(w - r, d, 0, d),
        ].join('')
      }
    }
  }
  return { first: { w, h, draw: front }, second: { w, h: d, draw: top }, measure: 'h' }
}

export function tubViews(p: ProductSeed, plan: PlanShape): Views {
  const { width: w, depth: d, height: h } = p.specs
  const victorian = p.subCategory === 'bathtubs-acrylic-victorian'
  const builtIn = p.specs.installation === 'built-in'
  const front = (b: Box): string => {
    const out: string[] = []
    if (builtIn) {
      out.push(
        pen.outline(mmRect(b, 0, 0, w, 40)),
        pen.outline(mmRect(b, 0, 40, w, h - 40)),
        pen.hidden(
          mm(b, [
            ['M', 60, 40],
            ['L', 120, h - 30],
            ['L', w - 120, h - 30],
            ['L', w - 60, 40],
          ]),
        ),
      )
    } else {
      const foot = victorian ? 130 : 0
      const base = h - foot
      const rise = victorian ? h * 0.16 : 0
      out.push(
        pen.outline(
          mm(b, [
            ['M', 0, rise],
            ['Q', w * 0.1, rise * 0.2, w * 0.3, rise * 0.7],
            ['L', w, rise],
            ['C', w, base * 0.6, w * 0.9, base, w * 0.78, base],
            ['L', w * 0.22, base],
            ['C', w * 0.1, base, 0, base * 0.6, 0, rise],
            ['Z'],
          ]),
        ),
      )
      out.push(
        pen.hidden(
          mm(b, [
            ['M', 60, rise + 20],
            ['C', 80, base * 0.8, w * 0.2, base - 50, w * 0.3, base - 50],
            ['L', w * 0.7, base - 50],
            ['C', w * 0.8, base - 50, w - 80, base * 0.8, w - 60, rise + 20],
          ]),
        ),
      )
      if (victorian)
        for (const x of [w * 0.2, w * 0.8])
          out.push(
            pen.outline(
              mm(b, [['M', x - 40, base - 10], ['L', x + 40, base - 10], ['L', x + 30, h], ['L', x - 30, h], ['Z']]),
            ),
          )
    }
    out.push(ground(px(b, -w * 0.08), py(b, h), px(b, w * 1.08), py(b, h), -1))
    return out.join('')
  }
  const centred = plan === 'rect' && !builtIn
  const top = (b: Box): string => {
    const inset = p.specs.material === 'acrylic' ? 55 : 75
    const outer = plan === 'rect' ? mmRect(b, 0, 0, w, d, builtIn ? 20 : 110) : mmEllipse(b, 0, 0, w, d)
    const inner =
      plan === 'rect'
        ? mmRect(b, inset, inset, w - inset * 2, d - inset * 2, 180)
        : mmEllipse(b, inset, inset, w - inset * 2, d - inset * 2)
    const dx = centred ? w / 2 : w * 0.2
    return [
      pen.outline(outer),
      pen.thin(inner),
      pen.thin(mmEllipse(b, dx - 30, d / 2 - 30, 60, 60)),
      pen.centre(
        mm(b, [
          ['M', -40, d / 2],
          ['L', w + 40, d / 2],
          ['M', w / 2, -40],
          ['L', w / 2, d + 40],
        ]),
      ),
    ].join('')
  }
  return { first: { w, h, draw: front }, second: { w, h: d, draw: top }, measure: 'h' }
}

export function trayViews(s: SpecsSeed): Views {
  const { width: w, depth: d, height: h } = s
  const top = (b: Box): string => {
    const dx = w - 160
    return [
      pen.outline(mmRect(b, 0, 0, w, d, 12)),
      pen.thin(
        mm(b, [
          ['M', 0, 0],
          ['L', dx - 60, d / 2 - 60],
          ['M', 0, d],
          ['L', dx - 60, d / 2 + 60],
          ['M', w, 0],
          ['L', dx + 60, d / 2 - 60],
          ['M', w, d],
          ['L', dx + 60, d / 2 + 60],
        ]),
      ),
      pen.outline(mmRect(b, dx - 60, d / 2 - 60, 120, 120, 8), '#D6D2CB'),
      pen.thin(mmRect(b, dx - 45, d / 2 - 45, 90, 90, 4)),
    ].join('')
  }
  const front = (b: Box): string =>
    [pen.outline(mmRect(b, 0, 0, w, h, 3)), ground(px(b, -w * 0.06), py(b, h), px(b, w * 1.06), py(b, h), -1)].join('')
  return { first: { w, h: d, draw: top }, second: { w, h, draw: front }, measure: 'h' }
}

export function toiletViews(s: SpecsSeed): Views {
  const { width: w, depth: d, height: h } = s
  const hung = s.installation === 'wall-hung'
  const seat = hung ? 0 : h - 400
  const side = (b: Box): string => {
    const out: string[] = []
    if (!hung) out.push(pen.outline(mmRect(b, 0, 0, d * 0.3, seat + 20, 30)))
    out.push(
      pen.outline(
        hung
          ? mm(b, [
              ['M', 0, 0],
              ['L', d - 20, 0],
              ['Q', d, 0, d - 10, 60],
              ['C', d - 40, h * 0.8, d * 0.6, h, d * 0.45, h],
              ['L', 0, h],
              ['Z'],
            ])
          : mm(b, [
              ['M', 0, seat],
              ['L', d - 20, seat],
              ['Q', d, seat, d - 12, seat + 60],
              ['C', d - 50, seat + 260, d * 0.7, seat + 300, d * 0.62, seat + 300],
              ['L', d * 0.6, h],
              ['L', d * 0.12, h],
              ['L', d * 0.1, seat + 240],
              ['L', 0, seat + 200],
              ['Z'],
            ]),
      ),
      pen.thin(
        mm(b, [
          ['M', 10, seat - 22],
          ['L', d - 10, seat - 22],
          ['L', d - 10, seat],
          ['M', 10, seat - 22],
          ['L', 10, seat],
        ]),
      ),
    )
    out.push(ground(px(b, 0), py(b, -120), px(b, 0), py(b, h + (hung ? 120 : 0)), -1))
    if (!hung) out.push(ground(px(b, 0), py(b, h), px(b, d * 1.15), py(b, h), -1))
    return out.join('')
  }
  const front = (b: Box): string => {
    const out: string[] = []
    if (!hung) out.push(pen.outline(mmRect(b, w * 0.05, 0, w * 0.9, seat + 20, 30)))
    out.push(
      pen.outline(
        mm(b, [
          ['M', 0, seat],
          ['L', w, seat],
          ['C', w, seat + (h - seat) * 0.5, w * 0.75, h, w * 0.68, h],
          ['L', w * 0.32, h],
          ['C', w * 0.25, h, 0, seat + (h - seat) * 0.5, 0, seat],
          ['Z'],
        ]),
      ),
    )
    out.push(
      pen.thin(
        mm(b, [
          ['M', 0, seat + 22],
          ['L', w, seat + 22],
        ]),
      ),
    )
    if (!hung) out.push(ground(px(b, -w * 0.2), py(b, h), px(b, w * 1.2), py(b, h), -1))
    return out.join('')
  }
  return { first: { w: d, h, draw: side }, second: { w, h, draw: front }, measure: 'w' }
}
