import type { CollectionSlug, Field, FieldHook, NumberField, PayloadRequest, TextField, UploadField } from 'payload'

import { help, inAdminLanguage, invalid, L, type AdminText } from '@/cms/labels'
import { PICTURE_TYPES, RASTER_TYPES } from '@/lib/downloads/kinds'

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
    validate: async (value: unknown, { req, id, collectionSlug, previousValue }: SlugValidation) => {
      if (typeof value !== 'string' || !SLUG_PATTERN.test(value)) return inAdminLanguage(invalid.slug, req)
      // A document that keeps its slug cannot meet one in the trash (the slug is unique): no lookup.
      if (value === previousValue) return true
      return (await slugInTrash(value, req, collectionSlug, id)) ? inAdminLanguage(invalid.slugInTrash, req) : true
    },
    hooks: { beforeDuplicate: [copySlug] },
    ...overrides,
  } as TextField
}

/**
 * The slug of a copy ("Duplizieren"): the original's with `-kopie`, numbered when that is taken
 * (`-kopie-2`, …), in the trash too. Always a valid, unique slug, never Payload's `<slug> - Copy`.
 */
const copySlug: FieldHook = async ({ value, req, collection }) => {
  if (typeof value !== 'string' || !collection) return value
  const base = `${value.replace(/-kopie(?:-\d+)?$/, '')}-kopie`.slice(0, 110).replace(/-+$/, '')
  const { docs } = await req.payload.find({
    collection: collection.slug as CollectionSlug,
    where: { slug: { like: base } },
    trash: true,
    draft: true,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: { slug: true } as never,
    req,
  })
  const taken = new Set(docs.map((doc) => String((doc as { slug?: unknown }).slug)))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

type SlugValidation = { req?: PayloadRequest; id?: number | string; collectionSlug?: string; previousValue?: unknown }

/**
 * Whether another document of the collection, in the trash, has this slug. It keeps its address
 * while it is there (a restore brings it back where it was), so a new document cannot take it: the
 * editor is told to restore it, or to ask an admin to delete it for good.
 */
async function slugInTrash(
  slug: string,
  req: PayloadRequest | undefined,
  collectionSlug: string | undefined,
  id: number | string | undefined,
): Promise<boolean> {
  const collection = collectionSlug ? req?.payload?.collections[collectionSlug as CollectionSlug] : undefined
  if (!req || !collection?.config.trash) return false
  const { totalDocs } = await req.payload.count({
    collection: collection.config.slug,
    trash: true,
    where: {
      and: [{ slug: { equals: slug } }, { deletedAt: { exists: true } }, ...(id ? [{ id: { not_equals: id } }] : [])],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
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

/**
 * Only raster pictures: SVG is for icons and the logo (where it is allowed explicitly), and the
 * media library's documents (PDF, CAD, BIM) are never pictures.
 */
export const NO_SVG = { mimeType: { in: [...RASTER_TYPES] } }

/** Any picture, raster or SVG (the logo), but no document. */
export const PICTURES = { mimeType: { in: [...PICTURE_TYPES] } }

/** Several raster pictures from the media library, in the editors' order. */
export function picturesField(options: { required?: boolean; description?: AdminText } = {}): UploadField {
  return {
    name: 'images',
    type: 'upload',
    relationTo: 'media',
    hasMany: true,
    filterOptions: NO_SVG,
    label: L.images,
    ...(options.required ? { required: true, minRows: 1 } : {}),
    ...(options.description ? { admin: { description: options.description } } : {}),
  } as UploadField
}

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
        ? { filterOptions: PICTURES }
        : { filterOptions: NO_SVG }),
  }
}

export function localizedText(
  name: string,
  label: AdminText,
  options: { required?: boolean; long?: boolean; description?: AdminText } = {},
): Field {
  return {
    name,
    type: options.long ? 'textarea' : 'text',
    label,
    localized: true,
    required: options.required ?? false,
    ...(options.description ? { admin: { description: options.description } } : {}),
  } as Field
}
