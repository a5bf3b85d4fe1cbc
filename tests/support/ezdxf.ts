import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Debian's own interpreter: the one that imports Debian's python3-ezdxf (another python3 may be first on PATH). */
export const SYSTEM_PYTHON = '/usr/bin/python3'

/** An entity as ezdxf reads it from a drawing. */
export type DxfEntity = {
  type: string
  layer: string
  /** TEXT: the string as ezdxf decoded it (code page honoured, `\U+` escapes left as written) */
  text?: string
  centre?: [number, number]
  radius?: number
  closed?: boolean
  vertices?: [number, number][]
  bulges?: number[]
  start?: [number, number]
  end?: [number, number]
}

export type DxfRead = {
  version: string
  encoding: string
  /** what ezdxf's auditor found wrong */
  errors: string[]
  layers: Record<string, { linetype: string; colour: number }>
  entities: DxfEntity[]
}

const READER = `
import json, sys, ezdxf
out = []
for name in sys.argv[1:]:
    doc = ezdxf.readfile(name)
    auditor = doc.audit()
    entities = []
    for e in doc.modelspace():
        item = {"type": e.dxftype(), "layer": e.dxf.layer}
        t = e.dxftype()
        if t == "TEXT":
            item["text"] = e.dxf.text
        elif t == "CIRCLE":
            item["centre"] = [e.dxf.center[0], e.dxf.center[1]]
            item["radius"] = e.dxf.radius
        elif t == "LINE":
            item["start"] = [e.dxf.start[0], e.dxf.start[1]]
            item["end"] = [e.dxf.end[0], e.dxf.end[1]]
        elif t == "POLYLINE":
            item["closed"] = e.is_closed
            item["vertices"] = [[v.dxf.location[0], v.dxf.location[1]] for v in e.vertices]
            item["bulges"] = [v.dxf.bulge for v in e.vertices]
        entities.append(item)
    layers = {l.dxf.name: {"linetype": l.dxf.linetype, "colour": l.dxf.color} for l in doc.layers}
    out.append({"version": doc.dxfversion, "encoding": doc.encoding, "errors": [str(x.message) for x in auditor.errors], "layers": layers, "entities": entities})
print(json.dumps(out))
`

/** Reads DXF drawings with ezdxf, as a CAD program would open them; one interpreter for all. */
export function readDxf(files: Uint8Array[]): DxfRead[] {
  const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? os.tmpdir(), 'dxf-'))
  try {
    const names = files.map((bytes, i) => {
      const name = path.join(dir, `${i}.dxf`)
      fs.writeFileSync(name, bytes)
      return name
    })
    const json = execFileSync(SYSTEM_PYTHON, ['-c', READER, ...names], { maxBuffer: 256 * 1024 * 1024 })
    return JSON.parse(json.toString('utf8')) as DxfRead[]
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** A TEXT's string as AutoCAD shows it: `\U+XXXX` escapes decoded (ezdxf leaves them as written). */
export const asShown = (text: string): string =>
  text.replace(/\\U\+([0-9A-Fa-f]{4})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
