/** The SANHAUS logo: an arch framing a water drop, next to a drawn wordmark. */
import { wordmark } from './glyphs'
import { C } from './palette'
import { Doc, f, g, path, rect } from './svg'

/** Arch-and-drop mark in a `s`-sized box at (x, y). */
export function mark(x: number, y: number, s: number, arch: string, drop: string): string {
  const w = s * 0.62
  const ax = x + (s - w) / 2
  const sw = s * 0.075
  const top = y + s * 0.06
  const bottom = y + s * 0.94
  const archD = `M${f(ax)} ${f(bottom)}V${f(top + w / 2)}A${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(ax + w)} ${f(top + w / 2)}V${f(bottom)}`
  const cx = x + s / 2
  const dr = s * 0.15
  const dy = y + s * 0.68
  const dropD = `M${f(cx)} ${f(dy - dr * 2.3)}C${f(cx + dr * 0.4)} ${f(dy - dr * 1.5)} ${f(cx + dr)} ${f(dy - dr * 0.8)} ${f(cx + dr)} ${f(dy)}A${f(dr)} ${f(dr)} 0 0 1 ${f(cx - dr)} ${f(dy)}C${f(cx - dr)} ${f(dy - dr * 0.8)} ${f(cx - dr * 0.4)} ${f(dy - dr * 1.5)} ${f(cx)} ${f(dy - dr * 2.3)}Z`
  return g(
    path(archD, 'none', { stroke: arch, 'stroke-width': f(sw), 'stroke-linecap': 'butt' }) +
      path(dropD, drop) +
      rect(ax - sw, bottom - sw * 0.5, w + sw * 2, sw * 0.5, arch),
  )
}

/** 640×160 horizontal logo: teal mark plus graphite wordmark. */
export function logoSvg(): string {
  const doc = new Doc(640, 160)
  const probe = wordmark('SANHAUS', 0, 0, 60, C.graphite, 0.62, 0.11)
  const x0 = (640 - (112 + 34 + probe.width)) / 2
  const wx = x0 + 146
  const word = wordmark('SANHAUS', wx, 46, 60, C.graphite, 0.62, 0.11)
  // square-cut feet and apexes: the strokes are clipped to the cap height
  const clip = doc.clip(rect(wx - 10, 46, word.width + 20, 60, '#000'))
  const rule = rect(wx, 124, word.width, 2.5, C.brass)
  return doc.render(mark(x0, 24, 112, C.teal, C.teal) + g(word.svg, { 'clip-path': clip }) + rule)
}

/** 512×512 square mark for favicons and app icons. */
export function logoMarkSvg(): string {
  const doc = new Doc(512, 512)
  return doc.render(rect(0, 0, 512, 512, C.teal, { rx: 112 }) + mark(86, 86, 340, C.stone, C.stone))
}
