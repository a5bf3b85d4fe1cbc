import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/cms/collections/contentCollection'
import { imageField, localizedText, orderField } from '@/cms/fields/common'
import { position } from '@/cms/fields/position'
import { groups, L, t, vocabularyOptions } from '@/cms/labels'
import { contactKinds } from '@/lib/vocabularies'

export const Offices: CollectionConfig = contentCollection({
  slug: 'offices',
  labels: {
    singular: t('Standort', '办公地点', 'Office', 'Sede', 'Site', 'Sede'),
    plural: t('Standorte', '办公地点', 'Offices', 'Sedi', 'Sites', 'Sedes'),
  },
  admin: {
    group: groups.company,
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'order'],
    // Chinese map services (Amap, Baidu, Tencent) show shifted coordinates; copied from there a
    // marker lands hundreds of metres off on the site's maps, e.g. in the Qiantang river.
    description: t(
      'Koordinaten in WGS-84 (GPS, OpenStreetMap), Dezimalgrad. Keine Werte aus Amap, Baidu oder Tencent Maps übernehmen: Deren Koordinaten (GCJ-02, BD-09) liegen auf der Karte einige hundert Meter daneben.',
      '坐标须为 WGS-84（全球定位系统、开放街道地图），十进制度数。请勿直接复制高德、百度或腾讯地图的坐标：其火星坐标（GCJ-02、BD-09）在本站地图上会偏移数百米。',
      'Coordinates in WGS-84 (GPS, OpenStreetMap), decimal degrees. Do not copy values from Amap, Baidu or Tencent Maps: their coordinates (GCJ-02, BD-09) land a few hundred metres off on the map.',
      'Coordinate in WGS-84 (GPS, OpenStreetMap), gradi decimali. Non copiare valori da Amap, Baidu o Tencent Maps: le loro coordinate (GCJ-02, BD-09) finiscono sulla mappa a qualche centinaio di metri di distanza.',
      'Coordonnées en WGS-84 (GPS, OpenStreetMap), degrés décimaux. Ne reprenez pas de valeurs d’Amap, de Baidu ou de Tencent Maps : leurs coordonnées (GCJ-02, BD-09) tombent à quelques centaines de mètres à côté sur la carte.',
      'Coordenadas en WGS-84 (GPS, OpenStreetMap), grados decimales. No copie valores de Amap, Baidu o Tencent Maps: sus coordenadas (GCJ-02, BD-09) quedan a unos cientos de metros de distancia en el mapa.',
    ),
  },
  fields: [
    localizedText('name', L.name, { required: true }),
    { name: 'key', type: 'text', label: L.key, required: true, unique: true, admin: { position: 'sidebar' } },
    localizedText('city', L.city, { required: true }),
    localizedText('address', L.address, { required: true, long: true }),
    position(
      'center',
      t('Kartenmitte', '地图中心', 'Map centre', 'Centro mappa', 'Centre de la carte', 'Centro del mapa'),
    ),
    position('marker', t('Markierung', '标记位置', 'Marker', 'Segnaposto', 'Repère', 'Marcador')),
    {
      name: 'zoom',
      type: 'number',
      label: t('Zoomstufe', '缩放级别', 'Zoom', 'Zoom', 'Zoom', 'Zoom'),
      required: true,
      defaultValue: 15,
      min: 1,
      max: 19,
    },
    {
      name: 'contacts',
      type: 'array',
      labels: {
        singular: t('Kontaktzeile', '联系方式', 'Contact row', 'Contatto', 'Coordonnée', 'Dato de contacto'),
        plural: t('Kontaktzeilen', '联系方式', 'Contact rows', 'Contatti', 'Coordonnées', 'Datos de contacto'),
      },
      label: t('Kontaktzeilen', '联系方式', 'Contact rows', 'Contatti', 'Coordonnées', 'Datos de contacto'),
      fields: [
        {
          name: 'kind',
          type: 'select',
          label: L.kind,
          required: true,
          options: vocabularyOptions(contactKinds, {
            tel: t('Telefon', '电话', 'Telephone', 'Telefono', 'Téléphone', 'Teléfono'),
            email: t('E-Mail', '邮箱', 'E-mail', 'E-mail', 'E-mail', 'Correo electrónico'),
            web: t('Website', '网站', 'Website', 'Sito web', 'Site web', 'Sitio web'),
            address: L.address,
          }),
        },
        localizedText('label', L.label),
        localizedText('value', L.value, { required: true }),
      ],
    },
    {
      name: 'qr',
      type: 'group',
      label: t(
        'QR-Code (optional)',
        '二维码（可选）',
        'QR code (optional)',
        'Codice QR (facoltativo)',
        'Code QR (facultatif)',
        'Código QR (opcional)',
      ),
      fields: [imageField('image', { label: L.image }), localizedText('message', L.text)],
    },
    orderField(),
  ],
})
