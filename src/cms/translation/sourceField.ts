import type { Field } from 'payload'

import { isTextField, mapFields } from '@/cms/fields/walk'

const SOURCE_TEXT = '@/cms/components/translation/SourceText.client#SourceText'

/**
 * The fields with the source language's text under every localized text field (plain, long and
 * rich text), in groups, rows, tabs, lists and blocks alike (`mapFields`).
 */
export function withSourceText(fields: readonly Field[]): Field[] {
  return mapFields(fields, (field): Field => {
    if (!isTextField(field) || !field.localized) return field
    const admin = field.admin ?? {}
    const components = (admin.components ?? {}) as Record<string, unknown>
    const after = Array.isArray(components.afterInput) ? components.afterInput : []
    return {
      ...field,
      admin: { ...admin, components: { ...components, afterInput: [...after, SOURCE_TEXT] } },
    } as Field
  })
}
