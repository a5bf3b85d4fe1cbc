import { createRequire } from 'node:module'

/** What OpenCascade (occt-import-js, the CAD kernel in WebAssembly) reads from a STEP file. */
export type StepRead = {
  success: boolean
  meshes: { name: string; attributes: { position: { array: number[] } }; index: { array: number[] } }[]
}

type Occt = { ReadStepFile(content: Uint8Array, params: unknown): StepRead }

let occt: Promise<Occt> | null = null

/** Reads a STEP file as a CAD program does: its solids triangulated, with their names. */
export async function readStep(bytes: Uint8Array): Promise<StepRead> {
  occt ??= (createRequire(import.meta.url)('occt-import-js') as () => Promise<Occt>)()
  return (await occt).ReadStepFile(new Uint8Array(bytes), null)
}

/** The bounding box of everything read, in the file's units: [width, depth, height]. */
export function boundingBox(read: StepRead): [number, number, number] {
  const min = [Infinity, Infinity, Infinity]
  const max = [-Infinity, -Infinity, -Infinity]
  for (const mesh of read.meshes) {
    const p = mesh.attributes.position.array
    for (let i = 0; i < p.length; i += 3)
      for (let k = 0; k < 3; k++) {
        min[k] = Math.min(min[k]!, p[i + k]!)
        max[k] = Math.max(max[k]!, p[i + k]!)
      }
  }
  return [max[0]! - min[0]!, max[1]! - min[1]!, max[2]! - min[2]!]
}

/**
 * Whether the triangulated solid is closed: with vertices merged by position (to a thousandth of
 * a unit), every edge of every triangle is shared by exactly two triangles.
 */
export function isClosed(read: StepRead): boolean {
  const edges = new Map<string, number>()
  for (const mesh of read.meshes) {
    const p = mesh.attributes.position.array
    const key = (i: number) => `${p[3 * i]!.toFixed(3)},${p[3 * i + 1]!.toFixed(3)},${p[3 * i + 2]!.toFixed(3)}`
    const idx = mesh.index.array
    for (let t = 0; t < idx.length; t += 3) {
      const corners = [key(idx[t]!), key(idx[t + 1]!), key(idx[t + 2]!)]
      for (let k = 0; k < 3; k++) {
        const [a, b] = [corners[k]!, corners[(k + 1) % 3]!]
        const edge = a < b ? `${a}|${b}` : `${b}|${a}`
        edges.set(edge, (edges.get(edge) ?? 0) + 1)
      }
    }
  }
  return edges.size > 0 && [...edges.values()].every((n) => n === 2)
}
