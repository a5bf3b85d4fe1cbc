import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/cms/collections/contentCollection'
import { imageField, localizedText, orderField } from '@/cms/fields/common'
import { groups, L, t } from '@/cms/labels'

export const Cases: CollectionConfig = contentCollection({
  slug: 'cases',
  labels: {
    singular: t('Projekt', '工程案例', 'Project', 'Progetto', 'Projet', 'Proyecto'),
    plural: t('Projekte', '工程案例', 'Projects', 'Progetti', 'Projets', 'Proyectos'),
  },
  admin: { group: groups.company, useAsTitle: 'caption', defaultColumns: ['caption', 'region', 'order'] },
  fields: [
    {
      name: 'region',
      type: 'select',
      label: L.region,
      required: true,
      index: true,
      options: [
        { value: 'foreign', label: t('Ausland', '海外', 'Abroad', 'Estero', 'International', 'Internacional') },
        { value: 'china', label: t('China', '中国', 'China', 'Cina', 'Chine', 'China') },
      ],
      admin: { position: 'sidebar' },
    },
    localizedText('city', L.city, { required: true }),
    localizedText('caption', L.caption, { required: true, long: true }),
    imageField('image', { required: true }),
    orderField(),
  ],
})
