/**
 * The installer's measures of the demo catalogue, by product slug (src/lib/catalogue/measures.ts):
 * what a planner and an installer read off a manufacturer's data sheet. Drains are given from the
 * left outer edge and from the wall side to their centre; heights above the finished floor.
 */
import type { Measures, Outline } from '@/lib/catalogue/measures'

import type { ProductSeed } from './types'

const wallBasin = (drainX: number, drainY: number, wallFixingCentres: number): Measures => ({
  drainDiameter: 45,
  drainX,
  drainY,
  overflow: 'yes',
  tapHoles: 1,
  tapHoleDiameter: 35,
  mountingHeight: 850,
  wallFixingCentres,
})

// On a counter the tap stands beside the basin or comes from the wall: no tap hole, no overflow.
const counterBasin = (drainX: number, drainY: number): Measures => ({
  drainDiameter: 45,
  drainX,
  drainY,
  overflow: 'no',
  tapHoles: 0,
  mountingHeight: 850,
})

// Freestanding baths drain in the middle, through the floor; the filler stands beside them.
const freestandingBath = (width: number, depth: number): Measures => ({
  drainDiameter: 52,
  drainX: width / 2,
  drainY: depth / 2,
  overflow: 'yes',
  tapHoles: 0,
})

export const measures: Readonly<Record<string, Measures>> = {
  'luna-60-wall-hung-basin': wallBasin(300, 250, 400),
  'nova-45-compact-wall-hung-basin': wallBasin(225, 150, 280),
  'arco-70-semi-recessed-basin': wallBasin(350, 290, 500),
  'orbit-42-countertop-basin': counterBasin(210, 210),
  'quadra-50-countertop-basin': counterBasin(250, 190),
  'ovale-60-countertop-basin': counterBasin(300, 190),
  'petra-sculptural-basin': counterBasin(275, 200),
  'onda-sculptural-basin': counterBasin(240, 180),
  'stele-pedestal-basin': { ...counterBasin(225, 225), mountingHeight: 900 },
  'aria-60-vanity-unit': { mountingHeight: 850, wallFixingCentres: 520 },
  'aria-80-vanity-unit': { mountingHeight: 850, wallFixingCentres: 720 },
  'vita-120-double-vanity-unit': { mountingHeight: 850, wallFixingCentres: 1100 },
  'grande-160-vanity-set': { mountingHeight: 850, wallFixingCentres: 1480 },
  // Enclosures: the wall profile's screws, centre to centre; the entry between door and panel.
  'clara-120-walk-in-screen': { wallFixingCentres: 900 },
  'linea-140-sliding-door': { entryWidth: 610, wallFixingCentres: 900 },
  'quadro-90-corner-enclosure': { entryWidth: 560, wallFixingCentres: 850 },
  'trio-u-shaped-enclosure': { entryWidth: 560, wallFixingCentres: 900 },
  'diamant-90-pentagonal-enclosure': { entryWidth: 520, wallFixingCentres: 850 },
  'curva-90-quadrant-enclosure': { entryWidth: 500, wallFixingCentres: 850 },
  'sfera-120-offset-quadrant-enclosure': { entryWidth: 560, wallFixingCentres: 850 },
  'terra-freestanding-stone-bath': freestandingBath(1700, 800),
  'pietra-160-freestanding-stone-bath': freestandingBath(1600, 750),
  'nuvola-170-freestanding-acrylic-bath': freestandingBath(1700, 800),
  'lago-180-freestanding-acrylic-bath': freestandingBath(1800, 850),
  // The Victorian bath takes its pillar taps on the rim.
  'regency-victorian-bath': { ...freestandingBath(1700, 760), drainX: 250, tapHoles: 2, tapHoleDiameter: 28 },
  // A built-in bath drains at the end where the taps are.
  'basis-170-built-in-bath': { drainDiameter: 52, drainX: 250, drainY: 375, overflow: 'yes', tapHoles: 0 },
  'fino-basin-mixer': { connection: 'g38', flowRate: 5.7, pressureMin: 0.5, pressureMax: 5 },
  'fino-xl-tall-basin-mixer': { connection: 'g38', flowRate: 5.7, pressureMin: 0.5, pressureMax: 5 },
  'pioggia-300-thermostatic-shower-set': { connection: 'g12', flowRate: 12, pressureMin: 1, pressureMax: 5 },
  'goccia-hand-shower-set': { connection: 'g12', flowRate: 9, pressureMin: 1, pressureMax: 5 },
  'fino-freestanding-bath-filler': { connection: 'g12', flowRate: 18, pressureMin: 1, pressureMax: 5 },
  'clic-push-button-basin-waste': { connection: 'g114' },
  'piano-120-stone-shower-tray': { drainDiameter: 90, drainX: 600, drainY: 450, mountingHeight: 100, slipClass: 'B' },
  'ardesia-140-slate-shower-tray': { drainDiameter: 90, drainX: 1200, drainY: 400, mountingHeight: 98, slipClass: 'C' },
  'forma-rimless-wall-hung-toilet': { outletHeight: 230, boltSpacing: 180, seatHeight: 400 },
  'solido-one-piece-toilet': { outletHeight: 180, boltSpacing: 230, seatHeight: 420 },
}

/** The enclosures whose outline is no rectangle: the curve or cut takes the corner away from the walls. */
const shaped: Readonly<Record<string, { outline: Outline; outlineRadius?: number; outlineCut?: number }>> = {
  'curva-90-quadrant-enclosure': { outline: 'quadrant', outlineRadius: 550 },
  'sfera-120-offset-quadrant-enclosure': { outline: 'quadrant', outlineRadius: 550 },
  'diamant-90-pentagonal-enclosure': { outline: 'pentagon', outlineCut: 350 },
}

/** A seeded product's outline: its catalogue plan (round, oval), its shape, or a rectangle. */
export function outlineOf(product: ProductSeed): { outline: Outline; outlineRadius?: number; outlineCut?: number } {
  return (
    shaped[product.slug] ?? {
      outline: product.plan === 'round' || product.plan === 'oval' ? product.plan : 'rectangle',
    }
  )
}
