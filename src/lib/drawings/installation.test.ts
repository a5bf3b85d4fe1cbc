import { describe, expect, it } from 'vitest'

import { products } from '@/cms/seed/content/catalogue'
import { measures, outlineOf } from '@/cms/seed/content/measures'
import type { Locale } from '@/i18n/locales'
import { specRows } from '@/lib/catalogue/format'

import { drawingInput, drawingWords, drawnValues } from './fromSpecs'
import { installationDrawing, outlinePath } from './installation'
import de from '../../../messages/de.json'
import zh from '../../../messages/zh.json'

const messages = { de, zh }

function drawn(slug: string, locale: 'de' | 'zh') {
  const p = products.find((x) => x.slug === slug)!
  const specs = { ...p.specs, colours: [...p.specs.colours], ...outlineOf(p), measures: measures[p.slug] }
  const t = (key: string) => (messages[locale].drawing as Record<string, string>)[key]!
  const drawing = installationDrawing(drawingInput(specs as never, p.family)!, drawingWords(t, locale))
  const rows = specRows(specs as never, locale as Locale)
  const alt = drawnValues(rows, (key) => (messages[locale].product as Record<string, string>)[key]!, locale)
  const texts = drawing.primitives.flatMap((x) => (x.kind === 'text' ? [x.text] : []))
  const paths = drawing.primitives.flatMap((x) => (x.kind === 'path' ? [x] : []))
  return { drawing, alt, texts, paths }
}

describe('installation drawings', () => {
  it('draw a wall-hung basin with its size, drain, fixings and installation height, over its wall', () => {
    const { texts, paths } = drawn('luna-60-wall-hung-basin', 'de')
    expect(texts).toEqual(expect.arrayContaining(['Draufsicht', 'Vorderansicht', 'Maße in mm', '600', '420', '120']))
    // drain 300 from the left and 250 from the wall, Ø 45; fixings 400 apart; top edge at 850
    expect(texts).toEqual(expect.arrayContaining(['300', '250', 'Ø 45', '400', '850']))
    expect(paths.filter((p) => p.fill === 'wall')).toHaveLength(2) // the wall behind it and the floor
    expect(paths.filter((p) => p.stroke === 'drain')).toHaveLength(1)
  })

  it('draw round, quadrant and pentagonal outlines as they are, not as boxes', () => {
    expect(outlinePath({ outline: 'round', width: 420, depth: 420, outlineRadius: null, outlineCut: null })).toBe(
      'M0 210 A210 210 0 1 0 420 210 A210 210 0 1 0 0 210 Z',
    )
    expect(outlinePath({ outline: 'quadrant', width: 900, depth: 900, outlineRadius: 550, outlineCut: null })).toBe(
      'M0 0 H900 V350 A550 550 0 0 1 350 900 H0 Z',
    )
    expect(outlinePath({ outline: 'pentagon', width: 900, depth: 900, outlineRadius: null, outlineCut: 350 })).toBe(
      'M0 0 H900 V550 L550 900 H0 Z',
    )
    const { texts } = drawn('curva-90-quadrant-enclosure', 'zh')
    expect(texts).toContain('入口 500')
  })

  it('list every value they show in their text alternative, for every product of the demo, in German and Chinese', () => {
    for (const p of products)
      for (const locale of ['de', 'zh'] as const) {
        const { texts, alt } = drawn(p.slug, locale)
        const numbers = texts.flatMap((t) => t.match(/[\d.,]+\d/g) ?? [])
        expect(numbers.length, p.slug).toBeGreaterThanOrEqual(3)
        for (const n of numbers) expect(alt, `${p.slug} ${locale}: ${n}`).toContain(n)
      }
  })

  it('show a WC’s seat and outlet heights and bolt centres, a tray on its feet', () => {
    expect(drawn('forma-rimless-wall-hung-toilet', 'de').texts).toEqual(
      expect.arrayContaining(['400', 'Abgang 230', '180']),
    )
    const tray = drawn('ardesia-140-slate-shower-tray', 'de')
    expect(tray.texts).toEqual(expect.arrayContaining(['1.400', '800', '28', '98', 'Ø 90', '1.200', '400']))
  })
})
