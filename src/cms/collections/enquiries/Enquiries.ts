import type { Access, CollectionAfterChangeHook, CollectionConfig, Where } from 'payload'

import { fieldAdminOnly, fieldNobody, isAdmin, nobody, roleOf } from '@/cms/access/roles'
import { exportEnquiriesCsv } from '@/cms/collections/enquiries/exportEndpoint'
import { MAIL_QUEUE } from '@/cms/collections/enquiries/tasks'
import { countrySelectOptions } from '@/cms/fields/country'
import { groups, help, inAdminLanguage, L, languageOptions, t, vocabularyOptions } from '@/cms/labels'
import { isEmail } from '@/lib/enquiry/email'
import { enquiryReaders } from '@/lib/enquiry/kinds'
import { enquiryKinds, enquiryStatuses, mailStatuses, visitTimes } from '@/lib/vocabularies'

/** The contact fields' list cells and form additions (`EnquiryContact.client.tsx`). */
const CONTACT = '@/cms/components/EnquiryContact.client'

const kindsReadBy = (role: 'sales' | 'hr') => enquiryKinds.filter((kind) => enquiryReaders[kind] === role)

/**
 * Each kind of enquiry names the role that reads it (`enquiryReaders`): sales the cooperation
 * enquiries, HR the job applications; admins see all, editors none. Visitors never read them.
 */
const byRole: Access = ({ req }) => {
  const role = roleOf(req)
  if (role === 'admin') return true
  if (role === 'sales' || role === 'hr') return { type: { in: kindsReadBy(role) } } satisfies Where
  return false
}

const emailFormat = t(
  'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  '请输入有效的邮箱地址',
  'Please enter a valid email address',
  'Inserite un indirizzo e-mail valido',
  'Veuillez saisir une adresse e-mail valide',
  'Introduzca un correo electrónico válido',
)

/** The staff notification is queued in the transaction that stores the enquiry: both or neither. */
const queueNotification: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await req.payload.jobs.queue({ task: 'enquiryMail', queue: MAIL_QUEUE, input: { enquiry: String(doc.id) }, req })
  return doc
}

const readOnly = { update: fieldNobody }

/** The fields of a cooperation enquiry that an appointment in a showroom never has. */
const notAppointment = (data: Partial<{ type: string }> | undefined) => data?.type !== 'appointment'

export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  labels: {
    singular: t('Anfrage', '询盘', 'Enquiry', 'Richiesta', 'Demande', 'Consulta'),
    plural: t('Anfragen', '询盘', 'Enquiries', 'Richieste', 'Demandes', 'Consultas'),
  },
  admin: {
    group: groups.enquiries,
    useAsTitle: 'name',
    // The person first: the first column leads to the enquiry.
    defaultColumns: ['name', 'type', 'country', 'market', 'province', 'email', 'createdAt', 'status'],
    listSearchableFields: ['name', 'email', 'tel', 'company', 'city', 'requirement'],
    hidden: ({ user }) => !['admin', 'sales', 'hr'].includes((user as { role?: string } | null)?.role ?? ''),
    components: { beforeListTable: ['@/cms/components/ExportCsvButton#ExportCsvButton'] },
    pagination: { defaultLimit: 25 },
  },
  // Created only by the public enquiry endpoint (with its own validation), never through the REST API.
  access: { create: nobody, read: byRole, update: byRole, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: { afterChange: [queueNotification] },
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportEnquiriesCsv }],
  fields: [
    {
      name: 'type',
      type: 'select',
      label: t(
        'Kooperationsart',
        '合作类型',
        'Cooperation type',
        'Tipo di collaborazione',
        'Type de coopération',
        'Tipo de cooperación',
      ),
      required: true,
      index: true,
      options: vocabularyOptions(enquiryKinds, {
        brand: t(
          'Markenpartnerschaft',
          '品牌加盟',
          'Brand partnership',
          'Adesione al marchio',
          'Partenariat de marque',
          'Adhesión a la marca',
        ),
        project: t(
          'Projektbeschaffung',
          '工程采购',
          'Project supply',
          'Acquisto per progetti',
          'Achat pour un projet',
          'Compra para proyectos',
        ),
        customised: t(
          'Individuelle Bestellung',
          '定制采购',
          'Made to measure',
          'Acquisto su misura',
          'Commande sur mesure',
          'Compra personalizada',
        ),
        joinus: t('Bewerbung', '加入我们', 'Job application', 'Candidatura', 'Candidature', 'Candidatura'),
        other: t(
          'Andere Kooperation',
          '其他合作',
          'Other enquiries',
          'Altra collaborazione',
          'Autre demande',
          'Otra cooperación',
        ),
        appointment: t(
          'Terminanfrage Ausstellung',
          '展厅预约',
          'Showroom appointment',
          'Appuntamento in showroom',
          'Rendez-vous en showroom',
          'Cita en exposición',
        ),
      }),
      access: { update: fieldAdminOnly },
    },
    {
      name: 'status',
      type: 'select',
      label: L.status,
      required: true,
      defaultValue: 'new',
      index: true,
      options: vocabularyOptions(enquiryStatuses, {
        new: t('Neu', '新询盘', 'New', 'Nuova', 'Nouvelle', 'Nueva'),
        in_progress: t('In Bearbeitung', '处理中', 'In progress', 'In lavorazione', 'En cours', 'En curso'),
        done: t('Erledigt', '已完成', 'Done', 'Completata', 'Traitée', 'Completada'),
        spam: t('Spam', '垃圾信息', 'Spam', 'Spam', 'Spam', 'Spam'),
      }),
      admin: { position: 'sidebar' },
    },
    {
      name: 'country',
      type: 'select',
      label: t('Land', '国家/地区', 'Country', 'Paese', 'Pays', 'País'),
      required: true,
      index: true,
      options: countrySelectOptions(),
      access: readOnly,
    },
    {
      name: 'market',
      type: 'text',
      label: t('Markt', '市场', 'Market', 'Mercato', 'Marché', 'Mercado'),
      index: true,
      access: readOnly,
      admin: {
        // The list names the market as the settings do, in the admin's language.
        components: { Cell: '@/cms/components/MarketCell#MarketCell' },
        description: t(
          'Schlüssel des Markts aus den Website-Einstellungen, zu dem das Land beim Eingang gehörte',
          '收到咨询时该国家所属市场的键（见网站设置）',
          'Key of the market (site settings) the country belonged to when the enquiry arrived',
          'Chiave del mercato (impostazioni del sito) a cui apparteneva il paese all’arrivo',
          'Clé du marché (paramètres du site) dont relevait le pays à l’arrivée',
          'Clave del mercado (ajustes del sitio) al que pertenecía el país al llegar',
        ),
      },
    },
    { name: 'name', type: 'text', label: L.name, required: true, access: readOnly },
    {
      type: 'row',
      fields: [
        {
          name: 'tel',
          type: 'text',
          label: t('Telefon', '电话', 'Telephone', 'Telefono', 'Téléphone', 'Teléfono'),
          required: true,
          access: readOnly,
          admin: { width: '50%' },
        },
        {
          name: 'telE164',
          type: 'text',
          label: t(
            'Telefon (E.164)',
            '电话（E.164）',
            'Telephone (E.164)',
            'Telefono (E.164)',
            'Téléphone (E.164)',
            'Teléfono (E.164)',
          ),
          access: readOnly,
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          // Any address of the shared rule (`@/lib/enquiry/email`): domains in every script, UTF-8 local parts.
          name: 'email',
          type: 'text',
          label: t('E-Mail', '邮箱', 'E-mail', 'E-mail', 'E-mail', 'Correo electrónico'),
          required: true,
          access: readOnly,
          validate: ((value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
            typeof value === 'string' && isEmail(value) ? true : inAdminLanguage(emailFormat, req)) as never,
          admin: {
            width: '50%',
            components: {
              Cell: `${CONTACT}#EmailCell`,
              afterInput: [`${CONTACT}#MailtoLink`],
            },
          },
        },
        {
          name: 'emailAscii',
          type: 'text',
          label: t(
            'E-Mail (ASCII-Domain)',
            '邮箱（ASCII 域名）',
            'E-mail (ASCII domain)',
            'E-mail (dominio ASCII)',
            'E-mail (domaine ASCII)',
            'Correo (dominio ASCII)',
          ),
          access: readOnly,
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'company',
      type: 'text',
      label: t('Firma', '公司', 'Company', 'Azienda', 'Entreprise', 'Empresa'),
      access: readOnly,
    },
    {
      name: 'province',
      type: 'text',
      label: t('Provinz', '省份', 'Province', 'Provincia', 'Province', 'Provincia'),
      index: true,
      access: readOnly,
      admin: {
        condition: (data) => data?.country === 'CN',
        // Stored in Chinese; shown in the admin's language too.
        components: { Cell: `${CONTACT}#ProvinceCell`, afterInput: [`${CONTACT}#ProvinceName`] },
      },
    },
    {
      type: 'row',
      admin: { condition: (data) => Boolean(data?.country) && data?.country !== 'CN' },
      fields: [
        { name: 'region', type: 'text', label: L.region, access: readOnly, admin: { width: '40%' } },
        {
          name: 'postcode',
          type: 'text',
          label: t('PLZ', '邮编', 'Postcode', 'CAP', 'Code postal', 'Código postal'),
          access: readOnly,
          admin: { width: '20%' },
        },
        { name: 'city', type: 'text', label: L.city, access: readOnly, admin: { width: '40%' } },
      ],
    },
    // An appointment in a showroom: where, what the visitor would like to see, and when.
    {
      type: 'row',
      admin: { condition: (data) => data?.type === 'appointment' },
      fields: [
        {
          name: 'showroom',
          type: 'relationship',
          relationTo: 'showrooms',
          label: t('Ausstellung', '展厅', 'Showroom', 'Showroom', 'Showroom', 'Exposición'),
          index: true,
          access: readOnly,
          admin: { width: '40%' },
        },
        {
          name: 'visitDate',
          type: 'date',
          label: t('Wunschtag', '希望日期', 'Preferred day', 'Giorno preferito', 'Jour souhaité', 'Día preferido'),
          access: readOnly,
          admin: { width: '30%', date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
        },
        {
          name: 'visitTime',
          type: 'select',
          label: t('Tageszeit', '时段', 'Time of day', 'Fascia oraria', 'Moment de la journée', 'Franja horaria'),
          options: vocabularyOptions(visitTimes, {
            morning: t('Vormittags', '上午', 'Morning', 'Mattina', 'Matin', 'Por la mañana'),
            afternoon: t('Nachmittags', '下午', 'Afternoon', 'Pomeriggio', 'Après-midi', 'Por la tarde'),
            evening: t('Abends', '晚上', 'Evening', 'Sera', 'Soir', 'A última hora de la tarde'),
          }),
          access: readOnly,
          admin: { width: '30%' },
        },
      ],
    },
    {
      name: 'series',
      type: 'relationship',
      relationTo: 'series',
      hasMany: true,
      label: t(
        'Gewünschte Serien',
        '希望看的系列',
        'Series of interest',
        'Serie di interesse',
        'Séries souhaitées',
        'Series de interés',
      ),
      access: readOnly,
      admin: { condition: (data) => data?.type === 'appointment' },
    },
    // A textarea shows the visitor's words as plain text; nothing they typed is rendered as HTML.
    // Required of every kind but an appointment (the endpoint's rules say which).
    {
      name: 'requirement',
      type: 'textarea',
      label: t('Anliegen', '需求', 'Requirement', 'Esigenza', 'Besoin', 'Necesidad'),
      access: readOnly,
      admin: { rows: 8 },
    },
    {
      name: 'job',
      type: 'relationship',
      relationTo: 'job-openings',
      label: t('Stelle', '职位', 'Position', 'Posizione', 'Poste', 'Puesto'),
      access: readOnly,
      admin: { condition: notAppointment },
    },
    {
      name: 'product',
      type: 'text',
      label: t('Produkt', '产品', 'Product', 'Prodotto', 'Produit', 'Producto'),
      access: readOnly,
      admin: { condition: notAppointment },
    },
    // The rows of a project list (Merkliste) or API client: article number, quantity, and the
    // product as the visitor saw it when sending (its title in their language).
    {
      name: 'items',
      type: 'array',
      labels: {
        singular: t('Position', '产品', 'Item', 'Voce', 'Ligne', 'Línea'),
        plural: t('Positionen', '产品清单', 'Items', 'Voci', 'Lignes', 'Líneas'),
      },
      label: t('Positionen', '产品清单', 'Items', 'Voci', 'Lignes', 'Líneas'),
      access: readOnly,
      // Each row reads in its label (`SH100101 × 120 · Luna 60 – Weiß`): collapsed, in the order sent.
      // No condition here: a conditional array's required cells would lose NOT NULL in the database.
      admin: {
        initCollapsed: true,
        isSortable: false,
        components: { RowLabel: '@/cms/components/EnquiryItemLabel#EnquiryItemLabel' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'article',
              type: 'text',
              label: t('Artikelnummer', '货号', 'Article number', 'Codice articolo', 'Référence', 'Número de artículo'),
              required: true,
              admin: { width: '25%' },
            },
            {
              name: 'quantity',
              type: 'number',
              label: t('Menge', '数量', 'Quantity', 'Quantità', 'Quantité', 'Cantidad'),
              required: true,
              min: 1,
              max: 9999,
              admin: { width: '15%' },
            },
            {
              name: 'title',
              type: 'text',
              label: L.title,
              admin: { width: '60%' },
            },
          ],
        },
      ],
    },
    {
      name: 'locale',
      type: 'select',
      label: L.language,
      options: languageOptions,
      access: readOnly,
      admin: { position: 'sidebar' },
    },
    {
      name: 'consentAt',
      type: 'date',
      label: t(
        'Einwilligung am',
        '同意时间',
        'Consent given',
        'Consenso dato il',
        'Consentement donné le',
        'Consentimiento dado el',
      ),
      access: readOnly,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'transferConsentAt',
      type: 'date',
      label: t(
        'Übermittlung nach Deutschland erlaubt am',
        '同意传输至德国的时间',
        'Transfer to Germany agreed',
        'Trasferimento in Germania consentito il',
        'Transfert vers l’Allemagne accepté le',
        'Transferencia a Alemania aceptada el',
      ),
      access: readOnly,
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        condition: (data) => data?.country === 'CN',
      },
    },
    {
      name: 'shareConsentAt',
      type: 'date',
      label: t(
        'Weitergabe an die Ausstellung erlaubt am',
        '同意提供给展厅的时间',
        'Passing on to the showroom agreed',
        'Comunicazione allo showroom consentita il',
        'Transmission au showroom acceptée le',
        'Cesión a la exposición aceptada el',
      ),
      access: readOnly,
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        condition: (data) => data?.type === 'appointment',
      },
    },
    {
      name: 'mail',
      type: 'group',
      label: t('Benachrichtigung', '邮件通知', 'Notification', 'Notifica', 'Notification', 'Notificación'),
      admin: { position: 'sidebar' },
      access: readOnly,
      fields: [
        {
          name: 'status',
          type: 'select',
          label: L.status,
          defaultValue: 'pending',
          options: vocabularyOptions(mailStatuses, {
            pending: t('Ausstehend', '待发送', 'Pending', 'In attesa', 'En attente', 'Pendiente'),
            sent: t('Gesendet', '已发送', 'Sent', 'Inviata', 'Envoyée', 'Enviada'),
            retrying: t('Wird wiederholt', '重试中', 'Retrying', 'Nuovo tentativo', 'Nouvel essai', 'Reintentando'),
            failed: t('Fehlgeschlagen', '发送失败', 'Failed', 'Non riuscita', 'Échec', 'Fallida'),
          }),
          admin: { readOnly: true },
        },
        {
          name: 'attempts',
          type: 'number',
          label: t('Versuche', '尝试次数', 'Attempts', 'Tentativi', 'Essais', 'Intentos'),
          defaultValue: 0,
          admin: { readOnly: true },
        },
        {
          name: 'sentAt',
          type: 'date',
          label: t('Gesendet am', '发送时间', 'Sent at', 'Inviata il', 'Envoyée le', 'Enviada el'),
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'error',
          type: 'text',
          label: t('Letzter Fehler', '最近错误', 'Last error', 'Ultimo errore', 'Dernière erreur', 'Último error'),
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      index: true,
      access: { read: fieldAdminOnly, update: fieldNobody },
      admin: { hidden: true },
    },
    { name: 'notes', type: 'textarea', label: L.note, admin: { description: help.notes } },
  ],
}
