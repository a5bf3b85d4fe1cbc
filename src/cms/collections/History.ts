import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/cms/collections/contentCollection'
import { localizedText } from '@/cms/fields/common'
import { groups, help, L, t } from '@/cms/labels'

export const HistoryEntries: CollectionConfig = contentCollection({
  slug: 'history-entries',
  labels: {
    singular: t(
      'Chronik-Eintrag',
      '发展历程条目',
      'Timeline entry',
      'Voce della cronologia',
      'Étape de l’historique',
      'Hito de la historia',
    ),
    plural: t('Chronik', '发展历程', 'History timeline', 'Cronologia', 'Historique', 'Historia'),
  },
  admin: { group: groups.company, useAsTitle: 'year', defaultColumns: ['year', 'content'] },
  defaultSort: 'year',
  fields: [
    { name: 'year', type: 'number', label: L.year, required: true, min: 1900, max: 2100, index: true },
    localizedText('content', L.text, { required: true, long: true, description: help.productMention }),
  ],
})

export const Exhibitions: CollectionConfig = contentCollection({
  slug: 'exhibitions',
  labels: {
    singular: t('Messe', '展会', 'Trade fair', 'Fiera', 'Salon', 'Feria'),
    plural: t('Messen', '展会', 'Trade fairs', 'Fiere', 'Salons', 'Ferias'),
  },
  admin: { group: groups.company, useAsTitle: 'name', defaultColumns: ['name', 'city', 'year'] },
  defaultSort: '-year',
  fields: [
    localizedText('name', L.name, { required: true }),
    localizedText('city', L.city),
    { name: 'year', type: 'number', label: L.year, required: true, min: 1900, max: 2100, index: true },
  ],
})
