import { formatTags, type Locale } from '@/i18n/locales'
import type { SpecKey, SpecRow } from '@/lib/catalogue/format'
import { connections, type Measures, type Outline } from '@/lib/catalogue/measures'
import type { Family } from '@/lib/vocabularies'
import type { Product } from '@/payload-types'

import type { DrawingInput, DrawingWords } from './installation'

type Specs = NonNullable<Product['specs']>

/** What the drawing shows, in the data table's rows: its text alternative lists these. */
export const drawnKeys: readonly SpecKey[] = [
  'dimensions',
  'outline',
  'entryWidth',
  'drainDiameter',
  'drainPosition',
  'outletHeight',
  'boltSpacing',
  'seatHeight',
  'mountingHeight',
  'wallFixingCentres',
  'connection',
]

/** The drawing's input from a variant's data; null without width, depth and height. */
export function drawingInput(specs: Specs | null | undefined, family: Family | null | undefined): DrawingInput | null {
  if (!specs?.width || !specs.depth || !specs.height) return null
  const m = (specs.measures ?? {}) as Measures
  const num = (v: number | null | undefined) => (typeof v === 'number' ? v : null)
  return {
    family: family ?? null,
    installation: specs.installation ?? null,
    width: specs.width,
    depth: specs.depth,
    height: specs.height,
    outline: (specs.outline as Outline | null | undefined) ?? null,
    outlineRadius: num(specs.outlineRadius),
    outlineCut: num(specs.outlineCut),
    drainDiameter: num(m.drainDiameter),
    drainX: num(m.drainX),
    drainY: num(m.drainY),
    mountingHeight: num(m.mountingHeight),
    seatHeight: num(m.seatHeight),
    outletHeight: num(m.outletHeight),
    boltSpacing: num(m.boltSpacing),
    wallFixingCentres: num(m.wallFixingCentres),
    entryWidth: num(m.entryWidth),
    connection: m.connection ? (connections[m.connection] ?? null) : null,
  }
}

/** The drawing's words from the `drawing` messages, numbers as the language writes them (no unit). */
export function drawingWords(
  t: (key: 'plan' | 'front' | 'unit' | 'floor' | 'entry' | 'outlet' | 'seat') => string,
  locale: Locale,
): DrawingWords {
  const plain = new Intl.NumberFormat(formatTags[locale], { maximumFractionDigits: 1 })
  return {
    plan: t('plan'),
    front: t('front'),
    unit: t('unit'),
    floor: t('floor'),
    entry: t('entry'),
    outlet: t('outlet'),
    seat: t('seat'),
    number: (mm) => plain.format(mm),
  }
}

/** The text alternative's values: "label: value" of every row the drawing shows. */
export function drawnValues(rows: SpecRow[], label: (key: SpecKey) => string, locale: Locale): string {
  const list = rows.filter((r) => drawnKeys.includes(r.key)).map((r) => `${label(r.key)}: ${r.value}`)
  return locale === 'zh' ? `${list.join('；')}。` : `${list.join('; ')}.`
}
