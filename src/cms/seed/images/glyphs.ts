/**
 * Letters drawn as strokes (the rendering machine may have no fonts): the CE
 * mark and the geometric capitals of the SANHAUS wordmark.
 */
import { f, g, path } from './svg'

/** CE conformity mark, `h` tall, top-left at (x, y); proportions follow the official grid. */
export function ceMark(x: number, y: number, h: number, color: string): string {
  const r = h / 2
  const sw = h * 0.16
  const rr = r - sw / 2
  const a = (deg: number): readonly [number, number] => [
    Math.cos((deg * Math.PI) / 180),
    Math.sin((deg * Math.PI) / 180),
  ]
  const arc = (cx: number): string => {
    const [c0, s0] = a(-52)
    const [c1, s1] = a(52)
    return `M${f(cx + rr * c0)} ${f(y + r + rr * s0)}A${f(rr)} ${f(rr)} 0 1 0 ${f(cx + rr * c1)} ${f(y + r + rr * s1)}`
  }
  const c1 = x + r
  const c2 = x + r * 2.15
  return g(
    path(arc(c1), 'none') + path(arc(c2), 'none') + path(`M${f(c2 - rr)} ${f(y + r)}H${f(c2 + rr * 0.55)}`, 'none'),
    { stroke: color, 'stroke-width': f(sw), 'stroke-linecap': 'butt', fill: 'none' },
  )
}

/** Centre-line paths of geometric capitals in a 60×100 box (stroke added by the caller). */
const letters: Readonly<Record<string, string>> = {
  S: 'M53 22C50 11 41 6 30 6C17 6 8 13 8 25C8 39 20 44 31 47C43 50 54 56 54 72C54 86 44 94 30 94C17 94 9 88 6 77',
  A: 'M4 100L30 4L56 100M13 68H47',
  N: 'M7 100V3L53 97V0',
  H: 'M7 0V100M53 0V100M7 50H53',
  U: 'M7 0V64A23 23 0 0 0 53 64V0',
}

/** Wordmark in geometric capitals; returns markup and drawn width. */
export function wordmark(
  word: string,
  x: number,
  y: number,
  capH: number,
  color: string,
  tracking = 0.5,
  weight = 0.1,
): { svg: string; width: number } {
  const k = capH / 100
  const step = 60 + 60 * tracking
  const parts: string[] = []
  let i = 0
  for (const ch of word) {
    const d = letters[ch]
    if (d)
      parts.push(
        path(d, 'none', { transform: `translate(${f(x + i * step * k)} ${f(y)}) scale(${f(k * 1000) / 1000})` }),
      )
    i += 1
  }
  const width = ((i - 1) * step + 60) * k
  return {
    svg: g(parts.join(''), {
      stroke: color,
      'stroke-width': f(weight * 100),
      fill: 'none',
      'stroke-linejoin': 'miter',
      'stroke-miterlimit': 1.6,
      'stroke-linecap': 'butt',
    }),
    width,
  }
}
