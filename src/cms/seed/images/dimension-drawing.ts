/**
 * Dimension drawing of a product (1600×1200): two orthographic views to one scale, measured in
 * millimetres from its technical data, in a frame with the brand's title block. Figures and
 * letters are stroke glyphs, so the drawing needs no fonts on the machine that renders it.
 */
import { word } from './certificate-art-parts'
import { type Box, dimension, INK } from './dimension-pen'
import { type Ortho, productViews } from './dimension-views'
import { wordmark } from './glyphs'
import { Doc, g, line, rect } from './svg'
import type { ProductSeed } from '../content/types'

const W = 1600
const H = 1200
const PAPER = '#FBFAF8'
/** the drawing area inside the frame, above the title block */
const AREA = { x: 150, y: 120, w: 1260, h: 830 } as const
/** room for the measures to the right of and below a view */
const DIM = 110
/** the largest scale, so a small fitting (a waste) is drawn large but not absurdly so */
const MAX_SCALE = 5

type Placed = { readonly view: Ortho; readonly box: Box }

/** Places the two views side by side or one above the other, whichever draws them larger. */
function layout(first: Ortho, second: Ortho): [Placed, Placed] {
  const across = Math.min((AREA.w - 2 * DIM) / (first.w + second.w), (AREA.h - DIM) / Math.max(first.h, second.h))
  const stacked = Math.min((AREA.w - DIM) / Math.max(first.w, second.w), (AREA.h - 2 * DIM) / (first.h + second.h))
  const s = Math.min(MAX_SCALE, Math.max(across, stacked))
  if (across >= stacked) {
    const total = (first.w + second.w) * s + 2 * DIM
    const x = AREA.x + (AREA.w - total) / 2
    const base = AREA.y + (AREA.h - DIM + Math.max(first.h, second.h) * s) / 2
    return [
      { view: first, box: { x, y: base - first.h * s, s } },
      { view: second, box: { x: x + first.w * s + DIM, y: base - second.h * s, s } },
    ]
  }
  const x = AREA.x + (AREA.w - DIM - Math.max(first.w, second.w) * s) / 2
  const y = AREA.y + (AREA.h - 2 * DIM - (first.h + second.h) * s) / 2
  return [
    { view: first, box: { x, y, s } },
    { view: second, box: { x, y: y + first.h * s + DIM, s } },
  ]
}

function measures(p: Placed, which: 'both' | 'w' | 'h'): string {
  const { view, box } = p
  const right = box.x + view.w * box.s
  const bottom = box.y + view.h * box.s
  const out: string[] = []
  if (which !== 'h') out.push(dimension(box.x, bottom, right, bottom, 52, view.w))
  if (which !== 'w') out.push(dimension(right, box.y, right, bottom, 44, view.h))
  return out.join('')
}

function titleBlock(): string {
  const x = 1000
  const y = 1010
  const mark = wordmark('SANHAUS', x + 36, y + 34, 34, INK, 0.5, 0.1)
  return g(
    [
      rect(x, y, 510, 100, 'none', { stroke: INK, 'stroke-width': 2 }),
      line(x + 380, y, x + 380, y + 100, INK, 1.4),
      mark.svg,
      word('MM', x + 445, y + 36, 30, INK, 0.12, true),
    ].join(''),
  )
}

/** The grid of drafting paper, faint enough to stay behind the drawing. */
function paper(): string {
  let d = ''
  for (let x = 80; x < W - 60; x += 40) d += `M${x} 70V${H - 70}`
  for (let y = 80; y < H - 60; y += 40) d += `M70 ${y}H${W - 70}`
  return [
    rect(0, 0, W, H, PAPER),
    `<path d="${d}" stroke="#1F5E5A" stroke-width="1" stroke-opacity="0.06" fill="none"/>`,
    rect(60, 60, W - 120, H - 120, 'none', { stroke: INK, 'stroke-width': 3 }),
  ].join('')
}

export function dimensionSvg(product: ProductSeed): string {
  const doc = new Doc(W, H)
  const { first, second, measure } = productViews(product)
  const [a, b] = layout(first, second)
  return doc.render(
    [paper(), a.view.draw(a.box), b.view.draw(b.box), measures(a, 'both'), measures(b, measure), titleBlock()].join(''),
  )
}
