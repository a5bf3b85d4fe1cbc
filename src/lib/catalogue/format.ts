import { formatTags, type Locale } from '@/i18n/locales'
import { fill } from '@/lib/template'
import type { Product } from '@/payload-types'

import { connections, filledWeight, type Measures, measureWords, outlines } from './measures'
import { colours, finishes, installations, materials, nameOf, openings } from './specs'

type Specs = NonNullable<Product['specs']>
type Unit = 'millimeter' | 'liter' | 'kilogram' | 'liter-per-minute'

/**
 * A measure with its unit as the language writes it: `600 mm`, `180 l`, `45 kg`; in Chinese every
 * unit in characters (`600毫米`, `180升`, `45千克`: CLDR's short form would mix in a Latin `kg`).
 */
export function formatMeasure(value: number, unit: Unit, locale: Locale): string {
  return new Intl.NumberFormat(formatTags[locale], {
    style: 'unit',
    unit,
    unitDisplay: locale === 'zh' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(value)
}

/** Width × depth × height in millimetres (`600 × 420 × 150 mm`), or null when one is missing. */
export function formatDimensions(specs: Specs | null | undefined, locale: Locale): string | null {
  if (!specs?.width || !specs.depth || !specs.height) return null
  const plain = new Intl.NumberFormat(formatTags[locale], { maximumFractionDigits: 0 })
  return `${plain.format(specs.width)} × ${plain.format(specs.depth)} × ${formatMeasure(specs.height, 'millimeter', locale)}`
}

export type SpecRow = { key: SpecKey; value: string }
export type SpecKey =
  | 'dimensions'
  | 'material'
  | 'finish'
  | 'colours'
  | 'installation'
  | 'opening'
  | 'fitRange'
  | 'capacity'
  | 'weight'
  | 'glass'
  | 'outline'
  | 'entryWidth'
  | 'filledWeight'
  | 'drainDiameter'
  | 'drainPosition'
  | 'overflow'
  | 'tapHoles'
  | 'outletHeight'
  | 'boltSpacing'
  | 'seatHeight'
  | 'connection'
  | 'flowRate'
  | 'pressure'
  | 'mountingHeight'
  | 'slipClass'
  | 'wallFixingCentres'

/** The niche sizes a product fits, `870–905 × 770–905 mm`, or null when it states none. */
export function formatFitRange(specs: Specs | null | undefined, locale: Locale): string | null {
  const r = specs?.fitRange
  if (!r?.widthFrom || !r.widthTo || !r.depthFrom || !r.depthTo) return null
  const plain = new Intl.NumberFormat(formatTags[locale], { maximumFractionDigits: 0 })
  return `${plain.format(r.widthFrom)}–${plain.format(r.widthTo)} × ${plain.format(r.depthFrom)}–${formatMeasure(r.depthTo, 'millimeter', locale)}`
}

/** The rows of a product's data table in one language, leaving out what the product does not state. */
export function specRows(specs: Specs | null | undefined, locale: Locale): SpecRow[] {
  if (!specs) return []
  const list = new Intl.ListFormat(formatTags[locale], { style: 'short', type: 'conjunction' })
  const rows: [SpecKey, string | null][] = [
    ['dimensions', formatDimensions(specs, locale)],
    ['outline', formatOutline(specs, locale)],
    ['material', nameOf(materials, specs.material, locale)],
    ['finish', nameOf(finishes, specs.finish, locale)],
    ['colours', specs.colours?.length ? list.format(specs.colours.map((c) => nameOf(colours, c, locale) ?? c)) : null],
    ['installation', nameOf(installations, specs.installation, locale)],
    ['opening', nameOf(openings, specs.opening, locale)],
    ['fitRange', formatFitRange(specs, locale)],
    ['capacity', specs.capacity ? formatMeasure(specs.capacity, 'liter', locale) : null],
    ['weight', specs.weight ? formatMeasure(specs.weight, 'kilogram', locale) : null],
    ['glass', specs.glass ? formatMeasure(specs.glass, 'millimeter', locale) : null],
    ...measureRows(specs, locale),
  ]
  return rows.flatMap(([key, value]) => (value ? [{ key, value }] : []))
}

/**
 * The outline as the data table names it, where it is not a plain rectangle: "Rund",
 * "Viertelkreis, Radius 550 mm", "Fünfeck, Ecke 350 mm abgeschrägt".
 */
export function formatOutline(specs: Specs | null | undefined, locale: Locale): string | null {
  const outline = specs?.outline
  if (!outline || outline === 'rectangle') return null
  const name = nameOf(outlines, outline, locale)!
  const words = measureWords[locale]
  if (outline === 'quadrant' && specs.outlineRadius)
    return fill(words.radius, { outline: name, value: formatMeasure(specs.outlineRadius, 'millimeter', locale) })
  if (outline === 'pentagon' && specs.outlineCut)
    return fill(words.cut, { outline: name, value: formatMeasure(specs.outlineCut, 'millimeter', locale) })
  return name
}

/** The data table's rows of the installer's measures, in their order. */
export const measureKeys = [
  'entryWidth',
  'filledWeight',
  'drainDiameter',
  'drainPosition',
  'overflow',
  'tapHoles',
  'outletHeight',
  'boltSpacing',
  'seatHeight',
  'connection',
  'flowRate',
  'pressure',
  'mountingHeight',
  'slipClass',
  'wallFixingCentres',
] as const satisfies readonly SpecKey[]

/** The installer's measures as rows of the data table (src/lib/catalogue/measures.ts), in `measureKeys`' order. */
export function measureRows(specs: Specs, locale: Locale): [SpecKey, string | null][] {
  const m = (specs.measures ?? {}) as Measures
  const words = measureWords[locale]
  const mm = (value: number | null | undefined) =>
    value || value === 0 ? formatMeasure(value, 'millimeter', locale) : null
  const plain = new Intl.NumberFormat(formatTags[locale], { maximumFractionDigits: 1 })
  const filled = filledWeight(specs)
  const drain =
    (m.drainX || m.drainX === 0) && (m.drainY || m.drainY === 0)
      ? fill(words.drainPosition, { x: mm(m.drainX)!, y: mm(m.drainY)! })
      : null
  const tapHoles =
    m.tapHoles === 0
      ? words.none
      : m.tapHoles
        ? m.tapHoleDiameter
          ? `${plain.format(m.tapHoles)} × Ø\u00a0${mm(m.tapHoleDiameter)}`
          : plain.format(m.tapHoles)
        : null
  const pressure =
    m.pressureMin && m.pressureMax
      ? fill(words.bar, { value: `${plain.format(m.pressureMin)}–${plain.format(m.pressureMax)}` })
      : null
  const values: Record<(typeof measureKeys)[number], string | null> = {
    entryWidth: mm(m.entryWidth),
    filledWeight: filled ? formatMeasure(filled, 'kilogram', locale) : null,
    drainDiameter: m.drainDiameter ? `Ø\u00a0${mm(m.drainDiameter)}` : null,
    drainPosition: drain,
    overflow: m.overflow ? words[m.overflow] : null,
    tapHoles,
    outletHeight: mm(m.outletHeight),
    boltSpacing: mm(m.boltSpacing),
    seatHeight: mm(m.seatHeight),
    connection: m.connection ? (connections[m.connection] ?? null) : null,
    flowRate: m.flowRate ? formatMeasure(m.flowRate, 'liter-per-minute', locale) : null,
    pressure,
    mountingHeight: mm(m.mountingHeight),
    slipClass: m.slipClass ? fill(words.slipClass, { value: m.slipClass }) : null,
    wallFixingCentres: mm(m.wallFixingCentres),
  }
  return measureKeys.map((key) => [key, values[key]])
}

/** A file size as people read it: `184 KB`, `1.2 MB`. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const mb = bytes >= 1_000_000
  return new Intl.NumberFormat(formatTags[locale], {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / 1_000_000 : Math.max(1, bytes / 1000))
}
