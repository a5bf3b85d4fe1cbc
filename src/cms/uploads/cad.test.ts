import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { dxfDrawing } from '@/lib/cad/dxf'
import { ifcModel } from '@/lib/cad/ifc'
import { stepSolid } from '@/lib/cad/step'

import { compoundFileNames, detectCad, isDwg, isDxf, isProgram, isRevit, isSketchUp, step21Schema } from './cad'
import { compoundFile } from '../../../tests/fixtures/cfb'
import { parts, words } from '../../../tests/support/cadParts'

const fixture = (name: string) => fs.readFileSync(path.resolve('tests/fixtures/downloads', name))

const step21 = (schema: string, end = 'END-ISO-10303-21;\n') =>
  Buffer.from(
    `ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');\nFILE_NAME('a','2026-11-27T12:00:00',(''),(''),'','','');\nFILE_SCHEMA(('${schema}'));\nENDSEC;\nDATA;\n#1=CARTESIAN_POINT('',(0.,0.,0.));\nENDSEC;\n${end}`,
  )

describe('DXF', () => {
  it('takes a drawing from 0 SECTION to 0 EOF, and binary DXF', () => {
    expect(isDxf(fixture('outline.dxf'))).toBe(true)
    expect(isDxf(dxfDrawing({ ...parts.terra, title: 'Wanne\r\nOval' }, words.de))).toBe(true)
    expect(isDxf(Buffer.from('999\ncomment\n0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n'))).toBe(true)
    expect(isDxf(Buffer.concat([Buffer.from('AutoCAD Binary DXF\r\n\x1a\x00', 'latin1'), Buffer.alloc(40)]))).toBe(true)
  })

  it('refuses text that only starts like one, is cut off, or is a program', () => {
    expect(isDxf(Buffer.from('0\nSECTION\n2\nHEADER\n9\n$ACADVER\n1\nAC1009\n'))).toBe(false)
    expect(isDxf(Buffer.from('0\nSECTION\n2\nPICTURES\n0\nENDSEC\n0\nEOF\n'))).toBe(false)
    expect(isDxf(Buffer.from('hello\nworld\n0\nEOF\n'))).toBe(false)
    expect(isDxf(fixture('drawing.dxf'))).toBe(false)
  })
})

describe('DWG', () => {
  it('takes a known version signature followed by zero bytes', () => {
    expect(isDwg(fixture('header.dwg'))).toBe(true)
    const r2000 = Buffer.alloc(200)
    r2000.write('AC1015', 0, 'latin1')
    expect(isDwg(r2000)).toBe(true)
  })

  it('refuses unknown versions and other bytes', () => {
    const odd = Buffer.alloc(200)
    odd.write('AC1099', 0, 'latin1')
    expect(isDwg(odd)).toBe(false)
    const text = Buffer.alloc(200, 'A')
    text.write('AC1032', 0, 'latin1')
    expect(isDwg(text)).toBe(false)
    expect(isDwg(Buffer.from('AC1032'))).toBe(false)
  })
})

describe('IFC and STEP', () => {
  it('tells IFC from STEP by the header’s schema', () => {
    expect(step21Schema(step21('IFC4'))).toBe('ifc')
    expect(step21Schema(step21('IFC2X3'))).toBe('ifc')
    expect(step21Schema(step21('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'))).toBe('step')
    expect(step21Schema(step21('AP242_MANAGED_MODEL_BASED_3D_ENGINEERING_MIM_LF'))).toBe('step')
    expect(step21Schema(step21('CONFIG_CONTROL_DESIGN'))).toBe('step')
    // the site's own files pass the upload's check as what they are
    expect(step21Schema(ifcModel(parts.forma))).toBe('ifc')
    expect(step21Schema(stepSolid(parts.forma))).toBe('step')
  })

  it('refuses other schemas, a missing end and other text', () => {
    expect(step21Schema(step21('SOMETHING_ELSE'))).toBeNull()
    expect(step21Schema(step21('IFC4', ''))).toBeNull()
    expect(step21Schema(Buffer.from("HEADER;FILE_SCHEMA(('IFC4'));ENDSEC;END-ISO-10303-21;"))).toBeNull()
  })
})

describe('Revit (compound file)', () => {
  it('reads the directory and finds the BasicFileInfo stream', () => {
    expect(compoundFileNames(fixture('family.rfa'))).toEqual(['Root Entry', 'BasicFileInfo', 'Contents'])
    expect(isRevit(fixture('family.rfa'))).toBe(true)
  })

  it('refuses a compound file without it (a Word file) and a broken one', () => {
    expect(isRevit(fixture('not-revit.rvt'))).toBe(false)
    const broken = Buffer.from(fixture('family.rfa'))
    broken.writeUInt32LE(0x7fff, 0x30)
    expect(isRevit(broken)).toBe(false)
    // The name in the file's content, outside the directory, does not count.
    const hidden = compoundFile({ Data: Buffer.from('BasicFileInfo', 'utf16le') })
    expect(isRevit(hidden)).toBe(false)
  })
})

describe('SketchUp, programs and the format of an upload', () => {
  it('tells each format from its bytes', () => {
    expect(isSketchUp(fixture('model.skp'))).toBe(true)
    expect(isProgram(fixture('drawing.dxf'))).toBe(true)
    expect(isProgram(Buffer.from('\x7fELF\x02\x01\x01', 'latin1'))).toBe(true)
    expect(isProgram(fixture('outline.dxf'))).toBe(false)
    expect(detectCad(fixture('outline.dxf'), 'dxf')).toBe('dxf')
    expect(detectCad(fixture('header.dwg'), 'dwg')).toBe('dwg')
    expect(detectCad(fixture('family.rfa'), 'rfa')).toBe('rfa')
    expect(detectCad(fixture('family.rfa'), 'rvt')).toBe('rvt')
    expect(detectCad(fixture('model.skp'), 'skp')).toBe('skp')
    expect(detectCad(step21('IFC4'), 'ifc')).toBe('ifc')
    expect(detectCad(fixture('drawing.dxf'), 'dxf')).toBeNull()
  })
})
