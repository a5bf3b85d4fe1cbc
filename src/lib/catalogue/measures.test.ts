import { describe, expect, it } from 'vitest'

import { specRows } from './format'
import { measureProperties } from './measures'

const bath = {
  width: 1700,
  depth: 800,
  height: 560,
  weight: 165,
  capacity: 230,
  measures: { drainDiameter: 52, drainX: 850, drainY: 400, overflow: 'yes' as const, tapHoles: 0 },
}
const tap = { measures: { connection: 'g38' as const, flowRate: 5.7, pressureMin: 0.5, pressureMax: 5 } }
const toilet = { measures: { outletHeight: 230, boltSpacing: 180, seatHeight: 400 } }

const table = (specs: object, locale: 'de' | 'zh' | 'en' | 'it' | 'fr' | 'es') =>
  Object.fromEntries(specRows(specs, locale).map((r) => [r.key, r.value]))

describe('installer’s measures in the data table', () => {
  it('writes drains, overflow, tap holes and a bath’s filled weight in German and Chinese', () => {
    expect(table(bath, 'de')).toMatchObject({
      drainDiameter: 'Ø\u00a052 mm',
      drainPosition: '850 mm von links, 400 mm von der Wand',
      overflow: 'Ja',
      tapHoles: 'Keine',
      filledWeight: '395 kg',
    })
    expect(table(bath, 'zh')).toMatchObject({
      drainDiameter: 'Ø\u00a052毫米',
      drainPosition: '距左边850毫米，距墙400毫米',
      overflow: '有',
      tapHoles: '无',
      filledWeight: '395千克',
    })
  })

  it('writes a tap’s connection, flow and pressure range, and a WC’s fixing measures, in every language', () => {
    expect(table(tap, 'de')).toEqual({ connection: 'G ⅜', flowRate: '5,7 l/min', pressure: '0,5–5 bar' })
    expect(table(tap, 'zh')).toEqual({ connection: 'G ⅜', flowRate: '5.7升/分钟', pressure: '0.5–5巴' })
    expect(table(tap, 'en').flowRate).toBe('5.7 l/min')
    expect(table(tap, 'fr').pressure).toBe('0,5–5 bar')
    expect(table(toilet, 'it')).toEqual({ outletHeight: '230 mm', boltSpacing: '180 mm', seatHeight: '400 mm' })
    expect(table({ measures: { slipClass: 'C' } }, 'es')).toEqual({ slipClass: 'Clase C' })
  })

  it('leaves out what a product does not state, and a position given on one axis only', () => {
    expect(table({ measures: { drainX: 300 } }, 'de')).toEqual({})
    expect(table({ weight: 40 }, 'de')).toEqual({ weight: '40 kg' })
  })
})

describe('installer’s measures in structured data', () => {
  it('names each in the page’s language with its UN/CEFACT unit, a yes/no as a boolean', () => {
    const props = measureProperties(bath, 'de')
    expect(props).toContainEqual({
      '@type': 'PropertyValue',
      propertyID: 'drainDiameter',
      name: 'Ablauf-Ø',
      value: 52,
      unitCode: 'MMT',
    })
    expect(props).toContainEqual({ '@type': 'PropertyValue', propertyID: 'overflow', name: 'Überlauf', value: true })
    expect(props).toContainEqual({
      '@type': 'PropertyValue',
      propertyID: 'filledWeight',
      name: 'Gewicht befüllt',
      value: 395,
      unitCode: 'KGM',
    })
    const zh = measureProperties(tap, 'zh')
    expect(zh).toContainEqual({
      '@type': 'PropertyValue',
      propertyID: 'flowRate',
      name: '流量',
      value: 5.7,
      unitCode: 'L2',
    })
    expect(zh).toContainEqual({ '@type': 'PropertyValue', propertyID: 'connection', name: '进水接口', value: 'G ⅜' })
  })
})

describe('the outline in the data table', () => {
  it('is named where it is no rectangle, with a quadrant’s radius or a pentagon’s cut', () => {
    expect(table({ outline: 'rectangle' }, 'de')).toEqual({})
    expect(table({ outline: 'round' }, 'zh')).toEqual({ outline: '圆形' })
    expect(table({ outline: 'quadrant', outlineRadius: 550 }, 'de')).toEqual({ outline: 'Viertelkreis, Radius 550 mm' })
    expect(table({ outline: 'quadrant', outlineRadius: 550 }, 'zh')).toEqual({ outline: '扇形，半径550毫米' })
    expect(table({ outline: 'pentagon', outlineCut: 350 }, 'fr')).toEqual({
      outline: 'Pentagonal, angle coupé de 350\u202fmm',
    })
  })
})
