import { formatTags, type Locale } from '@/i18n/locales'
import type { Product } from '@/payload-types'

import { colours, finishes, installations, materials, nameOf, openings } from './specs'

type Specs = NonNullable<Product['specs']>
type Unit = 'millimeter' | 'liter' | 'kilogram'

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
    ['material', nameOf(materials, specs.material, locale)],
    ['finish', nameOf(finishes, specs.finish, locale)],
    ['colours', specs.colours?.length ? list.format(specs.colours.map((c) => nameOf(colours, c, locale) ?? c)) : null],
    ['installation', nameOf(installations, specs.installation, locale)],
    ['opening', nameOf(openings, specs.opening, locale)],
    ['fitRange', formatFitRange(specs, locale)],
    ['capacity', specs.capacity ? formatMeasure(specs.capacity, 'liter', locale) : null],
    ['weight', specs.weight ? formatMeasure(specs.weight, 'kilogram', locale) : null],
    ['glass', specs.glass ? formatMeasure(specs.glass, 'millimeter', locale) : null],
  ]
  return rows.flatMap(([key, value]) => (value ? [{ key, value }] : []))
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
