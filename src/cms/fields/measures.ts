import type { Field, GroupField } from 'payload'

import { t } from '@/cms/labels'
import {
  connections,
  type MeasureField,
  measureFamilies,
  measureHints,
  measureLabels,
  outlines,
  slipClasses,
} from '@/lib/catalogue/measures'
import { options } from '@/lib/catalogue/specs'

type WithFamily = { family?: string | null } | undefined

/** Shown for the kinds of product the measure belongs to (the document's family). */
const forFamilies = (name: MeasureField) => (data: unknown) =>
  (measureFamilies[name] as readonly string[]).includes((data as WithFamily)?.family ?? '')

const admin = (name: MeasureField, width: string) => ({
  width,
  condition: forFamilies(name),
  ...(measureHints[name] ? { description: measureHints[name] } : {}),
})

const number = (name: MeasureField, min: number, max: number, step = 1, width = '33%'): Field => ({
  name,
  type: 'number',
  label: measureLabels[name],
  min,
  max,
  admin: { ...admin(name, width), step },
})

const row = (...fields: Field[]): Field => ({ type: 'row', fields })

/**
 * The installer's measures (src/lib/catalogue/measures.ts), each shown for the kinds of product it
 * belongs to. On a variant: only what differs from the product.
 */
export function measuresField(description?: ReturnType<typeof t>): GroupField {
  return {
    name: 'measures',
    type: 'group',
    label: t(
      'Einbaumaße und Anschlüsse',
      '安装尺寸与接口',
      'Installation measures and connections',
      'Misure di installazione e attacchi',
      'Cotes d’installation et raccordements',
      'Medidas de instalación y conexiones',
    ),
    ...(description ? { admin: { description } } : {}),
    fields: [
      row(number('drainDiameter', 20, 200), number('drainX', 0, 5000), number('drainY', 0, 5000)),
      row(
        {
          name: 'overflow',
          type: 'select',
          label: measureLabels.overflow,
          options: [
            {
              value: 'yes',
              label: t(
                'Mit Überlauf',
                '有溢流口',
                'With overflow',
                'Con troppopieno',
                'Avec trop-plein',
                'Con rebosadero',
              ),
            },
            {
              value: 'no',
              label: t(
                'Ohne Überlauf',
                '无溢流口',
                'Without overflow',
                'Senza troppopieno',
                'Sans trop-plein',
                'Sin rebosadero',
              ),
            },
          ],
          admin: admin('overflow', '33%'),
        },
        number('tapHoles', 0, 5),
        number('tapHoleDiameter', 10, 60),
      ),
      row(number('outletHeight', 50, 1000), number('boltSpacing', 50, 600), number('seatHeight', 250, 700)),
      row(
        {
          name: 'connection',
          type: 'select',
          label: measureLabels.connection,
          options: Object.entries(connections).map(([value, label]) => ({ value, label })),
          admin: admin('connection', '25%'),
        },
        number('flowRate', 0.5, 60, 0.1, '25%'),
        number('pressureMin', 0.1, 10, 0.1, '25%'),
        number('pressureMax', 0.5, 16, 0.1, '25%'),
      ),
      row(
        number('mountingHeight', 10, 2500),
        {
          name: 'slipClass',
          type: 'select',
          label: measureLabels.slipClass,
          options: slipClasses.map((value) => ({ value, label: value })),
          admin: admin('slipClass', '33%'),
        },
        number('entryWidth', 200, 3000),
      ),
      row(number('wallFixingCentres', 20, 3000)),
    ],
  }
}

type WithOutline = { outline?: string | null } | undefined

/**
 * The outline seen from above (rectangle, round, oval, quadrant, pentagon) with a quadrant's radius
 * or a pentagon's cut: what the drawings and CAD files are made from.
 */
export const outlineRow = (): Field => ({
  type: 'row',
  fields: [
    {
      name: 'outline',
      type: 'select',
      label: t('Grundform', '平面形状', 'Outline', 'Forma in pianta', 'Forme en plan', 'Forma en planta'),
      options: options(outlines),
      admin: {
        width: '33%',
        description: t(
          'Von oben gesehen. Leer: rechteckig.',
          '俯视形状。留空：矩形。',
          'Seen from above. Empty: rectangular.',
          'Vista dall’alto. Vuoto: rettangolare.',
          'Vue de dessus. Vide : rectangulaire.',
          'Vista desde arriba. Vacío: rectangular.',
        ),
      },
    },
    {
      name: 'outlineRadius',
      type: 'number',
      min: 50,
      max: 3000,
      label: t(
        'Radius der Rundung (mm)',
        '弧形半径（毫米）',
        'Radius of the curve (mm)',
        'Raggio della curva (mm)',
        'Rayon de la courbe (mm)',
        'Radio de la curva (mm)',
      ),
      admin: {
        width: '33%',
        step: 1,
        condition: (_data, sibling) => (sibling as WithOutline)?.outline === 'quadrant',
      },
    },
    {
      name: 'outlineCut',
      type: 'number',
      min: 50,
      max: 3000,
      label: t(
        'Abschrägung der Ecke (mm)',
        '切角长度（毫米）',
        'Corner cut (mm)',
        'Smusso dell’angolo (mm)',
        'Pan coupé de l’angle (mm)',
        'Chaflán de la esquina (mm)',
      ),
      admin: {
        width: '33%',
        step: 1,
        description: t(
          'Länge entlang jeder Kante, von der freien Ecke aus.',
          '自外侧转角沿两边各切去的长度。',
          'Length along each edge, from the open corner.',
          'Lunghezza lungo ciascun lato, dall’angolo libero.',
          'Longueur le long de chaque bord, depuis l’angle libre.',
          'Longitud a lo largo de cada borde, desde la esquina libre.',
        ),
        condition: (_data, sibling) => (sibling as WithOutline)?.outline === 'pentagon',
      },
    },
  ],
})
