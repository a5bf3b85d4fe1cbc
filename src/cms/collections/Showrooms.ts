import type { CollectionConfig, Field } from 'payload'

import { contentCollection } from '@/cms/collections/contentCollection'
import { proposePosition } from '@/cms/collections/showrooms/proposePosition'
import { localizedText, orderField, picturesField, slugField } from '@/cms/fields/common'
import { countrySelectOptions } from '@/cms/fields/country'
import { position } from '@/cms/fields/position'
import { type AdminText, groups, inAdminLanguage, L, t, timeZoneLabel, vocabularyOptions } from '@/cms/labels'
import { locales } from '@/i18n/locales'
import { spanProblem } from '@/lib/showrooms/hours'
import { languageName } from '@/lib/showrooms/names'
import { showroomKinds, showroomTimeZones, spokenLanguages, type Weekday, weekdays } from '@/lib/vocabularies'

const dayLabels: Readonly<Record<Weekday, AdminText>> = {
  mon: t('Montag', '星期一', 'Monday', 'Lunedì', 'Lundi', 'Lunes'),
  tue: t('Dienstag', '星期二', 'Tuesday', 'Martedì', 'Mardi', 'Martes'),
  wed: t('Mittwoch', '星期三', 'Wednesday', 'Mercoledì', 'Mercredi', 'Miércoles'),
  thu: t('Donnerstag', '星期四', 'Thursday', 'Giovedì', 'Jeudi', 'Jueves'),
  fri: t('Freitag', '星期五', 'Friday', 'Venerdì', 'Vendredi', 'Viernes'),
  sat: t('Samstag', '星期六', 'Saturday', 'Sabato', 'Samedi', 'Sábado'),
  sun: t('Sonntag', '星期日', 'Sunday', 'Domenica', 'Dimanche', 'Domingo'),
}

const exceptionsLabel = t(
  'Abweichende Tage',
  '特殊日期',
  'Exceptions',
  'Giorni particolari',
  'Jours particuliers',
  'Días especiales',
)

const opens = t('Öffnet', '开门', 'Opens', 'Apre', 'Ouvre', 'Abre')
const closes = t('Schließt', '关门', 'Closes', 'Chiude', 'Ferme', 'Cierra')
const clockHelp = t(
  '24-Stunden-Uhr, z. B. 09:30',
  '24 小时制，例如 09:30',
  '24-hour clock, e.g. 09:30',
  'Formato 24 ore, ad es. 09:30',
  'Horloge de 24 heures, p. ex. 09:30',
  'Reloj de 24 horas, p. ej. 09:30',
)
const badClock = t(
  'Bitte als Uhrzeit im 24-Stunden-Format angeben, z. B. 09:30.',
  '请按 24 小时制填写时间，例如 09:30。',
  'Please give a time on the 24-hour clock, e.g. 09:30.',
  'Indicare un orario nel formato 24 ore, ad es. 09:30.',
  'Veuillez indiquer une heure au format 24 heures, p. ex. 09:30.',
  'Indique una hora en formato de 24 horas, p. ej. 09:30.',
)
const badOrder = t(
  '„Schließt“ muss nach „Öffnet“ liegen (Zeiten über Mitternacht bitte auf zwei Tage verteilen).',
  '“关门”须晚于“开门”（跨午夜的时间请分两天填写）。',
  '“Closes” must be after “Opens” (split hours past midnight over two days).',
  '“Chiude” deve essere dopo “Apre” (gli orari oltre la mezzanotte vanno divisi su due giorni).',
  '« Ferme » doit être après « Ouvre » (répartissez les horaires après minuit sur deux jours).',
  '«Cierra» debe ser posterior a «Abre» (reparta los horarios que pasan de medianoche en dos días).',
)

/** A time of day, `HH:MM`. */
const clock = (name: 'opens' | 'closes', required: boolean): Field => ({
  name,
  type: 'text',
  label: name === 'opens' ? opens : closes,
  required,
  admin: {
    description: clockHelp,
    width: '50%',
    // An exception's times only matter on a day it is open.
    ...(required ? {} : { condition: (_: unknown, sibling: { closed?: boolean } | undefined) => !sibling?.closed }),
  },
  validate: (
    value: unknown,
    { req, siblingData }: { req?: { i18n?: { language?: string } }; siblingData?: unknown },
  ) => {
    if ((value === null || value === undefined || value === '') && !required) return true
    const span = (siblingData ?? {}) as { opens?: string; closes?: string }
    const problem = spanProblem({ opens: span.opens ?? '', closes: span.closes ?? '' })
    if (problem === 'format') return inAdminLanguage(badClock, req)
    return problem === 'order' && name === 'closes' ? inAdminLanguage(badOrder, req) : true
  },
})

/** The tag each admin language's names are given in. */
const adminTag = (l: string): string => (l === 'zh' ? 'zh-CN' : l)

/** A language's name in each admin language (`da`: "Dänisch", "丹麦语", "Danish" …). */
const languageLabel = (code: string): AdminText =>
  Object.fromEntries(locales.map((l) => [l, languageName(code, adminTag(l))])) as AdminText

/**
 * A place where products are on display: the brand's own showroom, a dealer's exhibition or an
 * installer's studio, with its address, position, hours in its own time zone, and the series and
 * products it shows. Visitors find it on the locator (`/<locale>/showrooms`).
 */
export const Showrooms: CollectionConfig = contentCollection({
  slug: 'showrooms',
  labels: {
    singular: t('Ausstellung', '展厅', 'Showroom', 'Showroom', 'Showroom', 'Exposición'),
    plural: t('Ausstellungen', '展厅', 'Showrooms', 'Showroom', 'Showrooms', 'Exposiciones'),
  },
  admin: {
    group: groups.company,
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'city', 'country', '_status'],
    listSearchableFields: ['name', 'city', 'postcode'],
  },
  endpoints: [{ path: '/propose-position', method: 'get', handler: proposePosition }],
  fields: [
    {
      name: 'kind',
      type: 'select',
      label: L.kind,
      required: true,
      defaultValue: 'dealer',
      index: true,
      options: vocabularyOptions(showroomKinds, {
        brand: t(
          'Eigener Showroom',
          '品牌展厅',
          'Brand showroom',
          'Showroom del marchio',
          'Showroom de la marque',
          'Showroom de la marca',
        ),
        dealer: t(
          'Ausstellung des Fachhandels',
          '经销商展厅',
          'Dealer exhibition',
          'Esposizione del rivenditore',
          'Exposition d’un distributeur',
          'Exposición de distribuidor',
        ),
        studio: t(
          'Bad-Studio eines Installateurs',
          '安装商卫浴工作室',
          'Installer’s bathroom studio',
          'Studio bagno di un installatore',
          'Studio salle de bains d’un installateur',
          'Estudio de baño de un instalador',
        ),
      }),
      admin: { position: 'sidebar' },
    },
    localizedText('name', L.name, { required: true }),
    slugField(),
    localizedText('intro', L.intro, { long: true }),
    {
      type: 'collapsible',
      label: L.address,
      fields: [
        localizedText(
          'street',
          t(
            'Straße und Hausnummer',
            '街道门牌',
            'Street and number',
            'Via e numero civico',
            'Rue et numéro',
            'Calle y número',
          ),
          {
            required: true,
          },
        ),
        {
          type: 'row',
          fields: [
            {
              name: 'postcode',
              type: 'text',
              label: t('Postleitzahl', '邮政编码', 'Postcode', 'CAP', 'Code postal', 'Código postal'),
              index: true,
              admin: { width: '30%' },
            },
            { ...localizedText('city', L.city, { required: true }), admin: { width: '70%' } } as Field,
          ],
        },
        localizedText('region', L.region),
        {
          name: 'country',
          type: 'select',
          label: t('Land', '国家', 'Country', 'Paese', 'Pays', 'País'),
          required: true,
          index: true,
          options: countrySelectOptions(),
        },
        // Proposed from the address by the site's own gazetteer, then checked and corrected by the editor.
        {
          name: 'proposePosition',
          type: 'ui',
          admin: { components: { Field: '@/cms/components/ProposePosition#ProposePosition' } },
        },
        position('position', t('Lage', '位置', 'Position', 'Posizione', 'Position', 'Posición')),
      ],
    },
    {
      type: 'collapsible',
      label: t(
        'Öffnungszeiten',
        '营业时间',
        'Opening hours',
        'Orari di apertura',
        'Horaires d’ouverture',
        'Horario de apertura',
      ),
      fields: [
        {
          name: 'timeZone',
          type: 'select',
          label: t('Zeitzone', '时区', 'Time zone', 'Fuso orario', 'Fuseau horaire', 'Zona horaria'),
          required: true,
          defaultValue: 'Europe/Berlin',
          options: showroomTimeZones.map((value) => ({ value, label: timeZoneLabel(value) })),
        },
        {
          name: 'hours',
          type: 'array',
          label: t(
            'Zeiten je Wochentag',
            '每周营业时间',
            'Hours per weekday',
            'Orari per giorno',
            'Horaires par jour',
            'Horario por día',
          ),
          labels: {
            singular: t('Zeitraum', '时段', 'Span', 'Fascia', 'Plage', 'Franja'),
            plural: t('Zeiträume', '时段', 'Spans', 'Fasce', 'Plages', 'Franjas'),
          },
          fields: [
            {
              name: 'days',
              type: 'select',
              hasMany: true,
              required: true,
              label: t('Tage', '星期', 'Days', 'Giorni', 'Jours', 'Días'),
              options: vocabularyOptions(weekdays, dayLabels),
            },
            { type: 'row', fields: [clock('opens', true), clock('closes', true)] },
          ],
        },
        {
          name: 'exceptions',
          type: 'array',
          label: exceptionsLabel,
          labels: {
            singular: t(
              'Abweichender Tag',
              '特殊日期',
              'Exception',
              'Giorno particolare',
              'Jour particulier',
              'Día especial',
            ),
            plural: exceptionsLabel,
          },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'date',
                  type: 'date',
                  label: L.date,
                  required: true,
                  // ISO dates read the same in every admin language (no "Dec 24").
                  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' }, width: '50%' },
                },
                {
                  name: 'closed',
                  type: 'checkbox',
                  label: t('Geschlossen', '休息', 'Closed', 'Chiuso', 'Fermé', 'Cerrado'),
                  defaultValue: true,
                  admin: { width: '50%' },
                },
              ],
            },
            { type: 'row', fields: [clock('opens', false), clock('closes', false)] },
            localizedText('note', L.note),
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: t('Kontakt', '联系方式', 'Contact', 'Contatto', 'Contact', 'Contacto'),
      fields: [
        {
          name: 'languages',
          type: 'select',
          hasMany: true,
          label: t(
            'Gesprochene Sprachen',
            '服务语言',
            'Languages spoken',
            'Lingue parlate',
            'Langues parlées',
            'Idiomas hablados',
          ),
          options: spokenLanguages.map((value) => ({ value, label: languageLabel(value) })),
        },
        { name: 'phone', type: 'text', label: t('Telefon', '电话', 'Telephone', 'Telefono', 'Téléphone', 'Teléfono') },
        {
          name: 'email',
          type: 'email',
          label: t('E-Mail', '邮箱', 'E-mail', 'E-mail', 'E-mail', 'Correo electrónico'),
        },
        {
          name: 'website',
          type: 'text',
          label: t('Website', '网站', 'Website', 'Sito web', 'Site web', 'Sitio web'),
          validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
            !value || (typeof value === 'string' && /^https:\/\/[^\s/]+\.[^\s]+$/.test(value))
              ? true
              : inAdminLanguage(
                  t(
                    'Bitte eine vollständige Adresse mit https:// angeben.',
                    '请填写以 https:// 开头的完整网址。',
                    'Please give a full address starting with https://.',
                    'Indicare un indirizzo completo che inizi con https://.',
                    'Veuillez indiquer une adresse complète commençant par https://.',
                    'Indique una dirección completa que empiece por https://.',
                  ),
                  req,
                ),
        },
      ],
    },
    picturesField(),
    {
      type: 'collapsible',
      label: t('Ausgestellt', '展出产品', 'On display', 'In esposizione', 'Exposé', 'En exposición'),
      fields: [
        {
          name: 'series',
          type: 'relationship',
          relationTo: 'series',
          hasMany: true,
          label: t('Serien', '系列', 'Series', 'Serie', 'Séries', 'Series'),
        },
        {
          name: 'products',
          type: 'relationship',
          relationTo: 'products',
          hasMany: true,
          label: t(
            'Einzelne Produkte',
            '单品',
            'Single products',
            'Singoli prodotti',
            'Produits à l’unité',
            'Productos sueltos',
          ),
        },
      ],
    },
    {
      name: 'accessibility',
      type: 'group',
      label: t('Barrierefreiheit', '无障碍设施', 'Accessibility', 'Accessibilità', 'Accessibilité', 'Accesibilidad'),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'stepFree',
              type: 'checkbox',
              label: t(
                'Stufenloser Zugang',
                '无台阶入口',
                'Step-free entrance',
                'Ingresso senza gradini',
                'Entrée de plain-pied',
                'Acceso sin escalones',
              ),
            },
            {
              name: 'toilet',
              type: 'checkbox',
              label: t(
                'Barrierefreies WC',
                '无障碍卫生间',
                'Accessible toilet',
                'WC accessibile',
                'WC accessible',
                'Aseo accesible',
              ),
            },
            {
              name: 'parking',
              type: 'checkbox',
              label: t(
                'Behindertenparkplatz',
                '无障碍停车位',
                'Accessible parking',
                'Parcheggio per disabili',
                'Place de parking PMR',
                'Aparcamiento accesible',
              ),
            },
          ],
        },
        localizedText('note', L.note),
      ],
    },
    orderField(),
  ],
})
