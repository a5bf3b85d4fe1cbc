import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/cms/collections/contentCollection'
import { imageField, localizedText, orderField } from '@/cms/fields/common'
import { groups, inAdminLanguage, invalid, L, t } from '@/cms/labels'

export const ServiceGuarantees: CollectionConfig = contentCollection({
  slug: 'service-guarantees',
  labels: {
    singular: t(
      'Service-Versprechen',
      '服务保障',
      'Service guarantee',
      'Garanzia di servizio',
      'Engagement de service',
      'Garantía de servicio',
    ),
    plural: t(
      'Service-Versprechen',
      '服务保障',
      'Service guarantees',
      'Garanzie di servizio',
      'Engagements de service',
      'Garantías de servicio',
    ),
  },
  admin: { group: groups.company, useAsTitle: 'title', defaultColumns: ['title', 'order'] },
  fields: [
    imageField('icon', { label: L.icon, required: true, svg: 'only' }),
    localizedText('title', L.title, { required: true }),
    localizedText('description', L.description, { long: true }),
    orderField(),
  ],
})

export const ShowroomCountries: CollectionConfig = contentCollection({
  slug: 'showroom-countries',
  labels: {
    singular: t(
      'Land (Showroom)',
      '国家（展厅）',
      'Country (showroom)',
      'Paese (showroom)',
      'Pays (showroom)',
      'País (showroom)',
    ),
    plural: t(
      'Länder (Showrooms)',
      '国家（展厅）',
      'Countries (showrooms)',
      'Paesi (showroom)',
      'Pays (showrooms)',
      'Países (showrooms)',
    ),
  },
  admin: { group: groups.company, useAsTitle: 'name', defaultColumns: ['name', 'code', 'order'] },
  fields: [
    localizedText('name', L.name, { required: true }),
    {
      name: 'code',
      type: 'text',
      label: t('Ländercode', '国家代码', 'Country code', 'Codice paese', 'Code pays', 'Código de país'),
      required: true,
      unique: true,
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
        typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? true : inAdminLanguage(invalid.countryCode, req),
    },
    orderField(),
  ],
})
