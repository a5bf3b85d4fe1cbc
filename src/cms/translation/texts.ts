import type { Field } from 'payload'

import { isLocalized, isTextField, walkFields } from '@/cms/fields/walk'
import { isLocale, type Locale } from '@/i18n/locales'
import type { AdminLabel, LocalizedText } from '@/lib/translation/status'

type Data = Record<string, unknown>

const asData = (value: unknown): Data => (value !== null && typeof value === 'object' ? (value as Data) : {})

/** The value of a localized field read with `locale: 'all'`: one entry per language. */
export function byLocale(value: unknown): Partial<Record<Locale, unknown>> {
  const out: Partial<Record<Locale, unknown>> = {}
  for (const [key, inner] of Object.entries(asData(value))) if (isLocale(key)) out[key] = inner
  return out
}

/** A field's label (or its name) as the translation board shows it. */
function textOf(field: Field): AdminLabel {
  const label = 'label' in field ? field.label : undefined
  if (typeof label === 'string' || (label && typeof label === 'object')) return label as AdminLabel
  return 'name' in field ? field.name : ''
}

/**
 * Every localized text field (plain, long and rich text) of a document read with
 * `locale: 'all'`, with its path (`hotline.heading`, `items.2.title`), its value per language and
 * its label with those of the groups and lists around it. Rows of lists are walked by position; a
 * group, list or blocks field localized as a whole holds no text fields here. With `oneLanguage`,
 * the document is read as a save of that language holds it (each field's value is that
 * language's).
 */
export function localizedTexts(fields: readonly Field[], doc: unknown, oneLanguage?: Locale): LocalizedText[] {
  const out: LocalizedText[] = []
  walkFields(fields, asData(doc), ({ field, value, path, parents, row }) => {
    if (isLocalized(field) && !isTextField(field)) return false
    if (isTextField(field) && field.localized) {
      const label = { text: textOf(field), parents: parents.map(textOf), row }
      const values = oneLanguage ? { [oneLanguage]: value } : byLocale(value)
      out.push({ path, kind: field.type, values, label })
    }
  })
  return out
}

/** Whether a collection or global has any localized text to translate. */
export function hasLocalizedText(fields: readonly Field[]): boolean {
  let found = false
  walkFields(fields, undefined, ({ field }) => {
    if (isTextField(field) && field.localized) found = true
    return !isLocalized(field) && !found
  })
  return found
}
