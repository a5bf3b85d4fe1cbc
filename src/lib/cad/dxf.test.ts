import { describe, expect, it } from 'vitest'

import { dxfProblems } from './check'
import { dxfDrawing, dxfText } from './dxf'
import { parts, words } from '../../../tests/support/cadParts'
import { asShown, type DxfEntity, readDxf } from '../../../tests/support/ezdxf'

/** The drawings as ezdxf reads them, read once: Orbit (round), Curva (quadrant, Chinese), Forma (WC), Terra (oval), Diamant (pentagon). */
const names = ['orbit', 'curva', 'forma', 'terra', 'diamant'] as const
const files = names.map((n) => dxfDrawing(parts[n], words[parts[n].locale]))
const read = Object.fromEntries(readDxf(files).map((r, i) => [names[i], r])) as Record<
  (typeof names)[number],
  ReturnType<typeof readDxf>[number]
>

/** The plan's entities on a layer: those left of the front view (which begins beyond the width). */
const inPlan = (entities: DxfEntity[], layer: string, width: number) =>
  entities.filter((e) => {
    if (e.layer !== layer) return false
    const x = e.centre?.[0] ?? e.vertices?.[0]?.[0] ?? e.start?.[0] ?? 0
    return x <= width + 1
  })

const texts = (name: (typeof names)[number]) => read[name].entities.filter((e) => e.text).map((e) => asShown(e.text!))

describe('DXF drawings, read with ezdxf', () => {
  it('are R12 in Windows-1252 that ezdxf audits without an error, with the layers a planner switches', () => {
    for (const name of names) {
      const r = read[name]
      expect(r.version).toBe('AC1009')
      expect(r.encoding).toBe('cp1252')
      expect(r.errors).toEqual([])
      expect(Object.keys(r.layers)).toEqual(
        expect.arrayContaining(['OUTLINE', 'CENTRE', 'DRAIN', 'FIXING', 'DIMENSIONS', 'TEXT']),
      )
      expect(r.layers.CENTRE?.linetype).toBe('CENTER')
    }
    for (const file of files) expect(dxfProblems(file)).toEqual([])
  })

  it('draw the round basin as a circle of its diameter, its drain as a circle of the drain’s', () => {
    const outline = inPlan(read.orbit.entities, 'OUTLINE', 420)
    expect(outline).toHaveLength(1)
    expect(outline[0]).toMatchObject({ type: 'CIRCLE', centre: [210, 210], radius: 210 })
    expect(read.orbit.entities.filter((e) => e.layer === 'DRAIN' && e.type === 'CIRCLE')).toEqual([
      expect.objectContaining({ centre: [210, 210], radius: 22.5 }),
    ])
  })

  it('draw the quadrant as a closed polyline whose one arc is a quarter circle of R 550', () => {
    const [outline, ...more] = inPlan(read.curva.entities, 'OUTLINE', 900)
    expect(more).toEqual([])
    expect(outline).toMatchObject({ type: 'POLYLINE', closed: true })
    expect(outline!.vertices).toEqual([
      [0, 0],
      [350, 0],
      [900, 550],
      [900, 900],
      [0, 900],
    ])
    const arcs = outline!.bulges!.filter((b) => b !== 0)
    expect(arcs).toHaveLength(1)
    // a bulge is tan(θ/4): θ = 90°
    expect(4 * Math.atan(arcs[0]!)).toBeCloseTo(Math.PI / 2, 6)
  })

  it('draw the pentagon’s cut, the oval on its ellipse, and the WC’s bolts 180 apart', () => {
    expect(inPlan(read.diamant.entities, 'OUTLINE', 900)[0]!.vertices).toEqual([
      [0, 0],
      [550, 0],
      [900, 350],
      [900, 900],
      [0, 900],
    ])
    const oval = inPlan(read.terra.entities, 'OUTLINE', 1700)[0]!
    expect(oval).toMatchObject({ type: 'POLYLINE', closed: true })
    expect(oval.vertices!.length).toBeGreaterThan(100)
    for (const [x, y] of oval.vertices!) expect(((x - 850) / 850) ** 2 + ((y - 400) / 400) ** 2).toBeCloseTo(1, 3)
    expect(oval.vertices).toEqual(
      expect.arrayContaining([
        [1700, 400],
        [850, 800],
        [0, 400],
        [850, 0],
      ]),
    )
    const bolts = read.forma.entities.filter((e) => e.layer === 'FIXING' && e.type === 'CIRCLE')
    expect(bolts.map((b) => b.centre![0]).sort((a, b) => a - b)).toEqual([90, 270])
  })

  it('write text a CAD program shows as written: umlauts in the code page, Chinese as \\U+ escapes', () => {
    expect(texts('forma')).toEqual(
      expect.arrayContaining([
        'Wand-WC Forma spülrandlos',
        'Artikelnummer: SH700101, SH700102',
        'GTIN: 4262025607011, 4262025607028',
        'Fertiger Fußboden',
      ]),
    )
    expect(texts('curva')).toEqual(
      expect.arrayContaining(['Curva 90 扇形淋浴房', '货号: SH300601, SH300602', '俯视图']),
    )
    expect(texts('terra')).toContain('Ø 52')
    expect(dxfText('淋浴房 ü ^')).toEqual(Buffer.from('\\U+6DCB\\U+6D74\\U+623F \xfc ^ ', 'latin1'))
  })

  it('a drawing written as UTF-8 without its code page is misread, and refused by the check', () => {
    const utf8 = Buffer.from(
      files[2]!
        .toString('latin1')
        .replace(/\r\n\s*9\r\n\$DWGCODEPAGE\r\n\s*3\r\nANSI_1252/, '')
        .replace('sp\xfclrandlos', 'spülrandlos'),
      'utf8',
    )
    const [misread] = readDxf([utf8])
    expect(misread!.entities.map((e) => e.text)).toContain('Wand-WC Forma spÃ¼lrandlos')
    expect(dxfProblems(utf8)).toContain('bytes above 0x7F without $DWGCODEPAGE')
  })
})
