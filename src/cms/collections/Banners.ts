import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/cms/collections/contentCollection'
import { imageField, localizedText, orderField } from '@/cms/fields/common'
import { groups, help, L, t } from '@/cms/labels'

export const Banners: CollectionConfig = contentCollection({
  slug: 'banners',
  labels: {
    singular: t('Banner', '横幅', 'Banner', 'Banner', 'Bannière', 'Banner'),
    plural: t(
      'Startseiten-Banner',
      '首页横幅',
      'Home banners',
      'Banner della home',
      'Bannières d’accueil',
      'Banners de inicio',
    ),
  },
  admin: { group: groups.content, useAsTitle: 'title', defaultColumns: ['title', 'order', '_status'] },
  fields: [
    localizedText('title', L.title, { required: true }),
    localizedText('description', L.description, { long: true }),
    imageField('image', { required: true }),
    { name: 'link', type: 'text', label: L.link, admin: { description: help.link } },
    orderField(),
  ],
})
