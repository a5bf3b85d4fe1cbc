import { createRequire } from 'node:module'

/**
 * What web-ifc (That Open Company's IFC reader in WebAssembly, the one BIM viewers on the web are
 * built on) reads from an IFC file: its schema and header, and each element with its type object,
 * property sets, materials and triangulated shape.
 */

/** A line's attribute as web-ifc gives it: a typed value, a reference (type 5) or a list of them. */
type Value = { type: number; value: unknown; name?: string } | null
type Line = { expressID: number; type: number; [attribute: string]: unknown }

type IfcApi = {
  Init(): Promise<void>
  OpenModel(data: Uint8Array): number
  CloseModel(model: number): void
  GetModelSchema(model: number): string
  GetAllLines(model: number): { size(): number; get(i: number): number }
  GetLine(model: number, id: number, flatten?: boolean, inverse?: boolean): Line
  GetLineIDsWithType(model: number, type: number): { size(): number; get(i: number): number }
  GetLineType(model: number, id: number): number
  GetNameFromTypeCode(type: number): string
  GetHeaderLine(model: number, type: number): { arguments: unknown[] }
  GetFlatMesh(
    model: number,
    id: number,
    applyLinearScalingFactor?: boolean,
  ): {
    geometries: { size(): number; get(i: number): { geometryExpressID: number; flatTransformation: number[] } }
  }
  GetGeometry(
    model: number,
    id: number,
  ): { GetVertexData(): number; GetVertexDataSize(): number; GetIndexData(): number; GetIndexDataSize(): number }
  GetVertexArray(pointer: number, size: number): Float32Array
  GetIndexArray(pointer: number, size: number): Uint32Array
}
type WebIfc = { IfcAPI: new () => IfcApi; FILE_NAME: number; IFCRELCONTAINEDINSPATIALSTRUCTURE: number }

export type IfcProperty = {
  /** a single value's value, or a list value's values */
  value: unknown
  /** the value's IFC type, e.g. IFCPOSITIVELENGTHMEASURE (of the first value of a list) */
  type: string | null
  description: string | null
}

export type IfcTypeRead = {
  entity: string
  name: string | null
  predefinedType: string | null
  elementType: string | null
  tag: string | null
  /** the entity of the relationship that types the element (IfcRelDefinesByType) */
  relation: string
  representationMaps: number
}

export type IfcMesh = {
  /** the vertices in the file's own frame: millimetres, z up */
  positions: [number, number, number][]
  /** three indexes into `positions` per triangle */
  triangles: [number, number, number][]
}

export type IfcElementRead = {
  expressID: number
  /** e.g. IFCSANITARYTERMINAL */
  entity: string
  name: string | null
  description: string | null
  objectType: string | null
  tag: string | null
  predefinedType: string | null
  type: IfcTypeRead | null
  /** the element's own property sets and its type's, by name: their properties by name */
  propertySets: Record<string, Record<string, IfcProperty>>
  /** which property sets the type carries (HasPropertySets) */
  typePropertySets: string[]
  materials: { name: string | null; category: string | null }[]
  mesh: IfcMesh
}

export type IfcRead = {
  schema: string
  /** the number of instances in the data section */
  lines: number
  /** FILE_NAME's name, time stamp and organisation */
  fileName: { name: string; timestamp: string; organisation: string }
  /** the elements the spatial structure (site, building, storey) contains */
  elements: IfcElementRead[]
}

let api: Promise<{ ifc: IfcApi; web: WebIfc }> | null = null

/** web-ifc, started once per test file (its WebAssembly found beside its script in node_modules). */
function webIfc() {
  api ??= (async () => {
    const web = createRequire(import.meta.url)('web-ifc') as WebIfc
    const ifc = new web.IfcAPI()
    await ifc.Init()
    return { ifc, web }
  })()
  return api
}

/** A typed value's value (web-ifc decodes \X2\…\X0\ and the other string escapes of ISO 10303-21). */
const valueOf = (v: unknown) => (v && typeof v === 'object' && 'value' in v ? (v as { value: unknown }).value : null)
const stringOf = (v: unknown) => {
  const value = valueOf(v)
  return value === null || value === undefined ? null : String(value)
}
const refs = (v: unknown): number[] =>
  (Array.isArray(v) ? v : v ? [v] : []).map((r) => Number((r as { value: number }).value))

/** Reads an IFC file as a BIM program does; throws where web-ifc cannot open it. */
export async function readIfc(bytes: Uint8Array): Promise<IfcRead> {
  const { ifc, web } = await webIfc()
  const model = ifc.OpenModel(new Uint8Array(bytes))
  if (model < 0) throw new Error('web-ifc did not open the file')
  try {
    const lines = ifc.GetAllLines(model).size()
    const header = ifc.GetHeaderLine(model, web.FILE_NAME).arguments
    const containers = ifc.GetLineIDsWithType(model, web.IFCRELCONTAINEDINSPATIALSTRUCTURE)
    const elements = [...Array(containers.size()).keys()]
      .flatMap((i) => refs(ifc.GetLine(model, containers.get(i)).RelatedElements))
      .map((id) => readElement(ifc, model, id))
    return {
      schema: ifc.GetModelSchema(model),
      lines,
      fileName: {
        name: stringOf(header[0]) ?? '',
        timestamp: stringOf(header[1]) ?? '',
        organisation: (header[3] as Value[]).map(stringOf).join(', '),
      },
      elements,
    }
  } finally {
    ifc.CloseModel(model)
  }
}

function readElement(ifc: IfcApi, model: number, id: number): IfcElementRead {
  const line = ifc.GetLine(model, id, false, true)
  const entity = (n: number) => ifc.GetNameFromTypeCode(ifc.GetLineType(model, n)).toUpperCase()

  let type: IfcTypeRead | null = null
  let typeSets: number[] = []
  for (const relId of refs(line.IsTypedBy)) {
    const rel = ifc.GetLine(model, relId)
    const typeId = refs(rel.RelatingType)[0]!
    const t = ifc.GetLine(model, typeId)
    typeSets = refs(t.HasPropertySets)
    type = {
      entity: entity(typeId),
      name: stringOf(t.Name),
      predefinedType: stringOf(t.PredefinedType),
      elementType: stringOf(t.ElementType),
      tag: stringOf(t.Tag),
      relation: entity(relId),
      representationMaps: refs(t.RepresentationMaps).length,
    }
  }

  const ownSets = refs(line.IsDefinedBy).flatMap((relId) => refs(ifc.GetLine(model, relId).RelatingPropertyDefinition))
  const propertySets: IfcElementRead['propertySets'] = {}
  for (const setId of [...typeSets, ...ownSets]) {
    const set = ifc.GetLine(model, setId, true)
    const properties: Record<string, IfcProperty> = {}
    for (const p of (set.HasProperties as Line[] | undefined) ?? []) {
      const list = p.ListValues as Value[] | undefined
      const single = p.NominalValue as Value | undefined
      properties[stringOf(p.Name)!] = {
        value: list ? list.map(valueOf) : valueOf(single),
        type: (list ? list[0]?.name : single?.name) ?? null,
        description: stringOf(p.Description),
      }
    }
    propertySets[stringOf(set.Name)!] = { ...propertySets[stringOf(set.Name)!], ...properties }
  }

  const materials = refs(line.HasAssociations)
    .map((relId) => ifc.GetLine(model, relId))
    .filter((rel) => rel.RelatingMaterial)
    .map((rel) => ifc.GetLine(model, refs(rel.RelatingMaterial)[0]!))
    .map((material) => ({ name: stringOf(material.Name), category: stringOf(material.Category) }))

  return {
    expressID: id,
    entity: entity(id),
    name: stringOf(line.Name),
    description: stringOf(line.Description),
    objectType: stringOf(line.ObjectType),
    tag: stringOf(line.Tag),
    predefinedType: stringOf(line.PredefinedType),
    type,
    propertySets,
    typePropertySets: typeSets.map((setId) => stringOf(ifc.GetLine(model, setId).Name)!),
    materials,
    mesh: meshOf(ifc, model, id),
  }
}

/**
 * The element as web-ifc triangulates it, in the file's units (no scaling to metres). web-ifc
 * hands out its geometry y-up (as WebGL scenes are); the file's frame is z-up: x stays, the file's
 * y is −z, its z is y.
 */
function meshOf(ifc: IfcApi, model: number, id: number): IfcMesh {
  const positions: IfcMesh['positions'] = []
  const triangles: IfcMesh['triangles'] = []
  const flat = ifc.GetFlatMesh(model, id, false)
  for (let g = 0; g < flat.geometries.size(); g++) {
    const placed = flat.geometries.get(g)
    const m = placed.flatTransformation
    const geometry = ifc.GetGeometry(model, placed.geometryExpressID)
    const vertices = ifc.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize())
    const indexes = ifc.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize())
    const first = positions.length
    // six numbers per vertex: its position, then its normal; the matrix is column-major
    for (let i = 0; i < vertices.length; i += 6) {
      const [x, y, z] = [vertices[i]!, vertices[i + 1]!, vertices[i + 2]!]
      const X = m[0]! * x + m[4]! * y + m[8]! * z + m[12]!
      const Y = m[1]! * x + m[5]! * y + m[9]! * z + m[13]!
      const Z = m[2]! * x + m[6]! * y + m[10]! * z + m[14]!
      positions.push([X, -Z, Y])
    }
    for (let i = 0; i < indexes.length; i += 3)
      triangles.push([first + indexes[i]!, first + indexes[i + 1]!, first + indexes[i + 2]!])
  }
  return { positions, triangles }
}

/** The mesh's extent: its lowest and highest corner, and its size [x, y, z]. */
export function extentOf(mesh: IfcMesh): { min: number[]; max: number[]; size: number[] } {
  const min = [Infinity, Infinity, Infinity]
  const max = [-Infinity, -Infinity, -Infinity]
  for (const p of mesh.positions)
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k]!, p[k]!)
      max[k] = Math.max(max[k]!, p[k]!)
    }
  return { min, max, size: max.map((v, k) => v - min[k]!) }
}

/** How many different points the mesh has seen from above (to a hundredth of a millimetre). */
export function planPoints(mesh: IfcMesh): number {
  return new Set(mesh.positions.map(([x, y]) => `${Math.round(x * 100)},${Math.round(y * 100)}`)).size
}

/**
 * The area the solid covers seen from above: its triangles projected onto the floor, halved (a
 * closed extrusion's top and bottom both cover the outline; its upright sides cover nothing).
 */
export function planArea(mesh: IfcMesh): number {
  let sum = 0
  for (const [a, b, c] of mesh.triangles) {
    const [p, q, r] = [mesh.positions[a]!, mesh.positions[b]!, mesh.positions[c]!]
    sum += Math.abs((q[0] - p[0]) * (r[1] - p[1]) - (r[0] - p[0]) * (q[1] - p[1])) / 2
  }
  return sum / 2
}
