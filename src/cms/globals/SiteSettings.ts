import type { Field, GlobalConfig } from 'payload'

import { fieldAdminOnly } from '@/cms/access/roles'
import { AUDIT_MONTHS_DEFAULT } from '@/cms/audit/record'
import { imageField, localizedText } from '@/cms/fields/common'
import { marketFields } from '@/cms/globals/markets'
import { pageGlobal } from '@/cms/globals/pageGlobal'
import { renewFeedsOnSettings } from '@/cms/jobs/tradeFeeds'
import { brandOptions, groups, inAdminLanguage, L, t, timeZoneLabel } from '@/cms/labels'
import { reviewLabels } from '@/cms/review/labels'
import { isLocale, localeNames, locales } from '@/i18n/locales'
import { messagingKinds, serviceTimeZones, shopSlugs, socialKinds } from '@/lib/vocabularies'

/** The time zone the service hours are given in; the pages name it in the visitor's language. */
const timeZoneField = (name: string): Field => ({
  name,
  type: 'select',
  required: true,
  defaultValue: 'Asia/Shanghai',
  label: t(
    'Zeitzone der Servicezeiten',
    '服务时间所用时区',
    'Time zone of the hours',
    'Fuso orario degli orari',
    'Fuseau horaire des horaires',
    'Zona horaria del horario',
  ),
  options: serviceTimeZones.map((value) => ({ value, label: timeZoneLabel(value) })),
})

/** The complaints line and e-mail of a service contact (the site's own, and each regional one). */
const contactLines: Field[] = [
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
]

/** A language may be served by one regional contact only. */
const eachLanguageOnce = (rows: unknown, { req }: { req: { i18n?: { language?: string } } }): true | string => {
  const seen = new Set<string>()
  for (const row of Array.isArray(rows) ? rows : []) {
    const languages: unknown = row && typeof row === 'object' && 'languages' in row ? row.languages : []
    for (const language of Array.isArray(languages) ? languages : []) {
      if (seen.has(String(language))) {
        const name = isLocale(language) ? localeNames[language] : String(language)
        return inAdminLanguage(twice, req, { language: name })
      }
      seen.add(String(language))
    }
  }
  return true
}

const twice = t(
  '{language} steht bei zwei Servicekontakten: jede Sprache kann nur einen haben.',
  '{language} 出现在两个服务联系方式中：每种语言只能有一个。',
  '{language} is listed by two service contacts: each language can have one only.',
  '{language} compare in due contatti di assistenza: ogni lingua può averne uno solo.',
  '{language} figure dans deux contacts du service : chaque langue ne peut en avoir qu’un.',
  '{language} figura en dos contactos de atención: cada idioma solo puede tener uno.',
)

const addressGroup = (name: string, label: ReturnType<typeof t>) => ({
  name,
  type: 'group' as const,
  label,
  fields: [
    localizedText('label', L.label, { required: true }),
    localizedText('address', L.address, { required: true, long: true }),
  ],
})

/** The settings' list of the kinds of content whose publishes need approval (`@/cms/review`). */
export const APPROVAL_KINDS_FIELD = 'approvalKinds'

const settings: GlobalConfig = pageGlobal(
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
            ...contactLines,
            timeZoneField('onlineTimeZone'),
            {
              name: 'regionalContacts',
              type: 'array',
              labels: {
                singular: t(
                  'Servicekontakt',
                  '服务联系方式',
                  'Service contact',
                  'Contatto di assistenza',
                  'Contact du service',
                  'Contacto de atención',
                ),
                plural: t(
                  'Servicekontakte',
                  '服务联系方式',
                  'Service contacts',
                  'Contatti di assistenza',
                  'Contacts du service',
                  'Contactos de atención',
                ),
              },
              label: t(
                'Servicekontakte nach Sprache',
                '按语言设置的服务联系方式',
                'Service contacts by language',
                'Contatti di assistenza per lingua',
                'Contacts du service par langue',
                'Contactos de atención por idioma',
              ),
              admin: {
                description: t(
                  'Jede Sprache zeigt in Fußzeile, Service- und Kontaktseite den Kontakt, der sie nennt; eine Sprache ohne eigenen Kontakt zeigt die Angaben darüber.',
                  '每种语言在页脚、服务页和联系页显示列出该语言的联系方式；没有专属联系方式的语言显示上方的信息。',
                  'Each language shows, in the footer and on the service and contact pages, the contact that lists it; a language without its own contact shows the details above.',
                  'Ogni lingua mostra nel piè di pagina e nelle pagine assistenza e contatti il contatto che la elenca; una lingua senza contatto proprio mostra i dati qui sopra.',
                  'Chaque langue affiche, dans le pied de page et sur les pages service et contact, le contact qui la nomme ; une langue sans contact propre affiche les coordonnées ci-dessus.',
                  'Cada idioma muestra, en el pie de página y en las páginas de atención y contacto, el contacto que lo incluye; un idioma sin contacto propio muestra los datos de arriba.',
                ),
              },
              validate: eachLanguageOnce,
              fields: [
                {
                  name: 'office',
                  type: 'text',
                  required: true,
                  label: t('Standort', '所在地', 'Office', 'Sede', 'Bureau', 'Oficina'),
                },
                {
                  name: 'languages',
                  type: 'select',
                  hasMany: true,
                  required: true,
                  label: t('Sprachen', '语言', 'Languages', 'Lingue', 'Langues', 'Idiomas'),
                  options: locales.map((value) => ({ value, label: localeNames[value] })),
                },
                {
                  name: 'phone',
                  type: 'text',
                  required: true,
                  label: t(
                    'Service-Telefon',
                    '服务电话',
                    'Service telephone',
                    'Telefono assistenza',
                    'Téléphone service',
                    'Teléfono de atención',
                  ),
                },
                localizedText(
                  'hours',
                  t(
                    'Servicezeiten',
                    '服务时间',
                    'Service hours',
                    'Orari di servizio',
                    'Horaires du service',
                    'Horario de atención',
                  ),
                ),
                timeZoneField('timeZone'),
                ...contactLines,
              ],
            },
          ],
        },
        {
          label: t(
            'Märkte & Anfragen',
            '市场与咨询',
            'Markets & enquiries',
            'Mercati e richieste',
            'Marchés et demandes',
            'Mercados y consultas',
          ),
          fields: marketFields,
        },
        {
          label: t('Handel', '贸易', 'Trade', 'Commercio', 'Commerce', 'Comercio'),
          fields: [
            {
              name: 'trade',
              type: 'group',
              label: false,
              fields: [
                {
                  name: 'listPrices',
                  type: 'checkbox',
                  defaultValue: false,
                  label: t(
                    'Unverbindliche Preisempfehlung zeigen („UVP ab …“)',
                    '显示建议零售价（“建议零售价 … 起”）',
                    'Show recommended list prices (“RRP from …”)',
                    'Mostra i prezzi consigliati (“Prezzo consigliato da …”)',
                    'Afficher les prix conseillés (« PPC à partir de … »)',
                    'Mostrar precios recomendados («PVR desde …»)',
                  ),
                  access: { update: fieldAdminOnly },
                  admin: {
                    description: t(
                      'An: die Produktseiten zeigen die UVP ohne MwSt., die Datenfeeds tragen sie, und eine Variante ohne UVP bleibt aus den Feeds. Aus: kein Preis auf der Website und in den Feeds.',
                      '开启：产品页显示不含增值税的建议零售价，数据源包含该价格，没有建议零售价的规格不进入数据源。关闭：网站和数据源中均不显示价格。',
                      'On: product pages show the list price without VAT, the data feeds carry it, and a variant without one stays out of the feeds. Off: no price on the site or in the feeds.',
                      'Attivo: le pagine prodotto mostrano il prezzo consigliato IVA esclusa, i feed lo riportano e una variante senza prezzo resta fuori dai feed. Disattivo: nessun prezzo sul sito né nei feed.',
                      'Activé : les pages produit montrent le prix conseillé HT, les flux de données le portent, et une variante sans prix reste hors des flux. Désactivé : aucun prix sur le site ni dans les flux.',
                      'Activado: las páginas de producto muestran el precio recomendado sin IVA, los feeds lo incluyen y una variante sin precio queda fuera de los feeds. Desactivado: ningún precio en el sitio ni en los feeds.',
                    ),
                  },
                },
                {
                  name: 'dataContact',
                  type: 'email',
                  label: t(
                    'Ansprechpartner für Produktdaten (E-Mail)',
                    '产品数据联系人（邮箱）',
                    'Contact for product data (e-mail)',
                    'Contatto per i dati di prodotto (e-mail)',
                    'Contact pour les données produit (e-mail)',
                    'Contacto para datos de producto (correo)',
                  ),
                  admin: {
                    description: t(
                      'Für Großhändler und Datenpools; steht auf der Seite „Produktdaten für den Handel“.',
                      '供批发商和数据池使用；显示在“贸易产品数据”页面上。',
                      'For wholesalers and data pools; shown on the page “Product data for the trade”.',
                      'Per grossisti e data pool; compare nella pagina “Dati di prodotto per il commercio”.',
                      'Pour les grossistes et les pools de données ; figure sur la page « Données produit pour le commerce ».',
                      'Para mayoristas y pools de datos; figura en la página «Datos de producto para el comercio».',
                    ),
                  },
                },
              ],
            },
          ],
        },
        {
          label: t('Protokoll', '审计日志', 'Records', 'Registro', 'Journal', 'Registro'),
          fields: [
            {
              name: 'records',
              type: 'group',
              label: false,
              fields: [
                {
                  name: 'auditMonths',
                  type: 'number',
                  required: true,
                  defaultValue: AUDIT_MONTHS_DEFAULT,
                  min: 1,
                  max: 120,
                  label: t(
                    'Änderungsprotokoll aufbewahren (Monate)',
                    '审计日志保留期限（月）',
                    'Keep the audit record for (months)',
                    'Conserva il registro delle modifiche per (mesi)',
                    'Conserver le journal des modifications (mois)',
                    'Conservar el registro de cambios (meses)',
                  ),
                  access: { update: fieldAdminOnly },
                  admin: {
                    description: t(
                      'Ältere Einträge entfernt die nächtliche Wartung. Nur Administratoren ändern diese Frist.',
                      '更早的记录由夜间维护任务删除。只有管理员可以修改此期限。',
                      'Older entries are removed by the nightly maintenance. Only administrators change this period.',
                      'Le voci più vecchie vengono rimosse dalla manutenzione notturna. Solo gli amministratori modificano questo periodo.',
                      'Les entrées plus anciennes sont supprimées par la maintenance nocturne. Seuls les administrateurs modifient cette durée.',
                      'La tarea de mantenimiento nocturna elimina las entradas más antiguas. Solo los administradores cambian este plazo.',
                    ),
                  },
                },
                {
                  // Filled with every kind of content that keeps drafts where the config is put together
                  // (`withApprovalKinds`, src/payload.config.ts).
                  name: APPROVAL_KINDS_FIELD,
                  type: 'select',
                  hasMany: true,
                  label: reviewLabels.approvalKinds,
                  options: [],
                  access: { update: fieldAdminOnly },
                  admin: { description: reviewLabels.approvalKindsHelp },
                },
              ],
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
              labels: {
                singular: t('Netzwerk', '社交平台', 'Network', 'Social network', 'Réseau', 'Red'),
                plural: t('Netzwerke', '社交平台', 'Networks', 'Social network', 'Réseaux', 'Redes'),
              },
              label: t('Soziale Links', '社交链接', 'Social links', 'Link social', 'Liens sociaux', 'Enlaces sociales'),
              fields: [
                { name: 'kind', type: 'select', label: L.kind, required: true, options: brandOptions(socialKinds) },
                localizedText('label', L.label, { required: true }),
                { name: 'url', type: 'text', label: L.url, required: true },
                imageField('icon', { label: L.icon, svg: 'only' }),
              ],
            },
            {
              name: 'messaging',
              type: 'array',
              labels: {
                singular: t('Messenger', '即时通讯', 'Messenger', 'Messaggistica', 'Messagerie', 'Mensajería'),
                plural: t('Messenger', '即时通讯', 'Messengers', 'Messaggistica', 'Messageries', 'Mensajerías'),
              },
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
                { name: 'kind', type: 'select', label: L.kind, required: true, options: brandOptions(messagingKinds) },
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
              labels: {
                singular: t('Shop', '网店', 'Shop', 'Negozio', 'Boutique', 'Tienda'),
                plural: t('Shops', '网店', 'Shops', 'Negozi', 'Boutiques', 'Tiendas'),
              },
              label: t(
                'Online-Shops',
                '线上商城',
                'Online shops',
                'Negozi online',
                'Boutiques en ligne',
                'Tiendas en línea',
              ),
              fields: [
                { name: 'slug', type: 'select', label: L.slug, required: true, options: brandOptions(shopSlugs) },
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

/** The settings, whose brand name and price setting the trade feeds carry: a change renews them. */
export const SiteSettings: GlobalConfig = {
  ...settings,
  hooks: { ...settings.hooks, afterChange: [...(settings.hooks?.afterChange ?? []), renewFeedsOnSettings] },
}
