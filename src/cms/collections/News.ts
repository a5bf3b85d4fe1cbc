import type { CollectionConfig } from 'payload'

import { plannedField } from '@/cms/calendar/planned'
import { contentCollection } from '@/cms/collections/contentCollection'
import { imageField, slugField } from '@/cms/fields/common'
import { seoField } from '@/cms/fields/seo'
import { groups, help, L, languageOptions, t } from '@/cms/labels'

/**
 * One article category per language, as in the original site; `legacyId` keeps the ids its
 * API used (13 Chinese, 14 German, 15 English, 16 French, 17 Spanish, 19 Italian).
 */
export const NewsCategories: CollectionConfig = contentCollection({
  slug: 'news-categories',
  labels: {
    singular: t(
      'Nachrichtenkategorie',
      '新闻分类',
      'News category',
      'Categoria notizie',
      'Catégorie d’actualités',
      'Categoría de noticias',
    ),
    plural: t(
      'Nachrichtenkategorien',
      '新闻分类',
      'News categories',
      'Categorie notizie',
      'Catégories d’actualités',
      'Categorías de noticias',
    ),
  },
  admin: { group: groups.content, useAsTitle: 'title', defaultColumns: ['title', 'language', 'legacyId'] },
  defaultSort: 'legacyId',
  fields: [
    { name: 'title', type: 'text', label: L.title, required: true },
    { name: 'language', type: 'select', label: L.language, required: true, unique: true, options: languageOptions },
    { name: 'legacyId', type: 'number', label: L.legacyId, required: true, unique: true, index: true },
  ],
})

/** News is kept per language: an article is one document in its language's category. */
export const News: CollectionConfig = contentCollection({
  slug: 'news',
  labels: {
    singular: t('Nachricht', '新闻', 'News article', 'Notizia', 'Actualité', 'Noticia'),
    plural: t('Nachrichten', '新闻中心', 'News', 'Notizie', 'Actualités', 'Noticias'),
  },
  admin: {
    group: groups.content,
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', '_status'],
  },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', label: L.title, required: true },
    slugField(),
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'news-categories',
      label: t(
        'Sprache / Kategorie',
        '语言 / 分类',
        'Language / category',
        'Lingua / categoria',
        'Langue / catégorie',
        'Idioma / categoría',
      ),
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      label: L.date,
      required: true,
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    plannedField('news'),
    imageField('image', { required: true }),
    { name: 'excerpt', type: 'textarea', label: L.excerpt },
    { name: 'body', type: 'richText', label: L.body, required: true, admin: { description: help.productMention } },
    // News is kept per language: its sharing texts are not localized either.
    seoField({ localized: false }),
  ],
})
