/**
 * Close-up of a product picture (1600×1200): the same drawing enlarged around the part a buyer
 * looks at closely (a basin's rim and tap, a vanity's fronts and handles, an enclosure's fittings).
 * The drawing is vector art, so the enlargement is as sharp as the original.
 */
import type { Colour } from '@/lib/catalogue/specs'
import type { Family } from '@/lib/vocabularies'

import { PH, productBody, PW } from './products'
import { Doc, f, g } from './svg'

type Focus = { readonly x: number; readonly y: number; readonly zoom: number }

/** Where each family's drawing puts the detail, following the drawings' own layout per variant. */
const focus: Readonly<Record<Family, (v: number) => Focus>> = {
  basin: (v) => ({ x: v % 2 ? 840 : 760, y: 530, zoom: 1.8 }),
  tap: (v) => ({ x: v % 2 ? 700 : 900, y: 520, zoom: 1.7 }),
  cabinet: (v) => ({ x: v % 2 ? 830 : 770, y: 690, zoom: 1.8 }),
  tub: (v) => ({ x: v % 2 ? 420 : 1080, y: 660, zoom: 1.8 }),
  toilet: () => ({ x: 520, y: 730, zoom: 1.9 }),
  tray: () => ({ x: 800, y: 780, zoom: 1.8 }),
  enclosure: () => ({ x: 860, y: 560, zoom: 1.7 }),
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v))

export function productDetailSvg(family: Family, variant: number, colour?: Colour): string {
  const doc = new Doc(PW, PH)
  const body = productBody(doc, family, variant, colour)
  const { x, y, zoom } = focus[family](Math.max(0, Math.floor(variant)))
  const x0 = clamp(x - PW / zoom / 2, 0, PW - PW / zoom)
  const y0 = clamp(y - PH / zoom / 2, 0, PH - PH / zoom)
  return doc.render(g(body, { transform: `scale(${zoom}) translate(${f(-x0)} ${f(-y0)})` }))
}
