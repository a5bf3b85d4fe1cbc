import type { GeoStream } from 'd3-geo'

/**
 * A projection stream step that drops points closer than `tolerance` (in output units, here
 * SVG pixels) to the last point kept, and rings that shrink below a triangle: what the eye
 * cannot tell apart at the map's size does not need to travel in the page.
 */
export function thin(tolerance: number, out: GeoStream): GeoStream {
  const min2 = tolerance * tolerance
  let inPolygon = false
  let line: [number, number][] = []

  return {
    point(x, y) {
      const last = line[line.length - 1]
      if (!last || (x - last[0]) ** 2 + (y - last[1]) ** 2 >= min2) line.push([x, y])
    },
    lineStart() {
      line = []
    },
    lineEnd() {
      const points = line
      line = []
      // A ring needs three distinct corners to enclose anything; a line needs two ends.
      if (points.length < (inPolygon ? 3 : 2)) return
      out.lineStart()
      for (const [x, y] of points) out.point(x, y)
      out.lineEnd()
    },
    polygonStart() {
      inPolygon = true
      out.polygonStart()
    },
    polygonEnd() {
      inPolygon = false
      out.polygonEnd()
    },
    sphere() {
      out.sphere?.()
    },
  }
}
