import type { Field } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import type { AdminLabel, LocalizedText } from '@/lib/translation/status'

type Data = Record<string, unknown>

const asData = (value: unknown): Data => (value !== null && typeof value === 'object' ? (value as Data) : {})

/** The value of a localized field read with `locale: 'all'`: one entry per language. */
function byLocale(value: unknown): Partial<Record<Locale, unknown>> {
  const out: Partial<Record<Locale, unknown>> = {}
  for (const [key, inner] of Object.entries(asData(value))) if (isLocale(key)) out[key] = inner
  return out
}

/**
 * Every localized text field (plain, long and rich text) of a document read with
 * `locale: 'all'`, with its path (`hotline.heading`, `items.2.title`) and its value per language.
 * Rows of lists are walked by position; localized lists as a whole hold no text fields here.
 */
function textOf(field: Field): AdminLabel {
  const label = 'label' in field ? field.label : undefined
  if (typeof label === 'string' || (label && typeof label === 'object')) return label as AdminLabel
  return 'name' in field ? field.name : ''
}

type Around = { parents: AdminLabel[]; row?: number }

export function localizedTexts(
  fields: readonly Field[],
  doc: unknown,
  prefix = '',
  around: Around = { parents: [] },
): LocalizedText[] {
  const data = asData(doc)
  const out: LocalizedText[] = []
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name)
          out.push(...localizedTexts(tab.fields, data[tab.name], `${prefix}${tab.name}.`, around))
        else out.push(...localizedTexts(tab.fields, data, prefix, around))
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      if ('fields' in field) out.push(...localizedTexts(field.fields, data, prefix, around))
      continue
    }
    const path = `${prefix}${field.name}`
    if (field.type === 'text' || field.type === 'textarea' || field.type === 'richText') {
      if (field.localized) {
        const label = { text: textOf(field), parents: around.parents, row: around.row }
        out.push({ path, kind: field.type, values: byLocale(data[field.name]), label })
      }
    } else if (field.type === 'group' && !field.localized) {
      const inner = { parents: [...around.parents, textOf(field)], row: around.row }
      out.push(...localizedTexts(field.fields, data[field.name], `${path}.`, inner))
    } else if (field.type === 'array' && !field.localized) {
      const rows = Array.isArray(data[field.name]) ? (data[field.name] as unknown[]) : []
      const parents = [...around.parents, textOf(field)]
      rows.forEach((item, index) =>
        out.push(...localizedTexts(field.fields, item, `${path}.${index}.`, { parents, row: index + 1 })),
      )
    } else if (field.type === 'blocks' && !field.localized) {
      const rows = Array.isArray(data[field.name]) ? (data[field.name] as unknown[]) : []
      rows.forEach((item, index) => {
        const block = field.blocks.find((b) => b.slug === asData(item).blockType)
        if (block) {
          const inner = { parents: [...around.parents, textOf(field)], row: index + 1 }
          out.push(...localizedTexts(block.fields, item, `${path}.${index}.`, inner))
        }
      })
    }
  }
  return out
}

/** Whether a collection or global has any localized text to translate. */
export function hasLocalizedText(fields: readonly Field[]): boolean {
  return fields.some((field) => {
    if (field.type === 'tabs') return field.tabs.some((tab) => hasLocalizedText(tab.fields))
    if ((field.type === 'text' || field.type === 'textarea' || field.type === 'richText') && field.localized)
      return true
    if ('fields' in field && !('localized' in field && field.localized)) return hasLocalizedText(field.fields)
    if (field.type === 'blocks') return field.blocks.some((block) => hasLocalizedText(block.fields))
    return false
  })
}
