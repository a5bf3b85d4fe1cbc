import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/cms/collections/contentCollection'
import { imageField, localizedText, orderField } from '@/cms/fields/common'
import { groups, L, t } from '@/cms/labels'
import { techLineKeys } from '@/lib/vocabularies'

/** The technology page: one line per product area, each with its feature icons (svg, title, desc). */
export const TechnologyLines: CollectionConfig = contentCollection({
  slug: 'technology-lines',
  labels: {
    singular: t(
      'Technologie-Linie',
      '工艺系列',
      'Technology line',
      'Linea tecnologica',
      'Ligne technologique',
      'Línea tecnológica',
    ),
    plural: t('Technologie', '工艺技术', 'Technology', 'Tecnologia', 'Technologie', 'Tecnología'),
  },
  admin: { group: groups.company, useAsTitle: 'title', defaultColumns: ['title', 'key', 'order'] },
  fields: [
    localizedText('title', L.title, { required: true }),
    {
      name: 'key',
      type: 'select',
      label: L.key,
      required: true,
      unique: true,
      options: [...techLineKeys],
      admin: { position: 'sidebar' },
    },
    localizedText('intro', L.intro, { long: true }),
    {
      name: 'features',
      type: 'array',
      label: t('Merkmale', '特点', 'Features', 'Caratteristiche', 'Caractéristiques', 'Características'),
      minRows: 1,
      fields: [
        imageField('icon', { label: L.icon, required: true, svg: 'only' }),
        localizedText('title', L.title, { required: true }),
        localizedText('description', L.description, { long: true }),
      ],
    },
    orderField(),
  ],
})
