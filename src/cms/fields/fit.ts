import type { Field } from 'payload'

import { t } from '@/cms/labels'
import { openings, options } from '@/lib/catalogue/specs'

type WithFamily = { family?: string | null } | undefined

const isFamily =
  (...families: string[]) =>
  (data: WithFamily): boolean =>
    families.includes(data?.family ?? '')

/** How a shower enclosure opens (a facet of the product centre). */
export const openingField = (): Field => ({
  name: 'opening',
  type: 'select',
  label: t('Öffnungsart', '开门方式', 'Opening', 'Apertura', 'Ouverture', 'Apertura'),
  options: options(openings),
  admin: { width: '50%', condition: (data) => isFamily('enclosure')(data as WithFamily) },
})

const mm = (name: string, label: ReturnType<typeof t>): Field => ({
  name,
  type: 'number',
  label,
  min: 200,
  max: 5000,
  admin: { step: 1, width: '25%' },
})

/**
 * The niche sizes a shower enclosure or tray fits (its wall profiles' play, or how far a tray may
 * be cut): the fit check shows how much of it a visitor's niche uses.
 */
export const fitRangeField = (): Field => ({
  name: 'fitRange',
  type: 'group',
  label: t(
    'Passt in Nischen von … bis … (mm)',
    '适配空间范围（毫米）',
    'Fits niches from … to … (mm)',
    'Adatto a nicchie da … a … (mm)',
    'Convient aux niches de … à … (mm)',
    'Apto para huecos de … a … (mm)',
  ),
  admin: {
    condition: (data) => isFamily('enclosure', 'tray')(data as WithFamily),
    description: t(
      'Leer: nur eine Nische in der Größe des Produkts (± 5 mm).',
      '留空：仅适配与产品尺寸相同的空间（± 5 毫米）。',
      'Empty: only a niche of the product’s own size (± 5 mm).',
      'Vuoto: solo una nicchia della misura del prodotto (± 5 mm).',
      'Vide : seulement une niche de la taille du produit (± 5 mm).',
      'Vacío: solo un hueco del tamaño del producto (± 5 mm).',
    ),
  },
  fields: [
    {
      type: 'row',
      fields: [
        mm('widthFrom', t('Breite ab', '宽度自', 'Width from', 'Larghezza da', 'Largeur de', 'Ancho desde')),
        mm('widthTo', t('Breite bis', '宽度至', 'Width to', 'Larghezza fino a', 'Largeur à', 'Ancho hasta')),
        mm('depthFrom', t('Tiefe ab', '深度自', 'Depth from', 'Profondità da', 'Profondeur de', 'Fondo desde')),
        mm('depthTo', t('Tiefe bis', '深度至', 'Depth to', 'Profondità fino a', 'Profondeur à', 'Fondo hasta')),
      ],
    },
  ],
})
