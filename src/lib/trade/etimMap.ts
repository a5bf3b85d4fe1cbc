/**
 * The ETIM features the site already knows: a variant's dimensions, material, finish, colour,
 * installation, outline, opening and installer's measures, read into the features of its ETIM
 * class. The one place where site data becomes ETIM: editors never type these twice, and the
 * admin, the feeds and the completeness count all read them from here.
 */
import { type MeasureField, measureLabels } from '@/lib/catalogue/measures'
import { n, type Named } from '@/lib/catalogue/specs'
import type { Product } from '@/payload-types'

import { type EtimClass, type EtimFeature, type EtimValue, type EtimValues, etimValueCode, etimValuesFor } from './etim'

type Specs = NonNullable<Product['specs']>

/** What of the site's data a feature is read from. */
export type EtimSource =
  | 'width'
  | 'depth'
  | 'height'
  | 'material'
  | 'finish'
  | 'colours'
  | 'installation'
  | 'outline'
  | 'opening'
  | 'capacity'
  | 'glass'
  | 'fitRange'
  | MeasureField

export const etimSourceLabels: Readonly<Record<EtimSource, Named>> = {
  width: n('Breite', '宽度', 'Width', 'Larghezza', 'Largeur', 'Ancho'),
  depth: n('Tiefe', '深度', 'Depth', 'Profondità', 'Profondeur', 'Fondo'),
  height: n('Höhe', '高度', 'Height', 'Altezza', 'Hauteur', 'Alto'),
  material: n('Material', '材质', 'Material', 'Materiale', 'Matériau', 'Material'),
  finish: n('Oberfläche', '表面处理', 'Finish', 'Finitura', 'Finition', 'Acabado'),
  colours: n('Farbe', '颜色', 'Colour', 'Colore', 'Couleur', 'Color'),
  installation: n('Montageart', '安装方式', 'Installation', 'Installazione', 'Pose', 'Instalación'),
  outline: n('Grundriss', '平面形状', 'Outline', 'Pianta', 'Forme', 'Planta'),
  opening: n('Öffnung', '开启方式', 'Opening', 'Apertura', 'Ouverture', 'Apertura'),
  capacity: n('Füllmenge', '容量', 'Capacity', 'Capacità', 'Contenance', 'Capacidad'),
  glass: n('Glasstärke', '玻璃厚度', 'Glass thickness', 'Spessore vetro', 'Épaisseur du verre', 'Grosor del vidrio'),
  fitRange: n(
    'Passt in Nischen',
    '适配空间',
    'Fits niches',
    'Adatto a nicchie',
    'Convient aux niches',
    'Apto para huecos',
  ),
  ...measureLabels,
}

/** A rule's answer: a number, yes/no, a range, or for an A feature the English value names to try in turn. */
type Raw = number | boolean | [number, number] | { names: string[] } | null | undefined

type Rule = { source: EtimSource; read: (s: Specs, c: EtimClass) => Raw }

const names = (...list: string[]) => ({ names: list })
const has = (c: EtimClass, id: string) => c.features.some((f) => f.id === id)
const num = (v: number | null | undefined): number | undefined => (typeof v === 'number' ? v : undefined)
const pair = (v: number | null | undefined): [number, number] | undefined =>
  typeof v === 'number' ? [v, v] : undefined
const between = (from: number | null | undefined, to: number | null | undefined): [number, number] | undefined =>
  typeof from === 'number' && typeof to === 'number' && from <= to ? [from, to] : undefined

const materialNames: Record<string, string[]> = {
  'mineral-cast': ['Mineral casting', 'Composite material'],
  'solid-stone': ['Mineral casting', 'Composite material'],
  acrylic: ['Plastic'],
  ceramic: ['Ceramics'],
  'stainless-steel': ['Stainless steel'],
  brass: ['Brass'],
  'tempered-glass': ['Glass'],
  plywood: ['Wood'],
}
const qualityNames: Record<string, string[]> = {
  'mineral-cast': ['Synthetic resin'],
  'solid-stone': ['Synthetic resin'],
  acrylic: ['Acrylic', 'PMMA (Acrylate)'],
}
const colourNames: Record<string, string[]> = {
  white: ['White'],
  black: ['Black'],
  grey: ['Grey', 'Anthracite'],
  sand: ['Beige'],
  oak: ['Oak', 'Wood'],
  chrome: ['Chrome', 'Silver'],
  gold: ['Gold', 'Brass'],
  'gun-metal': ['Anthracite', 'Grey'],
}
const glossNames: Record<string, string[]> = {
  matt: ['Matt'],
  lacquer: ['Matt'],
  brushed: ['Matt'],
  gloss: ['Glossy'],
  chrome: ['Glossy'],
}
const mountingNames: Record<string, string[]> = {
  'wall-hung': ['Wall'],
  'semi-recessed': ['Built-in'],
  countertop: ['Post top'],
  pedestal: ['Floor standing', 'Freestanding'],
  freestanding: ['Freestanding', 'Floor standing'],
  'floor-standing': ['Floor standing', 'Freestanding'],
}
const tapMountingNames: Record<string, string[]> = {
  'deck-mounted': ['Top/tap hole', 'Bath edge/tile edge'],
  'wall-mounted': ['Wall'],
  freestanding: ['Floor'],
  'floor-standing': ['Floor'],
}
const toiletTypeNames: Record<string, string[]> = {
  'wall-hung': ['Wall-hung toilet', 'Wall'],
  'floor-standing': ['Standing toilet', 'Floor standing'],
}
const doorNames: Record<string, string[]> = {
  sliding: ['Slide two-part', 'Sliding door', 'Slide one-part with one fixed panel'],
  pivot: ['Turn one-part with fixed panel', 'Turn one-part'],
  folding: ['Fold'],
}
const connectionNames: Record<string, string[]> = {
  g38: ['3/8 inch (10)'],
  g12: ['1/2 inch (15)', '1/2 inch'],
  g34: ['3/4 inch (20)', '3/4 inch'],
}

const pick = (table: Record<string, string[]>, key: string | null | undefined) =>
  key && table[key] ? { names: table[key] } : undefined
const colour = (s: Specs) => pick(colourNames, s.colours?.[0])
const sides = (s: Specs) => [s.width, s.depth].filter((v): v is number => typeof v === 'number')

/** The niche range of the wider side (largest) or the narrower (smallest) of a corner enclosure. */
function sideRange(s: Specs, which: 'largest' | 'smallest'): [number, number] | undefined {
  const w = between(s.fitRange?.widthFrom, s.fitRange?.widthTo) ?? pair(s.width)
  const d = between(s.fitRange?.depthFrom, s.fitRange?.depthTo) ?? pair(s.depth)
  if (!w || !d) return w ?? d
  const wider = w[1] >= d[1] ? w : d
  return which === 'largest' ? wider : wider === w ? d : w
}

/** Feature code → how the site's data answers it (where the class has that feature). */
const rules: Readonly<Record<string, Rule>> = {
  // Dimensions. A bath's or tray's length is its longer side, its width the shorter.
  EF001438: { source: 'width', read: (s) => (sides(s).length === 2 ? Math.max(...sides(s)) : undefined) },
  EF000008: {
    source: 'width',
    read: (s, c) => (has(c, 'EF001438') ? (sides(s).length === 2 ? Math.min(...sides(s)) : undefined) : num(s.width)),
  },
  EF004567: { source: 'width', read: (s) => num(s.width) },
  EF000049: { source: 'depth', read: (s) => num(s.depth) },
  EF000040: { source: 'height', read: (s) => num(s.height) },
  EF001761: { source: 'height', read: (s) => num(s.height) },
  EF020796: { source: 'height', read: (s) => num(s.height) },
  EF005452: { source: 'fitRange', read: (s) => between(s.fitRange?.widthFrom, s.fitRange?.widthTo) ?? pair(s.width) },
  EF020619: { source: 'fitRange', read: (s) => sideRange(s, 'largest') },
  EF020620: { source: 'fitRange', read: (s) => sideRange(s, 'smallest') },
  // Material and surface.
  EF002169: { source: 'material', read: (s) => pick(materialNames, s.material) },
  EF001257: { source: 'material', read: (s) => pick(qualityNames, s.material) },
  EF020791: { source: 'material', read: (s) => pick(materialNames, s.material) },
  EF001596: { source: 'material', read: (s) => pick(materialNames, s.material) },
  EF021006: { source: 'material', read: (s) => (s.material === 'plywood' ? names('Layered wood') : undefined) },
  EF021008: { source: 'material', read: (s) => (s.material === 'plywood' ? names('Layered wood') : undefined) },
  EF024864: { source: 'material', read: (s) => (s.material === 'tempered-glass' ? names('Safety glass') : undefined) },
  EF024893: { source: 'material', read: (s) => (s.material === 'tempered-glass' ? names('Safety glass') : undefined) },
  EF018092: { source: 'material', read: (s) => (s.material ? s.material === 'tempered-glass' : undefined) },
  EF017214: { source: 'glass', read: (s) => num(s.glass) },
  EF006243: { source: 'finish', read: (s) => (s.finish === 'clear-glass' ? true : undefined) },
  EF024894: { source: 'finish', read: (s) => (s.finish === 'clear-glass' ? true : undefined) },
  EF024897: { source: 'finish', read: (s) => pick(glossNames, s.finish) },
  EF000007: { source: 'colours', read: colour },
  EF002671: { source: 'colours', read: colour },
  EF007168: { source: 'colours', read: colour },
  EF004667: { source: 'colours', read: colour },
  EF024865: { source: 'colours', read: colour },
  // Shape and installation.
  EF000051: {
    source: 'outline',
    read: (s) => {
      switch (s.outline) {
        case 'rectangle':
          return s.width && s.width === s.depth ? names('Square', 'Rectangular') : names('Rectangular')
        case 'round':
          return names('Round')
        case 'oval':
          return names('Oval')
        case 'quadrant':
          return names('Quarter round', 'Arc shape')
        case 'pentagon':
          return names('Pentagonal')
        default:
          return undefined
      }
    },
  },
  EF000003: { source: 'installation', read: (s) => pick(mountingNames, s.installation) },
  EF005084: { source: 'installation', read: (s) => pick(tapMountingNames, s.installation) },
  EF001139: { source: 'installation', read: (s) => pick(toiletTypeNames, s.installation) },
  EF020363: { source: 'installation', read: (s) => (s.installation ? s.installation === 'freestanding' : undefined) },
  EF004464: { source: 'opening', read: (s) => pick(doorNames, s.opening) },
  EF011672: { source: 'opening', read: (s) => (s.opening ? s.opening === 'pivot' : undefined) },
  EF018172: { source: 'opening', read: (s) => (s.opening === 'fixed' ? names('Fixed one-part') : undefined) },
  EF000880: { source: 'capacity', read: (s) => num(s.capacity) },
  // The installer's measures.
  EF019252: { source: 'entryWidth', read: (s) => num(s.measures?.entryWidth) },
  EF020710: { source: 'drainDiameter', read: (s) => num(s.measures?.drainDiameter) },
  EF020348: { source: 'overflow', read: (s) => (s.measures?.overflow ? s.measures.overflow === 'yes' : undefined) },
  EF025065: { source: 'overflow', read: (s) => (s.measures?.overflow ? s.measures.overflow === 'yes' : undefined) },
  EF011649: { source: 'tapHoles', read: (s) => num(s.measures?.tapHoles) },
  EF025070: {
    source: 'tapHoles',
    read: (s) => (typeof s.measures?.tapHoles === 'number' ? s.measures.tapHoles > 0 : undefined),
  },
  EF021808: {
    source: 'tapHoles',
    read: (s) => (typeof s.measures?.tapHoles === 'number' ? names(`${s.measures.tapHoles}-hole`) : undefined),
  },
  EF000852: { source: 'tapHoleDiameter', read: (s) => num(s.measures?.tapHoleDiameter) },
  EF018251: { source: 'boltSpacing', read: (s) => pair(s.measures?.boltSpacing) },
  EF011666: { source: 'wallFixingCentres', read: (s) => pair(s.measures?.wallFixingCentres) },
  EF020785: { source: 'connection', read: (s) => pick(connectionNames, s.measures?.connection) },
  EF012753: { source: 'flowRate', read: (s) => num(s.measures?.flowRate) },
  EF007105: { source: 'pressureMin', read: (s) => between(s.measures?.pressureMin, s.measures?.pressureMax) },
  EF025068: { source: 'slipClass', read: (s) => (s.measures?.slipClass ? true : undefined) },
}

function resolve(feature: EtimFeature, raw: Raw): EtimValue | undefined {
  if (raw == null) return undefined
  if (typeof raw === 'object' && 'names' in raw) {
    if (feature.type !== 'A') return undefined
    for (const name of raw.names) {
      const code = etimValueCode(feature, name)
      if (code) return code
    }
    return undefined
  }
  if (feature.type === 'L') return typeof raw === 'boolean' ? raw : undefined
  if (feature.type === 'N') return typeof raw === 'number' ? raw : undefined
  if (feature.type === 'R') return Array.isArray(raw) ? raw : typeof raw === 'number' ? [raw, raw] : undefined
  return undefined
}

/** The features of a class the site's data answers, each with what it was read from. */
export function siteEtimFeatures(c: EtimClass, specs: Specs): Record<string, { value: EtimValue; source: EtimSource }> {
  const out: Record<string, { value: EtimValue; source: EtimSource }> = {}
  for (const feature of c.features) {
    const rule = rules[feature.id]
    if (!rule) continue
    const value = resolve(feature, rule.read(specs, c))
    if (value !== undefined) out[feature.id] = { value, source: rule.source }
  }
  return out
}

/**
 * A variant's ETIM values: what the site knows, then what editors stated for the features it does
 * not answer. In ETIM's order of the class.
 */
export function etimValuesOf(c: EtimClass, specs: Specs, stated: unknown): EtimValues {
  const site = siteEtimFeatures(c, specs)
  const own = etimValuesFor(c, stated)
  const out: EtimValues = {}
  for (const f of c.features) {
    const v = site[f.id]?.value ?? own[f.id]
    if (v !== undefined) out[f.id] = v
  }
  return out
}

export type EtimCompleteness = { filled: number; total: number; missing: string[] }

/** How many of the class's features a variant answers, and which it leaves open. */
export function etimCompleteness(c: EtimClass, values: EtimValues): EtimCompleteness {
  const missing = c.features.filter((f) => values[f.id] === undefined).map((f) => f.id)
  return { filled: c.features.length - missing.length, total: c.features.length, missing }
}
