import type { GlobalConfig } from 'payload'

import { imageField, localizedText } from '@/cms/fields/common'
import { pageGlobal } from '@/cms/globals/pageGlobal'
import { groups, L, t } from '@/cms/labels'
import { messagingKinds, shopSlugs, socialKinds } from '@/lib/vocabularies'

const addressGroup = (name: string, label: ReturnType<typeof t>) => ({
  name,
  type: 'group' as const,
  label,
  fields: [
    localizedText('label', L.label, { required: true }),
    localizedText('address', L.address, { required: true, long: true }),
  ],
})

export const SiteSettings: GlobalConfig = pageGlobal(
  'site-settings',
  t(
    'Website-Einstellungen',
    '网站设置',
    'Site settings',
    'Impostazioni del sito',
    'Paramètres du site',
    'Ajustes del sitio',
  ),
  [
    {
      type: 'tabs',
      tabs: [
        {
          label: t('Marke', '品牌', 'Brand', 'Marchio', 'Marque', 'Marca'),
          fields: [
            localizedText(
              'brandName',
              t('Markenname', '品牌名称', 'Brand name', 'Nome del marchio', 'Nom de la marque', 'Nombre de la marca'),
              { required: true },
            ),
            localizedText('tagline', t('Claim', '品牌口号', 'Tagline', 'Slogan', 'Signature', 'Eslogan')),
            imageField('logo', {
              label: t('Logo', '标志', 'Logo', 'Logo', 'Logo', 'Logotipo'),
              required: true,
              svg: 'allowed',
            }),
          ],
        },
        {
          label: t(
            'Kontakt & Fußzeile',
            '联系方式与页脚',
            'Contact & footer',
            'Contatti e piè di pagina',
            'Contact et pied de page',
            'Contacto y pie',
          ),
          fields: [
            addressGroup(
              'salesAddress',
              t(
                'Vertriebs- und Betriebszentrum',
                '销售运营中心',
                'Sales and operations centre',
                'Centro vendite e operazioni',
                'Centre commercial et opérationnel',
                'Centro de ventas y operaciones',
              ),
            ),
            addressGroup('factoryAddress', t('Werk', '工厂', 'Factory', 'Stabilimento', 'Usine', 'Fábrica')),
            localizedText(
              'copyright',
              t(
                'Copyright-Zeile',
                '版权信息',
                'Copyright line',
                'Riga di copyright',
                'Ligne de copyright',
                'Línea de copyright',
              ),
              { required: true },
            ),
            {
              name: 'filingNumber',
              type: 'text',
              label: t(
                'ICP-Registrierungsnummer',
                'ICP 备案号',
                'ICP filing number',
                'Numero di registrazione ICP',
                'Numéro d’enregistrement ICP',
                'Número de registro ICP',
              ),
            },
            {
              name: 'onlinePhone',
              type: 'text',
              label: t(
                'Service-Telefon',
                '在线电话',
                'Online telephone',
                'Telefono assistenza',
                'Téléphone service',
                'Teléfono de atención',
              ),
              required: true,
            },
            localizedText(
              'onlineHours',
              t(
                'Servicezeiten',
                '在线时间',
                'Online hours',
                'Orari di servizio',
                'Horaires du service',
                'Horario de atención',
              ),
            ),
            {
              name: 'complaintsPhone',
              type: 'text',
              label: t(
                'Beschwerde-Telefon',
                '投诉电话',
                'Complaints telephone',
                'Telefono reclami',
                'Téléphone réclamations',
                'Teléfono de reclamaciones',
              ),
            },
            {
              name: 'email',
              type: 'email',
              label: t('E-Mail', '邮箱', 'E-mail', 'E-mail', 'E-mail', 'Correo electrónico'),
            },
          ],
        },
        {
          label: t(
            'Soziale Medien & Shops',
            '社交媒体与商城',
            'Social & shops',
            'Social e negozi',
            'Réseaux et boutiques',
            'Redes y tiendas',
          ),
          fields: [
            {
              name: 'social',
              type: 'array',
              label: t('Soziale Links', '社交链接', 'Social links', 'Link social', 'Liens sociaux', 'Enlaces sociales'),
              fields: [
                { name: 'kind', type: 'select', label: L.kind, required: true, options: [...socialKinds] },
                localizedText('label', L.label, { required: true }),
                { name: 'url', type: 'text', label: L.url, required: true },
                imageField('icon', { label: L.icon, svg: 'only' }),
              ],
            },
            {
              name: 'messaging',
              type: 'array',
              label: t(
                'Messenger-QR-Codes',
                '即时通讯二维码',
                'Messaging QR codes',
                'Codici QR di messaggistica',
                'Codes QR de messagerie',
                'Códigos QR de mensajería',
              ),
              maxRows: 2,
              fields: [
                { name: 'kind', type: 'select', label: L.kind, required: true, options: [...messagingKinds] },
                localizedText('label', L.label, { required: true }),
                localizedText('hint', t('Hinweis', '提示', 'Hint', 'Suggerimento', 'Indication', 'Indicación')),
                imageField('qr', {
                  label: t('QR-Code', '二维码', 'QR code', 'Codice QR', 'Code QR', 'Código QR'),
                  required: true,
                }),
              ],
            },
            {
              name: 'shops',
              type: 'array',
              label: t(
                'Online-Shops',
                '线上商城',
                'Online shops',
                'Negozi online',
                'Boutiques en ligne',
                'Tiendas en línea',
              ),
              fields: [
                { name: 'slug', type: 'select', label: L.slug, required: true, options: [...shopSlugs] },
                localizedText('label', L.label, { required: true }),
                { name: 'url', type: 'text', label: L.url, required: true },
              ],
            },
          ],
        },
      ],
    },
  ],
  groups.site,
)
