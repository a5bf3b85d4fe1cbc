import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/cms/collections/contentCollection'
import { localizedText, orderField, slugField } from '@/cms/fields/common'
import { groups, L, t } from '@/cms/labels'
import { families } from '@/cms/seed/content/types'

export const Products: CollectionConfig = contentCollection({
  slug: 'products',
  labels: {
    singular: t('Produkt', '产品', 'Product', 'Prodotto', 'Produit', 'Producto'),
    plural: t('Produkte', '产品', 'Products', 'Prodotti', 'Produits', 'Productos'),
  },
  admin: { group: groups.catalogue, useAsTitle: 'title', defaultColumns: ['title', 'category', 'subCategory', '_status'] },
  fields: [
    localizedText('title', L.title, { required: true }),
    slugField(),
    localizedText('description', L.description, { long: true }),
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      label: L.images,
      required: true,
      minRows: 1,
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'product-categories',
      label: L.category,
      required: true,
      index: true,
      filterOptions: { parent: { exists: false } },
    },
    {
      name: 'subCategory',
      type: 'relationship',
      relationTo: 'product-categories',
      label: L.subCategory,
      index: true,
      filterOptions: ({ siblingData }) => {
        const category = (siblingData as { category?: string | number | null }).category
        return category ? { parent: { equals: category } } : { parent: { exists: true } }
      },
    },
    { name: 'family', type: 'select', label: L.family, options: [...families], admin: { position: 'sidebar' } },
    orderField(),
  ],
})
