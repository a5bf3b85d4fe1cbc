import type { ArrayField, CollectionConfig, Field } from 'payload'

import { contentCollection } from '@/cms/collections/contentCollection'
import { imageField, localizedText, orderField } from '@/cms/fields/common'
import { groups, L, t } from '@/cms/labels'

const percent = (name: 'x' | 'y', label: ReturnType<typeof t>): Field => ({
  name,
  type: 'number',
  label,
  min: 0,
  max: 100,
  admin: { step: 0.5, width: '25%' },
})

/**
 * The products a reference project uses, each optionally with its position on the project's
 * picture (x and y in % of its width and height, from the top left): the picture then marks it,
 * and the product's page lists the project under "seen in".
 */
function caseProductsField(): ArrayField {
  return {
    name: 'products',
    type: 'array',
    maxRows: 12,
    label: t(
      'Verwendete Produkte',
      '所用产品',
      'Products used',
      'Prodotti utilizzati',
      'Produits utilisés',
      'Productos utilizados',
    ),
    labels: {
      singular: t('Produkt', '产品', 'Product', 'Prodotto', 'Produit', 'Producto'),
      plural: t('Produkte', '产品', 'Products', 'Prodotti', 'Produits', 'Productos'),
    },
    admin: {
      description: t(
        'Die Produktseite nennt das Projekt unter „Zu sehen in“. Mit Position (in % von links und von oben) markiert das Bild des Projekts das Produkt.',
        '产品页会在“应用案例”中列出本项目。填写位置（距左侧和顶部的百分比）后，项目图片上会标出该产品。',
        'The product’s page lists the project under “Seen in”. With a position (in % from the left and from the top), the project’s picture marks the product.',
        'La pagina del prodotto elenca il progetto sotto «Presente in». Con una posizione (in % da sinistra e dall’alto) l’immagine del progetto indica il prodotto.',
        'La page du produit cite le projet sous « Présent dans ». Avec une position (en % depuis la gauche et le haut), l’image du projet marque le produit.',
        'La página del producto cita el proyecto en «Presente en». Con una posición (en % desde la izquierda y desde arriba), la imagen del proyecto marca el producto.',
      ),
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'product',
            type: 'relationship',
            relationTo: 'products',
            required: true,
            index: true,
            label: t('Produkt', '产品', 'Product', 'Prodotto', 'Produit', 'Producto'),
            admin: { width: '50%' },
          },
          percent(
            'x',
            t('Position x (%)', '位置 x（%）', 'Position x (%)', 'Posizione x (%)', 'Position x (%)', 'Posición x (%)'),
          ),
          percent(
            'y',
            t('Position y (%)', '位置 y（%）', 'Position y (%)', 'Posizione y (%)', 'Position y (%)', 'Posición y (%)'),
          ),
        ],
      },
    ],
  }
}

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
    caseProductsField(),
    orderField(),
  ],
})
