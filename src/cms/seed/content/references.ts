/**
 * Which products the demo's reference projects use (with their places on each project's
 * picture, in % from the left and the top) and which products its certificates and test reports
 * cover. Projects by their place in `cases`, certificates and reports by their number.
 */

const basins = [
  'luna-60-wall-hung-basin',
  'nova-45-compact-wall-hung-basin',
  'arco-70-semi-recessed-basin',
  'orbit-42-countertop-basin',
  'quadra-50-countertop-basin',
  'ovale-60-countertop-basin',
  'petra-sculptural-basin',
  'onda-sculptural-basin',
  'stele-pedestal-basin',
]
const cabinets = ['aria-60-vanity-unit', 'aria-80-vanity-unit', 'vita-120-double-vanity-unit', 'grande-160-vanity-set']
const enclosures = [
  'clara-120-walk-in-screen',
  'linea-140-sliding-door',
  'quadro-90-corner-enclosure',
  'trio-u-shaped-enclosure',
  'diamant-90-pentagonal-enclosure',
  'curva-90-quadrant-enclosure',
  'sfera-120-offset-quadrant-enclosure',
]
const baths = [
  'terra-freestanding-stone-bath',
  'pietra-160-freestanding-stone-bath',
  'nuvola-170-freestanding-acrylic-bath',
  'lago-180-freestanding-acrylic-bath',
  'regency-victorian-bath',
  'basis-170-built-in-bath',
]
const taps = [
  'fino-basin-mixer',
  'fino-xl-tall-basin-mixer',
  'pioggia-300-thermostatic-shower-set',
  'goccia-hand-shower-set',
  'fino-freestanding-bath-filler',
]
const trays = ['piano-120-stone-shower-tray', 'ardesia-140-slate-shower-tray']
const toilets = ['forma-rimless-wall-hung-toilet', 'solido-one-piece-toilet']

export type UsedSeed = { readonly slug: string; readonly x?: number; readonly y?: number }

const at = (slug: string, x: number, y: number): UsedSeed => ({ slug, x, y })

/** Per project (in the order of `cases`): the products it uses, most with their place on its picture. */
export const caseProducts: readonly (readonly UsedSeed[])[] = [
  [at('luna-60-wall-hung-basin', 32, 64), at('clara-120-walk-in-screen', 70, 48)],
  [
    at('aria-80-vanity-unit', 30, 72),
    at('orbit-42-countertop-basin', 30, 58),
    at('piano-120-stone-shower-tray', 72, 86),
  ],
  [at('quadro-90-corner-enclosure', 66, 50), at('pioggia-300-thermostatic-shower-set', 70, 28)],
  [at('terra-freestanding-stone-bath', 50, 76), at('fino-freestanding-bath-filler', 62, 64)],
  [at('vita-120-double-vanity-unit', 42, 74), { slug: 'petra-sculptural-basin' }],
  [at('ovale-60-countertop-basin', 40, 60), at('fino-xl-tall-basin-mixer', 40, 48)],
  [at('aria-60-vanity-unit', 34, 74), at('linea-140-sliding-door', 72, 52)],
  [
    at('ardesia-140-slate-shower-tray', 64, 88),
    at('lago-180-freestanding-acrylic-bath', 36, 78),
    { slug: 'onda-sculptural-basin' },
  ],
  [at('forma-rimless-wall-hung-toilet', 58, 70), at('quadra-50-countertop-basin', 30, 60)],
  [at('piano-120-stone-shower-tray', 60, 88), at('sfera-120-offset-quadrant-enclosure', 62, 52)],
  [at('stele-pedestal-basin', 38, 66), at('clara-120-walk-in-screen', 72, 50)],
  [at('grande-160-vanity-set', 40, 72), at('fino-basin-mixer', 40, 54)],
  [at('arco-70-semi-recessed-basin', 36, 64), at('diamant-90-pentagonal-enclosure', 70, 50)],
  [at('vita-120-double-vanity-unit', 44, 74), at('goccia-hand-shower-set', 74, 40)],
  [at('pietra-160-freestanding-stone-bath', 50, 78), { slug: 'luna-60-wall-hung-basin' }],
  [at('ardesia-140-slate-shower-tray', 64, 88), at('curva-90-quadrant-enclosure', 66, 52)],
  [at('aria-80-vanity-unit', 36, 74), at('solido-one-piece-toilet', 64, 74), { slug: 'trio-u-shaped-enclosure' }],
  [at('terra-freestanding-stone-bath', 52, 78), at('onda-sculptural-basin', 28, 62)],
  [at('nova-45-compact-wall-hung-basin', 34, 62), at('forma-rimless-wall-hung-toilet', 62, 70)],
  [at('aria-60-vanity-unit', 36, 74), at('quadro-90-corner-enclosure', 70, 50)],
  [at('pioggia-300-thermostatic-shower-set', 66, 30), at('fino-basin-mixer', 34, 54)],
  [at('petra-sculptural-basin', 40, 64), { slug: 'grande-160-vanity-set' }],
  [at('piano-120-stone-shower-tray', 62, 88), at('linea-140-sliding-door', 64, 50)],
  [at('nuvola-170-freestanding-acrylic-bath', 48, 78), at('ovale-60-countertop-basin', 26, 60)],
  [at('regency-victorian-bath', 50, 78)],
  [at('vita-120-double-vanity-unit', 42, 74), at('solido-one-piece-toilet', 70, 74)],
  [at('lago-180-freestanding-acrylic-bath', 50, 78), at('stele-pedestal-basin', 24, 64)],
  [at('ardesia-140-slate-shower-tray', 60, 88), at('basis-170-built-in-bath', 36, 80)],
  [at('grande-160-vanity-set', 38, 74), at('arco-70-semi-recessed-basin', 38, 60)],
  [at('sfera-120-offset-quadrant-enclosure', 66, 52), at('goccia-hand-shower-set', 70, 36)],
  [at('orbit-42-countertop-basin', 36, 60), at('forma-rimless-wall-hung-toilet', 66, 72)],
  [
    at('terra-freestanding-stone-bath', 50, 78),
    at('luna-60-wall-hung-basin', 24, 62),
    at('clara-120-walk-in-screen', 78, 50),
  ],
]

/** Per certificate or test report number: the products it covers. */
export const coveredProducts: Readonly<Record<string, readonly string[]>> = {
  'CPR-14428-SH-190417': enclosures,
  'CPR-14688-SH-190523': basins,
  'TR-14527-2020-0316': trays,
  'TR-14516-2020-0408': baths,
  'TR-817-2020-0611': taps.filter((t) => t.startsWith('fino')),
  'WEL-2019-330726-0158': [...taps, ...toilets],
  SHAHG2001234501: cabinets,
  'R 50431267 0001': enclosures,
  'DW-6330CT0412': taps,
  '2003512': taps,
  'CEC-2019-ELP-0871': basins,
  'ZL 2019 3 0456781.2': ['luna-60-wall-hung-basin'],
  'ZL 2019 3 0456802.0': ['aria-60-vanity-unit'],
  'ZL 2019 3 0623417.6': ['terra-freestanding-stone-bath'],
  'ZL 2018 3 0734521.9': ['nova-45-compact-wall-hung-basin'],
  'ZL 2018 3 0588134.1': ['linea-140-sliding-door'],
  'SH-TR-2019-014': basins,
  'SH-TR-2019-027': enclosures,
  'SH-TR-2019-042': toilets,
  'SH-TR-2019-051': taps,
  'SH-TR-2020-008': trays,
  'SH-TR-2020-019': baths,
  'SH-TR-2020-031': ['fino-basin-mixer', 'fino-xl-tall-basin-mixer'],
  'SH-TR-2020-045': cabinets,
}
