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

/** Only raster pictures: SVG is for icons and the logo (where it is allowed explicitly). */
export const NO_SVG = { mimeType: { not_equals: 'image/svg+xml' } } as const

/**
 * A picture from the media library. `svg: 'only'` for icons, `'allowed'` for the logo; everywhere
 * else SVG files cannot be chosen, and a save that names one is refused (Payload checks
 * `filterOptions` when it validates).
 */
export function imageField(
  name = 'image',
  options: { label?: AdminText; required?: boolean; svg?: 'only' | 'allowed' } = {},
): UploadField {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    label: options.label ?? L.image,
    required: options.required ?? false,
    ...(options.svg === 'only'
      ? { filterOptions: { mimeType: { equals: 'image/svg+xml' } } }
      : options.svg === 'allowed'
        ? {}
        : { filterOptions: NO_SVG }),
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
