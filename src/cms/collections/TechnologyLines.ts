import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/cms/collections/contentCollection'
import { imageField, localizedText, orderField } from '@/cms/fields/common'
import { familyLabels, groups, L, t, vocabularyOptions, type AdminText } from '@/cms/labels'
import { techLineKeys, type TechLineKey } from '@/lib/vocabularies'

/** The technology page's lines as editors know them. */
const techLineLabels: Record<TechLineKey, AdminText> = {
  cabinet: familyLabels.cabinet,
  basin: familyLabels.basin,
  bathtub: familyLabels.tub,
  enclosure: familyLabels.enclosure,
  hardware: t(
    'Armaturen und Beschläge',
    '五金',
    'Taps and fittings',
    'Rubinetteria e ferramenta',
    'Robinetterie et ferrures',
    'Grifería y herrajes',
  ),
  service: t('Service', '服务', 'Service', 'Assistenza', 'Service', 'Servicio'),
}

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
      options: vocabularyOptions(techLineKeys, techLineLabels),
      admin: { position: 'sidebar' },
    },
    localizedText('intro', L.intro, { long: true }),
    {
      name: 'features',
      type: 'array',
      labels: {
        singular: t('Merkmal', '特点', 'Feature', 'Caratteristica', 'Caractéristique', 'Característica'),
        plural: t('Merkmale', '特点', 'Features', 'Caratteristiche', 'Caractéristiques', 'Características'),
      },
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
