import type { CollectionConfig, GlobalConfig } from 'payload'

import { isAdmin, nobody } from '@/cms/access/roles'
import { groups, vocabularyOptions, type AdminText } from '@/cms/labels'
import { localeNames, locales } from '@/i18n/locales'

import { auditActionLabels, auditActions, auditActorLabels, auditActors } from './actions'
import { exportAuditCsv } from './exportCsv'
import { auditLabels, kindLabels } from './labels'
import { AUDIT_COLLECTION } from './record'

/** Empty texts of a line read as a dash in the list. */
const textCell = { components: { Cell: '@/cms/components/audit/cells#AuditTextCell' } }

type Labelled = { slug: string; label: AdminText | string }

const asText = (label: unknown, fallback: string): AdminText | string =>
  typeof label === 'string' || (label && typeof label === 'object' && 'de' in label) ? (label as AdminText) : fallback

/** The content kinds the record names, each with the admin's own label. */
export function auditEntities(collections: CollectionConfig[], globals: GlobalConfig[]): Labelled[] {
  return [
    ...collections
      .filter((c) => c.slug !== AUDIT_COLLECTION)
      .map((c) => ({ slug: c.slug, label: asText(c.labels?.plural, c.slug) })),
    ...globals.map((g) => ({ slug: g.slug, label: asText(g.label, g.slug) })),
  ]
}

/**
 * The audit record: append-only, readable by administrators only. Its lines are written by the
 * hooks of `./hooks.ts` (and the sign-in route, the CSV exports, the schedules' server function)
 * through `recordAudit`, and removed after the retention period by the maintenance job.
 */
export function AuditEntries(entities: Labelled[]): CollectionConfig {
  return {
    slug: AUDIT_COLLECTION,
    labels: { singular: auditLabels.singular, plural: auditLabels.plural },
    admin: {
      group: groups.admin,
      useAsTitle: 'title',
      description: auditLabels.description,
      defaultColumns: ['createdAt', 'action', 'userEmail', 'entity', 'title', 'languages', 'version', 'detail'],
      listSearchableFields: ['userEmail', 'account', 'title', 'documentId', 'detail'],
      hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'admin',
      disableCopyToLocale: true,
      pagination: { defaultLimit: 50 },
      components: {
        beforeListTable: [
          {
            path: '@/cms/components/ExportCsvButton#ExportCsvButton',
            clientProps: { endpoint: `/api/${AUDIT_COLLECTION}/export.csv` },
          },
        ],
      },
    },
    // Append-only: no person writes, changes or deletes a line, not even an administrator.
    access: { read: isAdmin, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
    disableDuplicate: true,
    // Nobody edits a line: no edit lock to keep.
    lockDocuments: false,
    defaultSort: '-createdAt',
    endpoints: [{ path: '/export.csv', method: 'get', handler: exportAuditCsv }],
    fields: [
      {
        name: 'action',
        type: 'select',
        label: auditLabels.action,
        required: true,
        index: true,
        options: vocabularyOptions(auditActions, auditActionLabels),
      },
      {
        name: 'actor',
        type: 'select',
        label: auditLabels.actor,
        required: true,
        defaultValue: 'user',
        options: vocabularyOptions(auditActors, auditActorLabels),
      },
      { name: 'user', type: 'relationship', relationTo: 'users', label: auditLabels.user, index: true },
      // Kept as written: the line still names the account after it is deleted or renamed.
      { name: 'userEmail', type: 'text', label: auditLabels.userEmail, admin: textCell },
      { name: 'account', type: 'text', label: auditLabels.account, admin: textCell },
      {
        name: 'entity',
        type: 'select',
        label: auditLabels.entity,
        index: true,
        options: entities.map(({ slug, label }) => ({ value: slug, label })),
      },
      {
        name: 'entityKind',
        type: 'select',
        label: auditLabels.entityKind,
        options: [
          { value: 'collection', label: kindLabels.collection },
          { value: 'global', label: kindLabels.global },
        ],
      },
      { name: 'documentId', type: 'text', label: auditLabels.documentId, index: true, admin: textCell },
      { name: 'title', type: 'text', label: auditLabels.title, admin: textCell },
      {
        name: 'languages',
        type: 'select',
        hasMany: true,
        label: auditLabels.languages,
        options: locales.map((value) => ({ value, label: localeNames[value] })),
      },
      {
        name: 'version',
        type: 'text',
        label: auditLabels.version,
        admin: { components: { Cell: '@/cms/components/audit/cells#AuditVersionCell' } },
      },
      { name: 'count', type: 'number', label: auditLabels.count },
      { name: 'detail', type: 'textarea', label: auditLabels.detail },
      { name: 'client', type: 'text', label: auditLabels.client, admin: textCell },
    ],
  }
}
