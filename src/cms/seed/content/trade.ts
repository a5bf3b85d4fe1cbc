/**
 * The demo catalogue's trade data: each product's ETIM class and the features editors state (the
 * ones the site does not know from its own fields), its packaging, customs tariff, origin, delivery
 * time and recommended list price. A, alphanumeric, values are given by their ETIM English name.
 */
import type { Family } from '@/lib/vocabularies'

export type SeedFeatureValue = string | boolean | number | readonly [number, number]

export type TradeSeed = {
  readonly etimClass: string | null
  readonly features?: Readonly<Record<string, SeedFeatureValue>>
  /** recommended list price, EUR without VAT */
  readonly listPrice: number
}

/** What editors state for every glass wall of the range: clear, coated, chrome fittings. */
const glassWall = {
  EF024895: false, // no decor
  EF017217: 'Yes', // easy-clean coating
  EF017706: 'No',
  EF024876: 'Glossy',
  EF018071: 'Untreated',
  EF014937: 'Chrome',
  EF023788: false,
} as const

/** A door's closing: neither self-closing nor damped. */
const door = { EF019249: false, EF015281: false } as const

/** A framed enclosure's profiles and mounting. */
const framed = {
  EF022116: 'Partly profiled',
  EF017705: false,
  EF021540: 'Aluminium',
  EF011670: true,
  EF011671: true,
  EF013982: true,
  EF011793: false,
  EF019272: false,
  EF019410: false,
} as const

/** What editors state for every mechanical tap of the range: chrome-plated brass, no electronics. */
const mechanicalTap = {
  EF007955: false,
  EF002149: false,
  EF016712: false,
  EF001707: 70,
  EF000278: false,
  EF024921: false,
  EF022133: false,
  EF000139: 'Chromium-plated',
  EF006500: 'Brass',
  EF023688: 'Foam jet nozzle',
} as const

/** What editors state for every product of a class. */
export const classFeatures: Readonly<Record<string, Readonly<Record<string, SeedFeatureValue>>>> = {
  EC011550: {
    EF020706: 1, // usage locations
    EF021204: 1, // washbasins
    EF020707: false, // medical model
    EF023789: true, // dirt-resistant
    EF023790: false,
    EF020361: 'Centre', // tap hole
    EF000455: false, // with tap
    EF021707: false, // with waste fitting
    EF021587: false, // with siphon
    EF021209: false,
    EF021210: false,
    EF023788: false,
    EF021202: false,
    EF010047: false,
    EF022185: false,
    EF023791: false,
    EF021208: false, // suitable for a cabinet
    EF011021: false,
    EF011022: false,
    EF021203: 'None',
    EF020708: 'None',
    EF013670: 'Single-grip',
    EF015606: false,
    EF020704: false,
    EF011650: false,
    EF020709: true,
    EF010046: false,
    EF021206: false,
    EF021207: false,
  },
  EC011382: {
    EF021051: true, // with top
    EF021052: true, // with washbasin
    EF021204: 1,
    EF021054: 'Centre',
    EF021001: 'Integrated',
    EF021047: 'Granulate stone',
    EF021020: 0,
    EF021016: 2, // drawers
    EF015281: true, // soft close
    EF015282: false,
    EF024832: false, // handles
    EF021009: 'Integrated',
    EF000455: false,
    EF021707: false,
    EF021587: false,
    EF024676: false,
    EF000134: 'None',
    EF021021: 0,
    EF021022: 0,
    EF021023: 0,
    EF021000: false,
    EF021024: 0,
    EF021025: 0,
    EF019062: 0,
    EF021017: 0,
    EF021011: false,
    EF013670: 'Single-grip',
    EF018435: 1,
    EF023788: false,
    EF000289: false,
  },
  EC011381: {
    EF000003: 'Wall',
    EF020992: 0,
    EF020993: 0,
    EF020994: 1, // a tall cabinet
    EF020998: 1,
    EF020995: 0,
    EF021020: 1,
    EF021016: 2,
    EF019062: 0,
    EF021017: 0,
    EF020996: 0,
    EF020997: 1, // the mirror
    EF021000: false,
    EF023788: false,
    EF024792: false,
    EF020706: 1,
    EF021204: 1,
    EF021001: 'Integrated',
    EF021054: 'Centre',
    EF021048: 'Mineral casting',
    EF000455: false,
    EF021014: false,
    EF021033: false,
    EF015283: true, // the mirror's indirect light
    EF021003: false,
    EF000289: false,
    EF021005: false,
    EF021011: false,
    EF021009: 'Integrated',
    EF015281: true,
    EF015282: true, // push to open
    EF023664: 1,
    EF021587: false,
    EF021707: false,
    EF020348: true,
  },
  EC010034: {
    ...glassWall,
    ...door,
    ...framed,
    EF017216: 'None',
    EF019243: true, // lift hinge
    EF002072: 'Left and right',
    EF017041: 'Handle/lever',
  },
  EC010038: {
    ...glassWall,
    ...door,
    ...framed,
    EF017216: 'None',
    EF019243: false,
  },
  EC010046: {
    ...glassWall,
    ...door,
    ...framed,
    EF017216: 'Untreated',
    EF019243: true,
  },
  EC010892: {
    ...glassWall,
    EF020627: false,
    EF022116: 'Profile-less',
    EF017216: 'Untreated',
    EF017705: false,
    EF021540: 'Stainless steel',
    EF011670: true,
    EF011671: true,
    EF019410: true, // stabilisation bar
    EF022068: 'Left/right',
    EF022281: true,
    EF011793: false,
    EF017041: 'Handleless',
    EF019243: false,
    EF019400: 'Straight',
  },
  EC010962: {
    ...glassWall,
    ...door,
    EF013982: true, // reversible
    EF017216: 'Untreated',
    EF017705: false,
    EF022116: 'Partly profiled',
    EF021540: 'Aluminium',
    EF011674: false,
    EF011682: true, // niche
    EF019274: false,
    EF002072: 'Left and right',
    EF017041: 'Bar grip',
    EF011670: true,
    EF011671: true,
    EF011680: false,
    EF011681: false,
    EF011793: false,
    EF019272: false,
    EF019243: false,
    EF019273: false,
  },
  EC011443: {
    EF020814: false,
    EF020815: true, // flat installation
    EF021707: true, // waste fitting included
    EF023789: true,
    EF017145: false,
    EF025076: false,
    EF022185: false,
    EF019109: 'Round',
    EF020341: 'Centre',
    EF000010: 'Universal',
    EF025058: false,
    EF025073: false,
    EF025060: false,
    EF025075: false,
  },
  EC011609: {
    EF000010: 'Bathtub',
    EF020346: 2,
    EF025064: false,
    EF023789: true,
    EF025068: false,
    EF016943: 'Drain with overflow',
    EF025066: 'Centre',
    EF025057: false,
    EF025058: false,
    EF018425: 'Left/right (reversible)',
    EF022185: false,
    EF025062: false,
    EF024832: false,
    EF025063: false,
    EF020345: false,
    EF018427: 'Round',
    EF023790: false,
    EF025069: false,
  },
  EC011328: {
    ...mechanicalTap,
    EF000010: 'Mechanical',
    EF006974: 'Manually operated',
    EF020103: false,
    EF021808: '1-hole',
    EF002286: 'Hose (gland nut)',
    EF020785: '3/8 inch (10)',
    EF022750: 'Cast',
    EF018393: 'Straight',
    EF021707: false,
    EF011775: 'None',
    EF022042: 'A',
    EF016731: 'Group I, <= 20 dB(A)',
    EF016945: false,
    EF020801: false,
    EF021760: false,
    EF017097: false,
    EF015280: true, // cold start
    EF020792: false,
    EF017041: 'Single-grip',
    EF020795: 'Fixed, top',
    EF020871: false,
    EF020872: false,
    EF020794: false,
    EF020800: false,
    EF022182: false,
    EF013612: false,
    EF014578: false,
    EF016714: false,
    EF016713: false,
    EF020803: false,
    EF021587: false,
    EF025098: false,
  },
  EC010862: {
    ...mechanicalTap,
    EF000010: 'Mechanical',
    EF006974: 'Manually operated',
    EF020259: 'Downwards',
    EF017041: 'Single-grip',
    EF020103: false,
    EF020967: false,
    EF024919: false,
    EF021808: '1-hole',
    EF002286: 'Hose (gland nut)',
    EF023957: true, // diverter to the hand shower
    EF020805: false,
    EF021855: true,
    EF021035: false,
    EF011775: 'None',
    EF022042: 'A',
    EF016731: 'Group II, <= 30 dB(A)',
    EF023688: 'Foam jet nozzle',
  },
  EC011613: {
    EF023051: 'Mechanical',
    EF006974: 'Thermostatic',
    EF024885: true,
    EF022168: true,
    EF023957: true,
    EF021457: true,
    EF021760: true,
    EF003454: false,
    EF021308: 'Bottom',
    EF020103: false,
    EF024921: false,
    EF017567: false,
    EF025096: true,
    EF025094: 1500,
    EF025091: false,
    EF025092: 0,
    EF025090: false,
    EF022284: false,
    EF024792: false,
    EF003829: false,
    EF024045: true,
    EF004250: 'Brass',
    EF006013: true,
    EF021607: false,
    EF006009: true,
    EF021720: true,
    EF002286: 'External thread',
    EF001707: 70,
  },
  EC010161: {
    EF022042: 'A',
    EF000653: true, // limescale rubs off the nozzles
    EF022224: true,
    EF021040: 3,
    EF021041: 110,
    EF022377: false,
    EF021042: true,
    EF021039: false,
    EF024050: false,
    EF002616: true,
    EF015313: true,
    EF023440: true,
    EF025094: 1500,
    EF016712: false,
  },
  EC011289: {
    EF018438: 'Rimless',
    EF020295: 'Deep',
    EF023789: true,
    EF012545: true,
    EF001187: true,
    EF011662: 'Hard',
    EF023829: true,
    EF011664: true,
    EF019513: false,
    EF020713: false,
    EF021199: false,
    EF020261: false,
    EF020712: false,
    EF006009: true,
    EF022280: true,
    EF020714: false,
    EF020715: false,
    EF023791: false,
    EF010871: [3, 4.5],
  },
  EC011318: {
    EF020295: 'Deep',
    EF018438: 'Rimless',
    EF023789: true,
    EF023790: false,
    EF020712: false,
    EF006009: true,
    EF021607: false,
    EF020713: false,
    EF022280: true,
    EF011668: false,
    EF020259: 'S-shape',
    EF011723: true,
    EF020300: 'Push button',
    EF006331: false,
    EF022823: 'Two quantities',
    EF010871: [3, 4.5],
    EF011665: false,
    EF020716: false,
    EF020717: false,
    EF020718: true,
    EF020719: false,
    EF002442: 'Screw',
    EF012545: true,
    EF011662: 'Hard',
    EF011664: true,
    EF023829: true,
    EF020714: false,
  },
}

/** Per product: its class, what it states beyond its class's common features, its list price. */
export const trade: Readonly<Record<string, TradeSeed>> = {
  'luna-60-wall-hung-basin': {
    etimClass: 'EC011550',
    listPrice: 289,
    features: { EF002442: 'Plug bolts', EF006009: true },
  },
  'nova-45-compact-wall-hung-basin': { etimClass: 'EC011550', listPrice: 219, features: { EF002442: 'Plug bolts' } },
  'arco-70-semi-recessed-basin': { etimClass: 'EC011550', listPrice: 339, features: { EF021208: true } },
  'orbit-42-countertop-basin': {
    etimClass: 'EC011550',
    listPrice: 249,
    features: { EF021208: true, EF020361: 'None' },
  },
  'quadra-50-countertop-basin': {
    etimClass: 'EC011550',
    listPrice: 269,
    features: { EF021208: true, EF020361: 'None' },
  },
  'ovale-60-countertop-basin': {
    etimClass: 'EC011550',
    listPrice: 299,
    features: { EF021208: true, EF020361: 'None' },
  },
  'petra-sculptural-basin': { etimClass: 'EC011550', listPrice: 589, features: { EF020361: 'None' } },
  'onda-sculptural-basin': { etimClass: 'EC011550', listPrice: 649, features: { EF020361: 'None' } },
  'stele-pedestal-basin': { etimClass: 'EC011550', listPrice: 899, features: { EF021206: true, EF010047: true } },
  'aria-60-vanity-unit': { etimClass: 'EC011382', listPrice: 749 },
  'aria-80-vanity-unit': { etimClass: 'EC011382', listPrice: 899 },
  'vita-120-double-vanity-unit': {
    etimClass: 'EC011382',
    listPrice: 1490,
    features: { EF021204: 2, EF021054: 'Left and right', EF021016: 4 },
  },
  'grande-160-vanity-set': { etimClass: 'EC011381', listPrice: 2890 },
  'clara-120-walk-in-screen': { etimClass: 'EC010892', listPrice: 789 },
  'linea-140-sliding-door': { etimClass: 'EC010962', listPrice: 1090 },
  'quadro-90-corner-enclosure': { etimClass: 'EC010034', listPrice: 1190 },
  'trio-u-shaped-enclosure': { etimClass: 'EC010034', listPrice: 1690, features: { EF011793: true } },
  'diamant-90-pentagonal-enclosure': { etimClass: 'EC010046', listPrice: 1290 },
  'curva-90-quadrant-enclosure': { etimClass: 'EC010038', listPrice: 990 },
  'sfera-120-offset-quadrant-enclosure': { etimClass: 'EC010038', listPrice: 1390 },
  'terra-freestanding-stone-bath': { etimClass: 'EC011609', listPrice: 2490 },
  'pietra-160-freestanding-stone-bath': { etimClass: 'EC011609', listPrice: 2890 },
  'nuvola-170-freestanding-acrylic-bath': { etimClass: 'EC011609', listPrice: 1590 },
  'lago-180-freestanding-acrylic-bath': { etimClass: 'EC011609', listPrice: 1790 },
  'regency-victorian-bath': { etimClass: 'EC011609', listPrice: 2190, features: { EF022185: true, EF025060: true } },
  'basis-170-built-in-bath': { etimClass: 'EC011609', listPrice: 690, features: { EF020346: 1, EF025063: true } },
  'fino-basin-mixer': { etimClass: 'EC011328', listPrice: 189 },
  'fino-xl-tall-basin-mixer': { etimClass: 'EC011328', listPrice: 259 },
  'pioggia-300-thermostatic-shower-set': { etimClass: 'EC011613', listPrice: 690 },
  'goccia-hand-shower-set': { etimClass: 'EC010161', listPrice: 119 },
  'fino-freestanding-bath-filler': { etimClass: 'EC010862', listPrice: 890 },
  // ETIM has no class for a basin waste among the sanitary groups the project ships (waste fittings
  // are classed in the drainage groups): the feeds leave it out and say so in their report.
  'clic-push-button-basin-waste': { etimClass: null, listPrice: 59 },
  'piano-120-stone-shower-tray': { etimClass: 'EC011443', listPrice: 549 },
  'ardesia-140-slate-shower-tray': { etimClass: 'EC011443', listPrice: 649 },
  'forma-rimless-wall-hung-toilet': { etimClass: 'EC011289', listPrice: 459 },
  'solido-one-piece-toilet': { etimClass: 'EC011318', listPrice: 589 },
}

/** Customs tariff (Combined Nomenclature), packaging and delivery time by kind of product. */
export const logistics: Readonly<
  Record<Family, { tariff: string; unit: string; packing: number; margin: number; deliveryDays: number }>
> = {
  basin: { tariff: '39221000', unit: 'C62', packing: 2.5, margin: 80, deliveryDays: 10 },
  cabinet: { tariff: '94036090', unit: 'SET', packing: 6, margin: 80, deliveryDays: 15 },
  enclosure: { tariff: '70200080', unit: 'SET', packing: 9, margin: 100, deliveryDays: 15 },
  tray: { tariff: '39221000', unit: 'C62', packing: 5, margin: 80, deliveryDays: 10 },
  tub: { tariff: '39221000', unit: 'C62', packing: 14, margin: 120, deliveryDays: 20 },
  tap: { tariff: '84818011', unit: 'C62', packing: 0.4, margin: 60, deliveryDays: 5 },
  toilet: { tariff: '69101000', unit: 'C62', packing: 4, margin: 80, deliveryDays: 10 },
}

/** Tariff numbers that differ from the product's kind. */
export const tariffOf: Readonly<Record<string, string>> = {
  'clic-push-button-basin-waste': '74182000',
  'goccia-hand-shower-set': '84818019',
  'pioggia-300-thermostatic-shower-set': '84818011',
}

/** A demo variant no longer made: Quadra 50 in sand, followed by the stone-grey one. */
export const discontinued: Readonly<Record<string, { since: string; successor: string }>> = {
  SH100503: { since: '2026-03-31', successor: 'SH100502' },
}
