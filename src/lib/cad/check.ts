/**
 * Checks of the site's own CAD and BIM files before they leave the server: what a reader would
 * refuse (a reference to nothing, an instance written inside another, a shell with an open edge, a
 * DXF section left open, a byte its code page does not have) is found here, logged, and the file
 * is not offered. The tests read the same files with the readers planners use.
 */

/** A parameter of a Part 21 instance. */
type Param =
  | { kind: 'ref'; id: number }
  | { kind: 'list'; items: Param[] }
  | { kind: 'typed'; name: string; params: Param[] }
  | { kind: 'simple'; text: string }

type Instance = { id: number; records: { name: string; params: Param[] }[] }

class Part21Error extends Error {}

/** Reads the DATA section's instances; throws on what is no exchange structure. */
function parseData(text: string): Map<number, Instance> {
  const begin = text.indexOf('\nDATA;')
  const end = text.lastIndexOf('\nENDSEC;')
  if (!text.startsWith('ISO-10303-21;') || begin < 0 || end < begin || !text.trimEnd().endsWith('END-ISO-10303-21;'))
    throw new Part21Error('no ISO-10303-21 file with a DATA section')
  const s = text.slice(begin + 6, end)
  let i = 0
  const space = () => {
    while (i < s.length && /\s/.test(s[i]!)) i++
  }
  const expect = (c: string) => {
    space()
    if (s[i] !== c) throw new Part21Error(`"${c}" expected at ${s.slice(i, i + 30)}`)
    i++
  }
  const keyword = () => {
    space()
    const m = /^[A-Z_][A-Z0-9_]*/.exec(s.slice(i, i + 80))
    if (!m) throw new Part21Error(`keyword expected at ${s.slice(i, i + 30)}`)
    i += m[0].length
    return m[0]
  }
  const params = (): Param[] => {
    expect('(')
    const out: Param[] = []
    space()
    if (s[i] === ')') {
      i++
      return out
    }
    for (;;) {
      out.push(param())
      space()
      if (s[i] === ',') i++
      else if (s[i] === ')') {
        i++
        return out
      } else throw new Part21Error(`"," or ")" expected at ${s.slice(i, i + 30)}`)
    }
  }
  const param = (): Param => {
    space()
    const c = s[i]
    if (c === '#') {
      const m = /^#(\d+)/.exec(s.slice(i))!
      i += m[0].length
      return { kind: 'ref', id: Number(m[1]) }
    }
    if (c === '(') return { kind: 'list', items: params() }
    if (c === "'") {
      let j = i + 1
      for (;;) {
        if (j >= s.length) throw new Part21Error('string not closed')
        if (s[j] === "'" && s[j + 1] === "'") j += 2
        else if (s[j] === "'") break
        else j++
      }
      const text = s.slice(i, j + 1)
      i = j + 1
      return { kind: 'simple', text }
    }
    if (c === '$' || c === '*') {
      i++
      return { kind: 'simple', text: c }
    }
    if (c === '.') {
      const m = /^\.[A-Z_][A-Z0-9_]*\./.exec(s.slice(i, i + 80))
      if (!m) throw new Part21Error(`enumeration expected at ${s.slice(i, i + 30)}`)
      i += m[0].length
      return { kind: 'simple', text: m[0] }
    }
    const number = /^[+-]?\d+(\.\d*)?(E[+-]?\d+)?/.exec(s.slice(i, i + 40))
    if (number) {
      i += number[0].length
      return { kind: 'simple', text: number[0] }
    }
    const name = keyword()
    return { kind: 'typed', name, params: params() }
  }
  const out = new Map<number, Instance>()
  for (;;) {
    space()
    if (i >= s.length) break
    const m = /^#(\d+)\s*=/.exec(s.slice(i, i + 24))
    if (!m) throw new Part21Error(`instance expected at ${s.slice(i, i + 30)}`)
    i += m[0].length
    const id = Number(m[1])
    if (out.has(id)) throw new Part21Error(`#${id} defined twice`)
    space()
    const records: Instance['records'] = []
    if (s[i] === '(') {
      // a complex instance: ( A(…) B(…) )
      i++
      for (;;) {
        space()
        if (s[i] === ')') {
          i++
          break
        }
        records.push({ name: keyword(), params: params() })
      }
    } else records.push({ name: keyword(), params: params() })
    expect(';')
    out.set(id, { id, records })
  }
  return out
}

const refsOf = (p: Param): number[] =>
  p.kind === 'ref'
    ? [p.id]
    : p.kind === 'list'
      ? p.items.flatMap(refsOf)
      : p.kind === 'typed'
        ? p.params.flatMap(refsOf)
        : []

/**
 * What a reader would refuse in a Part 21 file (STEP or IFC): no file structure, bytes outside
 * printable ASCII, a reference to no instance, an instance written inside another (a typed value
 * holds one simple value, e.g. `LENGTH_MEASURE(1.E-03)` or `IFCLABEL('x')`), and in a STEP solid a
 * closed shell whose edges are not each used once in each direction. Empty when the file is sound.
 */
export function part21Problems(bytes: Uint8Array): string[] {
  const problems: string[] = []
  for (const b of bytes)
    if (b !== 0x0a && b !== 0x0d && (b < 0x20 || b > 0x7e)) {
      problems.push(`byte 0x${b.toString(16)} outside printable ASCII`)
      break
    }
  let data: Map<number, Instance>
  try {
    data = parseData(Buffer.from(bytes).toString('latin1'))
  } catch (error) {
    return [...problems, error instanceof Error ? error.message : String(error)]
  }
  if (!data.size) problems.push('no instances')
  for (const instance of data.values())
    for (const record of instance.records) {
      const walk = (p: Param) => {
        if (p.kind === 'typed' && (p.params.length !== 1 || p.params[0]!.kind !== 'simple'))
          problems.push(`#${instance.id}: ${p.name}(…) written inside ${record.name}`)
        if (p.kind === 'list') p.items.forEach(walk)
      }
      record.params.forEach(walk)
      for (const ref of record.params.flatMap(refsOf))
        if (!data.has(ref)) problems.push(`#${instance.id}: ${record.name} refers to #${ref}, which is not there`)
    }
  const named = (id: number, name: string) => data.get(id)?.records.find((r) => r.name === name)
  for (const instance of data.values()) {
    const shell = instance.records.find((r) => r.name === 'CLOSED_SHELL')
    if (!shell) continue
    // each edge curve: +1 for a use along it, −1 against; a closed shell sums to 0 with 2 uses each
    const uses = new Map<number, { along: number; against: number }>()
    const faces = shell.params[1]?.kind === 'list' ? shell.params[1].items : []
    for (const f of faces) {
      const face = f.kind === 'ref' ? named(f.id, 'ADVANCED_FACE') : undefined
      const faceSense = face?.params[3]?.kind === 'simple' && face.params[3].text === '.F.' ? -1 : 1
      const bounds = face?.params[1]?.kind === 'list' ? face.params[1].items : []
      if (!face || !bounds.length) {
        problems.push(`#${instance.id}: a face of the closed shell has no bounds`)
        continue
      }
      for (const b of bounds) {
        const bound = b.kind === 'ref' ? (named(b.id, 'FACE_OUTER_BOUND') ?? named(b.id, 'FACE_BOUND')) : undefined
        const loopRef = bound?.params[1]
        const boundSense = bound?.params[2]?.kind === 'simple' && bound.params[2].text === '.F.' ? -1 : 1
        const loop = loopRef?.kind === 'ref' ? named(loopRef.id, 'EDGE_LOOP') : undefined
        const edges = loop?.params[1]?.kind === 'list' ? loop.params[1].items : []
        if (!edges.length) problems.push(`#${instance.id}: a face bound without edges`)
        for (const e of edges) {
          const oriented = e.kind === 'ref' ? named(e.id, 'ORIENTED_EDGE') : undefined
          const curve = oriented?.params[3]
          if (!oriented || curve?.kind !== 'ref' || !named(curve.id, 'EDGE_CURVE')) {
            problems.push(`#${instance.id}: a loop's edge is no oriented edge curve`)
            continue
          }
          const sense =
            (oriented.params[4]?.kind === 'simple' && oriented.params[4].text === '.F.' ? -1 : 1) *
            faceSense *
            boundSense
          const u = uses.get(curve.id) ?? { along: 0, against: 0 }
          if (sense > 0) u.along++
          else u.against++
          uses.set(curve.id, u)
        }
      }
    }
    const open = [...uses.entries()].filter(([, u]) => u.along !== 1 || u.against !== 1)
    if (!uses.size) problems.push(`#${instance.id}: the closed shell has no edges`)
    if (open.length)
      problems.push(
        `#${instance.id}: the closed shell is open at ${open.length} edges (e.g. #${open[0]![0]}: ${open[0]![1].along} uses along, ${open[0]![1].against} against)`,
      )
  }
  return [...new Set(problems)]
}

/** Bytes Windows-1252 does not define. */
const UNDEFINED_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d])

/**
 * What a CAD program would refuse or misread in the site's R12 drawings: a group code that is no
 * number, a section not closed, no EOF, an entity on a layer the LAYER table lacks, a POLYLINE
 * without SEQEND, control bytes, bytes above 0x7F without `$DWGCODEPAGE` or undefined in it.
 */
export function dxfProblems(bytes: Uint8Array): string[] {
  const problems: string[] = []
  const lines = Buffer.from(bytes).toString('latin1').split(/\r?\n/)
  if (lines.at(-1) === '') lines.pop()
  if (lines.length % 2) return ['an odd number of lines: group codes and values do not pair']
  const pairs: [number, string][] = []
  for (let i = 0; i < lines.length; i += 2) {
    const code = lines[i]!.trim()
    if (!/^-?\d+$/.test(code)) return [`line ${i + 1}: group code "${code.slice(0, 20)}" is no number`]
    pairs.push([Number(code), lines[i + 1]!])
  }
  const codepage = pairs.findIndex(([c, v]) => c === 9 && v === '$DWGCODEPAGE')
  const ansi1252 = codepage >= 0 && pairs[codepage + 1]?.[1] === 'ANSI_1252'
  for (const b of bytes) {
    if ((b < 0x20 && b !== 0x0a && b !== 0x0d) || b === 0x7f) {
      problems.push(`control byte 0x${b.toString(16)}`)
      break
    }
    if (b > 0x7f && (!ansi1252 || UNDEFINED_1252.has(b))) {
      problems.push(
        ansi1252 ? `byte 0x${b.toString(16)} is no Windows-1252 character` : 'bytes above 0x7F without $DWGCODEPAGE',
      )
      break
    }
  }
  if (pairs.at(-1)?.[0] !== 0 || pairs.at(-1)?.[1] !== 'EOF') problems.push('no EOF at the end')
  let section: string | null = null
  const layers = new Set<string>()
  const used = new Set<string>()
  let table: string | null = null
  let entity: string | null = null
  let openPolyline = false
  const sections: string[] = []
  for (let i = 0; i < pairs.length; i++) {
    const [code, value] = pairs[i]!
    if (code === 0) {
      entity = value
      if (value === 'SECTION') {
        if (section) problems.push(`section ${section} not closed`)
        section = pairs[i + 1]?.[0] === 2 ? pairs[i + 1]![1] : '?'
        sections.push(section)
      } else if (value === 'ENDSEC') {
        if (!section) problems.push('ENDSEC without SECTION')
        if (openPolyline) problems.push('POLYLINE without SEQEND')
        section = null
        openPolyline = false
      } else if (value === 'TABLE') table = pairs[i + 1]?.[1] ?? null
      else if (value === 'ENDTAB') table = null
      else if (section === 'ENTITIES') {
        if (value === 'POLYLINE') {
          if (openPolyline) problems.push('POLYLINE without SEQEND')
          openPolyline = true
        } else if (value === 'SEQEND') openPolyline = false
        else if (value !== 'VERTEX' && openPolyline) problems.push(`${value} inside a POLYLINE`)
      }
    } else if (code === 2 && table === 'LAYER' && entity === 'LAYER') layers.add(value)
    else if (code === 8 && section === 'ENTITIES') used.add(value)
  }
  if (section) problems.push(`section ${section} not closed`)
  for (const name of ['HEADER', 'TABLES', 'ENTITIES']) if (!sections.includes(name)) problems.push(`no ${name} section`)
  for (const layer of used) if (!layers.has(layer)) problems.push(`layer ${layer} is not in the LAYER table`)
  return [...new Set(problems)]
}
