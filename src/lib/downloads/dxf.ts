/** Group code/value pairs as a DXF file writes them: one line each. */
const pairs = (items: [number, string | number][]) => items.map(([code, value]) => `${code}\n${value}`).join('\n')

const line = (layer: string, [x1, y1]: [number, number], [x2, y2]: [number, number]) =>
  pairs([
    [0, 'LINE'],
    [8, layer],
    [10, x1],
    [20, y1],
    [30, 0],
    [11, x2],
    [21, y2],
    [31, 0],
  ])

/** The four sides of a rectangle from its lower left corner. */
const rectangle = (layer: string, x: number, y: number, w: number, d: number) => {
  const c: [number, number][] = [
    [x, y],
    [x + w, y],
    [x + w, y + d],
    [x, y + d],
  ]
  return c.map((p, i) => line(layer, p, c[(i + 1) % 4]!))
}

/**
 * A plan view of a product as a DXF drawing (AutoCAD R12, millimetres): its outline of width ×
 * depth, an inner line 30 mm in, and its name and size as text below.
 */
export function dxfOutline({ title, width, depth }: { title: string; width: number; depth: number }): Buffer {
  const inset = Math.min(30, width / 4, depth / 4)
  const text = (y: number, height: number, value: string) =>
    pairs([
      [0, 'TEXT'],
      [8, 'TEXT'],
      [10, 0],
      [20, y],
      [30, 0],
      [40, height],
      [1, value.replace(/[\r\n]+/g, ' ')],
    ])
  const body = [
    pairs([
      [0, 'SECTION'],
      [2, 'HEADER'],
      [9, '$ACADVER'],
      [1, 'AC1009'],
      [9, '$INSUNITS'],
      [70, 4],
      [0, 'ENDSEC'],
      [0, 'SECTION'],
      [2, 'ENTITIES'],
    ]),
    ...rectangle('OUTLINE', 0, 0, width, depth),
    ...rectangle('INNER', inset, inset, width - 2 * inset, depth - 2 * inset),
    text(-60, 25, title),
    text(-100, 20, `${width} x ${depth} mm`),
    pairs([
      [0, 'ENDSEC'],
      [0, 'EOF'],
    ]),
  ]
  return Buffer.from(`${body.join('\n')}\n`, 'utf8')
}
