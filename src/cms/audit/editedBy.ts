import type { Field, PayloadRequest } from 'payload'

import { t } from '@/cms/labels'

/** How a version names its author: the account's name and e-mail address as they were then. */
export function authorOf(user: PayloadRequest['user']): string | null {
  const account = user as { name?: string | null; email?: string | null } | null | undefined
  if (!account?.email) return null
  return account.name ? `${account.name} <${account.email}>` : account.email
}

/**
 * Who saved a document or global: set from the signed-in account on every save (a draft, an
 * autosave, a publish), whatever the request sends, and so kept in each version. Empty for the
 * system (the demo seed, a schedule without an account). Text, not a link to the account: every
 * editor may read it, and it still names the author after the account is gone.
 */
export const editedByField: Field = {
  name: 'editedBy',
  type: 'text',
  label: t('Bearbeitet von', '编辑者', 'Edited by', 'Modificato da', 'Modifié par', 'Editado por'),
  admin: { position: 'sidebar', readOnly: true },
  hooks: { beforeChange: [({ req }) => authorOf(req.user)] },
}

/** The sidebar's newest versions, each with its author (`VersionAuthors`); no data. */
export const versionAuthorsField: Field = {
  name: 'versionAuthors',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '@/cms/components/audit/VersionAuthors.client#VersionAuthors' },
    disableListColumn: true,
  },
}

/** Who saved what: the author of each save and the sidebar's list of versions with theirs. */
export const authorFields: Field[] = [editedByField, versionAuthorsField]
