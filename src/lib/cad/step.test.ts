import { describe, expect, it } from 'vitest'

import { part21Problems } from './check'
import { outlinePolygon } from './geometry'
import { stepSolid } from './step'
import { parts } from '../../../tests/support/cadParts'
import { boundingBox, isClosed, readStep } from '../../../tests/support/occt'

const names = ['orbit', 'curva', 'forma', 'terra', 'diamant'] as const

describe('STEP solids, read with OpenCascade', () => {
  it('are closed solids of the product’s outline, its width × depth × height to the millimetre', async () => {
    for (const name of names) {
      const part = parts[name]
      const file = stepSolid(part)
      expect(part21Problems(file)).toEqual([])
      const read = await readStep(file)
      expect(read.success).toBe(true)
      const triangles = read.meshes.reduce((sum, m) => sum + m.index.array.length / 3, 0)
      expect(triangles).toBeGreaterThan(0)
      expect(isClosed(read)).toBe(true)
      const [w, d, h] = boundingBox(read)
      expect(Math.abs(w - part.width)).toBeLessThan(1)
      expect(Math.abs(d - part.depth)).toBeLessThan(1)
      expect(Math.abs(h - part.height)).toBeLessThan(1)
    }
  })

  it('name the article numbers they cover and the brand, and stand at the WC’s height', async () => {
    const file = stepSolid(parts.forma).toString('latin1')
    expect(file).toContain("PRODUCT('SH700101','Wand-WC Forma sp\\X2\\00FC\\X0\\lrandlos','SH700101, SH700102'")
    expect(file).toContain("FILE_NAME('SH700101-solid-de.stp'")
    expect(file).toContain("('SANHAUS')")
    // a wall-hung WC's top at its seat height (400), its bottom 340 below
    const read = await readStep(stepSolid(parts.forma))
    const z = read.meshes.flatMap((m) => m.attributes.position.array.filter((_, i) => i % 3 === 2))
    expect([Math.min(...z), Math.max(...z)]).toEqual([60, 400])
  })

  it('keep round outlines within 0.5 mm of the curve, with vertices on the extreme points', () => {
    for (const part of [parts.orbit, parts.terra, parts.curva]) {
      const polygon = outlinePolygon(part)
      const xs = polygon.map((p) => p[0])
      const ys = polygon.map((p) => p[1])
      expect([Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]).toEqual([
        0,
        part.width,
        0,
        part.depth,
      ])
      // the chord's middle against the curve: for the circle and ellipse by their equation
      if (part.outline === 'quadrant') continue
      const [a, b] = [part.width / 2, part.depth / 2]
      polygon.forEach((p, i) => {
        const q = polygon[(i + 1) % polygon.length]!
        const m = [(p[0] + q[0]) / 2 - a, (p[1] + q[1]) / 2 - b]
        const onCurve = 1 / Math.sqrt((m[0]! / a) ** 2 + (m[1]! / b) ** 2)
        const gap = Math.hypot(m[0]!, m[1]!) * (onCurve - 1)
        expect(gap).toBeLessThan(0.5)
      })
    }
    // the quadrant's arc: every vertex between its ends lies on the circle of R 550 about (350, 550)
    const arc = outlinePolygon(parts.curva).filter(([x, y]) => x > 350 && y < 550)
    expect(arc.length).toBeGreaterThan(10)
    for (const [x, y] of arc) expect(Math.hypot(x - 350, y - 550)).toBeCloseTo(550, 2)
  })
})
