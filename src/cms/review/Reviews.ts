import type { CollectionConfig } from 'payload'

import { canEditContent, nobody } from '@/cms/access/roles'
import { groups, t } from '@/cms/labels'
import { localeNames, locales } from '@/i18n/locales'

import { reviewEndpoints } from './endpoints'
import { reviewLabels as L, reviewStateLabels, reviewStates } from './labels'
import { REVIEW_COLLECTION } from './state'

/**
 * One language of one document (or global) changed since its last publish, on its way to
 * approval: who changed it, who asked for review, who approved it or sent it back with what
 * comment, and the fingerprint of the text approved (`./fingerprints.ts`). A publish clears the
 * document's rows; each step is a line of the audit record.
 *
 * Staff who edit content read the rows (the panel beside each document, the dashboard's queue);
 * nobody writes them through the admin or the API: the save hooks and the actions of
 * `./endpoints.ts` do, after their own checks.
 */
export const Reviews: CollectionConfig = {
  slug: REVIEW_COLLECTION,
  labels: { singular: L.singular, plural: L.plural },
  admin: {
    group: groups.admin,
    useAsTitle: 'title',
    description: L.description,
    defaultColumns: ['title', 'entity', 'locale', 'state', 'changedBy', 'requestedBy', 'reviewer', 'updatedAt'],
    listSearchableFields: ['title', 'documentId', 'comment'],
    hidden: ({ user }) => !['admin', 'editor'].includes(String((user as { role?: string } | null)?.role)),
    disableCopyToLocale: true,
  },
  access: { read: canEditContent, create: nobody, update: nobody, delete: nobody },
  lockDocuments: false,
  endpoints: reviewEndpoints,
  defaultSort: '-updatedAt',
  fields: [
    { name: 'entity', type: 'text', required: true, index: true, label: L.kind },
    {
      name: 'entityKind',
      type: 'select',
      required: true,
      options: ['collection', 'global'],
      label: t('Art', '类别', 'Type', 'Tipo', 'Type', 'Tipo'),
      admin: { hidden: true },
    },
    { name: 'documentId', type: 'text', index: true, label: L.document },
    { name: 'title', type: 'text', label: L.document },
    {
      name: 'locale',
      type: 'select',
      required: true,
      label: L.language,
      options: locales.map((value) => ({ value, label: localeNames[value] })),
    },
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'changed',
      index: true,
      label: L.state,
      options: reviewStates.map((value) => ({ value, label: reviewStateLabels[value] })),
    },
    { name: 'changedBy', type: 'relationship', relationTo: 'users', hasMany: true, label: L.changedBy },
    {
      // The fingerprint of this language's latest draft, kept current by every save.
      name: 'fingerprint',
      type: 'text',
      admin: { hidden: true },
    },
    { name: 'requestedBy', type: 'relationship', relationTo: 'users', label: L.requestedBy },
    {
      name: 'requestedAt',
      type: 'date',
      label: t('Angefragt am', '申请时间', 'Requested at', 'Richiesto il', 'Demandé le', 'Solicitado el'),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'reviewer', type: 'relationship', relationTo: 'users', label: L.reviewer },
    { name: 'decidedAt', type: 'date', label: L.decidedAt, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      // The fingerprint the reviewer approved: the approval holds while the draft still reads so.
      name: 'approvedFingerprint',
      type: 'text',
      admin: { hidden: true },
    },
    { name: 'version', type: 'text', label: L.version },
    { name: 'comment', type: 'textarea', label: L.comment },
  ],
}
