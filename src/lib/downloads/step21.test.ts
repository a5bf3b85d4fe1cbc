import { describe, expect, it } from 'vitest'

import { isDxf, step21Schema } from '@/cms/uploads/cad'

import { dxfOutline } from './dxf'
import { ifcGuid, ifcModel, step21String, stepSolid } from './step21'
import { boundingBox, readStep } from '../../../tests/support/occt'

const box = { name: 'Duschwanne Plano 900', article: 'SH100301', width: 900, depth: 800, height: 30 }
const when = '2026-11-27T12:00:00'

describe('ISO 10303-21 writers', () => {
  it('writes strings and ids as the format wants them', () => {
    expect(step21String("Anna's \\ Bad")).toBe("'Anna''s \\\\ Bad'")
    expect(step21String('浴缸 ä')).toBe("'\\X2\\6D74\\X0\\\\X2\\7F38\\X0\\ \\X2\\00E4\\X0\\'")
    const id = ifcGuid('SH100301:element')
    expect(id).toMatch(/^[0-3][0-9A-Za-z_$]{21}$/)
    expect(ifcGuid('SH100301:element')).toBe(id)
    expect(ifcGuid('SH100302:element')).not.toBe(id)
  })

  it('an IFC4 model the upload check takes as IFC, with the element and its box', () => {
    const ifc = ifcModel(box, { entity: 'IFCSANITARYTERMINAL', type: 'SHOWER' }, when, 'plano.ifc')
    expect(step21Schema(ifc)).toBe('ifc')
    const text = ifc.toString('utf8')
    expect(text).toContain("FILE_SCHEMA(('IFC4'));")
    expect(text).toMatch(/IFCSANITARYTERMINAL\('[^']{22}',\$,'Duschwanne Plano 900',.*'SH100301',\.SHOWER\.\);/)
    expect(text).toContain('IFCRECTANGLEPROFILEDEF(.AREA.,$,#')
    expect(text).toMatch(/IFCRECTANGLEPROFILEDEF\([^)]*,900\.,800\.\);/)
    expect(text).toMatch(/IFCEXTRUDEDAREASOLID\(#\d+,#\d+,#\d+,30\.\);/)
    expect(text).toContain('IFCSIUNIT(*,.LENGTHUNIT.,.MILLI.,.METRE.)')
    // Every reference points at an entity defined before it.
    for (const line of text.split('\n').filter((l) => l.startsWith('#'))) {
      const own = Number(/^#(\d+)=/.exec(line)![1])
      for (const ref of line.slice(line.indexOf('=')).matchAll(/#(\d+)/g)) expect(Number(ref[1])).toBeLessThan(own)
    }
    expect(ifc.length).toBeLessThan(4000)
  })

  it('a STEP AP214 box: a closed shell of six faces whose twelve edges are each used once in each direction', () => {
    const step = stepSolid(box, when, 'plano.stp')
    expect(step21Schema(step)).toBe('step')
    const text = step.toString('utf8')
    const count = (re: RegExp) => [...text.matchAll(re)].length
    expect(count(/=VERTEX_POINT\(/g)).toBe(8)
    expect(count(/=EDGE_CURVE\(/g)).toBe(12)
    expect(count(/=ADVANCED_FACE\(/g)).toBe(6)
    expect(count(/=CLOSED_SHELL\(/g)).toBe(1)
    const uses = new Map<string, string[]>()
    for (const m of text.matchAll(/ORIENTED_EDGE\('',\*,\*,(#\d+),\.(T|F)\.\)/g)) {
      uses.set(m[1]!, [...(uses.get(m[1]!) ?? []), m[2]!])
    }
    expect(uses.size).toBe(12)
    for (const senses of uses.values()) expect(senses.sort()).toEqual(['F', 'T'])
    expect(text).toContain("CARTESIAN_POINT('',(900.,800.,30.))")
    expect(step.length).toBeLessThan(12000)
  })

  it('a STEP solid that OpenCascade reads as a closed box of the product’s size', async () => {
    for (const size of [box, { ...box, article: 'SH700101', width: 360, depth: 530, height: 340 }]) {
      const read = await readStep(stepSolid(size, when, 'part.stp'))
      expect(read.success).toBe(true)
      const triangles = read.meshes.reduce((sum, m) => sum + m.index.array.length / 3, 0)
      // six faces of two triangles each
      expect(triangles).toBe(12)
      expect(boundingBox(read).map(Math.round)).toEqual([size.width, size.depth, size.height])
    }
  })

  it('the DXF outline passes the DXF check', () => {
    expect(isDxf(dxfOutline({ title: box.name, width: box.width, depth: box.depth }))).toBe(true)
  })
})
