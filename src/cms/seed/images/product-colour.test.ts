import { describe, expect, it } from 'vitest'

import type { Colour } from '@/lib/catalogue/specs'

import { products } from '../content/catalogue'
import { defaultColour, variantSeeds } from '../variants'
import { finishes, metals, woods } from './palette'
import { inColour } from './product-colour'
import { frontOf, productSvg } from './products'

/** Each product with the drawing the seed gives it (its place among its family's products). */
const drawn = (() => {
  const perFamily = new Map<string, number>()
  return products.map((product) => {
    const drawing = perFamily.get(product.family) ?? 0
    perFamily.set(product.family, drawing + 1)
    return { product, drawing }
  })
})()

/** The tones that say a colour in a drawing, and those of the colours a picture in it must not show. */
const metalTone: Partial<Record<Colour, string>> = {
  chrome: metals.chrome[1],
  black: metals.black[1],
  gold: metals.brass[1],
  'gun-metal': metals.gunmetal[1],
}
const surfaceTone: Partial<Record<Colour, string>> = {
  white: finishes.white.base,
  black: finishes.black.base,
  grey: finishes.concrete.base,
  sand: finishes.sand.base,
  oak: woods.oak[1],
}

describe('the demo pictures', () => {
  it('show every product and colour variant in the colour its data names', () => {
    const wrong: string[] = []
    for (const { product, drawing } of drawn) {
      const colours = new Set([defaultColour(product), ...variantSeeds(product).map((v) => v.colour)])
      for (const colour of colours) {
        if (!colour) continue
        const svg = inColour(product.family, (c) => productSvg(product.family, drawing, c), colour).toUpperCase()
        const metal = product.family === 'tap' || product.family === 'enclosure'
        const cabinet = product.family === 'cabinet'
        const own = cabinet ? frontOf[colour]?.[1] : (metal ? metalTone : surfaceTone)[colour]
        if (!own || !svg.includes(own.toUpperCase())) wrong.push(`${product.slug} ${colour}: not drawn in it`)
        // A vanity's fronts are one tone among the setting's; a basin's wooden counter is the setting's,
        // and so is a black tray under a chrome enclosure.
        if (cabinet) continue
        const others = Object.entries(metal ? metalTone : surfaceTone)
          .filter(([name, tone]) => name !== colour && tone !== own && name !== (metal ? 'black' : 'oak'))
          .map(([, tone]) => tone!.toUpperCase())
        for (const tone of others) if (svg.includes(tone)) wrong.push(`${product.slug} ${colour}: shows ${tone}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('draw Quadro 90 in chrome (no brass fittings) and the black Clara 120 with black profiles', () => {
    const svg = (slug: string, colour: Colour) => {
      const { product, drawing } = drawn.find((d) => d.product.slug === slug)!
      return inColour(product.family, (c) => productSvg(product.family, drawing, c), colour)
    }
    expect(svg('quadro-90-corner-enclosure', 'chrome')).not.toContain(metals.brass[1])
    expect(svg('quadro-90-corner-enclosure', 'chrome')).toContain(metals.chrome[1])
    expect(svg('clara-120-walk-in-screen', 'black')).toContain(metals.black[1])
    expect(svg('clara-120-walk-in-screen', 'black')).not.toContain(metals.chrome[1])
  })
})
