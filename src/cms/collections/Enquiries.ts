import type { Access, CollectionConfig, Where } from 'payload'

import { fieldAdminOnly, fieldNobody, isAdmin, nobody, roleOf } from '@/cms/access/roles'
import { groups, help, L, t } from '@/cms/labels'
import { locales } from '@/i18n/locales'
import { demandTypes } from '@/lib/routes'

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

export const enquiryStatuses = ['new', 'in_progress', 'done', 'spam'] as const

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
    hidden: ({ user }) => !['admin', 'sales', 'hr'].includes((user as { role?: string } | null)?.role ?? ''),
  },
  // Created only by the public enquiry endpoint (with its own validation), never through the REST API.
  access: { create: nobody, read: byRole, update: byRole, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'type',
      type: 'select',
      label: t('Kooperationsart', '合作类型', 'Cooperation type', 'Tipo di collaborazione', 'Type de coopération', 'Tipo de cooperación'),
      required: true,
      index: true,
      options: [...demandTypes],
      access: { update: fieldAdminOnly },
    },
    {
      name: 'status',
      type: 'select',
      label: L.status,
      required: true,
      defaultValue: 'new',
      index: true,
      options: [...enquiryStatuses],
      admin: { position: 'sidebar' },
    },
    { name: 'name', type: 'text', label: L.name, required: true, access: { update: fieldNobody } },
    { name: 'tel', type: 'text', label: t('Telefon', '电话', 'Telephone', 'Telefono', 'Téléphone', 'Teléfono'), required: true, access: { update: fieldNobody } },
    { name: 'email', type: 'email', label: t('E-Mail', '邮箱', 'E-mail', 'E-mail', 'E-mail', 'Correo electrónico'), required: true, access: { update: fieldNobody } },
    { name: 'company', type: 'text', label: t('Firma', '公司', 'Company', 'Azienda', 'Entreprise', 'Empresa'), access: { update: fieldNobody } },
    { name: 'province', type: 'text', label: t('Provinz', '省份', 'Province', 'Provincia', 'Province', 'Provincia'), required: true, index: true, access: { update: fieldNobody } },
    { name: 'requirement', type: 'textarea', label: t('Anliegen', '需求', 'Requirement', 'Esigenza', 'Besoin', 'Necesidad'), required: true, access: { update: fieldNobody } },
    { name: 'job', type: 'relationship', relationTo: 'job-openings', label: t('Stelle', '职位', 'Position', 'Posizione', 'Poste', 'Puesto'), access: { update: fieldNobody } },
    { name: 'product', type: 'text', label: t('Produkt', '产品', 'Product', 'Prodotto', 'Produit', 'Producto'), access: { update: fieldNobody } },
    { name: 'locale', type: 'select', label: L.language, options: [...locales], access: { update: fieldNobody }, admin: { position: 'sidebar' } },
    { name: 'idempotencyKey', type: 'text', unique: true, index: true, access: { read: fieldAdminOnly, update: fieldNobody }, admin: { hidden: true } },
    { name: 'notes', type: 'textarea', label: L.note, admin: { description: help.notes } },
  ],
}
