/**
 * The ISO 10303-21 exchange structure ("Part 21") the IFC and STEP writers share: strings, reals,
 * IFC's GlobalIds, numbered instances and the file's header.
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

/** A real number as the format writes it: always with a point, an exponent as `1.5E-07`. */
export function real(n: number): string {
  if (Number.isInteger(n)) return `${n}.`
  const s = String(n)
  if (!/e/i.test(s)) return s
  const [mantissa, exponent] = n.toExponential().split('e') as [string, string]
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.`}E${exponent}`
}

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

export type Entities = { add: (text: string) => string; lines: () => string }

export function entities(): Entities {
  const list: string[] = []
  return {
    add: (text) => {
      list.push(`#${list.length + 1}=${text};`)
      return `#${list.length}`
    },
    lines: () => list.join('\n'),
  }
}

/** The file: its header (name, time, the organisation that wrote it, the schema) and its data. */
export function part21File(
  name: string,
  schema: string,
  description: string,
  timestamp: string,
  body: string,
  organisation = '',
): Buffer {
  return Buffer.from(
    [
      'ISO-10303-21;',
      'HEADER;',
      `FILE_DESCRIPTION((${step21String(description)}),'2;1');`,
      `FILE_NAME(${step21String(name)},'${timestamp}',(''),(${step21String(organisation)}),'','','');`,
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
