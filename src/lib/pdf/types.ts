/** The standard fonts every PDF viewer has; no font file is embedded. */
export type FontName = 'Helvetica' | 'Helvetica-Bold'

/** A colour as red, green and blue from 0 to 1. */
export type Rgb = readonly [r: number, g: number, b: number]

/** `#RRGGBB` as a PDF colour. */
export function rgb(hex: string): Rgb {
  const v = Number.parseInt(hex.replace('#', ''), 16)
  return [((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255]
}
