import { SaxesParser, type SaxesTagNS } from 'saxes'

import { escapeXml } from '@/lib/xml'

/**
 * TMX 1.4, the exchange format of translation memories (Trados, memoQ, Phrase, OmegaT): one
 * translation unit (`<tu>`) per source sentence, one variant (`<tuv xml:lang>`) per language.
 * Written with the German source and one target per unit; read with any number of variants,
 * each non-source one paired with the source.
 */

export type TmxUnit = { source: string; targets: { lang: string; text: string }[] }

/** A TMX 1.4 file of the units (source language `sourceLang`), stamped with `created` (UTC). */
export function writeTmx(units: readonly TmxUnit[], sourceLang: string, created: Date): string {
  const stamp = created
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<tmx version="1.4">',
    `  <header creationtool="SANHAUS CMS" creationtoolversion="1" segtype="sentence" o-tmf="sanhaus" adminlang="${escapeXml(sourceLang)}" srclang="${escapeXml(sourceLang)}" datatype="plaintext" creationdate="${stamp}"/>`,
    '  <body>',
  ]
  for (const unit of units) {
    out.push('    <tu>', `      <tuv xml:lang="${escapeXml(sourceLang)}"><seg>${escapeXml(unit.source)}</seg></tuv>`)
    for (const target of unit.targets)
      out.push(`      <tuv xml:lang="${escapeXml(target.lang)}"><seg>${escapeXml(target.text)}</seg></tuv>`)
    out.push('    </tu>')
  }
  out.push('  </body>', '</tmx>', '')
  return out.join('\n')
}

export class TmxError extends Error {
  constructor(
    readonly reason: 'malformed' | 'notTmx',
    readonly detail = '',
  ) {
    super(detail ? `${reason}: ${detail}` : reason)
  }
}

const XML_NS = 'http://www.w3.org/XML/1998/namespace'

/**
 * The units of a TMX file: per `<tu>`, the text of each `<tuv>`'s `<seg>` (inline markup's own
 * text kept, its tags left out) by language, the header's `srclang` naming the source (`*all*`:
 * the unit's first variant). Throws TmxError on a file that is not well-formed or not TMX.
 */
export function readTmx(text: string): { sourceLang: string | null; units: { lang: string; text: string }[][] } {
  const parser = new SaxesParser({ xmlns: true })
  let failure: Error | null = null
  let root: string | null = null
  let sourceLang: string | null = null
  const units: { lang: string; text: string }[][] = []
  let unit: { lang: string; text: string }[] | null = null
  let lang: string | null = null
  let seg: string | null = null
  parser.on('error', (error) => {
    failure ??= error
  })
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (root === null) root = tag.local
    if (tag.local === 'header') sourceLang = tag.attributes.srclang?.value ?? null
    else if (tag.local === 'tu') unit = []
    else if (tag.local === 'tuv') {
      const attr = Object.values(tag.attributes).find(
        (a) => a.local === 'lang' && (a.uri === XML_NS || a.prefix === ''),
      )
      lang = attr?.value ?? null
    } else if (tag.local === 'seg') seg = ''
  })
  parser.on('text', (value) => {
    if (seg !== null) seg += value
  })
  parser.on('cdata', (value) => {
    if (seg !== null) seg += value
  })
  parser.on('closetag', (tag) => {
    if (tag.local === 'seg' && unit && lang && seg !== null) {
      unit.push({ lang, text: seg })
      seg = null
    } else if (tag.local === 'tu' && unit) {
      units.push(unit)
      unit = null
    }
  })
  try {
    parser.write(text).close()
  } catch (error) {
    failure ??= error as Error
  }
  if (failure || root === null) throw new TmxError('malformed', (failure as Error | null)?.message ?? 'empty')
  if (root !== 'tmx') throw new TmxError('notTmx', root)
  return { sourceLang, units }
}
