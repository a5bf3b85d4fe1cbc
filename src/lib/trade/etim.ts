/**
 * The ETIM 10.0 classes of the range (standards/etim): what an editor may give a product,
 * which features each class has in ETIM's order, and which values an alphanumeric feature allows.
 * ETIM's names are English (its translations are not part of the data the project ships); they are
 * shown with their codes in every language.
 */
import range from '../../../standards/etim/etim-10-range.json'

/** A alphanumeric (one of the class's values), L logical, N numeric, R range. */
export type EtimFeatureType = 'A' | 'L' | 'N' | 'R'

export type EtimFeature = {
  id: string
  name: string
  type: EtimFeatureType
  unit?: string
  /** A features: the values the class allows, as [EV code, English name] */
  values?: [string, string][]
}

export type EtimClass = {
  id: string
  name: string
  group: string
  version: number
  features: EtimFeature[]
}

/** A feature's value as stored: an EV code (A), yes/no (L), a number (N) or a range (R). */
export type EtimValue = string | boolean | number | [number, number]

/** Feature code → value; what a product or variant states for its class. */
export type EtimValues = Record<string, EtimValue>

export const etimRelease: string = range.release
export const etimAttribution: string = range.attribution
export const etimGroups: Readonly<Record<string, string>> = range.groups as Record<string, string>

export const etimClasses: readonly EtimClass[] = range.classes as EtimClass[]

const byId = new Map(etimClasses.map((c) => [c.id, c]))

export function etimClassOf(id: string | null | undefined): EtimClass | null {
  return (id && byId.get(id)) || null
}

export const etimClassIds = etimClasses.map((c) => c.id)

/** How a class is named in a list: "EC011550 · Washbasin". */
export const etimClassLabel = (c: Pick<EtimClass, 'id' | 'name'>) => `${c.id} · ${c.name}`

export function etimFeatureOf(c: EtimClass | null, id: string): EtimFeature | null {
  return c?.features.find((f) => f.id === id) ?? null
}

/** The EV code of a value the feature allows, by its English name; null where the class allows no such value. */
export function etimValueCode(feature: EtimFeature, name: string): string | null {
  return feature.values?.find(([, n]) => n === name)?.[0] ?? null
}

/** The English name of an A feature's value code. */
export function etimValueName(feature: EtimFeature, code: string): string | null {
  return feature.values?.find(([c]) => c === code)?.[1] ?? null
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

/** Whether a value has the form its feature's type asks (and, for A, is one the class allows). */
export function etimValueFits(feature: EtimFeature, value: unknown): value is EtimValue {
  switch (feature.type) {
    case 'A':
      return typeof value === 'string' && Boolean(feature.values?.some(([code]) => code === value))
    case 'L':
      return typeof value === 'boolean'
    case 'N':
      return isNumber(value)
    case 'R':
      return (
        Array.isArray(value) &&
        value.length === 2 &&
        value.every(isNumber) &&
        (value[0] as number) <= (value[1] as number)
      )
  }
}

export type EtimProblem =
  | { kind: 'unknownClass'; classId: string }
  | { kind: 'unknownFeature'; feature: string }
  | { kind: 'badValue'; feature: string; type: EtimFeatureType }

/** What is wrong with values stated for a class: features it does not have, values of the wrong form. */
export function etimProblems(classId: string | null | undefined, values: unknown): EtimProblem[] {
  if (values == null) return []
  if (typeof values !== 'object' || Array.isArray(values)) return [{ kind: 'unknownFeature', feature: '?' }]
  const entries = Object.entries(values as Record<string, unknown>).filter(([, v]) => v !== null && v !== '')
  if (!entries.length) return []
  const c = etimClassOf(classId)
  if (!c) return [{ kind: 'unknownClass', classId: classId ?? '' }]
  const problems: EtimProblem[] = []
  for (const [id, value] of entries) {
    const feature = etimFeatureOf(c, id)
    if (!feature) problems.push({ kind: 'unknownFeature', feature: id })
    else if (!etimValueFits(feature, value)) problems.push({ kind: 'badValue', feature: id, type: feature.type })
  }
  return problems
}

/** Values without the empty ones and without features the class does not have. */
export function etimValuesFor(c: EtimClass, values: unknown): EtimValues {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return {}
  const out: EtimValues = {}
  for (const f of c.features) {
    const v = (values as Record<string, unknown>)[f.id]
    if (etimValueFits(f, v)) out[f.id] = v
  }
  return out
}
