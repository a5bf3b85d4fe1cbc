import type { Field } from 'payload'

import { localizedText } from '@/cms/fields/common'
import { type AdminText, inAdminLanguage, t } from '@/cms/labels'

const messages = {
  article: t(
    'Eine Teilenummer aus Großbuchstaben und Ziffern (z. B. ET100001), höchstens 20 Zeichen.',
    '零件号由大写字母和数字组成（例如 ET100001），最多 20 个字符。',
    'A part number of capital letters and digits (e.g. ET100001), at most 20 characters.',
    'Un codice ricambio di lettere maiuscole e cifre (ad es. ET100001), al massimo 20 caratteri.',
    'Une référence de pièce en majuscules et chiffres (p. ex. ET100001), 20 caractères au plus.',
    'Una referencia de pieza de mayúsculas y dígitos (p. ej., ET100001), 20 caracteres como máximo.',
  ),
}

type Req = { req?: { i18n?: { language?: string } } }

/** A part's number as the parts list prints it: capital letters and digits (a hyphen between). */
function validatePartNumber(value: unknown, { req }: Req): true | string {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/.test(value) && value.length <= 20
    ? true
    : inAdminLanguage(messages.article as AdminText, req)
}

/**
 * What comes with a product, and what of it can be ordered again: the installation manual's
 * parts list (all rows) and spare-parts list (the rows marked as spare parts), with their numbers.
 */
export const partsField = (): Field => ({
  name: 'parts',
  type: 'array',
  label: t(
    'Lieferumfang und Ersatzteile',
    '供货范围与备件',
    'Parts supplied and spare parts',
    'Dotazione e ricambi',
    'Pièces fournies et pièces de rechange',
    'Piezas suministradas y repuestos',
  ),
  labels: {
    singular: t('Teil', '零件', 'Part', 'Componente', 'Pièce', 'Pieza'),
    plural: t('Teile', '零件', 'Parts', 'Componenti', 'Pièces', 'Piezas'),
  },
  admin: {
    initCollapsed: true,
    description: t(
      'Steht in der Montageanleitung als Stückliste; als Ersatzteil markierte Teile zusätzlich in der Ersatzteilliste.',
      '列入安装说明的零件清单；标为备件的零件另列入备件清单。',
      'Printed in the installation manual as its parts list; parts marked as spare parts also in its spare-parts list.',
      'Compare nelle istruzioni di montaggio come distinta; i componenti segnati come ricambi anche nell’elenco ricambi.',
      'Figure dans la notice de montage comme nomenclature ; les pièces marquées comme pièces de rechange aussi dans la liste des pièces de rechange.',
      'Figura en las instrucciones de montaje como lista de piezas; las marcadas como repuesto también en la lista de repuestos.',
    ),
    components: { RowLabel: '@/cms/components/GuideRowLabels#PartRowLabel' },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'article',
          type: 'text',
          label: t('Teilenummer', '零件号', 'Part number', 'Codice', 'Référence', 'Referencia'),
          validate: validatePartNumber as never,
          admin: { width: '25%' },
        },
        {
          ...localizedText('name', t('Bezeichnung', '名称', 'Name', 'Denominazione', 'Désignation', 'Denominación'), {
            required: true,
          }),
          admin: { width: '45%' },
        } as Field,
        {
          name: 'quantity',
          type: 'number',
          label: t('Menge', '数量', 'Quantity', 'Quantità', 'Quantité', 'Cantidad'),
          required: true,
          defaultValue: 1,
          min: 1,
          max: 999,
          admin: { step: 1, width: '15%' },
        },
        {
          name: 'spare',
          type: 'checkbox',
          label: t('Ersatzteil', '备件', 'Spare part', 'Ricambio', 'Pièce de rechange', 'Repuesto'),
          defaultValue: false,
          admin: { width: '15%', style: { alignSelf: 'flex-end' } },
        },
      ],
    },
  ],
})
