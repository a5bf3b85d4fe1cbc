import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { canEditContent, filesOrStaff, trashOrAdminDelete } from '@/cms/access/roles'
import { auditCollectionChange, auditCollectionDelete } from '@/cms/audit/hooks'
import { revalidateCollectionHooks } from '@/cms/hooks/revalidate'
import { groups, L, t } from '@/cms/labels'
import { resetStorageContext } from '@/cms/storage/s3'
import { isLimited, limitCollectionChange, limitCollectionOperation } from '@/cms/translation/limits'
import { recordCollectionTranslation, translationField } from '@/cms/translation/record'
import { ALLOWED_TYPES } from '@/cms/uploads/fileType'
import { guardUpload } from '@/cms/uploads/guard'
import { env } from '@/env'
import { documentFormats } from '@/lib/downloads/kinds'

const revalidate = revalidateCollectionHooks('media')

const documentExtensions = Object.values(documentFormats).flatMap((f) => f.extensions.map((e) => `.${e}`))

/**
 * Images, icons and documents (PDF, CAD and BIM files). Responsive sizes are made once at upload
 * (WebP), never per request. Every upload is checked by content and SVGs are sanitised (`guardUpload`).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: t('Medium', '媒体', 'Media file', 'File multimediale', 'Média', 'Archivo multimedia'),
    plural: t('Medien', '媒体库', 'Media', 'Media', 'Médias', 'Medios'),
  },
  admin: { group: groups.content, useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'mimeType'] },
  // A translator writes the alternative texts of their languages and moves nothing to the trash.
  access: {
    read: filesOrStaff,
    create: canEditContent,
    update: canEditContent,
    delete: (args) => !isLimited(args.req) && Boolean(trashOrAdminDelete(args)),
  },
  trash: true,
  hooks: {
    beforeOperation: [limitCollectionOperation, guardUpload, resetStorageContext],
    // Each language's save of the alternative text keeps the fingerprint of the German one: the
    // translation board lists pictures whose text is missing, outdated or copied (`@/cms/translation`).
    beforeChange: [limitCollectionChange, recordCollectionTranslation],
    // Moves to and from the trash and deletes are lines of the audit record.
    afterChange: [...revalidate.afterChange, auditCollectionChange],
    afterDelete: [...revalidate.afterDelete, auditCollectionDelete],
  },
  upload: {
    staticDir: path.resolve(env.mediaDir),
    // What the guard decided by content; plus what Payload's own check reads from such files
    // (text CAD files have no signature: `text/plain` by extension; Revit: a compound file), and the
    // extensions, so the admin's file picker offers CAD and BIM files.
    mimeTypes: [...ALLOWED_TYPES, 'text/plain', 'application/x-cfb', ...documentExtensions],
    filesRequiredOnCreate: true,
    focalPoint: true,
    adminThumbnail: 'thumb',
    // Each size is the whole picture at a width, never cut. `fit: 'inside'` says so to Payload:
    // without it, every picture (each has a focal point) is resized, encoded once in its own
    // format only to be measured, then cut to the size it already has and encoded again (for a
    // PNG, one lossless encode per size for nothing).
    imageSizes: [
      {
        name: 'thumb',
        width: 480,
        withoutEnlargement: true,
        fit: 'inside',
        formatOptions: { format: 'webp', options: { quality: 78 } },
      },
      {
        name: 'card',
        width: 960,
        withoutEnlargement: true,
        fit: 'inside',
        formatOptions: { format: 'webp', options: { quality: 80 } },
      },
      {
        name: 'hero',
        width: 1920,
        withoutEnlargement: true,
        fit: 'inside',
        formatOptions: { format: 'webp', options: { quality: 80 } },
      },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: L.alt,
      localized: true,
      required: true,
      admin: {
        description: t(
          'Beschreibt das Bild für Menschen, die es nicht sehen. In jeder Sprache ausfüllen.',
          '为看不到图片的人描述图片内容。请填写每种语言。',
          'Describes the image for people who cannot see it. Fill in every language.',
          'Descrive l’immagine a chi non può vederla. Compilare in ogni lingua.',
          'Décrit l’image pour les personnes qui ne la voient pas. À remplir dans chaque langue.',
          'Describe la imagen para quien no puede verla. Rellénelo en cada idioma.',
        ),
      },
    },
    // Payload's own field, whose label it gives in English only ("MIME Type"): named in six languages.
    {
      name: 'mimeType',
      type: 'text',
      label: t('Dateityp', '文件类型', 'File type', 'Tipo di file', 'Type de fichier', 'Tipo de archivo'),
    },
    translationField,
  ],
}
