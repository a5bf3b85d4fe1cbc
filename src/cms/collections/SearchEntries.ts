import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/cms/access/roles'
import { groups, L, languageOptions, t } from '@/cms/labels'
import { searchKinds } from '@/lib/vocabularies'

/**
 * The site search index: one row per published document (or page) and language, kept current
 * by the content collections' hooks. `terms` holds the normalised text (see lib/search), so the
 * same forgiving match runs as a plain substring test on SQLite and PostgreSQL alike.
 */
export const SearchEntries: CollectionConfig = {
  slug: 'search-entries',
  labels: {
    singular: t(
      'Suchindex-Eintrag',
      '搜索索引条目',
      'Search index entry',
      'Voce dell’indice di ricerca',
      'Entrée de l’index de recherche',
      'Entrada del índice de búsqueda',
    ),
    plural: t('Suchindex', '搜索索引', 'Search index', 'Indice di ricerca', 'Index de recherche', 'Índice de búsqueda'),
  },
  admin: { group: groups.site, useAsTitle: 'title', defaultColumns: ['title', 'kind', 'lang', 'path'], hidden: true },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  defaultSort: 'rank',
  fields: [
    { name: 'ref', type: 'text', label: L.key, required: true, index: true },
    { name: 'lang', type: 'select', label: L.language, required: true, index: true, options: languageOptions },
    { name: 'kind', type: 'select', label: L.kind, required: true, index: true, options: [...searchKinds] },
    { name: 'path', type: 'text', label: L.link, required: true },
    { name: 'title', type: 'text', label: L.title, required: true },
    { name: 'snippet', type: 'text', label: L.summary },
    { name: 'titleTerms', type: 'text' },
    { name: 'terms', type: 'text' },
    { name: 'rank', type: 'number', defaultValue: 0, index: true },
    { name: 'image', type: 'upload', relationTo: 'media', label: L.image },
  ],
}
