/**
 * CAD and BIM formats told by their bytes, never by their name: DXF (text group codes or the
 * binary sentinel), DWG (version signature), IFC and STEP (ISO 10303-21 with their schema), Revit
 * (a compound file whose directory holds `BasicFileInfo`) and SketchUp (its UTF-16 header).
 */

/** Section names a DXF file may start with. */
const DXF_SECTIONS = new Set(['HEADER', 'CLASSES', 'TABLES', 'BLOCKS', 'ENTITIES', 'OBJECTS', 'THUMBNAILIMAGE'])

const BINARY_DXF = Buffer.from('AutoCAD Binary DXF\r\n\x1a\x00', 'latin1')

/** Whether the bytes are a DXF drawing: group code/value pairs from `0 SECTION` to `0 EOF`, or binary DXF. */
export function isDxf(data: Buffer): boolean {
  if (data.subarray(0, BINARY_DXF.length).equals(BINARY_DXF)) return true
  if (data.subarray(0, 65536).includes(0)) return false
  const head = data
    .subarray(0, 4096)
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
  const lines = head.split(/\r?\n/)
  let i = 0
  // Leading comments (group code 999) are allowed before the first section.
  while (lines[i]?.trim() === '999' && i + 1 < lines.length) i += 2
  const pairs: [string, string][] = []
  for (; i + 1 < lines.length && pairs.length < 4; i += 2) pairs.push([lines[i]!.trim(), lines[i + 1]!.trim()])
  if (pairs.length < 2) return false
  const [first, second] = pairs
  if (first![0] !== '0' || first![1] !== 'SECTION' || second![0] !== '2' || !DXF_SECTIONS.has(second![1])) return false
  if (!pairs.every(([code]) => /^-?\d{1,4}$/.test(code))) return false
  const tail = data
    .subarray(Math.max(0, data.length - 64))
    .toString('latin1')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
  return tail.at(-1) === 'EOF' && tail.at(-2) === '0'
}

/** DWG versions by signature: R13 to 2018. */
const DWG_VERSIONS = new Set(['AC1012', 'AC1014', 'AC1015', 'AC1018', 'AC1021', 'AC1024', 'AC1027', 'AC1032'])

/** Whether the bytes are a DWG drawing: a known `AC10xx` version signature, then five zero bytes. */
export function isDwg(data: Buffer): boolean {
  if (data.length < 128) return false
  if (!DWG_VERSIONS.has(data.subarray(0, 6).toString('latin1'))) return false
  return data.subarray(6, 11).every((b) => b === 0)
}

/**
 * The schema of an ISO 10303-21 ("STEP physical file") exchange file: `ifc` for IFC2X3, IFC4…,
 * `step` for AP203, AP214 and AP242; null when the bytes are not such a file.
 */
export function step21Schema(data: Buffer): 'ifc' | 'step' | null {
  const head = data
    .subarray(0, 8192)
    .toString('latin1')
    .replace(/^\xEF\xBB\xBF/, '')
  const header = /^\s*ISO-10303-21\s*;\s*HEADER\s*;([\s\S]*?)ENDSEC\s*;/.exec(head)
  if (!header) return null
  const schema = /FILE_SCHEMA\s*\(\s*\(\s*'([^']+)'/i.exec(header[1]!)?.[1]?.toUpperCase()
  if (!schema) return null
  const tail = data.subarray(Math.max(0, data.length - 256)).toString('latin1')
  if (!/END-ISO-10303-21\s*;\s*$/.test(tail)) return null
  if (/^IFC(2X3|4)/.test(schema)) return 'ifc'
  if (/AP2(03|14|42)|AUTOMOTIVE_DESIGN|CONFIG_CONTROL_DESIGN/.test(schema)) return 'step'
  return null
}

const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const END_OF_CHAIN = 0xfffffffe
const FREE = 0xffffffff

/**
 * The names in a compound file's (OLE/CFB) directory, read by following its allocation table;
 * null when the bytes are not a well-formed compound file.
 */
export function compoundFileNames(data: Buffer): string[] | null {
  if (data.length < 512 || !data.subarray(0, 8).equals(CFB_SIGNATURE)) return null
  if (data.readUInt16LE(0x1c) !== 0xfffe) return null
  const shift = data.readUInt16LE(0x1e)
  if (shift !== 9 && shift !== 12) return null
  const size = 1 << shift
  const sector = (n: number) => {
    const start = (n + 1) * size
    return start + size <= data.length ? data.subarray(start, start + size) : null
  }
  // The sectors holding the allocation table: 109 in the header, more in a DIFAT chain.
  const fatSectors: number[] = []
  for (let i = 0; i < 109; i++) {
    const n = data.readUInt32LE(0x4c + i * 4)
    if (n !== FREE) fatSectors.push(n)
  }
  let difat = data.readUInt32LE(0x44)
  for (let guard = 0; difat !== END_OF_CHAIN && difat !== FREE && guard < 10000; guard++) {
    const s = sector(difat)
    if (!s) return null
    for (let i = 0; i < size / 4 - 1; i++) {
      const n = s.readUInt32LE(i * 4)
      if (n !== FREE) fatSectors.push(n)
    }
    difat = s.readUInt32LE(size - 4)
  }
  const fat: number[] = []
  for (const n of fatSectors) {
    const s = sector(n)
    if (!s) return null
    for (let i = 0; i < size / 4; i++) fat.push(s.readUInt32LE(i * 4))
  }
  const names: string[] = []
  const seen = new Set<number>()
  for (let n = data.readUInt32LE(0x30); n !== END_OF_CHAIN; n = fat[n] ?? END_OF_CHAIN) {
    if (seen.has(n)) return null
    seen.add(n)
    const s = sector(n)
    if (!s) return null
    for (let off = 0; off + 128 <= size; off += 128) {
      const length = s.readUInt16LE(off + 0x40)
      const type = s[off + 0x42]
      if (type === 0 || length < 2 || length > 64) continue
      names.push(s.toString('utf16le', off, off + length - 2))
    }
  }
  return names.length ? names : null
}

/** Whether the bytes are a Revit project or family: a compound file with the `BasicFileInfo` stream. */
export function isRevit(data: Buffer): boolean {
  return compoundFileNames(data)?.includes('BasicFileInfo') ?? false
}

const SKETCHUP = Buffer.concat([Buffer.from([0xff, 0xfe, 0xff, 0x0e]), Buffer.from('SketchUp Model', 'utf16le')])

/** Whether the bytes are a SketchUp model. */
export function isSketchUp(data: Buffer): boolean {
  return data.subarray(0, SKETCHUP.length).equals(SKETCHUP)
}

/** Whether the bytes are a program (Windows/DOS `MZ`, Linux `ELF`, macOS Mach-O) whatever its name. */
export function isProgram(data: Buffer): boolean {
  if (data.length < 4) return false
  const magic = data.readUInt32BE(0)
  return (
    (data[0] === 0x4d && data[1] === 0x5a) ||
    magic === 0x7f454c46 ||
    [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe].includes(magic)
  )
}

/** The CAD/BIM format of the bytes, or null. RVT and RFA share their structure: the name's extension tells which. */
export function detectCad(
  data: Buffer,
  extension: string,
): 'dxf' | 'dwg' | 'ifc' | 'step' | 'rvt' | 'rfa' | 'skp' | null {
  if (isDwg(data)) return 'dwg'
  if (isSketchUp(data)) return 'skp'
  if (isRevit(data)) return extension === 'rfa' ? 'rfa' : 'rvt'
  const schema = step21Schema(data)
  if (schema) return schema
  return isDxf(data) ? 'dxf' : null
}
