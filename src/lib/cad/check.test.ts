import { afterEach, describe, expect, it, vi } from 'vitest'

import { dxfProblems, part21Problems } from './check'
import { dxfDrawing } from './dxf'
import { cadWriters, makeCadFile } from './files'
import { ifcModel } from './ifc'
import { stepSolid } from './step'
import { parts, words } from '../../../tests/support/cadParts'
import { readStep } from '../../../tests/support/occt'

const step = stepSolid(parts.forma).toString('latin1')
const edit = (text: string) => Buffer.from(text, 'latin1')

/** The STEP file with its first line's vector written inside the LINE, as the site's writer once did. */
function vectorInside(text: string): string {
  const line = /=LINE\('',(#\d+),#(\d+)\);/.exec(text)!
  const vector = new RegExp(`#${line[2]}=(VECTOR\\([^;]*\\));`).exec(text)![1]!
  return text.replace(line[0], `=LINE('',${line[1]},${vector});`)
}

describe('the files’ checks', () => {
  it('pass what the writers make', () => {
    for (const part of Object.values(parts)) {
      expect(part21Problems(stepSolid(part))).toEqual([])
      expect(part21Problems(ifcModel(part))).toEqual([])
      expect(dxfProblems(dxfDrawing(part, words[part.locale]))).toEqual([])
    }
  })

  it('find in a STEP file what OpenCascade cannot read: an instance inside another, a reference to nothing, an open shell', async () => {
    const inline = vectorInside(step)
    expect(part21Problems(edit(inline))).toEqual([expect.stringMatching(/VECTOR\(…\) written inside LINE/)])
    // what the reader makes of it: no solid with its edges
    const read = await readStep(edit(inline))
    expect(read.success && read.meshes.reduce((n, m) => n + m.index.array.length, 0) === 36).toBe(false)

    expect(part21Problems(edit(step.replace(/(=VERTEX_POINT\('',)#\d+/, '$1#99999')))).toEqual([
      expect.stringMatching(/refers to #99999, which is not there/),
    ])
    const flipped = step.replace(/ORIENTED_EDGE\('',\*,\*,(#\d+),\.T\.\)/, "ORIENTED_EDGE('',*,*,$1,.F.)")
    expect(part21Problems(edit(flipped))).toEqual([expect.stringMatching(/closed shell is open at 1 edges/)])
    expect(part21Problems(edit(step.replace('END-ISO-10303-21;', '')))).toEqual([
      expect.stringMatching(/no ISO-10303-21 file/),
    ])
    expect(part21Problems(Buffer.from(step.replace("'SH700101'", "'SH700101 für'"), 'utf8'))[0]).toMatch(
      /outside printable ASCII/,
    )
  })

  it('find in a DXF drawing an undeclared code page, an unknown layer, a missing end', () => {
    const dxf = dxfDrawing(parts.forma, words.de).toString('latin1')
    expect(dxfProblems(edit(dxf.replace('ANSI_1252', 'ANSI_1251')))).toEqual(['bytes above 0x7F without $DWGCODEPAGE'])
    // the LAYER table's DRAIN renamed: the drain's circle is on a layer the table lacks
    expect(dxfProblems(edit(dxf.replace('\r\nDRAIN\r\n', '\r\nABLAUF\r\n')))).toEqual([
      'layer DRAIN is not in the LAYER table',
    ])
    expect(dxfProblems(edit(dxf.replace(/ {2}0\r\nEOF\r\n$/, '')))).toEqual(['no EOF at the end'])
    expect(dxfProblems(edit(dxf.replace('SEQEND', 'CIRCLE')))).toContain('POLYLINE without SEQEND')
  })
})

describe('a file that fails its check', () => {
  const writer = cadWriters.step
  afterEach(() => {
    cadWriters.step = writer
    vi.restoreAllMocks()
  })

  it('is not offered: the site logs the file and what is wrong, and keeps no bytes', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    cadWriters.step = (part) => edit(vectorInside(stepSolid(part).toString('latin1')))
    expect(makeCadFile('step', parts.forma, words.de, 'forma-rimless-wall-hung-toilet')).toEqual({ status: 'refused' })
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[cad\] SH700101-solid-de\.stp \(forma-rimless-wall-hung-toilet\) is not offered: #\d+: VECTOR\(…\) written inside LINE/,
      ),
    )
    cadWriters.step = writer
    const made = makeCadFile('step', parts.forma, words.de, 'forma-rimless-wall-hung-toilet')
    expect(made).toMatchObject({
      status: 'made',
      filename: 'SH700101-solid-de.stp',
      articles: ['SH700101', 'SH700102'],
    })
  })
})
