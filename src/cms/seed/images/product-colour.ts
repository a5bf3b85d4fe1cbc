/**
 * Product pictures in the colour they are sold in: the drawing takes the colour itself where it
 * can (a tap's body, an enclosure's profiles, a vanity's fronts), else its surfaces are recoloured.
 */
import type { Colour } from '@/lib/catalogue/specs'
import type { Family } from '@/lib/vocabularies'

import { finishes, metals, woods } from './palette'
import { drawsColour } from './products'

/** The drawing's tones of each colour: solid surfaces, metals and woods. */
const tones: Readonly<Record<Colour, string[]>> = {
  white: Object.values(finishes.white),
  black: Object.values(finishes.black),
  grey: Object.values(finishes.concrete),
  sand: Object.values(finishes.sand),
  oak: [...woods.oak],
  chrome: [...metals.chrome],
  gold: [...metals.brass],
  'gun-metal': [...metals.gunmetal],
}

/**
 * The product's picture in another colour: every tone of the picture's surfaces, metals and
 * woods (the palette's, whatever the drawing used) becomes the matching tone of the colour.
 */
function recolour(svg: string, to: Colour): string {
  const target = tones[to]
  const isMetal = to === 'chrome' || to === 'gold' || to === 'gun-metal'
  const isWood = to === 'oak'
  const sources: string[][] = isMetal
    ? Object.values(metals).map((m) => [...m])
    : isWood
      ? Object.values(woods).map((w) => [...w])
      : Object.values(finishes).map((f) => Object.values(f))
  let out = svg
  for (const source of sources) {
    source.forEach((hex, i) => {
      const replacement = target[Math.min(i, target.length - 1)]!
      out = out.replace(new RegExp(hex, 'gi'), replacement)
    })
  }
  return out
}

/** A product picture (`draw` in a colour or in its own) in `colour`, or in its own where none is given. */
export const inColour = (family: Family, draw: (colour?: Colour) => string, colour: Colour | undefined): string =>
  colour && !drawsColour(family) ? recolour(draw(), colour) : draw(colour)
