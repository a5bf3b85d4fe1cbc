import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A document restored from the trash comes back in the state it had: one that was live when it
 * went to the trash is live again, though the admin's restore dialog asks for a draft unless its
 * box is ticked (a product would otherwise stay offline, unseen, after its "restore"). One that
 * was a draft stays a draft.
 */
export const restorePublishedState: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const restoring = operation === 'update' && Boolean(originalDoc?.deletedAt) && data?.deletedAt === null
  if (restoring && originalDoc?._status === 'published' && data._status === 'draft')
    return { ...data, _status: 'published' }
  return data
}
