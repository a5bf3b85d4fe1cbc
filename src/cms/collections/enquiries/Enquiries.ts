import type { Access, CollectionAfterChangeHook, CollectionConfig, Where } from 'payload'

import { fieldAdminOnly, fieldNobody, isAdmin, nobody, roleOf } from '@/cms/access/roles'
import { exportEnquiriesCsv } from '@/cms/collections/enquiries/exportEndpoint'
import { MAIL_QUEUE } from '@/cms/collections/enquiries/tasks'
import { groups, help, L, t, vocabularyOptions } from '@/cms/labels'
import { locales } from '@/i18n/locales'
import { demandTypes, enquiryStatuses, mailStatuses } from '@/lib/vocabularies'

/**
 * Sales sees cooperation enquiries, HR sees job applications, admins see all;
 * editors see none. Visitors never read them.
 */
const byRole: Access = ({ req }) => {
  const role = roleOf(req)
  if (role === 'admin') return true
  if (role === 'sales') return { type: { not_equals: 'joinus' } } satisfies Where
  if (role === 'hr') return { type: { equals: 'joinus' } } satisfies Where
  return false
}

/** The staff notification is queued in the transaction that stores the enquiry: both or neither. */
const queueNotification: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await req.payload.jobs.queue({ task: 'enquiryMail', queue: MAIL_QUEUE, input: { enquiry: String(doc.id) }, req })
  return doc
}

const readOnly = { update: fieldNobody }

export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  labels: {
    singular: t('Anfrage', '询盘', 'Enquiry', 'Richiesta', 'Demande', 'Consulta'),
    plural: t('Anfragen', '询盘', 'Enquiries', 'Richieste', 'Demandes', 'Consultas'),
  },
  admin: {
    group: groups.enquiries,
    useAsTitle: 'name',
    defaultColumns: ['type', 'name', 'province', 'createdAt', 'status'],
    listSearchableFields: ['name', 'email', 'tel', 'company', 'requirement'],
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
      options: vocabularyOptions(demandTypes, {
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
    { name: 'name', type: 'text', label: L.name, required: true, access: readOnly },
    {
      name: 'tel',
      type: 'text',
      label: t('Telefon', '电话', 'Telephone', 'Telefono', 'Téléphone', 'Teléfono'),
      required: true,
      access: readOnly,
    },
    {
      name: 'email',
      type: 'email',
      label: t('E-Mail', '邮箱', 'E-mail', 'E-mail', 'E-mail', 'Correo electrónico'),
      required: true,
      access: readOnly,
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
      required: true,
      index: true,
      access: readOnly,
    },
    // A textarea shows the visitor's words as plain text; nothing they typed is rendered as HTML.
    {
      name: 'requirement',
      type: 'textarea',
      label: t('Anliegen', '需求', 'Requirement', 'Esigenza', 'Besoin', 'Necesidad'),
      required: true,
      access: readOnly,
      admin: { rows: 8 },
    },
    {
      name: 'job',
      type: 'relationship',
      relationTo: 'job-openings',
      label: t('Stelle', '职位', 'Position', 'Posizione', 'Poste', 'Puesto'),
      access: readOnly,
    },
    {
      name: 'product',
      type: 'text',
      label: t('Produkt', '产品', 'Product', 'Prodotto', 'Produit', 'Producto'),
      access: readOnly,
    },
    // The rows of a project list (Merkliste) or API client: article number, quantity, and the
    // product as the visitor saw it when sending (its title in their language).
    {
      name: 'items',
      type: 'array',
      label: t('Positionen', '产品清单', 'Items', 'Voci', 'Lignes', 'Líneas'),
      access: readOnly,
      // Each row reads in its label (`SH100101 × 120 · Luna 60 – Weiß`): collapsed, in the order sent.
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
      options: [...locales],
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
