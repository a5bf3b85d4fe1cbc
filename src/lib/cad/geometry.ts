/**
 * A product's outline seen from above, in CAD coordinates: millimetres, x to the right along the
 * front, y from the front edge (0) to the wall side (depth), counter-clockwise. The DXF plan takes
 * its exact segments (circle, ellipse, lines and arcs); the solids (STEP, IFC) take a polygon
 * whose chords stay within a tolerance of the curve, with a vertex on each extreme point.
 */
import type { CadPart } from './part'

export type Point = [number, number]

type Shape = Pick<CadPart, 'outline' | 'width' | 'depth' | 'outlineRadius' | 'outlineCut'>

/**
 * The outline's exact segments: a circle, an ellipse, or a closed polyline whose vertices carry a
 * bulge (tan of a quarter of the arc's angle, positive counter-clockwise) where an arc follows.
 */
export type Segments =
  | { kind: 'circle'; centre: Point; radius: number }
  | { kind: 'ellipse'; centre: Point; rx: number; ry: number }
  | { kind: 'polyline'; vertices: { at: Point; bulge: number }[] }

/** The quadrant's radius and the pentagon's cut, kept within the outline. */
const radiusOf = (s: Shape) => Math.min(s.outlineRadius ?? Math.min(s.width, s.depth), s.width, s.depth)
const cutOf = (s: Shape) => Math.min(s.outlineCut ?? Math.min(s.width, s.depth) / 3, s.width, s.depth)

export function outlineSegments(s: Shape): Segments {
  const { width: w, depth: d } = s
  switch (s.outline) {
    case 'round':
    case 'oval':
      return w === d
        ? { kind: 'circle', centre: [w / 2, d / 2], radius: w / 2 }
        : { kind: 'ellipse', centre: [w / 2, d / 2], rx: w / 2, ry: d / 2 }
    case 'quadrant': {
      // the front right corner taken away by a quarter circle about (w − r, r)
      const r = radiusOf(s)
      const vertices: { at: Point; bulge: number }[] = [
        { at: [0, 0], bulge: 0 },
        { at: [w - r, 0], bulge: Math.tan(Math.PI / 8) },
        { at: [w, r], bulge: 0 },
        { at: [w, d], bulge: 0 },
        { at: [0, d], bulge: 0 },
      ]
      // a radius of the full width or depth leaves a corner twice: once, with the arc's bulge
      const kept: typeof vertices = []
      for (const v of vertices) {
        const last = kept.at(-1)
        if (last && same(last.at, v.at)) last.bulge ||= v.bulge
        else kept.push({ ...v })
      }
      if (kept.length > 1 && same(kept[0]!.at, kept.at(-1)!.at)) kept.pop()
      return { kind: 'polyline', vertices: kept }
    }
    case 'pentagon': {
      const c = cutOf(s)
      return {
        kind: 'polyline',
        vertices: [
          { at: [0, 0], bulge: 0 },
          { at: [w - c, 0], bulge: 0 },
          { at: [w, c], bulge: 0 },
          { at: [w, d], bulge: 0 },
          { at: [0, d], bulge: 0 },
        ],
      }
    }
    default:
      return {
        kind: 'polyline',
        vertices: [
          { at: [0, 0], bulge: 0 },
          { at: [w, 0], bulge: 0 },
          { at: [w, d], bulge: 0 },
          { at: [0, d], bulge: 0 },
        ],
      }
  }
}

const same = (a: Point, b: Point) => Math.abs(a[0] - b[0]) < 1e-9 && Math.abs(a[1] - b[1]) < 1e-9

/** Steps of an arc of `angle` radians and radius r so that no chord leaves the arc by more than `tolerance`. */
const arcSteps = (r: number, angle: number, tolerance: number) =>
  Math.max(1, Math.ceil(Math.abs(angle) / (2 * Math.acos(Math.max(-1, 1 - tolerance / r)))))

/** The largest distance of an ellipse's points from the chords of its samples (measured, 16 points per chord). */
function ellipseChordError(rx: number, ry: number, n: number): number {
  let worst = 0
  for (let k = 0; k < n / 4; k++) {
    const t0 = (2 * Math.PI * k) / n
    const t1 = (2 * Math.PI * (k + 1)) / n
    const a: Point = [rx * Math.cos(t0), ry * Math.sin(t0)]
    const b: Point = [rx * Math.cos(t1), ry * Math.sin(t1)]
    const len = Math.hypot(b[0] - a[0], b[1] - a[1])
    for (let j = 1; j < 16; j++) {
      const t = t0 + ((t1 - t0) * j) / 16
      const p: Point = [rx * Math.cos(t), ry * Math.sin(t)]
      const dist = Math.abs((b[0] - a[0]) * (a[1] - p[1]) - (a[0] - p[0]) * (b[1] - a[1])) / len
      worst = Math.max(worst, dist)
    }
  }
  return worst
}

/**
 * The outline as a polygon (counter-clockwise, not closed: the last point joins the first), whose
 * chords leave the curve by at most `tolerance` millimetres; round and oval outlines have a vertex
 * on each of their four extreme points, a quadrant at both ends of its arc.
 */
export function outlinePolygon(s: Shape, tolerance = 0.5): Point[] {
  const seg = outlineSegments(s)
  if (seg.kind === 'circle' || seg.kind === 'ellipse') {
    const [rx, ry] = seg.kind === 'circle' ? [seg.radius, seg.radius] : [seg.rx, seg.ry]
    // a multiple of four, so that the extreme points are vertices
    let n = 4 * Math.ceil(arcSteps(Math.max(rx, ry), 2 * Math.PI, tolerance) / 4)
    while (seg.kind === 'ellipse' && ellipseChordError(rx, ry, n) > tolerance) n += 4
    return [...Array(n).keys()].map((k) => {
      const t = (2 * Math.PI * k) / n
      return [round(seg.centre[0] + rx * Math.cos(t)), round(seg.centre[1] + ry * Math.sin(t))]
    })
  }
  const out: Point[] = []
  const v = seg.vertices
  v.forEach((vertex, i) => {
    out.push(vertex.at)
    if (!vertex.bulge) return
    const next = v[(i + 1) % v.length]!.at
    const [a, b] = [vertex.at, next]
    const angle = 4 * Math.atan(vertex.bulge)
    const chord = Math.hypot(b[0] - a[0], b[1] - a[1])
    const r = chord / (2 * Math.sin(angle / 2))
    // the centre lies to the left of a→b for a counter-clockwise arc
    const mid: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]
    const h = Math.sqrt(Math.max(0, r * r - (chord / 2) ** 2))
    const centre: Point = [mid[0] - ((b[1] - a[1]) / chord) * h, mid[1] + ((b[0] - a[0]) / chord) * h]
    const start = Math.atan2(a[1] - centre[1], a[0] - centre[0])
    const steps = arcSteps(r, angle, tolerance)
    for (let k = 1; k < steps; k++) {
      const t = start + (angle * k) / steps
      out.push([round(centre[0] + r * Math.cos(t)), round(centre[1] + r * Math.sin(t))])
    }
  })
  return out
}

/** Coordinates to a thousandth of a millimetre: the files stay short and the same from run to run. */
const round = (n: number) => Math.round(n * 1000) / 1000 + 0
