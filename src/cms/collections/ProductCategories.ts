import type { CollectionConfig, Where } from 'payload'

import { contentCollection } from '@/cms/collections/contentCollection'
import { imageField, localizedText, orderField, slugField } from '@/cms/fields/common'
import { familyLabels, groups, help, L, t, vocabularyOptions } from '@/cms/labels'
import { families } from '@/lib/vocabularies'

/** The category tree: root categories, and sub-categories that name their parent. */
export const ProductCategories: CollectionConfig = contentCollection({
  slug: 'product-categories',
  labels: {
    singular: t(
      'Produktkategorie',
      '产品分类',
      'Product category',
      'Categoria di prodotto',
      'Catégorie de produits',
      'Categoría de producto',
    ),
    plural: t(
      'Produktkategorien',
      '产品分类',
      'Product categories',
      'Categorie di prodotto',
      'Catégories de produits',
      'Categorías de producto',
    ),
  },
  admin: { group: groups.catalogue, useAsTitle: 'title', defaultColumns: ['title', 'parent', 'value', 'order'] },
  fields: [
    localizedText('title', L.title, { required: true }),
    slugField(),
    {
      name: 'value',
      type: 'text',
      label: t(
        'Schlüssel (chinesisch)',
        '分类键（中文）',
        'Key (Chinese)',
        'Chiave (cinese)',
        'Clé (chinois)',
        'Clave (chino)',
      ),
      required: true,
      admin: { description: help.categoryValue },
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'product-categories',
      label: t(
        'Übergeordnete Kategorie',
        '上级分类',
        'Parent category',
        'Categoria superiore',
        'Catégorie parente',
        'Categoría superior',
      ),
      filterOptions: ({ id }): Where => {
        const roots: Where = { parent: { exists: false } }
        return id ? { and: [roots, { id: { not_equals: id } }] } : roots
      },
      admin: { position: 'sidebar', description: help.parent },
    },
    localizedText('description', L.description, { long: true }),
    imageField('icon', { label: L.icon, svg: 'only' }),
    {
      name: 'family',
      type: 'select',
      label: L.family,
      options: vocabularyOptions(families, familyLabels),
      admin: { position: 'sidebar' },
    },
    {
      name: 'homeBox',
      type: 'number',
      label: t(
        'Position auf der Startseite',
        '首页位置',
        'Home box position',
        'Posizione in home',
        'Position sur l’accueil',
        'Posición en inicio',
      ),
      min: 1,
      max: 6,
      admin: { position: 'sidebar', description: help.homeBox },
    },
    imageField('image', { label: L.image }),
    orderField(),
  ],
})
