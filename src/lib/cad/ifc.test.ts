import { describe, expect, it } from 'vitest'

import type { Family } from '@/lib/vocabularies'

import { ifcModel } from './ifc'
import type { CadPart } from './part'
import { extentOf, planArea, planPoints, readIfc, type IfcElementRead } from '../../../tests/support/webIfc'

const base: Omit<CadPart, 'locale' | 'title' | 'articles' | 'family' | 'width' | 'depth' | 'height'> = {
  brand: 'SANHAUS',
  variantName: null,
  gtins: [],
  installation: null,
  installationName: null,
  outline: null,
  outlineRadius: null,
  outlineCut: null,
  measures: {},
  material: null,
  materialName: null,
  weight: null,
  capacity: null,
  url: 'https://www.sanhaus.example/p/product',
  revision: { number: 3, date: '2026-11-27T12:00:00.000Z' },
}

const basin: CadPart = {
  ...base,
  locale: 'en',
  title: 'Countertop basin Orbit 42',
  articles: ['SH100401'],
  gtins: ['4262437100401'],
  family: 'basin',
  installation: 'countertop',
  installationName: 'Countertop',
  width: 420,
  depth: 420,
  height: 150,
  outline: 'round',
  measures: { drainDiameter: 40, overflow: 'no', tapHoles: 0, mountingHeight: 900 },
  material: 'mineral-cast',
  materialName: 'Stone resin',
  weight: 9.5,
}

const enclosure: CadPart = {
  ...base,
  locale: 'zh',
  title: '淋浴房 Curva 90',
  articles: ['SH500901'],
  gtins: ['4262437500901'],
  family: 'enclosure',
  installation: 'corner',
  installationName: '转角式',
  width: 900,
  depth: 900,
  height: 1950,
  outline: 'quadrant',
  outlineRadius: 550,
  measures: { entryWidth: 500, wallFixingCentres: 1800 },
  material: 'tempered-glass',
  materialName: '钢化安全玻璃',
}

const toilet: CadPart = {
  ...base,
  locale: 'de',
  title: 'Wand-WC Forma spülrandlos',
  variantName: 'Weiß glänzend, Schwarz matt',
  articles: ['SH700101', 'SH700102'],
  gtins: ['4262437700101', '4262437700102'],
  family: 'toilet',
  installation: 'wall-hung',
  installationName: 'Wandhängend',
  width: 360,
  depth: 540,
  height: 350,
  outline: 'rectangle',
  measures: { outletHeight: 180, boltSpacing: 180, seatHeight: 400 },
  material: 'mineral-cast',
  materialName: 'Mineralguss',
  weight: 22,
}

const tap: CadPart = {
  ...base,
  locale: 'it',
  title: 'Miscelatore lavabo Linea',
  articles: ['SH900201', 'SH900202'],
  gtins: ['4262437900201'],
  family: 'tap',
  installation: 'deck-mounted',
  installationName: 'Da piano',
  width: 50,
  depth: 160,
  height: 180,
  measures: { connection: 'g38', flowRate: 5, pressureMin: 1, pressureMax: 5 },
  material: 'brass',
  materialName: 'Ottone',
}

/** The one element of a file, read by web-ifc. */
async function elementOf(part: CadPart): Promise<IfcElementRead> {
  const read = await readIfc(ifcModel(part))
  expect(read.elements).toHaveLength(1)
  return read.elements[0]!
}

describe('IFC4 model of a product', () => {
  it('opens in web-ifc as IFC4 with its header, and is the same file every time', async () => {
    const bytes = ifcModel(toilet)
    expect(ifcModel(toilet).equals(bytes)).toBe(true)
    const read = await readIfc(bytes)
    expect(read.schema).toBe('IFC4')
    expect(read.lines).toBeGreaterThan(50)
    expect(read.fileName).toEqual({
      name: 'SH700101-model-de.ifc',
      timestamp: '2026-11-27T12:00:00',
      organisation: 'SANHAUS',
    })
    const text = bytes.toString('latin1')
    expect(text).toContain("FILE_DESCRIPTION(('ViewDefinition [ReferenceView_V1.2]'),'2;1');")
    expect(text).toContain("FILE_SCHEMA(('IFC4'));")
  })

  it('writes a well-formed exchange structure: plain ASCII, every reference defined, no instance inside another', () => {
    for (const part of [basin, enclosure, toilet, tap]) {
      const bytes = ifcModel(part)
      expect([...bytes].every((b) => b < 0x80)).toBe(true)
      const lines = bytes.toString('ascii').split('\n')
      const data = lines.filter((l) => l.startsWith('#'))
      const defined = new Set(data.map((l) => Number(/^#(\d+)=/.exec(l)![1])))
      for (const line of data) {
        const own = Number(/^#(\d+)=/.exec(line)![1])
        const parameters = line.slice(line.indexOf('(') + 1).replace(/'(?:[^']|'')*'/g, "''")
        for (const ref of parameters.matchAll(/#(\d+)/g)) {
          expect(defined.has(Number(ref[1]))).toBe(true)
          expect(Number(ref[1])).toBeLessThan(own)
        }
        // only typed simple values (IFCLABEL('…'), IFCPOSITIVELENGTHMEASURE(…)) appear inline
        for (const inner of parameters.matchAll(/(IFC[A-Z0-9]+)\(/g))
          expect(inner[1]).toMatch(/^IFC(LABEL|IDENTIFIER|TEXT|BOOLEAN|[A-Z]*MEASURE)$/)
      }
    }
  })

  it('a wall-hung WC: a toilet pan typed by its type, with the manufacturer’s data, measures and material', async () => {
    const wc = await elementOf(toilet)
    expect(wc).toMatchObject({
      entity: 'IFCSANITARYTERMINAL',
      predefinedType: 'TOILETPAN',
      name: 'Wand-WC Forma spülrandlos',
      description: 'Weiß glänzend, Schwarz matt',
      tag: 'SH700101',
    })
    expect(wc.type).toEqual({
      entity: 'IFCSANITARYTERMINALTYPE',
      name: 'Wand-WC Forma spülrandlos',
      predefinedType: 'TOILETPAN',
      elementType: null,
      tag: 'SH700101',
      relation: 'IFCRELDEFINESBYTYPE',
      representationMaps: 1,
    })
    expect(wc.typePropertySets).toEqual(['Pset_ManufacturerTypeInformation', 'Pset_SanitaryTerminalTypeCommon'])

    const psets = wc.propertySets
    expect(psets.Pset_ManufacturerTypeInformation).toEqual({
      Manufacturer: { value: 'SANHAUS', type: 'IFCLABEL', description: null },
      ModelReference: { value: 'SH700101', type: 'IFCLABEL', description: null },
      ModelLabel: { value: 'Wand-WC Forma spülrandlos', type: 'IFCLABEL', description: null },
      ArticleNumber: { value: 'SH700101, SH700102', type: 'IFCIDENTIFIER', description: null },
      GlobalTradeItemNumber: { value: '4262437700101', type: 'IFCIDENTIFIER', description: null },
    })
    expect(psets.Pset_SanitaryTerminalTypeCommon).toMatchObject({
      NominalLength: { value: 360, type: 'IFCPOSITIVELENGTHMEASURE' },
      NominalWidth: { value: 540, type: 'IFCPOSITIVELENGTHMEASURE' },
      NominalDepth: { value: 350, type: 'IFCPOSITIVELENGTHMEASURE' },
    })
    const installation = psets.SANHAUS_Installation!
    expect(installation).toMatchObject({
      OutletHeight: { value: 180, type: 'IFCPOSITIVELENGTHMEASURE', description: 'Abgangshöhe (mm)' },
      BoltSpacing: { value: 180, type: 'IFCPOSITIVELENGTHMEASURE' },
      SeatHeight: { value: 400, type: 'IFCPOSITIVELENGTHMEASURE', description: 'Sitzhöhe (mm)' },
      Weight: { value: 22, type: 'IFCMASSMEASURE' },
      Installation: { value: 'Wandhängend', type: 'IFCLABEL' },
      Outline: { value: 'Rechteckig', type: 'IFCLABEL' },
      Url: { value: 'https://www.sanhaus.example/p/product', type: 'IFCTEXT' },
      ArticleNumbers: { value: ['SH700101', 'SH700102'], type: 'IFCIDENTIFIER' },
      GlobalTradeItemNumbers: { value: ['4262437700101', '4262437700102'], type: 'IFCIDENTIFIER' },
    })
    expect(Object.keys(psets).some((name) => name !== 'SANHAUS_Installation' && !name.startsWith('Pset_'))).toBe(false)
    expect(wc.materials).toEqual([{ name: 'Mineralguss', category: 'mineral-cast' }])

    // its box, hung with its top at the seat height
    const { min, max, size } = extentOf(wc.mesh)
    for (const [got, want] of size.map((v, k) => [v, [360, 540, 350][k]!]))
      expect(Math.abs(got! - want!)).toBeLessThanOrEqual(1)
    expect(min[2]).toBeCloseTo(50, 0)
    expect(max[2]).toBeCloseTo(400, 0)
    expect(planPoints(wc.mesh)).toBe(4)
  })

  it('a round countertop basin: its circle as a polygon, its top at the mounting height', async () => {
    const orbit = await elementOf(basin)
    expect(orbit).toMatchObject({
      entity: 'IFCSANITARYTERMINAL',
      predefinedType: 'WASHHANDBASIN',
      name: 'Countertop basin Orbit 42',
      description: '420 × 420 × 150 mm',
      tag: 'SH100401',
    })
    expect(orbit.type).toMatchObject({ entity: 'IFCSANITARYTERMINALTYPE', predefinedType: 'WASHHANDBASIN' })
    expect(orbit.propertySets.Pset_ManufacturerTypeInformation).toMatchObject({
      Manufacturer: { value: 'SANHAUS' },
      ModelReference: { value: 'SH100401' },
      GlobalTradeItemNumber: { value: '4262437100401' },
    })
    expect(orbit.propertySets.SANHAUS_Installation).toMatchObject({
      DrainDiameter: { value: 40, type: 'IFCPOSITIVELENGTHMEASURE' },
      Overflow: { value: false, type: 'IFCBOOLEAN' },
      TapHoles: { value: 0, type: 'IFCCOUNTMEASURE' },
      MountingHeight: { value: 900, type: 'IFCPOSITIVELENGTHMEASURE' },
      Outline: { value: 'Round' },
    })
    expect(orbit.materials).toEqual([{ name: 'Stone resin', category: 'mineral-cast' }])

    const { min, max, size } = extentOf(orbit.mesh)
    for (const [got, want] of size.map((v, k) => [v, [420, 420, 150][k]!]))
      expect(Math.abs(got! - want!)).toBeLessThanOrEqual(1)
    expect(min[2]).toBeCloseTo(750, 0)
    expect(max[2]).toBeCloseTo(900, 0)
    // a circle, no box: many points on the outline, the area of a disc of 210 mm
    expect(planPoints(orbit.mesh)).toBeGreaterThan(8)
    expect(planArea(orbit.mesh) / (Math.PI * 210 ** 2)).toBeCloseTo(1, 2)
  })

  it('a quadrant corner enclosure in Chinese: its curve in plan, its name decoded', async () => {
    const curva = await elementOf(enclosure)
    expect(curva).toMatchObject({
      entity: 'IFCSANITARYTERMINAL',
      predefinedType: 'SHOWER',
      name: '淋浴房 Curva 90',
      tag: 'SH500901',
    })
    expect(curva.type).toMatchObject({ name: '淋浴房 Curva 90', predefinedType: 'SHOWER' })
    expect(curva.propertySets.SANHAUS_Installation).toMatchObject({
      EntryWidth: { value: 500, description: '入口宽度（毫米）' },
      WallFixingCentres: { value: 1800 },
      Outline: { value: '扇形' },
      OutlineRadius: { value: 550, type: 'IFCPOSITIVELENGTHMEASURE' },
      Installation: { value: '转角式' },
    })
    expect(curva.materials).toEqual([{ name: '钢化安全玻璃', category: 'tempered-glass' }])

    const { min, size } = extentOf(curva.mesh)
    for (const [got, want] of size.map((v, k) => [v, [900, 900, 1950][k]!]))
      expect(Math.abs(got! - want!)).toBeLessThanOrEqual(1)
    expect(min[2]).toBeCloseTo(0, 0)
    const r = 550
    const expected = 900 * 900 - r * r + (Math.PI * r * r) / 4
    expect(Math.abs(planArea(curva.mesh) / expected - 1)).toBeLessThan(0.01)
  })

  it('a tap: a faucet valve, its flow rate in l/min and pressures in bar as the file’s units', async () => {
    const linea = await elementOf(tap)
    expect(linea).toMatchObject({ entity: 'IFCVALVE', predefinedType: 'FAUCET', name: 'Miscelatore lavabo Linea' })
    expect(linea.type).toMatchObject({
      entity: 'IFCVALVETYPE',
      predefinedType: 'FAUCET',
      relation: 'IFCRELDEFINESBYTYPE',
    })
    expect(linea.propertySets.Pset_ManufacturerTypeInformation).toMatchObject({
      Manufacturer: { value: 'SANHAUS' },
      ModelReference: { value: 'SH900201' },
      ArticleNumber: { value: 'SH900201, SH900202' },
      GlobalTradeItemNumber: { value: '4262437900201' },
    })
    expect(linea.propertySets.Pset_ValveTypeCommon).toEqual({
      WorkingPressure: { value: 5, type: 'IFCPRESSUREMEASURE', description: null },
    })
    expect(linea.propertySets.SANHAUS_Installation).toMatchObject({
      Connection: { value: 'G ⅜', type: 'IFCLABEL' },
      FlowRate: { value: 5, type: 'IFCVOLUMETRICFLOWRATEMEASURE', description: 'Portata (l/min)' },
      PressureMin: { value: 1, type: 'IFCPRESSUREMEASURE' },
      PressureMax: { value: 5, type: 'IFCPRESSUREMEASURE' },
    })
    const text = ifcModel(tap).toString('ascii')
    expect(text).toMatch(/IFCDERIVEDUNIT\(\(#\d+,#\d+\),\.VOLUMETRICFLOWRATEUNIT\.,\$\)/)
    expect(text).toMatch(/IFCCONVERSIONBASEDUNIT\(#\d+,\.PRESSUREUNIT\.,'bar',#\d+\)/)
    expect(text).toContain('IFCMEASUREWITHUNIT(IFCPRESSUREMEASURE(100000.),#')
    expect(ifcModel(basin).toString('ascii')).not.toContain('PRESSUREUNIT')
    const { size } = extentOf(linea.mesh)
    for (const [got, want] of size.map((v, k) => [v, [50, 160, 180][k]!]))
      expect(Math.abs(got! - want!)).toBeLessThanOrEqual(1)
  })

  it('names every family as IFC4 does, occurrence and type alike', async () => {
    const expected: Record<Family, [string, string, string | null]> = {
      basin: ['IFCSANITARYTERMINAL', 'WASHHANDBASIN', null],
      tub: ['IFCSANITARYTERMINAL', 'BATH', null],
      tray: ['IFCSANITARYTERMINAL', 'SHOWER', null],
      enclosure: ['IFCSANITARYTERMINAL', 'SHOWER', null],
      toilet: ['IFCSANITARYTERMINAL', 'TOILETPAN', null],
      cabinet: ['IFCFURNITURE', 'USERDEFINED', 'Waschtischunterschrank'],
      tap: ['IFCVALVE', 'FAUCET', null],
    }
    for (const [family, [entity, predefined, objectType]] of Object.entries(expected)) {
      const read = await elementOf({
        ...toilet,
        family: family as Family,
        installation: null,
        measures: {},
        title: `Produkt ${family}`,
      })
      expect(read).toMatchObject({ entity, predefinedType: predefined, objectType })
      expect(read.type).toMatchObject({
        entity: `${entity}TYPE`,
        predefinedType: predefined,
        elementType: objectType,
        relation: 'IFCRELDEFINESBYTYPE',
      })
      expect(extentOf(read.mesh).min[2]).toBeCloseTo(0, 0)
    }
    // a bath's capacity in litres, as a volume in the file's unit (m³)
    const tub = await elementOf({ ...toilet, family: 'tub', installation: 'freestanding', measures: {}, capacity: 180 })
    expect(tub.propertySets.SANHAUS_Installation!.Capacity).toEqual({
      value: 0.18,
      type: 'IFCVOLUMEMEASURE',
      description: 'Füllmenge (m³)',
    })
    const cabinet = await elementOf({ ...toilet, family: 'cabinet', installation: 'wall-hung', measures: {} })
    expect(cabinet.propertySets.Pset_FurnitureTypeCommon).toMatchObject({
      NominalHeight: { value: 350 },
      NominalLength: { value: 360 },
      NominalDepth: { value: 540 },
      IsBuiltIn: { value: true },
    })
  })
})
