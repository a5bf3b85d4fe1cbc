import { type CollectionBeforeOperationHook, type GlobalBeforeOperationHook, type RequestContext } from 'payload'

import { inAdminLanguage, invalid } from '@/cms/labels'
import { Refused } from '@/cms/refused'

/**
 * Whether a save changed what visitors see. Payload writes the document visitors read unless it
 * saves a draft: a save with `draft` asked, on a collection or global with drafts, that does not
 * set `_status: 'published'` only adds a version (its `isSavingDraft`, payload's
 * collections/operations/utilities/update.js and globals/operations/update.js). An unpublish
 * (`_status: 'draft'` without `draft`) writes the document and so counts as a change.
 *
 * The after-change hooks cannot tell the two apart (both hand a doc with `_status: 'draft'`), so
 * a before-operation hook notes for each save whether it only saves a draft, in the request's
 * context: the last save of each collection or global, and of which document.
 */

/** How many versions of each document and global are kept for restoring. */
export const VERSIONS_KEPT = 25

const KEY = 'draftOnlySaves'

/** The last save of each collection or global in this request: of which document, only a draft? */
type Note = { id: string; draftOnly: boolean; restore?: boolean }
const ANY = '*'

function notes(context: RequestContext): Record<string, Note> {
  context[KEY] ??= {}
  return context[KEY] as Record<string, Note>
}

const idOf = (id: unknown) => (typeof id === 'string' || typeof id === 'number' ? String(id) : ANY)

/**
 * The `draft` and `_status` a save or restore was asked with: only a draft, or the visitors'
 * document too? A restore asked as a draft only adds a version, like a draft save.
 */
function onlyDraft(operation: 'update' | 'restoreVersion', args: unknown, drafts: boolean): boolean {
  if (!drafts || typeof args !== 'object' || args === null) return false
  const { draft, data } = args as { draft?: unknown; data?: { _status?: unknown } }
  return Boolean(draft) && (operation === 'restoreVersion' || data?._status !== 'published')
}

/** Whether a collection or global keeps drafts beside its published document. */
export const hasDrafts = (entity: { versions?: unknown }) =>
  typeof entity.versions === 'object' &&
  entity.versions !== null &&
  Boolean((entity.versions as { drafts?: unknown }).drafts)

/**
 * Notes how a collection's save will be written (added to every collection with drafts): an
 * update by id under that id; a bulk update, and a restore (named by the version's id), for any
 * document. A create needs no note: its document is public only when created published.
 */
export const noteCollectionSave: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (operation === 'update' || operation === 'restoreVersion') {
    const id = operation === 'update' ? idOf((args as { id?: unknown } | undefined)?.id) : ANY
    notes(req.context)[collection.slug] = {
      id,
      draftOnly: onlyDraft(operation, args, hasDrafts(collection)),
      restore: operation === 'restoreVersion',
    }
  }
  return args
}

/**
 * Notes how a global's save (or restore) will be written. A global's restore always writes its
 * live document, "as draft" too (payload's globals/operations/restoreVersion.js): it counts as
 * a publish.
 */
export const noteGlobalSave: GlobalBeforeOperationHook = ({ args, global, operation, req }) => {
  if (operation === 'update' || operation === 'restoreVersion') {
    notes(req.context)[global.slug] = {
      id: ANY,
      draftOnly: operation === 'update' && onlyDraft(operation, args, hasDrafts(global)),
      restore: operation === 'restoreVersion',
    }
  }
  return args
}

/** Whether a save of a global asks to take it offline: `_status: 'draft'` written to the live document. */
function unpublishesGlobal(args: unknown): boolean {
  if (typeof args !== 'object' || args === null) return false
  const { draft, data } = args as { draft?: unknown; data?: { _status?: unknown } }
  return !draft && data?._status === 'draft'
}

/**
 * Page texts, the navigation and the settings are always online; an unpublish (the admin's
 * button, the REST API, a scheduled unpublish coming due) is refused with a message in the
 * editor's language. An earlier version is shown by restoring it.
 */
export const keepGlobalOnline: GlobalBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'update' && unpublishesGlobal(args))
    throw new Refused(inAdminLanguage(invalid.unpublishGlobal, req), 400, 'unpublishGlobal')
  return args
}

/**
 * Did this save change what visitors see? False for a draft saved beside the live document (and
 * for a new document created as a draft); true for a publish, an unpublish, a restore and any
 * save of a collection or global without drafts.
 */
export function changedPublic(
  entity: { slug: string; versions?: unknown },
  doc: { id?: unknown; _status?: unknown },
  context: RequestContext,
  operation?: 'create' | 'update',
): boolean {
  if (!hasDrafts(entity)) return true
  // A new document is public only once published (a draft create writes no public document).
  if (operation === 'create') return doc._status === 'published'
  const note = notes(context)[entity.slug]
  // Not noted, or noted for another document: the visitors' document was written.
  if (!note || (note.id !== ANY && note.id !== idOf(doc.id))) return true
  return !note.draftOnly
}

/** Whether this save of `entity` was the restore of an earlier version (as noted before the operation). */
export function wasVersionRestore(entity: { slug: string }, doc: { id?: unknown }, context: RequestContext): boolean {
  const note = notes(context)[entity.slug]
  return Boolean(note?.restore) && (note!.id === ANY || note!.id === idOf(doc.id))
}
