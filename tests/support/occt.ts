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
