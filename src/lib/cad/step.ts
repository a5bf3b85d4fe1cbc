/**
 * A product as a STEP AP214 part: its outline seen from above extruded to its height, a closed
 * faceted B-rep (planar faces; round outlines as polygons whose chords stay within 0.5 mm of the
 * curve, with vertices on the extreme points), standing at its height above the floor. Millimetres.
 */
import { elevationOf } from './dxf'
import { outlinePolygon, type Point } from './geometry'
import { cadFileName, type CadPart } from './part'
import { entities, part21File, real, step21String } from './step21'

type P3 = [number, number, number]

/** The STEP file of a part: its product named with the first article number, its description naming them all. */
export function stepSolid(part: CadPart, polygon: Point[] = outlinePolygon(part)): Buffer {
  const e = entities()
  const name = cadFileName(part, 'solid', 'stp')
  const { bottom, top } = elevationOf(part)
  const point = (p: number[]) => e.add(`CARTESIAN_POINT('',(${p.map(real).join(',')}))`)
  const direction = (d: number[]) => e.add(`DIRECTION('',(${d.map(real).join(',')}))`)
  const appContext = e.add(`APPLICATION_CONTEXT('core data for automotive mechanical design processes')`)
  e.add(`APPLICATION_PROTOCOL_DEFINITION('international standard','automotive_design',2000,${appContext})`)
  const productContext = e.add(`PRODUCT_CONTEXT('',${appContext},'mechanical')`)
  const title = [part.title, part.variantName].filter(Boolean).join(' – ')
  const product = e.add(
    `PRODUCT(${step21String(part.articles[0] ?? '')},${step21String(title)},${step21String(part.articles.join(', '))},(${productContext}))`,
  )
  e.add(`PRODUCT_RELATED_PRODUCT_CATEGORY('part',$,(${product}))`)
  const formation = e.add(`PRODUCT_DEFINITION_FORMATION(${step21String(String(part.revision.number))},'',${product})`)
  const definitionContext = e.add(`PRODUCT_DEFINITION_CONTEXT('part definition',${appContext},'design')`)
  const definition = e.add(`PRODUCT_DEFINITION('design','',${formation},${definitionContext})`)
  const definitionShape = e.add(`PRODUCT_DEFINITION_SHAPE('','',${definition})`)
  const mm = e.add('( LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT(.MILLI.,.METRE.) )')
  const rad = e.add('( NAMED_UNIT(*) PLANE_ANGLE_UNIT() SI_UNIT($,.RADIAN.) )')
  const sr = e.add('( NAMED_UNIT(*) SI_UNIT($,.STERADIAN.) SOLID_ANGLE_UNIT() )')
  const uncertainty = e.add(
    `UNCERTAINTY_MEASURE_WITH_UNIT(LENGTH_MEASURE(1.E-03),${mm},'distance_accuracy_value','confusion accuracy')`,
  )
  const context = e.add(
    `( GEOMETRIC_REPRESENTATION_CONTEXT(3) GLOBAL_UNCERTAINTY_ASSIGNED_CONTEXT((${uncertainty})) GLOBAL_UNIT_ASSIGNED_CONTEXT((${mm},${rad},${sr})) REPRESENTATION_CONTEXT('','') )`,
  )

  // corners: the polygon's points at the bottom (0 … n−1), then at the top (n … 2n−1)
  const n = polygon.length
  const corners: P3[] = [...polygon.map(([x, y]): P3 => [x, y, bottom]), ...polygon.map(([x, y]): P3 => [x, y, top])]
  const vertices = corners.map((c) => e.add(`VERTEX_POINT('',${point(c)})`))
  const edges = new Map<string, { id: string; from: number }>()
  const edge = (a: number, b: number) => {
    const key = a < b ? `${a}-${b}` : `${b}-${a}`
    let found = edges.get(key)
    if (!found) {
      const d = corners[b]!.map((v, k) => v - corners[a]![k]!)
      const length = Math.hypot(...d)
      // each instance on its own line, the line's vector too (an instance inside another is no Part 21)
      const vector = e.add(`VECTOR('',${direction(d.map((v) => v / length))},${real(length)})`)
      const line = e.add(`LINE('',${point(corners[a]!)},${vector})`)
      found = { id: e.add(`EDGE_CURVE('',${vertices[a]},${vertices[b]},${line},.T.)`), from: a }
      edges.set(key, found)
    }
    return e.add(`ORIENTED_EDGE('',*,*,${found.id},${found.from === a ? '.T.' : '.F.'})`)
  }
  /** A planar face bounded by a loop of corners, counter-clockwise seen from outside (its normal). */
  const face = (loop: number[], normal: P3, along: P3) => {
    const oriented = loop.map((a, i) => edge(a, loop[(i + 1) % loop.length]!))
    const placement = e.add(
      `AXIS2_PLACEMENT_3D('',${point(corners[loop[0]!]!)},${direction(normal)},${direction(along)})`,
    )
    const plane = e.add(`PLANE('',${placement})`)
    const bound = e.add(`FACE_OUTER_BOUND('',${e.add(`EDGE_LOOP('',(${oriented.join(',')}))`)},.T.)`)
    return e.add(`ADVANCED_FACE('',(${bound}),${plane},.T.)`)
  }
  const faces = [
    // the bottom seen from below runs the other way round
    face([...Array(n).keys()].reverse(), [0, 0, -1], [1, 0, 0]),
    face(
      [...Array(n).keys()].map((i) => n + i),
      [0, 0, 1],
      [1, 0, 0],
    ),
    ...polygon.map((p, i) => {
      const j = (i + 1) % n
      const q = polygon[j]!
      const length = Math.hypot(q[0] - p[0], q[1] - p[1])
      const along: P3 = [(q[0] - p[0]) / length, (q[1] - p[1]) / length, 0]
      // outward of a counter-clockwise polygon: the edge's direction turned clockwise
      return face([i, j, n + j, n + i], [along[1], -along[0], 0], along)
    }),
  ]
  const shell = e.add(`CLOSED_SHELL('',(${faces.join(',')}))`)
  const solid = e.add(`MANIFOLD_SOLID_BREP(${step21String(title)},${shell})`)
  const axis = e.add(`AXIS2_PLACEMENT_3D('',${point([0, 0, 0])},${direction([0, 0, 1])},${direction([1, 0, 0])})`)
  const representation = e.add(`ADVANCED_BREP_SHAPE_REPRESENTATION('',(${solid},${axis}),${context})`)
  e.add(`SHAPE_DEFINITION_REPRESENTATION(${definitionShape},${representation})`)
  return part21File(
    name,
    'AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }',
    `${title} (${part.articles.join(', ')})`,
    part.revision.date.slice(0, 19),
    e.lines(),
    part.brand,
  )
}
