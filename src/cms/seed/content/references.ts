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

/**
 * Per project (in the order of `cases`): the products it uses. Those seen on its picture (the
 * pictures of bathrooms, not those of buildings) have their place on it.
 */
export const caseProducts: readonly (readonly UsedSeed[])[] = [
  [{ slug: 'luna-60-wall-hung-basin' }, { slug: 'clara-120-walk-in-screen' }],
  [{ slug: 'aria-80-vanity-unit' }, { slug: 'orbit-42-countertop-basin' }, { slug: 'piano-120-stone-shower-tray' }],
  [{ slug: 'quadro-90-corner-enclosure' }, { slug: 'pioggia-300-thermostatic-shower-set' }],
  [
    { slug: 'terra-freestanding-stone-bath' },
    { slug: 'ovale-60-countertop-basin' },
    { slug: 'fino-xl-tall-basin-mixer' },
  ],
  [{ slug: 'vita-120-double-vanity-unit' }, { slug: 'petra-sculptural-basin' }],
  [
    { slug: 'quadra-50-countertop-basin' },
    { slug: 'fino-xl-tall-basin-mixer' },
    { slug: 'vita-120-double-vanity-unit' },
  ],
  [{ slug: 'aria-60-vanity-unit' }, { slug: 'linea-140-sliding-door' }],
  [
    { slug: 'ardesia-140-slate-shower-tray' },
    { slug: 'lago-180-freestanding-acrylic-bath' },
    { slug: 'onda-sculptural-basin' },
  ],
  [
    { slug: 'forma-rimless-wall-hung-toilet' },
    { slug: 'clara-120-walk-in-screen' },
    { slug: 'pioggia-300-thermostatic-shower-set' },
    { slug: 'piano-120-stone-shower-tray' },
  ],
  [{ slug: 'piano-120-stone-shower-tray' }, { slug: 'sfera-120-offset-quadrant-enclosure' }],
  [
    { slug: 'terra-freestanding-stone-bath' },
    { slug: 'fino-freestanding-bath-filler' },
    { slug: 'stele-pedestal-basin' },
  ],
  [{ slug: 'grande-160-vanity-set' }, { slug: 'fino-basin-mixer' }, { slug: 'quadra-50-countertop-basin' }],
  [{ slug: 'arco-70-semi-recessed-basin' }, { slug: 'diamant-90-pentagonal-enclosure' }],
  [{ slug: 'vita-120-double-vanity-unit' }, { slug: 'goccia-hand-shower-set' }],
  [
    at('pietra-160-freestanding-stone-bath', 50, 66),
    at('fino-freestanding-bath-filler', 16, 48),
    { slug: 'luna-60-wall-hung-basin' },
  ],
  [{ slug: 'ardesia-140-slate-shower-tray' }, { slug: 'curva-90-quadrant-enclosure' }],
  [{ slug: 'aria-80-vanity-unit' }, { slug: 'solido-one-piece-toilet' }, { slug: 'trio-u-shaped-enclosure' }],
  [
    at('ovale-60-countertop-basin', 50, 36),
    at('aria-60-vanity-unit', 50, 60),
    at('fino-xl-tall-basin-mixer', 60, 22),
    { slug: 'terra-freestanding-stone-bath' },
  ],
  [{ slug: 'nova-45-compact-wall-hung-basin' }, { slug: 'forma-rimless-wall-hung-toilet' }],
  [{ slug: 'aria-60-vanity-unit' }, { slug: 'quadro-90-corner-enclosure' }],
  [
    at('pioggia-300-thermostatic-shower-set', 55, 14),
    at('goccia-hand-shower-set', 66, 42),
    at('clara-120-walk-in-screen', 56, 52),
    { slug: 'fino-basin-mixer' },
  ],
  [{ slug: 'petra-sculptural-basin' }, { slug: 'grande-160-vanity-set' }],
  [{ slug: 'piano-120-stone-shower-tray' }, { slug: 'linea-140-sliding-door' }],
  [
    at('nuvola-170-freestanding-acrylic-bath', 52, 62),
    at('fino-freestanding-bath-filler', 88, 46),
    { slug: 'ovale-60-countertop-basin' },
  ],
  [{ slug: 'regency-victorian-bath' }],
  [
    at('vita-120-double-vanity-unit', 50, 62),
    { slug: 'ardesia-140-slate-shower-tray' },
    { slug: 'solido-one-piece-toilet' },
  ],
  [
    { slug: 'lago-180-freestanding-acrylic-bath' },
    { slug: 'stele-pedestal-basin' },
    { slug: 'nuvola-170-freestanding-acrylic-bath' },
  ],
  [
    at('regency-victorian-bath', 50, 62),
    at('fino-freestanding-bath-filler', 80, 45),
    { slug: 'basis-170-built-in-bath' },
  ],
  [{ slug: 'grande-160-vanity-set' }, { slug: 'arco-70-semi-recessed-basin' }],
  [{ slug: 'sfera-120-offset-quadrant-enclosure' }, { slug: 'goccia-hand-shower-set' }],
  [
    at('orbit-42-countertop-basin', 28, 34),
    at('fino-xl-tall-basin-mixer', 37, 18),
    at('vita-120-double-vanity-unit', 50, 62),
    { slug: 'forma-rimless-wall-hung-toilet' },
  ],
  [
    { slug: 'terra-freestanding-stone-bath' },
    { slug: 'luna-60-wall-hung-basin' },
    { slug: 'clara-120-walk-in-screen' },
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
