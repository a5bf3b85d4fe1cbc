/** Design-patent drawing sheets: border with zone marks, title block and a product in orthographic line art. */
import { brandMark } from './certificate-art-marks'
import { photographed, portrait } from './certificate-art-paper'
import { word } from './certificate-art-parts'
import { patentViews } from './certificate-art-views'
import { C } from './palette'
import { type Doc, g, line, pick, rect } from './svg'

type SheetStyle = { readonly paper: string; readonly ink: string; readonly tint: string }

const styles: readonly SheetStyle[] = [
  { paper: '#FFFFFF', ink: C.graphite, tint: '#E4EEEC' },
  { paper: '#F3F6F8', ink: '#24406B', tint: '#DCE6F1' },
  { paper: '#FBF7EE', ink: '#3B3A36', tint: '#EFE3CC' },
]

function titleBlock(x: number, y: number, w: number, h: number, ink: string, index: number): string {
  const out = [rect(x, y, w, h, 'none', { stroke: ink, 'stroke-width': 2 })]
  const rows = [0.34, 0.56, 0.78]
  for (const r of rows) out.push(line(x, y + h * r, x + w, y + h * r, ink, 1))
  out.push(
    line(x + w * 0.55, y + h * 0.34, x + w * 0.55, y + h, ink, 1),
    line(x + w * 0.8, y + h * 0.56, x + w * 0.8, y + h, ink, 1),
  )
  out.push(brandMark(x + 14, y + h * 0.08, h * 0.18, ink))
  out.push(
    rect(x + 14, y + h * 0.42, w * 0.36, 7, '#9EA3A6', { rx: 3 }),
    rect(x + w * 0.6, y + h * 0.42, w * 0.3, 7, '#9EA3A6', { rx: 3 }),
  )
  out.push(
    rect(x + 14, y + h * 0.64, w * 0.3, 7, '#B4B8BA', { rx: 3 }),
    rect(x + w * 0.6, y + h * 0.64, w * 0.14, 7, '#B4B8BA', { rx: 3 }),
  )
  out.push(rect(x + 14, y + h * 0.86, w * 0.42, 7, '#B4B8BA', { rx: 3 }))
  out.push(word(`${index + 1}`, x + w * 0.9, y + h * 0.62, h * 0.12, ink, 0.12, true))
  out.push(word(`1-${pick(['5', '10', '20'], index)}`, x + w * 0.9, y + h * 0.83, h * 0.1, ink, 0.12, true))
  return out.join('')
}

/** A patent drawing sheet for design patent `index` (basin, cabinet, enclosure, tray, tub, tap, toilet). */
export function patentSheet(doc: Doc, index: number): string {
  const st = pick(styles, index)
  const s = portrait
  const m = 26
  const fx = s.x + m
  const fy = s.y + m
  const fw = s.w - m * 2
  const fh = s.h - m * 2
  const out: string[] = [rect(fx, fy, fw, fh, 'none', { stroke: st.ink, 'stroke-width': 3 })]
  out.push(rect(s.x + 10, s.y + 10, s.w - 20, s.h - 20, 'none', { stroke: st.ink, 'stroke-width': 0.8 }))
  // Zone marks along the border, as on real drawing sheets.
  const cols = 4
  const rowsN = 6
  for (let i = 1; i < cols; i++) {
    const x = fx + (fw * i) / cols
    out.push(line(x, s.y + 10, x, fy, st.ink, 1), line(x, fy + fh, x, s.y + s.h - 10, st.ink, 1))
  }
  for (let i = 1; i < rowsN; i++) {
    const y = fy + (fh * i) / rowsN
    out.push(line(s.x + 10, y, fx, y, st.ink, 1), line(fx + fw, y, s.x + s.w - 10, y, st.ink, 1))
  }
  for (let i = 0; i < cols; i++)
    out.push(word(`${i + 1}`, fx + (fw * (i + 0.5)) / cols, s.y + 13, 10, st.ink, 0.1, true))
  for (let i = 0; i < rowsN; i++)
    out.push(
      word(pick(['A', 'C', 'D', 'E', 'G', 'H'], i), s.x + 18, fy + (fh * (i + 0.5)) / rowsN - 5, 10, st.ink, 0.1, true),
    )
  const tw = 290
  const th = 120
  out.push(titleBlock(fx + fw - tw, fy + fh - th, tw, th, st.ink, index))
  out.push(
    patentViews(
      doc,
      index,
      { x: fx + fw / 2, y: fy + fh * 0.3 },
      { x: fx + fw * 0.32, y: fy + fh * 0.74 },
      st.ink,
      st.tint,
    ),
  )
  // View labels: a short bar under each view, standing in for "Front view" / "Top view".
  out.push(
    rect(fx + fw / 2 - 50, fy + fh * 0.53, 100, 7, '#A9ADB0', { rx: 3 }),
    rect(fx + fw * 0.32 - 40, fy + fh * 0.9, 80, 7, '#A9ADB0', { rx: 3 }),
  )
  return photographed(
    doc,
    s,
    st.paper,
    g(out.join('')),
    ((index % 3) - 1) * 0.7,
    pick(['#EFEBE4', '#E9EBEA', '#F1ECE3'], index),
  )
}
