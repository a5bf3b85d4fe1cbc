import type { CollectionConfig } from 'payload'

import { canEditContent, publishedOrStaff, trashOrAdminDelete } from '@/cms/access/roles'
import { REVERT_ALL_LANGUAGES } from '@/cms/adminComponents'
import { authorFields } from '@/cms/audit/editedBy'
import { auditCollectionChange, auditCollectionDelete } from '@/cms/audit/hooks'
import { pendingSchedule, SCHEDULE_PICKER, scheduledColumn, ZONED_PUBLISH } from '@/cms/calendar/components'
import { checkProductMentions } from '@/cms/hooks/productMentions'
import { noteCollectionSave, VERSIONS_KEPT } from '@/cms/hooks/publication'
import { restorePublishedState } from '@/cms/hooks/restore'
import { productNameChanged, revalidateCollectionHooks } from '@/cms/hooks/revalidate'
import { AUTOSAVE_INTERVAL_MS, collectionPreview } from '@/cms/preview'
import { approvalCollectionGate, approvalCollectionRound } from '@/cms/review/gate'
import { reviewFields } from '@/cms/review/panel'
import {
  isLimited,
  limitCollectionChange,
  limitCollectionOperation,
  sharedReadOnlyForLimited,
} from '@/cms/translation/limits'
import { recordCollectionTranslation, translationField } from '@/cms/translation/record'
import { withSourceText } from '@/cms/translation/sourceField'
import { hasLocalizedText } from '@/cms/translation/texts'

/**
 * What editors can publish or take offline at a set time (a launch on the first morning of a fair,
 * an opening that ends with its campaign), besides the page texts.
 */
const SCHEDULED: readonly string[] = ['products', 'news', 'banners', 'job-openings']

/**
 * A public content collection: drafts and versions on, visitors read published documents
 * only, admins and editors write, and every change visitors can see (a publish, an unpublish, a
 * restore, a move to the trash and back, a delete) revalidates the site's cache; a draft saved
 * beside the live document does not.
 * Some can be published or unpublished at a set time (`SCHEDULED`: Payload's scheduled
 * publishing, run by the `default` job queue).
 *
 * Those with a public page get the admin's "Preview" and Live Preview (`@/cms/preview`), and their
 * drafts are saved while the editor types (autosave), so the preview follows; "Save draft" stays.
 *
 * Every change visitors can see is a line of the audit record (`@/cms/audit`). Where the settings
 * ask for it, a publish waits until every changed language is approved (`@/cms/review`).
 *
 * Those with texts to translate keep each language's fingerprints of the source text
 * (`@/cms/translation`), and accounts limited to some languages save drafts of those texts only.
 */
export function contentCollection(config: CollectionConfig): CollectionConfig {
  const revalidate = revalidateCollectionHooks(config.slug, config.slug === 'products' ? productNameChanged : undefined)
  const preview = collectionPreview(config.slug)
  const autosave = preview ? { autosave: { interval: AUTOSAVE_INTERVAL_MS, showSaveDraftButton: true } } : {}
  const translated = hasLocalizedText(config.fields)
  return {
    ...config,
    fields: [
      ...(translated
        ? [...withSourceText(sharedReadOnlyForLimited(config.fields)), translationField]
        : sharedReadOnlyForLimited(config.fields)),
      ...reviewFields,
      ...authorFields,
      ...(SCHEDULED.includes(config.slug) ? [scheduledColumn] : []),
    ],
    admin: {
      ...config.admin,
      // What is scheduled for each document shows in its row.
      ...(SCHEDULED.includes(config.slug) && config.admin?.defaultColumns
        ? { defaultColumns: [...config.admin.defaultColumns, scheduledColumn.name] }
        : {}),
      ...(preview ? { preview } : {}),
      // The revert to the published state restores every language and publishes no draft.
      components: {
        ...config.admin?.components,
        edit: {
          ...config.admin?.components?.edit,
          Status: REVERT_ALL_LANGUAGES,
          // What is scheduled for the document shows in its header.
          ...(SCHEDULED.includes(config.slug)
            ? { beforeDocumentControls: [pendingSchedule(config.slug, 'collection')], PublishButton: ZONED_PUBLISH }
            : {}),
        },
      },
    },
    access: {
      read: publishedOrStaff,
      readVersions: canEditContent,
      create: (args) => Boolean(canEditContent(args)) && !isLimited(args.req),
      // Accounts limited to some languages save drafts only, and move nothing to the trash: the
      // admin asks these rules with the data of a publish or a move, and offers no button then.
      update: (args) =>
        Boolean(canEditContent(args)) &&
        !(isLimited(args.req) && (args.data as { _status?: unknown } | undefined)?._status === 'published'),
      delete: (args) => !isLimited(args.req) && Boolean(trashOrAdminDelete(args)),
      ...config.access,
    },
    versions: {
      drafts: { schedulePublish: SCHEDULED.includes(config.slug) ? SCHEDULE_PICKER : false, ...autosave },
      maxPerDoc: VERSIONS_KEPT,
    },
    // Deleting moves to the trash, which takes the document off the site (see `trashOrAdminDelete`).
    trash: true,
    defaultSort: config.defaultSort ?? 'order',
    hooks: {
      ...config.hooks,
      beforeOperation: [limitCollectionOperation, ...(config.hooks?.beforeOperation ?? []), noteCollectionSave],
      beforeChange: [
        // Restored from the trash, a document is live again if it was when it went there.
        restorePublishedState,
        limitCollectionChange,
        checkProductMentions,
        ...(config.hooks?.beforeChange ?? []),
        ...(translated ? [recordCollectionTranslation] : []),
        // Kinds of content that need approval: a publish waits for it (`@/cms/review`).
        approvalCollectionGate,
      ],
      // Each publish, unpublish, restore and move to or from the trash is a line of the audit record.
      afterChange: [
        ...(config.hooks?.afterChange ?? []),
        ...revalidate.afterChange,
        auditCollectionChange,
        approvalCollectionRound,
      ],
      afterDelete: [...(config.hooks?.afterDelete ?? []), ...revalidate.afterDelete, auditCollectionDelete],
    },
  }
}
