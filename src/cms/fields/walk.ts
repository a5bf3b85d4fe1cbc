import type { Field } from 'payload'

type Doc = Record<string, unknown>

export const asDoc = (value: unknown): Doc | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Doc) : null

export type NamedField = Field & { name: string }

/** A named field met by `walkFields`: its value in the data walked and where it stands. */
export type FieldStep = {
  field: NamedField
  /** the object that holds the field's value (`holder[field.name] = …` writes it) */
  holder: Doc
  value: unknown
  /** its path in the document: `hotline.heading`, `items.2.title` */
  path: string
  /** the same as segments: `['items', 2, 'title']` */
  at: readonly (string | number)[]
  /** the named groups, lists and blocks around it, outermost first */
  parents: readonly NamedField[]
  /** the row (from 1) of the nearest list or blocks around it */
  row?: number
}

/** A text field as the content model stores it: plain, long or rich text. */
export const isTextField = (field: Field): field is NamedField & { type: 'text' | 'textarea' | 'richText' } =>
  field.type === 'text' || field.type === 'textarea' || field.type === 'richText'

/** A field localized as a whole (a group, list or blocks field kept per language holds no localized fields of its own). */
export const isLocalized = (field: Field): boolean => 'localized' in field && Boolean(field.localized)

type Around = { at: readonly (string | number)[]; parents: readonly NamedField[]; row?: number }

/**
 * The one walk over Payload's field tree that finishing, translation, the translators' limits and
 * the search index share: `visit` is called for every named field of `fields` with its value in
 * `data`, in tabs, rows and collapsibles, in groups, and in each row of a list or blocks field
 * (by its block's fields). `visit` returns false to keep out of a group, list or blocks field.
 *
 * With `data` left out it walks the schema alone: a list's fields once, each kind of block once.
 */
export function walkFields(
  fields: readonly Field[],
  data: unknown,
  visit: (step: FieldStep) => boolean | void,
  around: Around = { at: [], parents: [] },
): void {
  const schemaOnly = data === undefined
  const holder = schemaOnly ? {} : asDoc(data)
  if (!holder) return
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          const inner = { ...around, at: [...around.at, tab.name] }
          walkFields(tab.fields, schemaOnly ? undefined : (holder[tab.name] ?? null), visit, inner)
        } else walkFields(tab.fields, schemaOnly ? undefined : holder, visit, around)
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      if ('fields' in field) walkFields(field.fields, schemaOnly ? undefined : holder, visit, around)
      continue
    }
    const named = field as NamedField
    const at = [...around.at, named.name]
    const value = holder[named.name]
    const enter = visit({
      field: named,
      holder,
      value,
      path: at.join('.'),
      at,
      parents: around.parents,
      row: around.row,
    })
    if (enter === false) continue
    const parents = [...around.parents, named]
    if (named.type === 'group') {
      walkFields(named.fields, schemaOnly ? undefined : (value ?? null), visit, { at, parents, row: around.row })
    } else if (named.type === 'array') {
      if (schemaOnly) walkFields(named.fields, undefined, visit, { at, parents })
      else if (Array.isArray(value))
        value.forEach((item, i) => walkFields(named.fields, item, visit, { at: [...at, i], parents, row: i + 1 }))
    } else if (named.type === 'blocks') {
      if (schemaOnly) for (const block of named.blocks) walkFields(block.fields, undefined, visit, { at, parents })
      else if (Array.isArray(value))
        value.forEach((item, i) => {
          const block = named.blocks.find((b) => b.slug === asDoc(item)?.blockType)
          if (block) walkFields(block.fields, item, visit, { at: [...at, i], parents, row: i + 1 })
        })
    }
  }
}

/** The value at a path of segments (`['items', 2, 'title']`) in a document, if there is one. */
export function valueAt(doc: unknown, at: readonly (string | number)[]): unknown {
  let value: unknown = doc
  for (const key of at) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string | number, unknown>)[key]
  }
  return value
}

/**
 * The fields with `change` applied to every field that holds no fields of its own (a text, a
 * number, a link), in tabs, rows, collapsibles, groups, lists and blocks alike: the same tree as
 * `walkFields` walks, rebuilt.
 */
export function mapFields(fields: readonly Field[], change: (field: Field) => Field): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: mapFields(tab.fields, change) })) }
    if (field.type === 'blocks')
      return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: mapFields(block.fields, change) })) }
    if ('fields' in field) return { ...field, fields: mapFields(field.fields, change) } as Field
    return change(field)
  })
}

/** A segment of a field's path: the field it names, a row of a list, or a name no field has. */
export type Step = { field: Field } | { row: number } | { unknown: string }

/** The fields along a path of a document (`items.2.text`: the list, row 3, the row's field). */
export function fieldsAlong(fields: readonly Field[], path: string): Step[] {
  const find = (list: readonly Field[], name: string): Field | undefined => {
    for (const field of list) {
      if ('name' in field && field.name === name) return field
      if (field.type === 'tabs') {
        for (const tab of field.tabs) {
          if ('name' in tab && tab.name === name)
            return { type: 'group', name, fields: tab.fields, label: tab.label } as Field
          if (!('name' in tab && tab.name)) {
            const inner = find(tab.fields, name)
            if (inner) return inner
          }
        }
      } else if (!('name' in field && field.name) && 'fields' in field) {
        const inner = find(field.fields, name)
        if (inner) return inner
      }
    }
    return undefined
  }
  const out: Step[] = []
  let within: readonly Field[] = fields
  let blocks: readonly { fields: readonly Field[] }[] = []
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment)) {
      out.push({ row: Number(segment) + 1 })
      continue
    }
    const field = find(within, segment) ?? blocks.map((b) => find(b.fields, segment)).find((f) => f !== undefined)
    if (!field) {
      out.push({ unknown: segment })
      break
    }
    out.push({ field })
    blocks = field.type === 'blocks' ? (field.blocks as { fields: Field[] }[]) : []
    within = 'fields' in field ? field.fields : []
  }
  return out
}

/** The field a path names, or undefined where it names none. */
export function fieldAt(fields: readonly Field[], path: string): Field | undefined {
  const last = fieldsAlong(fields, path).at(-1)
  return last && 'field' in last ? last.field : undefined
}
