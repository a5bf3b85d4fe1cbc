/** Certification marks (CE, ISO, CCC, water label, test houses…) built from shapes and stroke glyphs. */
import { ceMark, starPath, word } from './certificate-art-parts'
import { C } from './palette'
import { circle, darken, type Doc, ellipse, f, g, lighten, path, poly, rect } from './svg'

export type Mark = 'ce' | 'iso' | 'en' | 'ccc' | 'water' | 'sgs' | 'tuv' | 'dvgw' | 'wras' | 'ring' | 'hightech'

const drop = (cx: number, cy: number, r: number): string =>
  `M${f(cx)} ${f(cy - r * 1.6)}C${f(cx + r * 0.4)} ${f(cy - r * 0.9)} ${f(cx + r)} ${f(cy - r * 0.4)} ${f(cx + r)} ${f(cy + r * 0.15)}` +
  `A${f(r)} ${f(r)} 0 0 1 ${f(cx - r)} ${f(cy + r * 0.15)}C${f(cx - r)} ${f(cy - r * 0.4)} ${f(cx - r * 0.4)} ${f(cy - r * 0.9)} ${f(cx)} ${f(cy - r * 1.6)}Z`

/** Draws `mark` centred on (cx, cy), about `s` across; `code` is a standard number shown with it. */
export function markArt(doc: Doc, mark: Mark, cx: number, cy: number, s: number, ink: string, code = ''): string {
  const h = s / 2
  switch (mark) {
    case 'ce':
      return (
        ceMark(cx, cy, s * 0.62, C.graphite) +
        (code ? word(code, cx, cy + s * 0.45, s * 0.12, C.slate, 0.11, true) : '')
      )
    case 'iso':
      return (
        circle(cx, cy, h * 0.86, 'none', { stroke: ink, 'stroke-width': s * 0.05 }) +
        circle(cx, cy, h * 0.7, 'none', { stroke: ink, 'stroke-width': s * 0.015 }) +
        word('ISO', cx, cy - s * 0.12, s * 0.24, ink, 0.14, true) +
        word(code, cx, cy + s * 0.17, s * 0.1, ink, 0.12, true)
      )
    case 'en':
      return (
        rect(cx - h, cy - h * 0.62, s, s * 0.62, 'none', { stroke: ink, 'stroke-width': s * 0.035, rx: s * 0.06 }) +
        word('EN', cx, cy - s * 0.2, s * 0.22, ink, 0.14, true) +
        word(code, cx, cy + s * 0.1, s * 0.1, ink, 0.12, true)
      )
    case 'ccc':
      return (
        ellipse(cx, cy, h, h * 0.62, 'none', { stroke: ink, 'stroke-width': s * 0.05 }) +
        word('CCC', cx, cy - s * 0.13, s * 0.26, ink, 0.15, true)
      )
    case 'water': {
      const cols = ['#2F8F5B', '#7DB344', '#E4C332', '#E58B2E', '#C8463A']
      const out = [
        rect(cx - h, cy - h, s, s * 1.05, '#FFFFFF', { stroke: ink, 'stroke-width': s * 0.02, rx: s * 0.04 }),
      ]
      out.push(
        rect(cx - h, cy - h, s, s * 0.2, ink, { rx: s * 0.04 }),
        path(drop(cx - h * 0.65, cy - h * 0.78, s * 0.045), '#FFFFFF'),
      )
      out.push(rect(cx - h * 0.4, cy - h * 0.86, s * 0.5, s * 0.05, lighten(ink, 0.6), { rx: s * 0.02 }))
      cols.forEach((c, i) => {
        const y = cy - h * 0.52 + i * s * 0.14
        const w = s * (0.36 + i * 0.1)
        out.push(
          path(
            poly([
              [cx - h * 0.85, y],
              [cx - h * 0.85 + w, y],
              [cx - h * 0.85 + w + s * 0.05, y + s * 0.05],
              [cx - h * 0.85 + w, y + s * 0.1],
              [cx - h * 0.85, y + s * 0.1],
            ]),
            c,
          ),
        )
      })
      out.push(
        path(
          poly([
            [cx + h * 0.9, cy - h * 0.5],
            [cx + h * 0.45, cy - h * 0.5],
            [cx + h * 0.35, cy - h * 0.42],
            [cx + h * 0.45, cy - h * 0.32],
            [cx + h * 0.9, cy - h * 0.32],
          ]),
          C.graphite,
        ),
      )
      return out.join('')
    }
    case 'sgs':
      return (
        rect(cx - h, cy - h * 0.5, s, h, ink, { rx: s * 0.08 }) +
        word('SGS', cx, cy - s * 0.12, s * 0.24, '#FFFFFF', 0.16, true)
      )
    case 'tuv':
      return (
        path(
          `M${f(cx - h)} ${f(cy - h * 0.7)}H${f(cx + h)}V${f(cy + h * 0.2)}L${f(cx)} ${f(cy + h * 0.85)}L${f(cx - h)} ${f(cy + h * 0.2)}Z`,
          ink,
        ) +
        word('TUV', cx, cy - s * 0.18, s * 0.22, '#FFFFFF', 0.15, true) +
        circle(cx - s * 0.02, cy - s * 0.25, s * 0.018, '#FFFFFF') +
        circle(cx + s * 0.06, cy - s * 0.25, s * 0.018, '#FFFFFF') +
        rect(cx - h * 0.5, cy + s * 0.1, h, s * 0.03, lighten(ink, 0.6))
      )
    case 'dvgw':
      return (
        rect(cx - h, cy - h * 0.6, s, s * 0.6, ink) +
        rect(cx - h * 0.9, cy - h * 0.5, s * 0.9, s * 0.5, 'none', { stroke: '#FFFFFF', 'stroke-width': s * 0.012 }) +
        word('DVGW', cx, cy - s * 0.12, s * 0.22, '#FFFFFF', 0.15, true)
      )
    case 'wras':
      return (
        circle(cx, cy - s * 0.08, h * 0.75, ink) +
        path(drop(cx, cy - s * 0.04, s * 0.13), '#FFFFFF') +
        word('WRAS', cx, cy + h * 0.78, s * 0.14, ink, 0.14, true)
      )
    case 'ring': {
      const out: string[] = []
      for (let i = 0; i < 10; i++) {
        const a = (i / 10) * Math.PI * 2
        out.push(
          circle(cx + h * 0.72 * Math.cos(a), cy + h * 0.72 * Math.sin(a), h * 0.26, 'none', {
            stroke: ink,
            'stroke-width': s * 0.022,
          }),
        )
      }
      out.push(circle(cx, cy - h * 0.12, h * 0.18, lighten(ink, 0.35)))
      out.push(
        path(
          `M${f(cx - h * 0.45)} ${f(cy + h * 0.3)}Q${f(cx)} ${f(cy - h * 0.1)} ${f(cx + h * 0.45)} ${f(cy + h * 0.3)}Z`,
          ink,
        ),
      )
      return out.join('')
    }
    case 'hightech': {
      const rays: string[] = []
      for (let i = 0; i < 24; i++) {
        const a = (i / 24) * Math.PI * 2
        rays.push(
          `M${f(cx + h * 0.62 * Math.cos(a))} ${f(cy + h * 0.62 * Math.sin(a))}L${f(cx + h * 0.9 * Math.cos(a))} ${f(cy + h * 0.9 * Math.sin(a))}`,
        )
      }
      return (
        circle(
          cx,
          cy,
          h,
          doc.radial([
            [0, lighten(ink, 0.2)],
            [1, darken(ink, 0.2)],
          ]),
        ) +
        path(rays.join(''), 'none', { stroke: '#E9C77A', 'stroke-width': s * 0.02 }) +
        circle(cx, cy, h * 0.55, 'none', { stroke: '#E9C77A', 'stroke-width': s * 0.025 }) +
        path(starPath(cx, cy, h * 0.4, 5), '#E9C77A')
      )
    }
  }
}

/** Small SANHAUS emblem: a square monogram frame with the brand word beside it. */
export function brandMark(x: number, y: number, h: number, color: string): string {
  return g(
    rect(x, y, h, h, 'none', { stroke: color, 'stroke-width': h * 0.08 }) +
      word('S', x + h * 0.32, y + h * 0.22, h * 0.56, color, 0.16) +
      word('SANHAUS', x + h * 1.35, y + h * 0.3, h * 0.42, color, 0.13),
  )
}
