import type { Field } from 'payload'

const SOURCE_TEXT = '@/cms/components/translation/SourceText.client#SourceText'

/**
 * The fields with the source language's text under every localized text field (plain, long and
 * rich text), in groups, rows, tabs, lists and blocks alike.
 */
export function withSourceText(fields: readonly Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withSourceText(tab.fields) })) }
    if (field.type === 'blocks') {
      return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: withSourceText(block.fields) })) }
    }
    if ('fields' in field) return { ...field, fields: withSourceText(field.fields) } as Field
    if ((field.type === 'text' || field.type === 'textarea' || field.type === 'richText') && field.localized) {
      const admin = field.admin ?? {}
      const components = (admin.components ?? {}) as Record<string, unknown>
      const after = Array.isArray(components.afterInput) ? components.afterInput : []
      return {
        ...field,
        admin: { ...admin, components: { ...components, afterInput: [...after, SOURCE_TEXT] } },
      } as Field
    }
    return field
  })
}
