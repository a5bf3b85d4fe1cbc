/**
 * Small writers of ISO 10303-21 exchange files: an IFC4 model of a product (one element with its
 * box of width × depth × height) and a STEP AP214 solid (the same box as a B-rep). Dimensions in
 * millimetres; the files are valid by their schemas and open in BIM and CAD programs.
 */

/** A string as ISO 10303-21 writes it: apostrophes doubled, backslashes doubled, anything outside printable ASCII as \X2\…\X0\. */
export function step21String(value: string): string {
  let out = ''
  for (const ch of value) {
    const code = ch.codePointAt(0)!
    if (ch === "'") out += "''"
    else if (ch === '\\') out += '\\\\'
    else if (code >= 0x20 && code <= 0x7e) out += ch
    else {
      const units = String.fromCodePoint(code)
      const hex = [...Array(units.length).keys()]
        .map((i) => units.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0'))
        .join('')
      out += `\\X2\\${hex}\\X0\\`
    }
  }
  return `'${out}'`
}

/** A real number as the format writes it (always with a point). */
const real = (n: number) => (Number.isInteger(n) ? `${n}.` : String(n))

const IFC_GUID_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$'

/** A stable IFC GlobalId (22 characters of IFC's base 64) from a text: the same product gets the same ids. */
export function ifcGuid(seed: string): string {
  // FNV-1a over the text, stretched to 128 bits.
  const words: number[] = []
  let h = 0x811c9dc5
  for (let round = 0; round < 4; round++) {
    for (const ch of `${round}:${seed}`) {
      h ^= ch.codePointAt(0)!
      h = Math.imul(h, 0x01000193) >>> 0
    }
    words.push(h)
  }
  let bits = words.map((w) => w.toString(2).padStart(32, '0')).join('')
  // 22 characters carry 2 + 21 × 6 = 128 bits; the first one holds the top 2.
  bits = bits.slice(0, 128)
  let out = IFC_GUID_CHARS[parseInt(bits.slice(0, 2), 2)]!
  for (let i = 2; i < 128; i += 6) out += IFC_GUID_CHARS[parseInt(bits.slice(i, i + 6), 2)]!
  return out
}

type Entities = { add: (text: string) => string; lines: () => string }

function entities(): Entities {
  const list: string[] = []
  return {
    add: (text) => {
      list.push(`#${list.length + 1}=${text};`)
      return `#${list.length}`
    },
    lines: () => list.join('\n'),
  }
}

function file(name: string, schema: string, description: string, timestamp: string, body: string): Buffer {
  return Buffer.from(
    [
      'ISO-10303-21;',
      'HEADER;',
      `FILE_DESCRIPTION((${step21String(description)}),'2;1');`,
      `FILE_NAME(${step21String(name)},'${timestamp}',(''),(''),'','','');`,
      `FILE_SCHEMA(('${schema}'));`,
      'ENDSEC;',
      'DATA;',
      body,
      'ENDSEC;',
      'END-ISO-10303-21;',
      '',
    ].join('\n'),
    'utf8',
  )
}

export type Box = { name: string; article: string; width: number; depth: number; height: number }

/** How IFC4 names the product: a sanitary terminal of its kind, furniture, or a valve (a tap). */
export type IfcKind =
  | { entity: 'IFCSANITARYTERMINAL'; type: 'BATH' | 'SHOWER' | 'WASHHANDBASIN' | 'TOILETPAN' | 'SINK' | 'NOTDEFINED' }
  | { entity: 'IFCFURNITURE'; type: 'SHELF' | 'NOTDEFINED' }
  | { entity: 'IFCVALVE'; type: 'FAUCET' }

/** An IFC4 model with the product as one element (its box) on a storey of a building on a site. */
export function ifcModel(box: Box, kind: IfcKind, timestamp: string, filename: string): Buffer {
  const e = entities()
  const guid = (part: string) => `'${ifcGuid(`${box.article}:${part}`)}'`
  const origin = e.add('IFCCARTESIANPOINT((0.,0.,0.))')
  const z = e.add('IFCDIRECTION((0.,0.,1.))')
  const x = e.add('IFCDIRECTION((1.,0.,0.))')
  const world = e.add(`IFCAXIS2PLACEMENT3D(${origin},${z},${x})`)
  const context = e.add(`IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,${world},$)`)
  const body = e.add(`IFCGEOMETRICREPRESENTATIONSUBCONTEXT('Body','Model',*,*,*,*,${context},$,.MODEL_VIEW.,$)`)
  const units = [
    e.add('IFCSIUNIT(*,.LENGTHUNIT.,.MILLI.,.METRE.)'),
    e.add('IFCSIUNIT(*,.AREAUNIT.,$,.SQUARE_METRE.)'),
    e.add('IFCSIUNIT(*,.VOLUMEUNIT.,$,.CUBIC_METRE.)'),
    e.add('IFCSIUNIT(*,.PLANEANGLEUNIT.,$,.RADIAN.)'),
  ]
  const unitAssignment = e.add(`IFCUNITASSIGNMENT((${units.join(',')}))`)
  const project = e.add(
    `IFCPROJECT(${guid('project')},$,${step21String(box.name)},$,$,$,$,(${context}),${unitAssignment})`,
  )
  const sitePlace = e.add(`IFCLOCALPLACEMENT($,${world})`)
  const site = e.add(`IFCSITE(${guid('site')},$,'Site',$,$,${sitePlace},$,$,.ELEMENT.,$,$,$,$,$)`)
  const buildingPlace = e.add(`IFCLOCALPLACEMENT(${sitePlace},${world})`)
  const building = e.add(`IFCBUILDING(${guid('building')},$,'Building',$,$,${buildingPlace},$,$,.ELEMENT.,$,$,$)`)
  const storeyPlace = e.add(`IFCLOCALPLACEMENT(${buildingPlace},${world})`)
  const storey = e.add(`IFCBUILDINGSTOREY(${guid('storey')},$,'Level 0',$,$,${storeyPlace},$,$,.ELEMENT.,0.)`)
  e.add(`IFCRELAGGREGATES(${guid('site-in-project')},$,$,$,${project},(${site}))`)
  e.add(`IFCRELAGGREGATES(${guid('building-on-site')},$,$,$,${site},(${building}))`)
  e.add(`IFCRELAGGREGATES(${guid('storey-in-building')},$,$,$,${building},(${storey}))`)
  const centre = e.add(`IFCCARTESIANPOINT((0.,0.))`)
  const profilePlace = e.add(`IFCAXIS2PLACEMENT2D(${centre},$)`)
  const profile = e.add(`IFCRECTANGLEPROFILEDEF(.AREA.,$,${profilePlace},${real(box.width)},${real(box.depth)})`)
  const corner = e.add(`IFCCARTESIANPOINT((${real(box.width / 2)},${real(box.depth / 2)},0.))`)
  const solidPlace = e.add(`IFCAXIS2PLACEMENT3D(${corner},${z},${x})`)
  const solid = e.add(`IFCEXTRUDEDAREASOLID(${profile},${solidPlace},${z},${real(box.height)})`)
  const shape = e.add(`IFCSHAPEREPRESENTATION(${body},'Body','SweptSolid',(${solid}))`)
  const definition = e.add(`IFCPRODUCTDEFINITIONSHAPE($,$,(${shape}))`)
  const place = e.add(`IFCLOCALPLACEMENT(${storeyPlace},${world})`)
  const element = e.add(
    `${kind.entity}(${guid('element')},$,${step21String(box.name)},${step21String(`${box.width} x ${box.depth} x ${box.height} mm`)},$,${place},${definition},${step21String(box.article)},.${kind.type}.)`,
  )
  e.add(`IFCRELCONTAINEDINSPATIALSTRUCTURE(${guid('element-on-storey')},$,$,$,(${element}),${storey})`)
  return file(filename, 'IFC4', 'ViewDefinition [ReferenceView_V1.2]', timestamp, e.lines())
}

/** The corners of a box, bit 0 → x, bit 1 → y, bit 2 → z. */
const cornerOf = (box: Box, i: number) => [i & 1 ? box.width : 0, i & 2 ? box.depth : 0, i & 4 ? box.height : 0]

/** The six faces, corners counter-clockwise seen from outside, with their outward normals. */
const FACES: readonly [readonly [number, number, number, number], readonly [number, number, number]][] = [
  [
    [0, 2, 3, 1],
    [0, 0, -1],
  ],
  [
    [4, 5, 7, 6],
    [0, 0, 1],
  ],
  [
    [0, 1, 5, 4],
    [0, -1, 0],
  ],
  [
    [2, 6, 7, 3],
    [0, 1, 0],
  ],
  [
    [0, 4, 6, 2],
    [-1, 0, 0],
  ],
  [
    [1, 3, 7, 5],
    [1, 0, 0],
  ],
]

/** A STEP AP214 part: the product as a closed B-rep box (8 vertices, 12 edges, 6 planar faces). */
export function stepSolid(box: Box, timestamp: string, filename: string): Buffer {
  const e = entities()
  const point = (p: number[]) => e.add(`CARTESIAN_POINT('',(${p.map(real).join(',')}))`)
  const direction = (d: number[]) => e.add(`DIRECTION('',(${d.map(real).join(',')}))`)
  const appContext = e.add(`APPLICATION_CONTEXT('core data for automotive mechanical design processes')`)
  e.add(`APPLICATION_PROTOCOL_DEFINITION('international standard','automotive_design',2000,${appContext})`)
  const productContext = e.add(`PRODUCT_CONTEXT('',${appContext},'mechanical')`)
  const product = e.add(`PRODUCT(${step21String(box.article)},${step21String(box.name)},'',(${productContext}))`)
  e.add(`PRODUCT_RELATED_PRODUCT_CATEGORY('part',$,(${product}))`)
  const formation = e.add(`PRODUCT_DEFINITION_FORMATION('','',${product})`)
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
  const corners = [...Array(8).keys()].map((i) => cornerOf(box, i))
  const vertices = corners.map((c) => e.add(`VERTEX_POINT('',${point(c)})`))
  const edges = new Map<string, { id: string; from: number }>()
  const edge = (a: number, b: number) => {
    const key = a < b ? `${a}-${b}` : `${b}-${a}`
    let found = edges.get(key)
    if (!found) {
      const d = corners[b]!.map((v, k) => v - corners[a]![k]!)
      const length = Math.hypot(...d)
      // Every instance of the exchange structure stands on its own line, the line's vector too:
      // an instance written inside another is no valid Part 21, and OpenCascade then reads the
      // faces without their edges (an empty box).
      const vector = e.add(`VECTOR('',${direction(d.map((v) => v / length))},${real(length)})`)
      const line = e.add(`LINE('',${point(corners[a]!)},${vector})`)
      found = { id: e.add(`EDGE_CURVE('',${vertices[a]},${vertices[b]},${line},.T.)`), from: a }
      edges.set(key, found)
    }
    return e.add(`ORIENTED_EDGE('',*,*,${found.id},${found.from === a ? '.T.' : '.F.'})`)
  }
  const faces = FACES.map(([loop, normal]) => {
    const oriented = loop.map((a, i) => edge(a, loop[(i + 1) % 4]!))
    const first = corners[loop[0]!]!
    const along = corners[loop[1]!]!.map((v, k) => Math.sign(v - first[k]!))
    const placement = e.add(`AXIS2_PLACEMENT_3D('',${point(first)},${direction([...normal])},${direction(along)})`)
    const plane = e.add(`PLANE('',${placement})`)
    const bound = e.add(`FACE_OUTER_BOUND('',${e.add(`EDGE_LOOP('',(${oriented.join(',')}))`)},.T.)`)
    return e.add(`ADVANCED_FACE('',(${bound}),${plane},.T.)`)
  })
  const shell = e.add(`CLOSED_SHELL('',(${faces.join(',')}))`)
  const solid = e.add(`MANIFOLD_SOLID_BREP(${step21String(box.name)},${shell})`)
  const axis = e.add(`AXIS2_PLACEMENT_3D('',${point([0, 0, 0])},${direction([0, 0, 1])},${direction([1, 0, 0])})`)
  const representation = e.add(`ADVANCED_BREP_SHAPE_REPRESENTATION('',(${solid},${axis}),${context})`)
  e.add(`SHAPE_DEFINITION_REPRESENTATION(${definitionShape},${representation})`)
  return file(filename, 'AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }', box.name, timestamp, e.lines())
}
