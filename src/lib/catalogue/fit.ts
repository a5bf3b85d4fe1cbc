/**
 * The fit check: does a product fit the visitor's space, and with how much play?
 *
 * The rule depends on the kind of product, and the page shows it:
 * - **footprint** (bathtubs, vanity units, basins, toilets): the product's width and depth (and
 *   height, where given) lie within the space; the play is what is left on each side in total.
 * - **niche** (shower enclosures and trays): the niche's width and depth lie within the product's
 *   adjustment range (its wall profiles, or how far a tray may be cut), give or take the tolerance
 *   below; a product without a range fits a niche of its own size. The result says how much of the
 *   range is used and how much is left.
 * Taps have no fit to check.
 */
import type { Family } from '@/lib/vocabularies'

/** The smallest and largest space in millimetres the check takes. */
export const MIN_SPACE_MM = 200
export const MAX_SPACE_MM = 5000

export type Space = { width: number; depth: number; height?: number }

export type FitRule = { kind: 'footprint' | 'niche'; toleranceMm: number }

/** The rule of each kind of product; null: no fit to check. */
export const fitRules: Readonly<Record<Family, FitRule | null>> = {
  basin: { kind: 'footprint', toleranceMm: 0 },
  cabinet: { kind: 'footprint', toleranceMm: 0 },
  tub: { kind: 'footprint', toleranceMm: 0 },
  toilet: { kind: 'footprint', toleranceMm: 0 },
  // A silicone joint and the wall profiles take up a few millimetres either way.
  enclosure: { kind: 'niche', toleranceMm: 5 },
  tray: { kind: 'niche', toleranceMm: 5 },
  tap: null,
}

export type SpaceProblem = 'format' | 'tooSmall' | 'tooLarge'

/**
 * `900x800` or `900x800x2000` (width × depth × height in mm; `×`, `*` and spaces allowed):
 * the space, or what is wrong with it.
 */
export function parseSpace(value: string): { ok: true; space: Space } | { ok: false; problem: SpaceProblem } {
  const match = /^\s*(\d{1,5})\s*[x×*]\s*(\d{1,5})(?:\s*[x×*]\s*(\d{1,5}))?\s*$/i.exec(value)
  if (!match) return { ok: false, problem: 'format' }
  const numbers = [match[1], match[2], match[3]].filter((n): n is string => n !== undefined).map(Number)
  if (numbers.some((n) => n < MIN_SPACE_MM)) return { ok: false, problem: 'tooSmall' }
  if (numbers.some((n) => n > MAX_SPACE_MM)) return { ok: false, problem: 'tooLarge' }
  const [width, depth, height] = numbers as [number, number, number | undefined]
  return { ok: true, space: height === undefined ? { width, depth } : { width, depth, height } }
}

/** The space as the address writes it: `900x800`, `900x800x2000`. */
export const spaceParam = (space: Space): string =>
  [space.width, space.depth, space.height].filter((n) => n !== undefined).join('x')

/** What a product offers to fit: its size and, for niche products, its adjustment range. */
export type FitData = {
  width?: number | null
  depth?: number | null
  height?: number | null
  range?: { widthFrom?: number | null; widthTo?: number | null; depthFrom?: number | null; depthTo?: number | null }
}

export type Dimension = 'width' | 'depth' | 'height'

/**
 * What fitting the product asks, per dimension, in words a page can say:
 * - `exact`: the space is the product's size;
 * - `play`: the space is `mm` larger than the product (a footprint's room left, a tray's joint, the
 *   headroom above an enclosure);
 * - `profiles`: an enclosure's wall profiles take up `mm` between its nominal size and the niche;
 * - `cut`: a tray is cut to `mm`;
 * - `tight`: the niche is `mm` smaller than the product, within the tolerance.
 */
export type FitStep =
  | { dimension: Dimension; action: 'exact' }
  | { dimension: Dimension; action: 'play' | 'profiles' | 'cut' | 'tight'; mm: number }

/** Per dimension: for a footprint, the play left (mm); for a niche, the range used and left (mm). */
export type Fit =
  | { kind: 'footprint'; fits: boolean; play: { width: number; depth: number; height?: number }; steps: FitStep[] }
  | {
      kind: 'niche'
      fits: boolean
      /** how far into its range the product is set (0 at the smallest niche it takes) */
      used: { width: number; depth: number }
      /** how much further it could go */
      left: { width: number; depth: number }
      /** the room above the product, where the space's height was given */
      headroom?: number
      steps: FitStep[]
    }

const range = (from: number | null | undefined, to: number | null | undefined, size: number | null | undefined) => {
  const lo = from ?? size
  const hi = to ?? size
  return lo === null || lo === undefined || hi === null || hi === undefined ? null : { lo, hi }
}

const playStep = (dimension: Dimension, play: number): FitStep =>
  play === 0 ? { dimension, action: 'exact' } : { dimension, action: 'play', mm: play }

/** What a niche of `space` mm asks of a product of `size` mm that adjusts over `r`. */
function nicheStep(
  family: Family,
  dimension: Dimension,
  size: number | null | undefined,
  r: { lo: number; hi: number },
  space: number,
): FitStep {
  const nominal = size ?? r.hi
  if (space === nominal) return { dimension, action: 'exact' }
  // A tray is made at its largest and cut down; an enclosure's profiles go either way.
  if (family === 'tray' && space < nominal && space >= r.lo) return { dimension, action: 'cut', mm: space }
  if (family === 'enclosure' && r.lo < r.hi) return { dimension, action: 'profiles', mm: Math.abs(space - nominal) }
  return space > nominal
    ? { dimension, action: 'play', mm: space - nominal }
    : { dimension, action: 'tight', mm: nominal - space }
}

/**
 * Whether a product of a kind fits the space, and by how much; null where the kind has no rule or
 * the product states no size to check. Where the space's height is given, a product taller than
 * the space does not fit, whatever its kind.
 */
export function fitOf(family: Family, data: FitData, space: Space): Fit | null {
  const rule = fitRules[family]
  if (!rule) return null
  if (rule.kind === 'footprint') {
    if (!data.width || !data.depth) return null
    const play = {
      width: space.width - data.width,
      depth: space.depth - data.depth,
      ...(space.height !== undefined && data.height ? { height: space.height - data.height } : {}),
    }
    const steps = Object.entries(play).map(([d, p]) => playStep(d as Dimension, p))
    return { kind: 'footprint', fits: Object.values(play).every((p) => p >= 0), play, steps }
  }
  const width = range(data.range?.widthFrom, data.range?.widthTo, data.width)
  const depth = range(data.range?.depthFrom, data.range?.depthTo, data.depth)
  if (!width || !depth) return null
  const t = rule.toleranceMm
  const within = (r: { lo: number; hi: number }, n: number) => n >= r.lo - t && n <= r.hi + t
  const headroom = space.height !== undefined && data.height ? space.height - data.height : undefined
  return {
    kind: 'niche',
    fits: within(width, space.width) && within(depth, space.depth) && (headroom === undefined || headroom >= 0),
    used: { width: space.width - width.lo, depth: space.depth - depth.lo },
    left: { width: width.hi - space.width, depth: depth.hi - space.depth },
    ...(headroom !== undefined ? { headroom } : {}),
    steps: [
      nicheStep(family, 'width', data.width, width, space.width),
      nicheStep(family, 'depth', data.depth, depth, space.depth),
      ...(headroom !== undefined ? [playStep('height', headroom)] : []),
    ],
  }
}

/**
 * How far a product's size is from the space (the sum over width and depth): of the variants that
 * fit, the closest is the one to name.
 */
export const distanceOf = (data: FitData, space: Space): number =>
  Math.abs(space.width - (data.width ?? space.width)) + Math.abs(space.depth - (data.depth ?? space.depth))
