/**
 * Small SVG toolkit shared by every drawing: a document that collects
 * gradient definitions, element helpers, colour arithmetic and a seeded PRNG
 * (drawings must be byte-identical for the same arguments).
 */

export type Stop = readonly [offset: number, color: string, opacity?: number]
type Attrs = Readonly<Record<string, string | number | undefined>>

/** Rounds to two decimals so the markup stays short and stable. */
export const f = (v: number): number => Math.round(v * 100) / 100

const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line'])

export function el(tag: string, attrs: Attrs, inner?: string): string {
  let out = `<${tag}`
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) continue
    // Group opacity on a lone shape makes librsvg composite an offscreen layer;
    // fill/stroke opacity looks the same and renders many times faster.
    if (
      k === 'opacity' &&
      SHAPES.has(tag) &&
      attrs['fill-opacity'] === undefined &&
      attrs['stroke-opacity'] === undefined
    ) {
      out += ` fill-opacity="${v}" stroke-opacity="${v}"`
      continue
    }
    out += ` ${k}="${typeof v === 'number' ? f(v) : v}"`
  }
  return inner === undefined ? `${out}/>` : `${out}>${inner}</${tag}>`
}

export const g = (inner: string, attrs: Attrs = {}): string => el('g', attrs, inner)
export const path = (d: string, fill: string, attrs: Attrs = {}): string => el('path', { d, fill, ...attrs })
export const rect = (x: number, y: number, w: number, h: number, fill: string, attrs: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, fill, ...attrs })
export const circle = (cx: number, cy: number, r: number, fill: string, attrs: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...attrs })
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, attrs: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...attrs })
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  attrs: Attrs = {},
): string => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...attrs })

/** Polygon or polyline path through points. */
export function poly(points: readonly (readonly [number, number])[], close = true): string {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${f(x)} ${f(y)}`).join('')
  return close ? `${d}Z` : d
}

/** Rounded-rectangle path with independent top and bottom radii. */
export function rr(x: number, y: number, w: number, h: number, rt = 0, rb = rt): string {
  const t = Math.min(rt, w / 2, h / 2)
  const b = Math.min(rb, w / 2, h / 2)
  return (
    `M${f(x + t)} ${f(y)}H${f(x + w - t)}A${f(t)} ${f(t)} 0 0 1 ${f(x + w)} ${f(y + t)}` +
    `V${f(y + h - b)}A${f(b)} ${f(b)} 0 0 1 ${f(x + w - b)} ${f(y + h)}H${f(x + b)}` +
    `A${f(b)} ${f(b)} 0 0 1 ${f(x)} ${f(y + h - b)}V${f(y + t)}A${f(t)} ${f(t)} 0 0 1 ${f(x + t)} ${f(y)}Z`
  )
}

/** Arch (rounded top, square bottom) path. */
export const arch = (x: number, y: number, w: number, h: number): string =>
  `M${f(x)} ${f(y + h)}V${f(y + w / 2)}A${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(x + w)} ${f(y + w / 2)}V${f(y + h)}Z`

/* ------------------------------------------------------------------ colour */

function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

export function mix(a: string, b: string, t: number): string {
  const x = rgb(a)
  const y = rgb(b)
  const c = x.map((v, i) => Math.round(v + ((y[i] ?? 0) - v) * t))
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`
}
export const lighten = (c: string, t: number): string => mix(c, '#FFFFFF', t)
export const darken = (c: string, t: number): string => mix(c, '#000000', t)

/* ------------------------------------------------------------------ randomness */

/** FNV-1a hash of the arguments, used as PRNG seed. */
export function seed(...parts: readonly (string | number)[]): number {
  let h = 2166136261
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

/** mulberry32: tiny, fast and good enough for layout jitter. */
export function prng(s: number): () => number {
  let a = s >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const pick = <T>(list: readonly T[], i: number): T => {
  const v = list[((i % list.length) + list.length) % list.length]
  if (v === undefined) throw new Error('pick from empty list')
  return v
}

/* ------------------------------------------------------------------ document */

const stopsXml = (stops: readonly Stop[]): string =>
  stops
    .map(([o, c, a]) =>
      el('stop', { offset: o, 'stop-color': c, 'stop-opacity': a === undefined || a === 1 ? undefined : a }),
    )
    .join('')

/** One SVG document: hands out unique, de-duplicated definition ids. */
export class Doc {
  private readonly defs: string[] = []
  private readonly known = new Map<string, string>()

  constructor(
    readonly width: number,
    readonly height: number,
    private readonly viewBox = `0 0 ${width} ${height}`,
  ) {}

  private define(key: string, make: (id: string) => string): string {
    const hit = this.known.get(key)
    if (hit) return hit
    const id = `d${this.known.size}`
    this.defs.push(make(id))
    const ref = `url(#${id})`
    this.known.set(key, ref)
    return ref
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const body = stopsXml(stops)
    return this.define(`l${x1},${y1},${x2},${y2}${body}`, (id) => el('linearGradient', { id, x1, y1, x2, y2 }, body))
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const body = stopsXml(stops)
    return this.define(`r${cx},${cy},${r}${body}`, (id) => el('radialGradient', { id, cx, cy, r }, body))
  }

  /** Gaussian blur; keep it for small elements, large blurs are slow to render. */
  blur(sd: number): string {
    return this.define(`b${sd}`, (id) =>
      el(
        'filter',
        { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
        el('feGaussianBlur', { stdDeviation: sd }),
      ),
    )
  }

  clip(shape: string): string {
    return this.define(`c${shape}`, (id) => el('clipPath', { id }, shape))
  }

  render(body: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${this.width}" height="${this.height}" viewBox="${this.viewBox}">` +
      (this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '') +
      body +
      '</svg>'
    )
  }
}

/** Soft elliptic contact shadow drawn with a radial gradient (much cheaper than a blur). */
export function shadow(doc: Doc, cx: number, cy: number, rx: number, ry: number, alpha = 0.3): string {
  const fill = doc.radial([
    [0, '#2E2F31', alpha],
    [0.55, '#2E2F31', alpha * 0.4],
    [1, '#2E2F31', 0],
  ])
  return ellipse(cx, cy, rx, ry, fill)
}

/** Embeds a drawing made for a `vw`×`vh` canvas into a box, cropping to fill it. */
export function frame(inner: string, vw: number, vh: number, x: number, y: number, w: number, h: number): string {
  return el(
    'svg',
    { x, y, width: w, height: h, viewBox: `0 0 ${vw} ${vh}`, preserveAspectRatio: 'xMidYMid slice' },
    inner,
  )
}
