import type { Field } from 'payload'

import { type AdminText, help, t } from '@/cms/labels'

/** A WGS-84 position (what GPS and OpenStreetMap use; not China's GCJ-02). */
export function position(name: string, label: AdminText): Field {
  return {
    name,
    type: 'group',
    label,
    admin: { description: help.coordinates },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'lat',
            type: 'number',
            label: t('Breite', '纬度', 'Latitude', 'Latitudine', 'Latitude', 'Latitud'),
            required: true,
            min: -90,
            max: 90,
          },
          {
            name: 'lng',
            type: 'number',
            label: t('Länge', '经度', 'Longitude', 'Longitudine', 'Longitude', 'Longitud'),
            required: true,
            min: -180,
            max: 180,
          },
        ],
      },
    ],
  }
}
