import type { Field, GlobalConfig } from 'payload'

import { canEditContent, siteOrStaff } from '@/cms/access/roles'
import { REVERT_ALL_LANGUAGES } from '@/cms/adminComponents'
import { authorFields } from '@/cms/audit/editedBy'
import { auditGlobalChange } from '@/cms/audit/hooks'
import { pendingSchedule, SCHEDULE_PICKER, ZONED_PUBLISH } from '@/cms/calendar/components'
import { imageField, localizedText } from '@/cms/fields/common'
import { seoField } from '@/cms/fields/seo'
import { checkGlobalProductMentions } from '@/cms/hooks/productMentions'
import { keepGlobalOnline, noteGlobalSave, VERSIONS_KEPT } from '@/cms/hooks/publication'
import { revalidateGlobalHooks } from '@/cms/hooks/revalidate'
import { groups, help, L, type AdminText } from '@/cms/labels'
import { AUTOSAVE_INTERVAL_MS, globalPreview } from '@/cms/preview'
import { approvalGlobalGate, approvalGlobalRound } from '@/cms/review/gate'
import { reviewFields } from '@/cms/review/panel'
import { limitGlobalChange, limitGlobalOperation, sharedReadOnlyForLimited } from '@/cms/translation/limits'
import { recordGlobalTranslation, translationField } from '@/cms/translation/record'
import { withSourceText } from '@/cms/translation/sourceField'

/**
 * A global holding the texts and images of one screen (or the navigation, or the site settings),
 * editable in six languages. Like the content collections it keeps drafts and a history: an
 * editor saves a draft, publishes it now or at a set time, and can restore an older version.
 *
 * The site reads the live document, which only a publish or a restore writes (a draft is kept as
 * a version beside it, and leaves the public pages cached). Drafts are saved while the editor
 * types, for the preview of the page beside the form (`@/cms/preview`). A global is never offline: a screen
 * without its texts is no page, so an unpublish is refused (`keepGlobalOnline`).
 */
export function pageGlobal(slug: string, label: AdminText, fields: Field[], group = groups.pages): GlobalConfig {
  return {
    slug,
    label,
    admin: {
      group,
      description: help.globalLifecycle,
      components: {
        elements: {
          UnpublishButton: '@/cms/components/NoUnpublish#NoUnpublish',
          Status: REVERT_ALL_LANGUAGES,
          beforeDocumentControls: [pendingSchedule(slug, 'global')],
          PublishButton: ZONED_PUBLISH,
        },
      },
      preview: globalPreview(slug),
    },
    access: { read: siteOrStaff, readVersions: canEditContent, update: canEditContent },
    versions: {
      drafts: {
        schedulePublish: SCHEDULE_PICKER,
        autosave: { interval: AUTOSAVE_INTERVAL_MS, showSaveDraftButton: true },
      },
      max: VERSIONS_KEPT,
    },
    hooks: {
      beforeOperation: [limitGlobalOperation, keepGlobalOnline, noteGlobalSave],
      // Accounts limited to some languages change their texts only; each language's save keeps
      // the fingerprints of the source text (`@/cms/translation`).
      // Any text may name a product (`{{product:<slug>}}`): a slug the catalogue does not hold is refused.
      // Where the settings ask for it, a publish waits until every changed language is approved.
      beforeChange: [limitGlobalChange, checkGlobalProductMentions, recordGlobalTranslation, approvalGlobalGate],
      // Each publish, restore and change of the settings is a line of the audit record.
      afterChange: [...revalidateGlobalHooks(slug).afterChange, auditGlobalChange, approvalGlobalRound],
    },
    // Screens get the search-engine and sharing texts; settings and navigation do not.
    fields: [
      ...withSourceText(sharedReadOnlyForLimited(group === groups.pages ? [...fields, seoField()] : fields)),
      translationField,
      ...reviewFields,
      ...authorFields,
    ],
  }
}

/** heading + text (+ optional image) of one page section. */
export function section(name: string, label: AdminText, extra: Field[] = [], options: { image?: boolean } = {}): Field {
  return {
    name,
    type: 'group',
    label,
    fields: [
      localizedText('heading', L.heading, { required: true }),
      localizedText('text', L.text, { long: true }),
      ...(options.image ? [imageField('image')] : []),
      ...extra,
    ],
  }
}

/**
 * A list of icon + title + text items (why choose us, why join us ...); `row` names one item in
 * the admin ("Punkt 01", "Punkt hinzufügen").
 */
export function iconList(
  name: string,
  label: AdminText,
  row: AdminText,
  options: { text?: boolean; minRows?: number; maxRows?: number } = {},
): Field {
  return {
    name,
    type: 'array',
    label,
    labels: { singular: row, plural: label },
    minRows: options.minRows,
    maxRows: options.maxRows,
    fields: [
      imageField('icon', { label: L.icon, svg: 'only' }),
      localizedText('title', L.title, { required: true }),
      ...(options.text === false ? [] : [localizedText('text', L.text, { long: true })]),
    ],
  }
}
