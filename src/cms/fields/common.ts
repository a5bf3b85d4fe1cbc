import type { Field, NumberField, TextField, UploadField } from 'payload'

import { help, inAdminLanguage, invalid, L, type AdminText } from '@/cms/labels'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function slugField(overrides: Partial<TextField> = {}): TextField {
  return {
    name: 'slug',
    type: 'text',
    label: L.slug,
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: help.slug },
    validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
      typeof value === 'string' && SLUG_PATTERN.test(value) ? true : inAdminLanguage(invalid.slug, req),
    ...overrides,
  } as TextField
}

export function orderField(): NumberField {
  return {
    name: 'order',
    type: 'number',
    label: L.order,
    defaultValue: 0,
    index: true,
    admin: { position: 'sidebar', step: 1 },
  }
}

export function imageField(
  name = 'image',
  options: { label?: AdminText; required?: boolean; svgOnly?: boolean } = {},
): UploadField {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    label: options.label ?? L.image,
    required: options.required ?? false,
    ...(options.svgOnly ? { filterOptions: { mimeType: { equals: 'image/svg+xml' } } } : {}),
  }
}

export function localizedText(
  name: string,
  label: AdminText,
  options: { required?: boolean; long?: boolean } = {},
): Field {
  return {
    name,
    type: options.long ? 'textarea' : 'text',
    label,
    localized: true,
    required: options.required ?? false,
  } as Field
}
