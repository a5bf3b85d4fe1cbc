import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { canEditContent, filesOrStaff, trashOrAdminDelete } from '@/cms/access/roles'
import { revalidateCollectionHooks } from '@/cms/hooks/revalidate'
import { groups, L, t } from '@/cms/labels'
import { resetStorageContext } from '@/cms/storage/s3'
import { limitCollectionChange, limitCollectionOperation } from '@/cms/translation/limits'
import { ALLOWED_TYPES } from '@/cms/uploads/fileType'
import { guardUpload } from '@/cms/uploads/guard'
import { env } from '@/env'

const revalidate = revalidateCollectionHooks('media')

/**
 * Images, icons and documents. Responsive sizes are made once at upload (WebP), never per request.
 * Every upload is checked by content and SVGs are sanitised (`guardUpload`).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: t('Medium', '媒体', 'Media file', 'File multimediale', 'Média', 'Archivo multimedia'),
    plural: t('Medien', '媒体库', 'Media', 'Media', 'Médias', 'Medios'),
  },
  admin: { group: groups.content, useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'mimeType'] },
  access: { read: filesOrStaff, create: canEditContent, update: canEditContent, delete: trashOrAdminDelete },
  trash: true,
  hooks: {
    beforeOperation: [limitCollectionOperation, guardUpload, resetStorageContext],
    beforeChange: [limitCollectionChange],
    afterChange: revalidate.afterChange,
    afterDelete: revalidate.afterDelete,
  },
  upload: {
    staticDir: path.resolve(env.mediaDir),
    mimeTypes: [...ALLOWED_TYPES],
    filesRequiredOnCreate: true,
    focalPoint: true,
    adminThumbnail: 'thumb',
    imageSizes: [
      {
        name: 'thumb',
        width: 480,
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 78 } },
      },
      {
        name: 'card',
        width: 960,
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 80 } },
      },
      {
        name: 'hero',
        width: 1920,
        withoutEnlargement: true,
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
  ],
}
