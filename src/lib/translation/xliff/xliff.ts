import { SaxesParser, type SaxesTagNS } from 'saxes'

import { escapeXml } from '@/lib/xml'

import type { Inline } from './inline'

/**
 * XLIFF files for translation agencies, version 1.2 (what every CAT tool reads: Trados, memoQ,
 * Phrase, OmegaT) and 2.0. One `<file>` per document, one unit per field; the unit's key names
 * the document and the field (`products/42/description`), and the fingerprint of its source text
 * at the export travels in it (`sh:print`), so a translation of a source that changed since is
 * recognised on its way back. Inline codes: 1.2 `<g>` and `<x/>`, 2.0 `<pc>` and `<ph/>`.
 */

export const XLIFF_12 = 'urn:oasis:names:tc:xliff:document:1.2'
export const XLIFF_20 = 'urn:oasis:names:tc:xliff:document:2.0'
/** The project's own attributes: the site a file belongs to, each unit's source fingerprint. */
export const SH = 'urn:sanhaus:translation:1'

export type XliffVersion = '1.2' | '2.0'

export type XliffUnit = {
  /** The document and field: `products/42/description`, `globals/site-settings/footer.claim`. */
  key: string
  /** The source text's fingerprint at the export. */
  print: string
  source: Inline[]
  /** The text in the target language now, if any. */
  target?: Inline[] | null
  /** The unit's state: what the translation board says of it. */
  state?: 'missing' | 'outdated' | 'identical' | 'current'
  /** For the translator: the field's name and the document's title. */
  note?: string
}

export type XliffDocument = { original: string; units: XliffUnit[] }

export type XliffFile = {
  version: XliffVersion
  sourceLanguage: string
  targetLanguage: string
  /** The site's address (its origin): a file goes back to the site it came from. */
  site: string
  documents: XliffDocument[]
}

/** 2.0's type and subtype for a code that 1.2 names by its ctype. */
function type20(ctype: string): { type: string; subType?: string } {
  if (ctype === 'bold') return { type: 'fmt', subType: 'xlf:b' }
  if (ctype === 'italic') return { type: 'fmt', subType: 'xlf:i' }
  if (ctype === 'underlined') return { type: 'fmt', subType: 'xlf:u' }
  if (ctype === 'lb') return { type: 'fmt', subType: 'xlf:lb' }
  if (ctype === 'link') return { type: 'link' }
  if (ctype.startsWith('x-format-')) return { type: 'fmt', subType: `sh:${ctype.slice(2)}` }
  return { type: 'other', subType: `sh:${ctype.replace(/^x-/, '')}` }
}

function ctype20(type: string | undefined, subType: string | undefined): string {
  if (subType === 'xlf:b') return 'bold'
  if (subType === 'xlf:i') return 'italic'
  if (subType === 'xlf:u') return 'underlined'
  if (subType === 'xlf:lb') return 'lb'
  if (type === 'link') return 'link'
  if (subType?.startsWith('sh:format-')) return `x-${subType.slice(3)}`
  if (subType?.startsWith('sh:')) return `x-${subType.slice(3)}`
  return `x-${type ?? 'other'}`
}

function inline(parts: readonly Inline[], version: XliffVersion): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return escapeXml(part)
      if (version === '1.2')
        return part.kind === 'pair'
          ? `<g id="${escapeXml(part.id)}" ctype="${escapeXml(part.ctype)}">${inline(part.children, version)}</g>`
          : `<x id="${escapeXml(part.id)}" ctype="${escapeXml(part.ctype)}"/>`
      const { type, subType } = type20(part.ctype)
      const attrs = `id="${escapeXml(part.id)}" type="${type}"${subType ? ` subType="${escapeXml(subType)}"` : ''}`
      return part.kind === 'pair' ? `<pc ${attrs}>${inline(part.children, version)}</pc>` : `<ph ${attrs}/>`
    })
    .join('')
}

/** XLIFF 1.2's state of a target, from the translation board's. */
const state12 = {
  missing: 'needs-translation',
  outdated: 'needs-review-translation',
  identical: 'needs-translation',
  current: 'translated',
} as const
/** XLIFF 2.0's segment state. */
const state20 = { missing: 'initial', outdated: 'initial', identical: 'initial', current: 'translated' } as const

/** The file's text. */
export function writeXliff(file: XliffFile): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>']
  if (file.version === '1.2') {
    out.push(`<xliff version="1.2" xmlns="${XLIFF_12}" xmlns:sh="${SH}">`)
    for (const doc of file.documents) {
      out.push(
        `  <file original="${escapeXml(doc.original)}" source-language="${escapeXml(file.sourceLanguage)}" target-language="${escapeXml(file.targetLanguage)}" datatype="plaintext" sh:site="${escapeXml(file.site)}">`,
        '    <header><tool tool-id="sanhaus-cms" tool-name="SANHAUS CMS"/></header>',
        '    <body>',
      )
      for (const unit of doc.units) {
        out.push(
          `      <trans-unit id="${escapeXml(unit.key)}" resname="${escapeXml(unit.key.split('/').slice(2).join('/'))}" xml:space="preserve" sh:print="${escapeXml(unit.print)}">`,
          `        <source>${inline(unit.source, '1.2')}</source>`,
        )
        if (unit.target && unit.target.length > 0)
          out.push(`        <target state="${state12[unit.state ?? 'current']}">${inline(unit.target, '1.2')}</target>`)
        if (unit.note) out.push(`        <note>${escapeXml(unit.note)}</note>`)
        out.push('      </trans-unit>')
      }
      out.push('    </body>', '  </file>')
    }
    out.push('</xliff>', '')
    return out.join('\n')
  }
  out.push(
    `<xliff version="2.0" xmlns="${XLIFF_20}" xmlns:sh="${SH}" srcLang="${escapeXml(file.sourceLanguage)}" trgLang="${escapeXml(file.targetLanguage)}">`,
  )
  let unitNumber = 0
  file.documents.forEach((doc, index) => {
    out.push(`  <file id="f${index + 1}" original="${escapeXml(doc.original)}" sh:site="${escapeXml(file.site)}">`)
    for (const unit of doc.units) {
      out.push(`    <unit id="u${++unitNumber}" name="${escapeXml(unit.key)}" sh:print="${escapeXml(unit.print)}">`)
      if (unit.note) out.push(`      <notes><note>${escapeXml(unit.note)}</note></notes>`)
      out.push(`      <segment state="${state20[unit.state ?? 'current']}">`)
      out.push(`        <source xml:space="preserve">${inline(unit.source, '2.0')}</source>`)
      if (unit.target && unit.target.length > 0)
        out.push(`        <target xml:space="preserve">${inline(unit.target, '2.0')}</target>`)
      out.push('      </segment>', '    </unit>')
    }
    out.push('  </file>')
  })
  out.push('</xliff>', '')
  return out.join('\n')
}

/** Why a file as a whole is refused. */
export class XliffFileError extends Error {
  constructor(
    readonly reason: 'malformed' | 'notXliff' | 'version',
    readonly detail = '',
  ) {
    super(detail ? `${reason}: ${detail}` : reason)
  }
}

/** A unit as read back: its key and fingerprint where the file kept them. */
export type ReadUnit = {
  key: string | null
  print: string | null
  source: Inline[]
  target: Inline[] | null
  /** Inline markup this reader does not take back (1.2's bpt/ept/it/ph, 2.0's sc/ec): named. */
  unsupported: string[]
}

export type ReadFile = {
  version: XliffVersion
  sourceLanguage: string | null
  targetLanguage: string | null
  /** The sites named by its files (normally one). */
  sites: string[]
  units: ReadUnit[]
}

type Element = { name: string; uri: string; attrs: Map<string, string>; children: (Element | string)[] }

/** The file as a tree of elements and texts (namespaces resolved); throws XliffFileError('malformed'). */
function parseTree(text: string): Element {
  const parser = new SaxesParser({ xmlns: true, position: true })
  const stack: Element[] = []
  let root: Element | null = null
  let failure: Error | null = null
  parser.on('error', (error) => {
    failure ??= error
  })
  parser.on('opentag', (tag: SaxesTagNS) => {
    const attrs = new Map<string, string>()
    for (const attr of Object.values(tag.attributes)) {
      // `{uri}local` for attributes in a namespace; `xml:` ones by their prefixed name.
      const name = attr.uri ? `{${attr.uri}}${attr.local}` : attr.local
      attrs.set(name, attr.value)
    }
    const element: Element = { name: tag.local, uri: tag.uri, attrs, children: [] }
    if (stack.length) stack[stack.length - 1]!.children.push(element)
    else root = element
    stack.push(element)
  })
  parser.on('closetag', () => {
    stack.pop()
  })
  const addText = (value: string) => {
    if (stack.length) stack[stack.length - 1]!.children.push(value)
  }
  parser.on('text', addText)
  parser.on('cdata', addText)
  try {
    parser.write(text).close()
  } catch (error) {
    failure ??= error as Error
  }
  if (failure || !root) throw new XliffFileError('malformed', (failure as Error | null)?.message ?? 'empty')
  return root
}

const elements = (parent: Element, name: string) =>
  parent.children.filter((child): child is Element => typeof child !== 'string' && child.name === name)
const first = (parent: Element, name: string) => elements(parent, name)[0]

/** The inline content of a source or target: text, codes, and what this reader leaves. */
function readInline(element: Element, version: XliffVersion, unsupported: string[]): Inline[] {
  const out: Inline[] = []
  for (const child of element.children) {
    if (typeof child === 'string') {
      out.push(child)
      continue
    }
    const id = child.attrs.get('id') ?? ''
    if (version === '1.2' && child.name === 'g')
      out.push({
        kind: 'pair',
        id,
        ctype: child.attrs.get('ctype') ?? 'x-g',
        children: readInline(child, version, unsupported),
      })
    else if (version === '1.2' && child.name === 'x')
      out.push({ kind: 'single', id, ctype: child.attrs.get('ctype') ?? 'x-x' })
    else if (version === '2.0' && child.name === 'pc')
      out.push({
        kind: 'pair',
        id,
        ctype: ctype20(child.attrs.get('type'), child.attrs.get('subType')),
        children: readInline(child, version, unsupported),
      })
    else if (version === '2.0' && child.name === 'ph')
      out.push({ kind: 'single', id, ctype: ctype20(child.attrs.get('type'), child.attrs.get('subType')) })
    // Marks a tool adds (segments, terms, comments) hold the text itself.
    else if (child.name === 'mrk') out.push(...readInline(child, version, unsupported))
    else unsupported.push(child.name)
  }
  // Adjacent texts joined.
  const joined: Inline[] = []
  for (const part of out) {
    const last = joined[joined.length - 1]
    if (typeof part === 'string' && typeof last === 'string') joined[joined.length - 1] = last + part
    else joined.push(part)
  }
  return joined
}

/** Reads an XLIFF 1.2 or 2.0 file; throws XliffFileError on anything else. */
export function readXliff(text: string): ReadFile {
  const root = parseTree(text)
  if (root.name !== 'xliff') throw new XliffFileError('notXliff', root.name)
  const declared = root.attrs.get('version') ?? ''
  const version: XliffVersion | null =
    declared === '1.2' && root.uri === XLIFF_12
      ? '1.2'
      : declared.startsWith('2.') && root.uri === XLIFF_20
        ? '2.0'
        : null
  if (!version) throw new XliffFileError('version', declared || root.uri || '?')
  const sites = new Set<string>()
  const units: ReadUnit[] = []
  let sourceLanguage: string | null = null
  let targetLanguage: string | null = null
  if (version === '2.0') {
    sourceLanguage = root.attrs.get('srcLang') ?? null
    targetLanguage = root.attrs.get('trgLang') ?? null
  }
  for (const file of elements(root, 'file')) {
    const site = file.attrs.get(`{${SH}}site`)
    if (site) sites.add(site)
    if (version === '1.2') {
      sourceLanguage ??= file.attrs.get('source-language') ?? null
      targetLanguage ??= file.attrs.get('target-language') ?? null
      const languages = [file.attrs.get('source-language'), file.attrs.get('target-language')]
      if (languages[0] !== sourceLanguage || (languages[1] ?? null) !== targetLanguage)
        throw new XliffFileError('version', 'languages differ between files')
      const body = first(file, 'body')
      const transUnits = body
        ? [...elements(body, 'trans-unit'), ...elements(body, 'group').flatMap((g) => elements(g, 'trans-unit'))]
        : []
      for (const unit of transUnits) {
        const unsupported: string[] = []
        const source = first(unit, 'source')
        const target = first(unit, 'target')
        units.push({
          key: unit.attrs.get('id') ?? null,
          print: unit.attrs.get(`{${SH}}print`) ?? null,
          source: source ? readInline(source, version, unsupported) : [],
          target: target ? readInline(target, version, unsupported) : null,
          unsupported,
        })
      }
    } else {
      for (const unit of elements(file, 'unit')) {
        const unsupported: string[] = []
        const source: Inline[] = []
        let target: Inline[] | null = null
        for (const part of unit.children) {
          if (typeof part === 'string' || (part.name !== 'segment' && part.name !== 'ignorable')) continue
          const s = first(part, 'source')
          const t = first(part, 'target')
          if (s) source.push(...readInline(s, version, unsupported))
          if (t) (target ??= []).push(...readInline(t, version, unsupported))
          // An ignorable without a target keeps its source's whitespace in the translation.
          else if (part.name === 'ignorable' && s) (target ??= []).push(...readInline(s, version, unsupported))
        }
        units.push({
          key: unit.attrs.get('name') ?? null,
          print: unit.attrs.get(`{${SH}}print`) ?? null,
          source,
          target,
          unsupported,
        })
      }
    }
  }
  return { version, sourceLanguage, targetLanguage, sites: [...sites], units }
}
