/** The "photograph" around every certificate: a soft stone surface, the sheet, its shadow and light falloff. */
import { C } from './palette'
import { darken, type Doc, f, g, lighten, rect } from './svg'

export const CW = 900
export const CH = 1200

export type Sheet = { readonly x: number; readonly y: number; readonly w: number; readonly h: number }

/** Accent inks for documents; each certificate picks one so neighbours differ. */
export const inks = {
  teal: C.teal,
  brass: C.brass,
  blue: '#2B4A7A',
  burgundy: '#7A2E3A',
  graphite: C.graphite,
  green: '#3F6B4A',
} as const
export type InkName = keyof typeof inks

export const portrait: Sheet = { x: 110, y: 95, w: 680, h: 960 }
export const landscape: Sheet = { x: 55, y: 285, w: 790, h: 580 }

/** Stone backdrop with a warm light from the top left. */
export function backdrop(doc: Doc, tone: string = C.stone): string {
  // One diagonal linear gradient: a full-canvas radial glow costs librsvg more than the whole document.
  return rect(
    0,
    0,
    CW,
    CH,
    doc.linear(
      [
        [0, lighten(tone, 0.55)],
        [0.25, lighten(tone, 0.3)],
        [0.65, tone],
        [1, darken(tone, 0.07)],
      ],
      0,
      0,
      0.5,
      1,
    ),
  )
}

/**
 * Soft drop shadow from stacked translucent rectangles: a blur over a sheet this
 * large would cost more than the whole rest of the drawing.
 */
export function dropShadow(s: Sheet, depth = 1, radius = 2): string {
  const out: string[] = []
  for (let i = 0; i < 4; i++) {
    const e = i * 5 * depth
    out.push(
      rect(s.x - e + 4 * depth, s.y - e + 9 * depth, s.w + e * 2, s.h + e * 2, C.graphite, {
        'fill-opacity': f(0.06 - i * 0.012),
        rx: radius + e,
      }),
    )
  }
  return out.join('')
}

/** Paper sheet with shadow, the content on top and a faint sheen, the whole slightly askew. */
export function photographed(doc: Doc, s: Sheet, paper: string, content: string, rot: number, tone?: string): string {
  const sheen = doc.linear(
    [
      [0, '#FFFFFF', 0.22],
      [0.5, '#FFFFFF', 0],
      [1, C.graphite, 0.05],
    ],
    0,
    0,
    1,
    1,
  )
  return (
    backdrop(doc, tone) +
    g(
      dropShadow(s) +
        rect(
          s.x,
          s.y,
          s.w,
          s.h,
          doc.linear(
            [
              [0, lighten(paper, 0.4)],
              [1, darken(paper, 0.03)],
            ],
            0,
            0,
            1,
            1,
          ),
        ) +
        content +
        rect(s.x, s.y, s.w, s.h, sheen),
      { transform: `rotate(${f(rot)} ${CW / 2} ${CH / 2})` },
    )
  )
}
